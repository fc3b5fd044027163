/**
 * Recipe text search, shared by the search box and the `search` filter of the lists.
 *
 * Matching: PostgreSQL full-text search over recipes.search_text (name twice, category, tags,
 * ingredients; GIN index recipes_search_fts_idx), every word required and the last one as a
 * prefix. When that finds fewer than TYPO_FALLBACK_BELOW recipes, trigram word similarity on
 * the name (GIN index recipes_name_trgm_idx) adds near spellings, so "spagetti" finds
 * "Spaghetti …".
 *
 * Ranking: ts_rank + the name's word similarity, so a name match comes before an ingredient
 * match. Ranking parses each document again, so it is bounded: the newest POOL_SIZE matches
 * (under the other filters) are ranked, never every match of a common word. A search thus
 * answers at most POOL_SIZE recipes.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecipeSearchResultDto } from '../../contract/types';
import type { Database } from '../db/client';
import { categories, recipes } from '../db/schema';

export const SEARCH_RESULT_LIMIT = 20;
export const POOL_SIZE = 200;
const TYPO_FALLBACK_BELOW = 20;
const NEAR_NAME_CANDIDATES = 1000;
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 8;
/**
 * pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in longer words:
 * "spagetti" against "Spaghetti" scores 0.58. Thresholds are session settings, so searches run
 * in a transaction that sets it locally. Sequential and plain index scans are discouraged
 * there too: both match operators are costly per row and the planner's guesses for them are
 * rough, while their GIN indexes (bitmap scans) answer in milliseconds.
 */
const SESSION_SETTINGS = [
  ['pg_trgm.word_similarity_threshold', '0.5'],
  ['enable_seqscan', 'off'],
  // Walking the primary key backwards would parse documents one by one until enough match.
  ['enable_indexscan', 'off'],
];
/** All settings in one statement (set_config(…, true) is SET LOCAL): one round trip, not three. */
const SET_SESSION = sql.raw(
  `select ${SESSION_SETTINGS.map(([name, value]) => `set_config('${name}', '${value}', true)`).join(', ')}`,
);

export interface SearchTerms {
  /** The trimmed text, compared with names by trigram similarity. */
  text: string;
  /** A to_tsquery expression of plain words (last one as a prefix), or null when no word remains. */
  tsquery: string | null;
}

export interface SearchHit {
  id: number;
  categoryId: number;
  score: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Null when the query is blank: SPEC.md counts a query only if it is non-empty after trimming. */
export function searchTerms(raw: unknown): SearchTerms | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().slice(0, MAX_QUERY_CHARS);
  if (!text) return null;
  // Only letters and digits reach to_tsquery, so its operators can never be injected.
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
  const tsquery = words.length
    ? words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ')
    : null;
  return { text, tsquery };
}

// Written exactly as the index expression (with the regconfig as a literal) so the planner uses it.
const documentVector = (searchText: SQL | typeof recipes.searchText) => sql`to_tsvector('english', ${searchText})`;
const textQuery = (terms: SearchTerms) => sql`to_tsquery('english', ${terms.tsquery}::text)`;

/**
 * Matching recipes under the other filters, newest POOL_SIZE, with their relevance.
 * Runs in a transaction with the search session settings.
 */
export async function searchHits(db: Database, terms: SearchTerms, filters: SQL[]): Promise<SearchHit[]> {
  const filtered = filters.length ? sql`and ${and(...filters)}` : sql``;
  const fullText = terms.tsquery
    ? sql`select ${recipes.id} as id from ${recipes}
          where ${documentVector(recipes.searchText)} @@ ${textQuery(terms)} ${filtered}
          order by ${recipes.id} desc limit ${POOL_SIZE}`
    : sql`select null::int as id where false`;
  // The filters are applied to near names only afterwards: the planner takes `<%` for cheap
  // and would otherwise test it on every recipe of a library. Unordered, the LIMIT bounds how
  // many names are compared.
  const pool = sql`
    with full_text as materialized (${fullText}),
    near_names as materialized (
      select ${recipes.id} as id from ${recipes}
      where ${terms.text}::text <% ${recipes.recipeName}
        and (select count(*) from full_text) < ${TYPO_FALLBACK_BELOW}
      limit ${NEAR_NAME_CANDIDATES}),
    pool as materialized (
      select ${recipes.id} as id, ${recipes.categoryId} as category_id,
             ${recipes.searchText} as search_text, ${recipes.recipeName} as recipe_name
      from ${recipes}
      where ${recipes.id} in (select id from full_text union all select id from near_names) ${filtered}
      order by ${recipes.id} desc
      limit ${POOL_SIZE})
    select id, category_id, ${rankOf(terms)} as score from pool`;
  const rows = await inSearchSession(db, (tx) => tx.execute(pool));
  return resultRows<{ id: number; category_id: number; score: number | string }>(rows).map((row) => ({
    id: Number(row.id),
    categoryId: Number(row.category_id),
    score: Number(row.score),
  }));
}

function rankOf(terms: SearchTerms): SQL {
  const nameSimilarity = sql`word_similarity(${terms.text}::text, recipe_name)`;
  if (!terms.tsquery) return nameSimilarity;
  return sql`ts_rank(${documentVector(sql`search_text`)}, ${textQuery(terms)}) + ${nameSimilarity}`;
}

/** Best first; equal scores newest first. */
export function byRelevance(a: SearchHit, b: SearchHit): number {
  return b.score - a.score || b.id - a.id;
}

async function inSearchSession<T>(db: Database, run: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(SET_SESSION);
    return run(tx);
  });
}

/** node-postgres and PGlite both answer raw queries with `rows`. */
function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The search box: up to SEARCH_RESULT_LIMIT recipes, best match first. */
export async function searchRecipes(db: Database, raw: unknown): Promise<RecipeSearchResultDto[]> {
  const terms = searchTerms(raw);
  if (!terms) return [];
  const hits = (await searchHits(db, terms, [])).sort(byRelevance).slice(0, SEARCH_RESULT_LIMIT);
  if (hits.length === 0) return [];
  const rows = await db
    .select({
      id: recipes.id,
      recipeName: recipes.recipeName,
      recipeImage: recipes.recipeImage,
      categoryName: categories.categoryName,
      reviewsAvg: recipes.reviewsAvg,
    })
    .from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(
      inArray(
        recipes.id,
        hits.map((hit) => hit.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    if (!row) return [];
    return [
      {
        id: row.id,
        recipe_name: row.recipeName,
        recipe_image: row.recipeImage,
        category_name: row.categoryName,
        average_rating: Number(row.reviewsAvg),
      },
    ];
  });
}
