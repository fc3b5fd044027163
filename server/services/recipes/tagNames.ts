/**
 * Tag names by id, kept per database. Tags are only ever inserted (never renamed or deleted:
 * recipeWrites and the seed insert them, nothing updates them), so a name once read stays true
 * in every process; only ids not seen yet cost a query. The map is bounded.
 */
import { inArray } from 'drizzle-orm';
import type { TagDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { tags } from '../../db/schema';

const MAX_KEPT = 10_000;
const namesByDatabase = new WeakMap<Database, Map<number, string>>();

/** The names of these ids (and of every id read before), reading only the ones not kept yet. */
export async function tagNames(db: Database, ids: Iterable<number>): Promise<ReadonlyMap<number, string>> {
  let names = namesByDatabase.get(db);
  if (!names) {
    names = new Map();
    namesByDatabase.set(db, names);
  }
  const missing = [...new Set(ids)].filter((id) => !names.has(id));
  if (missing.length > 0) {
    const rows = await db.select({ id: tags.id, tagName: tags.tagName }).from(tags).where(inArray(tags.id, missing));
    if (names.size + rows.length > MAX_KEPT) names.clear();
    for (const row of rows) names.set(row.id, row.tagName);
  }
  return names;
}

/** The tags of these ids as the wire lists them, by name (then id); unknown ids are left out. */
export function tagsByName(names: ReadonlyMap<number, string>, ids: readonly number[]): TagDto[] {
  return ids
    .flatMap((id) => {
      const tagName = names.get(id);
      return tagName === undefined ? [] : [{ id, tag_name: tagName }];
    })
    .sort((a, b) => (a.tag_name < b.tag_name ? -1 : a.tag_name > b.tag_name ? 1 : a.id - b.id));
}
