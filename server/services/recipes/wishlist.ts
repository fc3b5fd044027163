/** The caller's favourites: an atomic toggle and the paginated list of saved recipes. */
import { and, count, desc, eq } from 'drizzle-orm';
import { ERRORS } from '../../../contract/messages';
import type { RecipeSummaryDto, WishlistEntryDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { recipes, wishlists } from '../../db/schema';
import { notFound } from '../errors';
import { loadRecipeCards } from './recipeCards';

export interface ToggleResult {
  added: boolean;
  /** The caller's entries for this recipe after the toggle: [] when removed (SPEC.md §4). */
  entries: WishlistEntryDto[];
}

const entryColumns = {
  id: wishlists.id,
  recipe_id: wishlists.recipeId,
  user_id: wishlists.userId,
};

async function assertRecipeExists(db: Database, recipeId: number): Promise<void> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!row) throw notFound(ERRORS.recipeNotFound);
}

/**
 * Delete first and insert only if nothing was deleted: each statement is atomic and the
 * unique (user, recipe) index makes a racing insert a no-op, so concurrent toggles can
 * never leave two rows.
 */
export async function toggleFavourite(db: Database, userId: number, recipeId: number): Promise<ToggleResult> {
  await assertRecipeExists(db, recipeId);
  const ownEntry = and(eq(wishlists.userId, userId), eq(wishlists.recipeId, recipeId));
  const removed = await db.delete(wishlists).where(ownEntry).returning({ id: wishlists.id });
  if (removed.length > 0) return { added: false, entries: [] };

  const inserted = await db
    .insert(wishlists)
    .values({ userId, recipeId })
    .onConflictDoNothing()
    .returning(entryColumns);
  // Nothing inserted means a concurrent toggle inserted the row first; report that row.
  const entries = inserted.length > 0 ? inserted : await db.select(entryColumns).from(wishlists).where(ownEntry);
  return { added: true, entries };
}

export interface WishlistPageQuery {
  categoryId: number | null;
  limit: number;
  offset: number;
}

/** Saved recipes, newest favourite first, as recipe cards (is_wishlisted is true for all). */
export async function listFavourites(
  db: Database,
  userId: number,
  query: WishlistPageQuery,
): Promise<{ items: RecipeSummaryDto[]; total: number }> {
  const filter = and(
    eq(wishlists.userId, userId),
    query.categoryId === null ? undefined : eq(recipes.categoryId, query.categoryId),
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(wishlists)
    .innerJoin(recipes, eq(recipes.id, wishlists.recipeId))
    .where(filter);
  const rows = await db
    .select({ recipeId: wishlists.recipeId })
    .from(wishlists)
    .innerJoin(recipes, eq(recipes.id, wishlists.recipeId))
    .where(filter)
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
    .limit(query.limit)
    .offset(query.offset);
  const items = await loadRecipeCards(
    db,
    rows.map((row) => row.recipeId),
    userId,
  );
  return { items, total };
}
