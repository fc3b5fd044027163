-- Issue 20: the food-composition table (IFCT 2017, loaded on start) and each recipe's nutrition per
-- serving, estimated from its ingredients and written with its search document.
CREATE TABLE "food_compositions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"food_group" text NOT NULL,
	"energy_kcal" double precision NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbohydrate_g" double precision NOT NULL,
	"sugars_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"saturated_fat_g" double precision NOT NULL,
	"fibre_g" double precision NOT NULL,
	"sodium_g" double precision NOT NULL,
	"table_version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "kcal_per_serving" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "protein_per_serving" double precision;--> statement-breakpoint
CREATE INDEX "recipes_kcal_idx" ON "recipes" USING btree ("kcal_per_serving");