-- Issue 38: the plan lives in real weeks. Each meal gets the Saturday its week starts on (existing
-- meals: the week they were made in, read in UTC), a leftover points to its cooked meal, the
-- shopping list's ticks belong to one week and remember the amount ticked, a household keeps its
-- time zone, meal times and calendar-feed secret, and weeks can be saved as templates.
CREATE TABLE "week_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"meals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "week_start" date;--> statement-breakpoint
UPDATE "meal_plans" SET "week_start" = ("created_at" AT TIME ZONE 'UTC')::date - ((extract(dow from ("created_at" AT TIME ZONE 'UTC')::date)::int + 1) % 7);--> statement-breakpoint
ALTER TABLE "meal_plans" ALTER COLUMN "week_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "leftover_of" integer;--> statement-breakpoint
DROP INDEX "meal_plans_household_idx";--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD COLUMN "week_start" date;--> statement-breakpoint
UPDATE "shopping_marks" SET "week_start" = (now() AT TIME ZONE 'UTC')::date - ((extract(dow from (now() AT TIME ZONE 'UTC')::date)::int + 1) % 7);--> statement-breakpoint
ALTER TABLE "shopping_marks" ALTER COLUMN "week_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_marks" DROP CONSTRAINT "shopping_marks_household_id_item_key_pk";--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD CONSTRAINT "shopping_marks_household_id_week_start_item_key_pk" PRIMARY KEY("household_id","week_start","item_key");--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD COLUMN "checked_quantity" double precision;--> statement-breakpoint
ALTER TABLE "shopping_marks" ADD COLUMN "checked_unit" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "meal_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "week_templates" ADD CONSTRAINT "week_templates_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_templates" ADD CONSTRAINT "week_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_templates_household_idx" ON "week_templates" USING btree ("household_id","id");--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_leftover_of_meal_plans_id_fk" FOREIGN KEY ("leftover_of") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plans_household_week_idx" ON "meal_plans" USING btree ("household_id","week_start","day");--> statement-breakpoint
CREATE INDEX "meal_plans_leftover_of_idx" ON "meal_plans" USING btree ("leftover_of");--> statement-breakpoint
CREATE UNIQUE INDEX "households_calendar_token_idx" ON "households" USING btree ("calendar_token");
