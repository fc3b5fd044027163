-- Issue 39: changes made offline are sent later and merge by when they were made. A typed item
-- keeps when its tick last changed (existing ticked items: when they were added; unticked ones:
-- never) and the phone's id for it (one item however often it is sent); a planned item's mark
-- keeps when its tick and its hide last changed (existing marks: their last update).
ALTER TABLE "shopping_items" ADD COLUMN "checked_changed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shopping_items" SET "checked_changed_at" = "created_at" WHERE "checked";--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD COLUMN "checked_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD COLUMN "hidden_changed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shopping_marks" SET "checked_changed_at" = "updated_at", "hidden_changed_at" = "updated_at";--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_items_household_client_idx" ON "shopping_items" USING btree ("household_id","client_id");
