/**
 * Each cook's recipes may store at most USER_STORAGE_QUOTA_BYTES of media. The bytes are kept on
 * the recipe row beside the paths they belong to (image_bytes, video_bytes), so replacing or
 * deleting a recipe's media keeps the sum right without a counter that could drift.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { USER_STORAGE_QUOTA_BYTES, VIDEO_MAX_BYTES } from '../../../contract/constants';
import type { Database } from '../../db/client';
import { recipes, users } from '../../db/schema';
import { tooLarge, type DomainError } from '../errors';
import { fileSizeLimit, type ByteLimit } from '../infra/uploadStreams';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Transaction;

const QUOTA_MB = Math.round(USER_STORAGE_QUOTA_BYTES / (1024 * 1024));

export function quotaExceeded(field: string): DomainError {
  const message = `Your recipes may store at most ${QUOTA_MB} MB of images and videos. Remove a video or a recipe to make room.`;
  return tooLarge('You have used up your storage for recipe media.', { [field]: [message] });
}

/** Bytes of media the user's recipes store, leaving out one recipe (the one being replaced). */
export async function storedMediaBytes(db: Reader, userId: number, exceptRecipeId?: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${recipes.imageBytes} + ${recipes.videoBytes}), 0)::bigint` })
    .from(recipes)
    .where(
      exceptRecipeId === undefined
        ? eq(recipes.userId, userId)
        : and(eq(recipes.userId, userId), ne(recipes.id, exceptRecipeId)),
    );
  return Number(row?.bytes ?? 0);
}

/**
 * How much of a video to read: the video size limit, or what is left of the quota when that
 * is less. The exact check is `assertWithinQuota`, in the transaction that stores the row.
 */
export async function videoUploadLimit(db: Database, userId: number, exceptRecipeId?: number): Promise<ByteLimit> {
  const left = USER_STORAGE_QUOTA_BYTES - (await storedMediaBytes(db, userId, exceptRecipeId));
  if (left >= VIDEO_MAX_BYTES) return fileSizeLimit('recipe_video', VIDEO_MAX_BYTES);
  return { maxBytes: Math.max(0, left), error: () => quotaExceeded('recipe_video') };
}

/**
 * Inside the transaction that writes the recipe row: locks the user's row (two uploads of one
 * cook are checked one after the other, never both against the same old sum) and refuses, 413,
 * when the recipe's new media would take the cook past the quota.
 */
export async function assertWithinQuota(
  tx: Transaction,
  userId: number,
  recipeBytes: number,
  options: { exceptRecipeId?: number; field: string },
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const others = await storedMediaBytes(tx, userId, options.exceptRecipeId);
  if (others + recipeBytes > USER_STORAGE_QUOTA_BYTES) throw quotaExceeded(options.field);
}
