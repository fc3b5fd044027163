/**
 * Writes what the community does: favourites, reviews (then each recipe's exact review count
 * and average), the demo accounts' planned week and two weeks of recipe views for trending.
 */
import { sql } from 'drizzle-orm';
import { todayIn, weekStartOf } from '../../contract/weeks';
import { mealPlans, recipes, recipeViews, reviews, wishlists } from '../db/schema';
import type { CategoryName, CookKey } from './catalogData';
import type { SeededRecipe } from './catalogRows';
import { FAVOURITES, PLANNED_WEEKS, RATING_SEQUENCE, REVIEW_COMMENTS } from './communityData';
import { insertHouseholds, type SeededHousehold } from './householdRows';
import { daysBefore, inBatches, type SeedContext } from './seedContext';

/** The household's members but the named ones, in household order. */
const membersLeaving = (household: SeededHousehold, names: readonly string[]): number[] =>
  [...household.members].filter(([name]) => !names.includes(name)).map(([, id]) => id);

/** Reviews per recipe, in turn: most recipes have a few, some none yet. */
const REVIEWS_PER_RECIPE = [2, 3, 1, 4, 2, 0, 3, 2, 1, 3, 4, 2];
const TRENDING_WINDOW_DAYS = 14;

function recipeNamed(recipesByName: Map<string, SeededRecipe>, name: string): SeededRecipe {
  const recipe = recipesByName.get(name);
  if (!recipe) throw new Error(`Seed data names an unknown recipe: ${name}`);
  return recipe;
}

async function insertFavourites(
  context: SeedContext,
  cookIds: Map<CookKey, number>,
  recipesByName: Map<string, SeededRecipe>,
) {
  const rows = (Object.keys(FAVOURITES) as CookKey[]).flatMap((cook) =>
    FAVOURITES[cook].map((name, index) => ({
      userId: cookIds.get(cook)!,
      recipeId: recipeNamed(recipesByName, name).id,
      createdAt: daysBefore(context.now, 20 - index * 2.5),
    })),
  );
  await context.tx.insert(wishlists).values(rows);
}

async function insertReviews(context: SeedContext, cookIds: Map<CookKey, number>, seeded: SeededRecipe[]) {
  const reviewerIds = [...cookIds.values()];
  const commentTurns = new Map<number, number>();
  let ratingTurn = 0;
  const rows = seeded.flatMap((recipe, recipeIndex) => {
    const others = reviewerIds.filter((id) => id !== recipe.creatorId);
    const count = Math.min(REVIEWS_PER_RECIPE[recipeIndex % REVIEWS_PER_RECIPE.length], others.length);
    const start = recipeIndex % others.length;
    return Array.from({ length: count }, (_, offset) => {
      const rating = RATING_SEQUENCE[ratingTurn++ % RATING_SEQUENCE.length];
      const turn = commentTurns.get(rating) ?? 0;
      commentTurns.set(rating, turn + 1);
      const comments = REVIEW_COMMENTS[rating];
      const age = context.now.getTime() - recipe.createdAt.getTime();
      const createdAt = new Date(recipe.createdAt.getTime() + age * (0.2 + 0.75 * context.random.next()));
      return {
        userId: others[(start + offset) % others.length],
        recipeId: recipe.id,
        rating,
        comment: comments[turn % comments.length],
        createdAt,
        updatedAt: createdAt,
      };
    });
  });
  for (const batch of inBatches(rows)) await context.tx.insert(reviews).values(batch);
  // The same aggregate the reviews service keeps, so the stored figures match the reviews exactly.
  await context.tx.update(recipes).set({
    reviewsCount: sql`(select count(*) from ${reviews} where ${reviews.recipeId} = ${recipes.id})::int`,
    reviewsAvg: sql`(select coalesce(round(avg(${reviews.rating}), 2), 0) from ${reviews} where ${reviews.recipeId} = ${recipes.id})`,
  });
}

async function insertPlannedWeeks(
  context: SeedContext,
  cookIds: Map<CookKey, number>,
  categoryIds: Map<CategoryName, number>,
  recipesByName: Map<string, SeededRecipe>,
  householdOf: Map<CookKey, SeededHousehold>,
) {
  // The demo's plans are this week's at seed time (in UTC, as the original's clients read it).
  const weekStart = weekStartOf(todayIn(null, context.now));
  const rows = (Object.keys(PLANNED_WEEKS) as CookKey[]).flatMap((cook) =>
    (PLANNED_WEEKS[cook] ?? []).map((meal, index) => ({
      userId: cookIds.get(cook)!,
      householdId: householdOf.get(cook)!.id,
      memberIds: meal.leaveOut ? membersLeaving(householdOf.get(cook)!, meal.leaveOut) : null,
      recipeId: recipeNamed(recipesByName, meal.recipeName).id,
      categoryId: categoryIds.get(meal.category)!,
      weekStart,
      day: meal.day,
      name: meal.name ?? meal.recipeName,
      createdAt: daysBefore(context.now, 3 - index * 0.1),
    })),
  );
  await context.tx.insert(mealPlans).values(rows);
}

/** Every recipe gets a few recent views; every fifth a burst, so the trending carousel has a clear top. */
async function insertRecentViews(context: SeedContext, seeded: SeededRecipe[]) {
  const rows = seeded.flatMap((recipe, index) => {
    const wanted = index % 5 === 0 ? context.random.between(40, 90) : context.random.between(2, 24);
    const count = Math.min(wanted, recipe.views);
    return Array.from({ length: count }, (_, viewIndex) => ({
      recipeId: recipe.id,
      viewerKey: `seed-visitor-${(index * 97 + viewIndex) % 400}`,
      viewedAt: daysBefore(context.now, context.random.next() * TRENDING_WINDOW_DAYS),
    }));
  });
  for (const batch of inBatches(rows)) await context.tx.insert(recipeViews).values(batch);
}

export async function insertCommunity(
  context: SeedContext,
  cookIds: Map<CookKey, number>,
  categoryIds: Map<CategoryName, number>,
  seeded: SeededRecipe[],
): Promise<void> {
  const recipesByName = new Map(seeded.map((recipe) => [recipe.seed.name, recipe]));
  await insertFavourites(context, cookIds, recipesByName);
  await insertReviews(context, cookIds, seeded);
  await insertPlannedWeeks(context, cookIds, categoryIds, recipesByName, await insertHouseholds(context, cookIds));
  await insertRecentViews(context, seeded);
}
