/**
 * Recipe text search, shared by the search box and the `search` filter of the lists.
 *
 * Matching: PostgreSQL full-text search over recipes.search_vector (search_text — name twice,
 * category, tags, ingredients — parsed once on write into a stored generated column; GIN index
 * recipes_search_vector_idx), every word required and the last one as a prefix. When that finds
 * fewer than TYPO_FALLBACK_BELOW recipes, trigram word similarity on the name (GIN index
 * recipes_name_trgm_idx) adds near spellings, so "spagetti" finds "Spaghetti …".
 *
 * Ranking: ts_rank + the name's word similarity, so a name match comes before an ingredient
 * match. Only the newest POOL_SIZE matches (under the other filters) are ranked, never every
 * match of a common word, so a search answers at most POOL_SIZE recipes.
 *
 * Finding the newest POOL_SIZE matches: a common word matches thousands of recipes, and the GIN
 * index answers them in no order, so the bitmap scan visits every match in the table to keep the
 * newest. Reading the newest recipes in id order and testing their stored vectors stops after
 * POOL_SIZE matches instead, which for a common word is a few thousand rows (~2 ms instead of
 * ~10). The walk is bounded (NEWEST_WINDOW rows) and skipped outright when the NEWEST_PROBE newest
 * recipes hold no match, so a rare word or a typo goes to the indexes at a cost of well under a
 * millisecond; with filters (a library or a tag cuts the matches per row read) the indexes are
 * used at once. Both ways find the same recipes in the same order.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecipeSearchResultDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, recipes } from '../../db/schema';

export const SEARCH_RESULT_LIMIT = 20;
export const POOL_SIZE = 200;
/**
 * How many of the newest recipes an unfiltered search reads before using the index: enough for
 * POOL_SIZE matches of a word found in one recipe of 20 (~0.5 µs a row, ~2 ms at most).
 */
export const NEWEST_WINDOW = 4000;
/**
 * The walk is skipped when none of this many newest recipes matches: such a word (or a typo) is
 * all but certainly rarer than one recipe in 20 (a 1-in-20 word misses 500 rows with odds of
 * 0.95^500 ≈ 1e-11), so the window could not fill the pool. A common word meets a match in the
 * first few rows, so the probe costs it nothing.
 */
const NEWEST_PROBE = 500;
const TYPO_FALLBACK_BELOW = 20;
/**
 * Near names taken from the trigram index, unordered; each one costs a similarity test on its
 * row. Without filters every candidate stays in the pool, so POOL_SIZE of them are enough; with
 * filters more are taken, since the filters drop some of them afterwards.
 */
const NEAR_NAME_CANDIDATES = 1000;
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 8;
/**
 * pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in longer words:
 * "spagetti" against "Spaghetti" scores 0.58. Thresholds are session settings, so the index
 * search runs in a transaction that sets it locally. Sequential and plain index scans are
 * discouraged there too: both match operators are costly per row and the planner's guesses for
 * them are rough, while their GIN indexes (bitmap scans) answer in milliseconds.
 */
const SESSION_SETTINGS = [
  ['pg_trgm.word_similarity_threshold', '0.5'],
  ['enable_seqscan', 'off'],
  // Walking the primary key backwards unbounded would read the whole table for a rare word.
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
type HitRow = { id: number; category_id: number; score: number | string };

/** Null when the query is blank: SPEC.md counts a query only if it is non-empty after trimming. */
export function searchTerms(raw: string | undefined): SearchTerms | null {
  if (raw === undefined) return null;
  const text = raw.trim().slice(0, MAX_QUERY_CHARS);
  if (!text) return null;
  // Only letters and digits reach to_tsquery, so its operators can never be injected.
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
  const tsquery = words.length
    ? words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ')
    : null;
  return { text, tsquery };
}

const textQuery = (tsquery: string) => sql`to_tsquery('english', ${tsquery}::text)`;

/**
 * Matching recipes under the other filters, newest POOL_SIZE, with their relevance: from the
 * walk over the newest recipes when that finds them all, otherwise from the indexes.
 */
export async function searchHits(db: Database, terms: SearchTerms, filters: SQL[]): Promise<SearchHit[]> {
  if (terms.tsquery && filters.length === 0) {
    const newest = await newestMatches(db, terms, terms.tsquery);
    if (newest.length === POOL_SIZE) return newest;
  }
  return indexedMatches(db, terms, filters);
}

/**
 * The newest POOL_SIZE full-text matches among the NEWEST_WINDOW newest recipes (fewer if the
 * window holds fewer; none when the NEWEST_PROBE newest hold none). Each is a backward scan of
 * the primary key; a match condition cannot move below a LIMIT, so neither reads more rows than
 * its LIMIT, and the outer LIMIT stops the walk at POOL_SIZE matches.
 */
async function newestMatches(db: Database, terms: SearchTerms, tsquery: string): Promise<SearchHit[]> {
  const newest = (rows: number) =>
    sql`(select ${recipes.id} as id, ${recipes.categoryId} as category_id,
                ${recipes.searchVector} as search_vector, ${recipes.recipeName} as recipe_name
         from ${recipes} order by ${recipes.id} desc limit ${rows})`;
  const rows = await db.execute(sql`
    select id, category_id, ${rankOf(terms)} as score
    from ${newest(NEWEST_WINDOW)} newest
    where search_vector @@ ${textQuery(tsquery)}
      and exists (select from ${newest(NEWEST_PROBE)} probe where probe.search_vector @@ ${textQuery(tsquery)})
    order by id desc
    limit ${POOL_SIZE}`);
  return hitsOf(rows);
}

/**
 * The GIN indexes: every full-text match under the filters (newest POOL_SIZE kept), plus near
 * names when that finds few. Runs in a transaction with the search session settings.
 */
async function indexedMatches(db: Database, terms: SearchTerms, filters: SQL[]): Promise<SearchHit[]> {
  const filtered = filters.length ? sql`and ${and(...filters)}` : sql``;
  const fullText = terms.tsquery
    ? sql`select ${recipes.id} as id, ${recipes.categoryId} as category_id,
                 ${recipes.searchVector} as search_vector, ${recipes.recipeName} as recipe_name
          from ${recipes}
          where ${recipes.searchVector} @@ ${textQuery(terms.tsquery)} ${filtered}
          order by ${recipes.id} desc limit ${POOL_SIZE}`
    : sql`select null::int as id, null::int as category_id, null::tsvector as search_vector,
                 null::text as recipe_name where false`;
  // The filters are applied to near names only afterwards, on their rows fetched again by id:
  // the planner takes `<%` for cheap and would otherwise test it on every recipe of a library.
  // Unordered, the LIMIT bounds how many names are compared.
  const nearRows = filters.length
    ? sql`select ${recipes.id}, ${recipes.categoryId}, ${recipes.searchVector}, ${recipes.recipeName}
          from ${recipes}
          where ${recipes.id} in (select id from near_names) ${filtered}`
    : sql`select id, category_id, search_vector, recipe_name from near_names`;
  const pool = sql`
    with full_text as materialized (${fullText}),
    near_names as materialized (
      select ${recipes.id} as id, ${recipes.categoryId} as category_id,
             ${recipes.searchVector} as search_vector, ${recipes.recipeName} as recipe_name
      from ${recipes}
      where ${terms.text}::text <% ${recipes.recipeName}
        and (select count(*) from full_text) < ${TYPO_FALLBACK_BELOW}
      limit ${filters.length ? NEAR_NAME_CANDIDATES : POOL_SIZE}),
    near as (${nearRows}),
    pool as materialized (
      select id, category_id, search_vector, recipe_name from full_text
      union all
      select * from near where id not in (select id from full_text)
      order by id desc
      limit ${POOL_SIZE})
    select id, category_id, ${rankOf(terms)} as score from pool`;
  return hitsOf(await inSearchSession(db, (tx) => tx.execute(pool)));
}

/** Over columns search_vector and recipe_name. */
function rankOf(terms: SearchTerms): SQL {
  const nameSimilarity = sql`word_similarity(${terms.text}::text, recipe_name)`;
  if (!terms.tsquery) return nameSimilarity;
  return sql`ts_rank(search_vector, ${textQuery(terms.tsquery)}) + ${nameSimilarity}`;
}

function hitsOf(result: unknown): SearchHit[] {
  return resultRows<HitRow>(result).map((row) => ({
    id: Number(row.id),
    categoryId: Number(row.category_id),
    score: Number(row.score),
  }));
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
export async function searchRecipes(db: Database, text: string | undefined): Promise<RecipeSearchResultDto[]> {
  const terms = searchTerms(text);
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
