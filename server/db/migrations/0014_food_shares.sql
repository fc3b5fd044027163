-- Issue 37: how central each food is in a recipe, for "leftover rice" and "with chicken": per
-- catalogue key (the food's and its kinds'), its share of the recipe's weighed grams. Written with
-- the search document; every document is rebuilt on start (its format changed), so rows start empty.
ALTER TABLE "recipes" ADD COLUMN "food_shares" jsonb DEFAULT '{}'::jsonb NOT NULL;
