/**
 * Trending recipes: score = views in the last 14 days + 20 × average rating × ln(1 + reviews).
 * Scoring every recipe per request does not scale, so candidates are the most viewed recipes of
 * the window (a range of recipe_views_viewed_at_idx) and the best rated ones, and the ranked ids
 * are reused for a short while: trending need not be exact to the second. Whether the caller
 * saved a recipe is filled per request.
 */
import { sql } from 'drizzle-orm';
import type { RecipeSummaryDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { recipes, recipeViews } from '../../db/schema';
import { loadRecipeCards } from './recipeCards';

export const TRENDING_LIMIT = 12;
const TRENDING_WINDOW = sql.raw(`interval '14 days'`);
const CANDIDATES_PER_SIGNAL = 100;
const CACHE_MS = 30_000;

let cached: { ids: number[]; expiresAt: number } | null = null;
let refreshing: Promise<number[]> | null = null;

/** Tests that change views or ratings call this to see the new order at once. */
export function forgetTrendingRanking(): void {
  cached = null;
}

export async function trendingRecipes(db: Database, viewerId: number | null): Promise<RecipeSummaryDto[]> {
  return loadRecipeCards(db, await trendingIds(db), viewerId);
}

/** Once ranked, a stale ranking is answered while one refresh runs, so no request waits for it. */
async function trendingIds(db: Database): Promise<number[]> {
  if (cached && cached.expiresAt > Date.now()) return cached.ids;
  refreshing ??= rankTrendingIds(db)
    .then((ids) => {
      cached = { ids, expiresAt: Date.now() + CACHE_MS };
      return ids;
    })
    .finally(() => {
      refreshing = null;
    });
  if (cached) {
    refreshing.catch(() => undefined);
    return cached.ids;
  }
  return refreshing;
}

async function rankTrendingIds(db: Database): Promise<number[]> {
  const ratingScore = sql`(20 * ${recipes.reviewsAvg}::float8 * ln(1 + ${recipes.reviewsCount}))`;
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .innerJoin(
      sql`(
        (select ${recipeViews.recipeId} as candidate_id from ${recipeViews}
          where ${recipeViews.viewedAt} > now() - ${TRENDING_WINDOW}
          group by ${recipeViews.recipeId} order by count(*) desc limit ${CANDIDATES_PER_SIGNAL})
        union
        (select ${recipes.id} from ${recipes} where ${recipes.reviewsCount} > 0
          order by ${ratingScore} desc limit ${CANDIDATES_PER_SIGNAL})
        union
        (select ${recipes.id} from ${recipes} order by ${recipes.id} desc limit ${TRENDING_LIMIT})
      ) as candidates`,
      sql`candidates.candidate_id = ${recipes.id}`,
    )
    .orderBy(
      sql`(select count(*) from ${recipeViews} where ${recipeViews.recipeId} = ${recipes.id}
            and ${recipeViews.viewedAt} > now() - ${TRENDING_WINDOW}) + ${ratingScore} desc`,
      sql`${recipes.id} desc`,
    )
    .limit(TRENDING_LIMIT);
  return rows.map((row) => row.id);
}
