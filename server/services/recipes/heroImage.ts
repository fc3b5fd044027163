import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipes } from '../../db/schema';

/** A recipe's hero image (its stored path), or null when the recipe does not exist or has none. */
export async function recipeHeroImage(db: Database, recipeId: number): Promise<string | null> {
  const [row] = await db.select({ image: recipes.recipeImage }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  return row?.image || null;
}
