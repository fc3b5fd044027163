/**
 * Counting a recipe's views. A view is counted once per address and, when signed in, once per
 * account, within the window: neither changing the user agent nor signing in to other accounts
 * from the same address counts again, and neither does one account moving between addresses.
 * The address is stored only as a hash.
 *
 * Views are gathered in memory and written here in batches (viewCounter.ts); this module is the
 * database side: the viewer key and the one statement that writes a batch.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipes, recipeViews } from '../../db/schema';
import { sha256 } from '../infra/randomTokens';

/** How long a counted view hides the same address or account's next view of the recipe. */
export const REPEAT_WINDOW_MS = 30 * 60_000;
const REPEAT_WINDOW = sql.raw(`interval '${REPEAT_WINDOW_MS / 1000} seconds'`);

/**
 * Taken by every batch write, in every process sharing the database, for its transaction: two
 * batches never judge the same viewer at once, so a viewer is counted once however many
 * processes saw it. A batch is written about once a second per process, so waiting is rare.
 */
const BATCH_LOCK = sql.raw(`hashtext('forkcast.recipe_views.batch')`);

/**
 * The stored key: `client:<hash of the address>`, followed by ` user:<id>` when signed in. The
 * user agent is ignored (it is the client's to choose); it stays in the signature for callers.
 */
export function viewerKey(viewer: { userId: number | null; ip: string; userAgent?: string | undefined }): string {
  const address = `client:${sha256(viewer.ip)}`;
  return viewer.userId === null ? address : `${address} user:${viewer.userId}`;
}

/** The address part and the account part ('' when signed out) of a viewer key. */
export function viewerParts(key: string): { address: string; account: string } {
  const space = key.indexOf(' ');
  return space < 0 ? { address: key, account: '' } : { address: key.slice(0, space), account: key.slice(space + 1) };
}

export interface ViewToWrite {
  recipeId: number;
  key: string;
}

/** What the database made of one view of a batch. */
export interface WrittenView {
  counted: boolean;
  /** How long ago (ms) the address's latest counted view of the recipe was, within the window; else null. */
  addressSeenMsAgo: number | null;
  /** The same for the account; null when signed out. */
  accountSeenMsAgo: number | null;
}

/**
 * Writes a batch of views in one transaction: each is recorded, and recipes.views bumped by the
 * number counted per recipe, unless its address or account was counted for the recipe in the
 * window, or the recipe does not exist. The views of a batch must not share an address or an
 * account for one recipe (the counter sees to it), so each is judged against the table alone.
 * Answers one WrittenView per view, in order.
 */
export async function writeViews(db: Database, views: readonly ViewToWrite[]): Promise<WrittenView[]> {
  if (views.length === 0) return [];
  const batch = JSON.stringify(views.map((view, ord) => ({ ord, recipe_id: view.recipeId, viewer_key: view.key })));
  const seenMsAgo = (part: 1 | 2, value: SQL) => sql`(
    select (extract(epoch from now() - max(${recipeViews.viewedAt})) * 1000)::float8 from ${recipeViews}
    where ${recipeViews.recipeId} = batch.recipe_id
      and ${recipeViews.viewedAt} > now() - ${REPEAT_WINDOW}
      and split_part(${recipeViews.viewerKey}, ' ', ${sql.raw(String(part))}) = ${value})`;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK})`);
    return tx.execute(sql`
      with batch as (
        select ord, recipe_id, viewer_key,
               split_part(viewer_key, ' ', 1) as address, split_part(viewer_key, ' ', 2) as account
        from json_to_recordset(${batch}::json) as b(ord int, recipe_id int, viewer_key text)
      ),
      judged as (
        select ord, recipe_id, viewer_key,
               exists (select 1 from ${recipes} where ${recipes.id} = batch.recipe_id) as recipe_exists,
               ${seenMsAgo(1, sql`batch.address`)} as address_seen_ms_ago,
               case when batch.account <> '' then ${seenMsAgo(2, sql`batch.account`)} end as account_seen_ms_ago
        from batch
      ),
      inserted as (
        insert into ${recipeViews} (recipe_id, viewer_key)
        select recipe_id, viewer_key from judged
        where recipe_exists and address_seen_ms_ago is null and account_seen_ms_ago is null
        returning recipe_id
      ),
      bumped as (
        update ${recipes} set views = ${recipes.views} + per_recipe.counted
        from (select recipe_id, count(*)::int as counted from inserted group by recipe_id) per_recipe
        where ${recipes.id} = per_recipe.recipe_id
        returning ${recipes.id}
      )
      select ord, recipe_exists and address_seen_ms_ago is null and account_seen_ms_ago is null as counted,
             address_seen_ms_ago, account_seen_ms_ago
      from judged order by ord`);
  });
  const rows = (
    result as unknown as {
      rows: Array<{ counted: boolean; address_seen_ms_ago: number | null; account_seen_ms_ago: number | null }>;
    }
  ).rows;
  return rows.map((row) => ({
    counted: row.counted,
    addressSeenMsAgo: row.address_seen_ms_ago,
    accountSeenMsAgo: row.account_seen_ms_ago,
  }));
}
