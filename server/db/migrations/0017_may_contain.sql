-- Issue 35: the major allergens a recipe's lines may carry but do not contain (some brands, or a
-- label's "may contain"), written with recipes.allergens by the search document. Existing recipes
-- start with none and are read again on start (the document's version changed with the catalogue).
ALTER TABLE "recipes" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;
