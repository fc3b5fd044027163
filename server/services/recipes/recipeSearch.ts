/**
 * Recipe text search, shared by the search box and the `search` filter of the lists.
 *
 * Understanding (issue 37): searchIntent.ts first reads phrases that name a filter ("peanut
 * free", "vegetarian", "under 30 minutes", "leftover rice") into conditions (searchConditions.ts);
 * only the words left are matched as text. A diet or label word still adds a small bonus to the
 * recipes carrying its label; a used food scores by its share of the recipe's weight.
 *
 * Matching: searchQuery.ts reads the typed words as foods, kinds of food, labels and words
 * (typos replaced by near real words) into one tsquery, matched against recipes.search_vector,
 * the weighted document of searchDocument.ts (GIN index recipes_search_vector_idx).
 *
 * Ranking: ts_rank with the document's weights (name 1.0, labels 0.4, food words 0.2, food keys
 * 0.1), so a recipe named for what was typed comes before one labelled with it, and that before
 * one that merely holds it. Only the newest POOL_SIZE matches (under the other filters) are
 * ranked, never every match of a common word, so a search answers at most POOL_SIZE recipes.
 *
 * Finding the newest POOL_SIZE matches: a common word matches thousands of recipes, and the GIN
 * index answers them in no order, so the bitmap scan visits every match in the table to keep the
 * newest. Reading the newest recipes in id order and testing their stored vectors stops after
 * POOL_SIZE matches instead, which for a common word is a few thousand rows (~2 ms instead of
 * ~10). The walk is bounded (NEWEST_WINDOW rows) and skipped outright when the NEWEST_PROBE newest
 * recipes hold no match, so a rare word goes to the index at a cost of well under a millisecond;
 * with filters (a library or a tag cuts the matches per row read) the index is used at once.
 * Both ways find the same recipes in the same order.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecipeSearchResultDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, recipes } from '../../db/schema';
import { termKey } from '../foods/catalogue';
import { usesScore } from './foodShares';
import { intentConditions } from './searchConditions';
import { hasFilters, readSearchIntent, type SearchIntent } from './searchIntent';
import { buildTextQuery } from './searchQuery';

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
/**
 * In the index search, sequential and plain index scans are discouraged: the match operator is
 * costly per row and the planner's guesses for it are rough, while the GIN index (a bitmap scan)
 * answers in milliseconds. Settings are local to the search's transaction (set_config(…, true)).
 */
const SET_SESSION = sql.raw(
  "select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)",
);

export interface SearchHit {
  id: number;
  categoryId: number;
  score: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type HitRow = { id: number; category_id: number; score: number | string };

const textQuery = (tsquery: string) => sql`to_tsquery('english', ${tsquery}::text)`;

/**
 * What a search asks of the recipes: a tsquery to match (null when only filters are left, as for
 * "peanut free"), how to score each match, and the conditions its understood words became.
 */
interface SearchPlan {
  match: string | null;
  /** The score over a pool's columns `search_vector` and `food_shares`. */
  score: SQL;
  conditions: SQL[];
}

/**
 * A label an understood word came from ("vegetarian", "gluten free") no longer has to match, but
 * a recipe carrying it comes first among equals: a bonus under any name match's rank.
 */
const LABEL_BONUS = 0.05;

/** Null when nothing can match: words were typed and none of them means anything. */
async function searchPlan(db: Database, intent: SearchIntent): Promise<SearchPlan | null> {
  // Nothing meant: only stop words, or words too long to be words.
  if (!intent.rest && !hasFilters(intent)) return null;
  const words = intent.rest ? await buildTextQuery(db, intent.rest) : null;
  if (intent.rest && !words) return null;
  // Every food a recipe uses is among its food keys: the GIN index finds the candidates.
  const uses = intent.uses.map((term) => `${termKey(term)}:D`);
  // A diet library's recipes carry its label: the index intersects it with the words at once.
  const libraries = intent.libraryDiets.map((key) => `${key}:B`);
  const matchParts = [...(words ? [words.match] : []), ...uses, ...libraries];
  const scoreParts: SQL[] = [];
  if (words) scoreParts.push(sql`ts_rank(${RANK_WEIGHTS}, search_vector, ${textQuery(words.rank)})`);
  for (const label of intent.rankLabels)
    scoreParts.push(
      sql`(case when search_vector @@ ${textQuery(`${label}:B`)} then ${sql.raw(String(LABEL_BONUS))} else 0 end)`,
    );
  if (intent.uses.length > 0) scoreParts.push(usesScore(intent.uses, sql`food_shares`));
  return {
    match: matchParts.length > 0 ? matchParts.join(' & ') : null,
    score: scoreParts.length > 0 ? sql.join(scoreParts, sql` + `) : sql`0`,
    conditions: intentConditions(intent),
  };
}

/**
 * Matching recipes under the other filters, newest POOL_SIZE, with their relevance: from the
 * walk over the newest recipes when that finds them all, otherwise from the index; with only
 * filters left, the newest recipes that pass them.
 */
export async function searchHits(db: Database, intent: SearchIntent, filters: SQL[]): Promise<SearchHit[]> {
  const plan = await searchPlan(db, intent);
  if (!plan) return [];
  const conditions = [...filters, ...plan.conditions];
  if (plan.match === null) return filteredNewest(db, plan.score, conditions);
  // The understood words' conditions (a diet, a time) keep most rows: the walk still fills.
  if (filters.length === 0) {
    const newest = await newestMatches(db, plan.match, plan.score, plan.conditions);
    if (newest.length === POOL_SIZE) return newest;
  }
  return indexedMatches(db, plan.match, plan.score, conditions);
}

/**
 * The walk's window: what scoring and the understood words' conditions (searchConditions.ts) read,
 * under the table's own column names. Not `*`: the rows' wide text and JSON would ride the walk too.
 */
const windowColumns = sql.join(
  [
    recipes.id,
    recipes.categoryId,
    recipes.searchVector,
    recipes.foodShares,
    recipes.allergens,
    recipes.mayContain,
    recipes.suitsDiets,
    recipes.recipeLibraryId,
    recipes.preparationTime,
    recipes.cookingTime,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
);

/** A pool's columns: what scoring reads. */
const poolColumns = sql`${recipes.id} as id, ${recipes.categoryId} as category_id,
  ${recipes.searchVector} as search_vector, ${recipes.foodShares} as food_shares`;

/**
 * The newest POOL_SIZE matches among the NEWEST_WINDOW newest recipes (fewer if the window holds
 * fewer; none when the NEWEST_PROBE newest hold none). Each is a backward scan of the primary
 * key; a match condition cannot move below a LIMIT, so neither reads more rows than its LIMIT,
 * and the outer LIMIT stops the walk at POOL_SIZE matches. The window is named `recipes`, so the
 * conditions (written over the table's columns) read its rows.
 */
async function newestMatches(db: Database, match: string, score: SQL, conditions: SQL[]): Promise<SearchHit[]> {
  const newest = (rows: number) =>
    sql`(select ${windowColumns} from ${recipes} order by ${recipes.id} desc limit ${rows}) as ${recipes}`;
  const matching = and(sql`${recipes.searchVector} @@ ${textQuery(match)}`, ...conditions);
  const rows = await db.execute(sql`
    select id, category_id, ${score} as score
    from ${newest(NEWEST_WINDOW)}
    where ${matching}
      and exists (select from ${newest(NEWEST_PROBE)} where ${matching})
    order by id desc
    limit ${POOL_SIZE}`);
  return hitsOf(rows);
}

/** The GIN index: every match under the filters, newest POOL_SIZE kept, in the search session. */
async function indexedMatches(db: Database, match: string, score: SQL, filters: SQL[]): Promise<SearchHit[]> {
  const filtered = filters.length ? sql`and ${and(...filters)}` : sql``;
  const pool = sql`
    with pool as materialized (
      select ${poolColumns}
      from ${recipes}
      where ${recipes.searchVector} @@ ${textQuery(match)} ${filtered}
      order by ${recipes.id} desc limit ${POOL_SIZE})
    select id, category_id, ${score} as score from pool`;
  return hitsOf(await inSearchSession(db, (tx) => tx.execute(pool)));
}

/** Only filters left ("peanut free", "vegetarian"): the newest POOL_SIZE recipes that pass them, scored. */
async function filteredNewest(db: Database, score: SQL, filters: SQL[]): Promise<SearchHit[]> {
  const rows = await db.execute(sql`
    with pool as materialized (
      select ${poolColumns} from ${recipes}
      ${filters.length ? sql`where ${and(...filters)}` : sql``}
      order by ${recipes.id} desc limit ${POOL_SIZE})
    select id, category_id, ${score} as score from pool`);
  return hitsOf(rows);
}

/** ts_rank's weights, in its order {D, C, B, A}: food keys, food words, labels, name. */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);

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

/** The search box: up to SEARCH_RESULT_LIMIT recipes, best match first, its words understood as the lists' are. */
export async function searchRecipes(db: Database, text: string | undefined): Promise<RecipeSearchResultDto[]> {
  const intent = readSearchIntent(text);
  if (!intent) return [];
  const hits = (await searchHits(db, intent, [])).sort(byRelevance).slice(0, SEARCH_RESULT_LIMIT);
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
