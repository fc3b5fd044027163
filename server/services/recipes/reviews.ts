/** Recipe reviews: the public paginated list and the one-per-user submit that keeps averages exact. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ERRORS } from '../../../contract/messages';
import type { ReviewDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { recipes, reviews, users } from '../../db/schema';
import { notFound } from '../errors';
import { forgetAnswers } from '../infra/answerCache';
import { formatCreatedDate } from '../timeAgo';

async function assertRecipeExists(db: Database, recipeId: number): Promise<void> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!row) throw notFound(ERRORS.recipeNotFound);
}

/**
 * Newest first, except that the viewer's own review (at most one) leads page 1, so the recipe
 * page can show it marked as theirs and offer to update it; it is then on no other page.
 */
export async function listReviews(
  db: Database,
  recipeId: number,
  page: { limit: number; offset: number },
  viewerId: number | null = null,
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
    .orderBy(
      ...(viewerId === null ? [] : [desc(sql`${reviews.userId} = ${viewerId}`)]),
      desc(reviews.createdAt),
      desc(reviews.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const items = rows.map((row): ReviewDto => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_date: formatCreatedDate(row.createdAt),
    user: { id: row.userId, name: row.userName, avatar: row.avatar },
    avatar: { avatar: row.avatar },
    is_mine: viewerId !== null && row.userId === viewerId,
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
 * Answers whether the review is new (false: the user's earlier review was updated).
 */
export async function submitReview(
  db: Database,
  userId: number,
  recipeId: number,
  input: ReviewInput,
): Promise<{ created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const [recipe] = await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).for('update');
    if (!recipe) throw notFound(ERRORS.recipeNotFound);
    // Under the recipe's lock, so the answer holds until the upsert below.
    const [earlier] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.recipeId, recipeId)))
      .limit(1);

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
    return earlier === undefined;
  });
  // Lists and search show the new average at once.
  forgetAnswers();
  return { created };
}
