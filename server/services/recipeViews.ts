/**
 * Counting a recipe's views. A viewer is the signed-in user, or else a hash of the client's IP
 * and user agent (never stored in clear). A reload by the same viewer within the window is not
 * counted again.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recipes, recipeViews } from '../db/schema';
import { sha256 } from './tokens';

const REPEAT_WINDOW = sql.raw(`interval '30 minutes'`);

export function viewerKey(viewer: { userId: number | null; ip: string; userAgent: string | undefined }): string {
  if (viewer.userId !== null) return `user:${viewer.userId}`;
  return `client:${sha256(`${viewer.ip}\n${viewer.userAgent ?? ''}`)}`;
}

/**
 * Records a view and bumps recipes.views in one statement (index recipe_views_recipe_viewer_idx),
 * unless this viewer was counted in the window or the recipe does not exist.
 */
export async function countRecipeView(db: Database, recipeId: number, key: string): Promise<void> {
  await db.execute(sql`
    with counted as (
      insert into ${recipeViews} (recipe_id, viewer_key)
      select ${recipeId}::int, ${key}::text
      where exists (select 1 from ${recipes} where ${recipes.id} = ${recipeId})
        and not exists (
          select 1 from ${recipeViews}
          where ${recipeViews.recipeId} = ${recipeId} and ${recipeViews.viewerKey} = ${key}
            and ${recipeViews.viewedAt} > now() - ${REPEAT_WINDOW})
      returning recipe_id
    )
    update ${recipes} set views = views + 1 where ${recipes.id} in (select recipe_id from counted)`);
}
