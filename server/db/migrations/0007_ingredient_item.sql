-- The line without its amount (issue 18, servings scaling). The parse format changed with it, so
-- every line is read again on the next start (services/recipes/ingredientParts.ts).
ALTER TABLE "recipe_ingredients" ADD COLUMN "item" text;