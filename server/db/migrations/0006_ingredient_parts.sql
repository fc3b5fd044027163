-- Ingredient lines with meaning (issue 18): quantity, unit, food and note are read from each line
-- by the server (services/foods/ingredientLine.ts). Existing rows have parse_version '' and are
-- read on the next start, in the background (services/recipes/ingredientParts.ts).
ALTER TABLE "recipe_ingredients" ADD COLUMN "quantity" double precision;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "quantity2" double precision;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "food" text;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "parse_version" text DEFAULT '' NOT NULL;