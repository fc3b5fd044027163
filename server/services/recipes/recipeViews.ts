/**
 * Counting a recipe's views. A view is counted once per address and, when signed in, once per
 * account, within the window: neither changing the user agent nor signing in to other accounts
 * from the same address counts again, and neither does one account moving between addresses.
 * The address is stored only as a hash.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipes, recipeViews } from '../../db/schema';
import { sha256 } from '../infra/randomTokens';

const REPEAT_WINDOW = sql.raw(`interval '30 minutes'`);

/**
 * The stored key: `client:<hash of the address>`, followed by ` user:<id>` when signed in. The
 * user agent is ignored (it is the client's to choose); it stays in the signature for callers.
 */
export function viewerKey(viewer: { userId: number | null; ip: string; userAgent?: string | undefined }): string {
  const address = `client:${sha256(viewer.ip)}`;
  return viewer.userId === null ? address : `${address} user:${viewer.userId}`;
}

/**
 * Records a view and bumps recipes.views, unless this address or this account was counted for
 * the recipe in the window, or the recipe does not exist. Locks on (recipe, address) and
 * (recipe, account), always in that order, so concurrent requests of one viewer count once.
 */
export async function countRecipeView(db: Database, recipeId: number, key: string): Promise<void> {
  const [address, account = ''] = key.split(' ');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${recipeId}::int, hashtext(${address}::text))`);
    if (account) await tx.execute(sql`select pg_advisory_xact_lock(${recipeId}::int, hashtext(${account}::text))`);
    await tx.execute(sql`
      with counted as (
        insert into ${recipeViews} (recipe_id, viewer_key)
        select ${recipeId}::int, ${key}::text
        where exists (select 1 from ${recipes} where ${recipes.id} = ${recipeId})
          and not exists (
            select 1 from ${recipeViews}
            where ${recipeViews.recipeId} = ${recipeId}
              and ${recipeViews.viewedAt} > now() - ${REPEAT_WINDOW}
              and (split_part(${recipeViews.viewerKey}, ' ', 1) = ${address}::text
                or (${account}::text <> '' and split_part(${recipeViews.viewerKey}, ' ', 2) = ${account}::text)))
        returning recipe_id
      )
      update ${recipes} set views = views + 1 where ${recipes.id} in (select recipe_id from counted)`);
  });
}
