-- Full-text search reads a stored tsvector instead of parsing search_text on every search.
-- Adding a stored generated column rewrites recipes (about 3 s for 100,000 rows, under an
-- exclusive lock) and fills the column for every existing row.
DROP INDEX "recipes_search_fts_idx";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "recipes"."search_text")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_search_vector_idx" ON "recipes" USING gin ("search_vector");