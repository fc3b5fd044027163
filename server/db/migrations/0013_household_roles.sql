-- Issue 33: the family belongs to the family. Until now every account of a household was an
-- equal co-parent: each becomes a parent (the column's default), so nobody loses what they could
-- do; accounts that join from now on are members. Invite codes become single use by default, and
-- the codes made before (usable by anyone, any number of times) stop working: a parent makes a new one.
ALTER TABLE "household_accounts" ADD COLUMN "role" text DEFAULT 'parent' NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "invite_uses_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "household_accounts" ADD CONSTRAINT "household_accounts_role_check" CHECK ("household_accounts"."role" in ('parent', 'member'));--> statement-breakpoint
UPDATE "households" SET "invite_code" = NULL, "invite_expires_at" = NULL WHERE "invite_code" IS NOT NULL;
