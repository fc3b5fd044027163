-- What a recipe holds for allergies and diets (issue 19), read from its lines through the food
-- catalogue. Rows start empty; the search document format changed with them, so every recipe is
-- read again on the next start (services/recipes/searchDocument.ts).
ALTER TABLE "recipes" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "suits_diets" text[] DEFAULT '{}'::text[] NOT NULL;