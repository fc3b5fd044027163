-- Issue 19: the plan and the shopping list belong to the household, shared by its accounts.
-- Every account gets its household now (as householdIdOf would on a first visit), so every
-- meal, mark and typed item can be given its household before the columns become NOT NULL.
CREATE TEMPORARY TABLE "household_backfill" AS
  SELECT "id" AS "user_id", "name",
    nextval(pg_get_serial_sequence('households', 'id'))::integer AS "household_id"
  FROM "users" u
  WHERE NOT EXISTS (SELECT 1 FROM "household_accounts" a WHERE a."user_id" = u."id");--> statement-breakpoint
INSERT INTO "households" ("id", "name")
  SELECT "household_id", coalesce(nullif(split_part(btrim("name"), ' ', 1), ''), 'My') || '''s family'
  FROM "household_backfill";--> statement-breakpoint
INSERT INTO "household_accounts" ("user_id", "household_id")
  SELECT "user_id", "household_id" FROM "household_backfill";--> statement-breakpoint
INSERT INTO "household_members" ("household_id", "user_id", "name", "age_group")
  SELECT "household_id", "user_id", "name", 'adult' FROM "household_backfill";--> statement-breakpoint
DROP TABLE "household_backfill";--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "member_ids" integer[];--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD COLUMN "household_id" integer;--> statement-breakpoint
UPDATE "meal_plans" m SET "household_id" = a."household_id" FROM "household_accounts" a WHERE a."user_id" = m."user_id";--> statement-breakpoint
UPDATE "shopping_items" i SET "household_id" = a."household_id" FROM "household_accounts" a WHERE a."user_id" = i."user_id";--> statement-breakpoint
UPDATE "shopping_marks" k SET "household_id" = a."household_id" FROM "household_accounts" a WHERE a."user_id" = k."user_id";--> statement-breakpoint
ALTER TABLE "meal_plans" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_items" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_marks" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "shopping_items_user_idx";--> statement-breakpoint
ALTER TABLE "shopping_marks" DROP CONSTRAINT "shopping_marks_user_id_item_key_pk";--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD CONSTRAINT "shopping_marks_household_id_item_key_pk" PRIMARY KEY("household_id","item_key");--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD CONSTRAINT "shopping_items_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD CONSTRAINT "shopping_marks_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plans_household_idx" ON "meal_plans" USING btree ("household_id","day");--> statement-breakpoint
CREATE INDEX "shopping_items_household_idx" ON "shopping_items" USING btree ("household_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_invite_code_idx" ON "households" USING btree ("invite_code");
