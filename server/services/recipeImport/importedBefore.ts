/**
 * Whether the cook already has a recipe from the page being imported (issue 36): its
 * `resource_link` and the import's source compare equal once both are cleaned (tracking
 * parameters and fragment dropped, scheme, `www.` and a trailing slash ignored). Only the cook's
 * own recipes count: another cook's import of the same page is not theirs to be warned about.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipes } from '../../db/schema';
import { withoutTracking } from './sourceUrl';

/** Links looked at per import: far more than one page is ever imported by one cook. */
const CANDIDATES_MAX = 200;

/** What two addresses of one page have in common, or null when `link` is not an http(s) address. */
export function sourceKey(link: string): string | null {
  let url: URL;
  try {
    url = new URL(withoutTracking(link.trim()));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${url.port ? `:${url.port}` : ''}${path}${url.search}`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The id of the cook's latest recipe from the same page as `sourceUrl`, or null. */
export async function importedBefore(db: Database, userId: number, sourceUrl: string): Promise<number | null> {
  const key = sourceKey(sourceUrl);
  if (key === null) return null;
  const host = new URL(sourceUrl).hostname.replace(/^www\./, '');
  const rows = await db
    .select({ id: recipes.id, link: recipes.resourceLink })
    .from(recipes)
    .where(
      and(
        eq(recipes.userId, userId),
        isNotNull(recipes.resourceLink),
        sql`${recipes.resourceLink} ilike ${likePattern(host)}`,
      ),
    )
    .orderBy(desc(recipes.id))
    .limit(CANDIDATES_MAX);
  return rows.find((row) => row.link !== null && sourceKey(row.link) === key)?.id ?? null;
}
