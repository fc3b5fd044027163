-- Search by meaning (issue 16): the document is weighted (name A, labels B, food words C, food
-- keys D) and typo tolerance reads the words of every document from search_words.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_lexeme_idx" ON "search_words" USING btree (("lexeme" collate "C"));--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_labels" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_foods" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_food_keys" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_document_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Until the server rebuilds each document with the food catalogue on start (its version is
-- empty here), the labels are their names and the food words the ingredient lines as written.
UPDATE "recipes" r SET
	"search_labels" = concat_ws(' ', l."diet_name", c."category_name",
		(SELECT string_agg(t."tag_name", ' ') FROM "recipe_tags" rt JOIN "tags" t ON t."id" = rt."tag_id" WHERE rt."recipe_id" = r."id"),
		r."age_group"),
	"search_foods" = coalesce((SELECT string_agg(i."ingredient_name", ' ') FROM "recipe_ingredients" i WHERE i."recipe_id" = r."id"), '')
FROM "recipe_libraries" l, "categories" c
WHERE l."id" = r."recipe_library_id" AND c."id" = r."category_id";--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "recipes"."recipe_name"), 'A') || setweight(to_tsvector('english', "recipes"."search_labels"), 'B') || setweight(to_tsvector('english', "recipes"."search_foods"), 'C') || setweight(to_tsvector('english', "recipes"."search_food_keys"), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_search_vector_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
-- The words of a document as the English parser splits them, lower case and unstemmed
-- ('simple'), with their English stem. Only a change of the document's text fires it (not a
-- view count).
CREATE FUNCTION "recipes_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word", "lexeme")
	SELECT lexeme, (ts_lexize('english_stem', lexeme))[1]
	FROM unnest(to_tsvector('simple', concat_ws(' ', NEW."recipe_name", NEW."search_labels", NEW."search_foods")))
	WHERE length(lexeme) BETWEEN 2 AND 40
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_search_words" AFTER INSERT OR UPDATE OF "recipe_name", "search_labels", "search_foods" ON "recipes"
	FOR EACH ROW EXECUTE FUNCTION "recipes_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word", "lexeme")
SELECT DISTINCT lexeme, (ts_lexize('english_stem', lexeme))[1]
FROM "recipes", unnest(to_tsvector('simple', concat_ws(' ', "recipe_name", "search_labels", "search_foods")))
WHERE length(lexeme) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
