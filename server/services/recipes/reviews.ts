/** Recipe reviews: the public paginated list and the one-per-user submit that keeps averages exact. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ReviewDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { recipes, reviews, users } from '../../db/schema';
import { notFound } from '../errors';
import { forgetAnswers } from '../infra/answerCache';
import { formatCreatedDate } from '../timeAgo';

async function assertRecipeExists(db: Database, recipeId: number): Promise<void> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!row) throw notFound('Recipe not found');
}

/** Newest first. */
export async function listReviews(
  db: Database,
  recipeId: number,
  page: { limit: number; offset: number },
): Promise<{ items: ReviewDto[]; total: number }> {
  await assertRecipeExists(db, recipeId);
  const [{ total }] = await db.select({ total: count() }).from(reviews).where(eq(reviews.recipeId, recipeId));
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      userId: users.id,
      userName: users.name,
      avatar: users.avatar,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.recipeId, recipeId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const items = rows.map((row): ReviewDto => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_date: formatCreatedDate(row.createdAt),
    user: { id: row.userId, name: row.userName, avatar: row.avatar },
    avatar: { avatar: row.avatar },
  }));
  return { items, total };
}

export interface ReviewInput {
  rating: number;
  comment: string;
}

/**
 * Upserts the user's single review of a recipe and recomputes the recipe's average and count
 * from the reviews table in the same transaction. The recipe row is locked first so that
 * concurrent reviews of one recipe recompute one after the other, each seeing the others.
 */
export async function submitReview(db: Database, userId: number, recipeId: number, input: ReviewInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [recipe] = await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).for('update');
    if (!recipe) throw notFound('Recipe not found');

    // A replaced review counts as new: it moves to the top of the list with today's date.
    await tx
      .insert(reviews)
      .values({
        userId,
        recipeId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.recipeId],
        set: {
          rating: input.rating,
          comment: input.comment,
          createdAt: sql`now()`,
          updatedAt: sql`now()`,
        },
      });

    await tx
      .update(recipes)
      .set({
        reviewsCount: sql`(select count(*) from ${reviews} where ${reviews.recipeId} = ${recipeId})`,
        reviewsAvg: sql`(select coalesce(round(avg(${reviews.rating}), 2), 0) from ${reviews} where ${reviews.recipeId} = ${recipeId})`,
      })
      .where(eq(recipes.id, recipeId));
  });
  // Lists and search show the new average at once.
  forgetAnswers();
}
