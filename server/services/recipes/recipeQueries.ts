/**
 * The recipe lists: the public and personal grids (with filters and per-category counts) and
 * a user's own recipes. Each selects one page of ids with the filter and the order, using the
 * (filter column, id) indexes, then loads the cards in one query.
 */
import { and, arrayContains, arrayOverlaps, desc, eq, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import type { AgeGroup } from '../../../contract/constants';
import { SEARCH_CLOSEST_MAX } from '../../../contract/constants';
import type { CategoryCountDto, RecipeSummaryDto, SearchAlternativeDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, recipes, recipeTags } from '../../db/schema';
import { forgetAnswers } from '../infra/answerCache';
import type { PageRequest } from '../paging';
import {
  cardsOfRows,
  loadRecipeCards,
  loadRecipeCardsWhere,
  recipeCardColumns,
  selectRecipeCards,
  type CardRow,
} from './recipeCards';
import { arrayRowStatement, type ArrayRowStatement } from '../../db/arrayRows';
import { byRelevance, searchHits, type SearchHit } from './recipeSearch';
import { totalMinutes } from './searchConditions';
import { closestCandidates, hasFilters, readSearchIntent, type SearchIntent } from './searchIntent';

export interface RecipeListFilters {
  categoryId: number | null;
  libraryId: number | null;
  ageGroup: AgeGroup | null;
  tagId: number | null;
  /** The search words, read into filters and the words left to search (issue 37). */
  search: SearchIntent | null;
  /** Safe for a household: none of these allergens, and suiting every one of these diets. */
  safeFor: { allergens: readonly string[]; diets: readonly string[] } | null;
  /** Per serving, estimated from the ingredients (issue 20): recipes with no estimate are left out. */
  maxKcal?: number | null;
  minProtein?: number | null;
  /** Total time (preparation + cooking) at most this many minutes: the search page's time filter. */
  maxMinutes?: number | null;
}

export interface RecipeListPage {
  cards: RecipeSummaryDto[];
  total: number;
  categoryCounts: CategoryCountDto[];
  totalAll: number;
  /** With a search that found nothing: the closest searches that find something (issue 37). */
  closest: SearchAlternativeDto[];
}

/** The filters other than category and search, as conditions on recipes. */
function otherConditions(filters: RecipeListFilters): SQL[] {
  const list: SQL[] = [];
  if (filters.libraryId !== null) list.push(eq(recipes.recipeLibraryId, filters.libraryId));
  if (filters.ageGroup !== null) list.push(eq(recipes.ageGroup, filters.ageGroup));
  // What a recipe may contain counts as much as what it contains (issue 35).
  if (filters.safeFor?.allergens.length)
    list.push(
      not(arrayOverlaps(recipes.allergens, [...filters.safeFor.allergens])),
      not(arrayOverlaps(recipes.mayContain, [...filters.safeFor.allergens])),
    );
  if (filters.safeFor?.diets.length) list.push(arrayContains(recipes.suitsDiets, [...filters.safeFor.diets]));
  if (filters.maxKcal != null) list.push(lte(recipes.kcalPerServing, filters.maxKcal));
  if (filters.minProtein != null) list.push(gte(recipes.proteinPerServing, filters.minProtein));
  if (filters.maxMinutes != null) list.push(sql`${totalMinutes} <= ${filters.maxMinutes}`);
  if (filters.tagId !== null) {
    list.push(
      inArray(
        recipes.id,
        sql`(select ${recipeTags.recipeId} from ${recipeTags} where ${recipeTags.tagId} = ${filters.tagId})`,
      ),
    );
  }
  return list;
}

/** One page of cards, newest first (or best match first when searching), with the tab counts. */
export async function listRecipes(
  db: Database,
  filters: RecipeListFilters,
  page: PageRequest,
  viewerId: number | null,
): Promise<RecipeListPage> {
  const { cards, categoryCounts, closest } = filters.search
    ? await searchPage(db, filters, filters.search, page, viewerId)
    : { ...(await newestPage(db, filters, page, viewerId)), closest: [] };
  const totalAll = categoryCounts.reduce((sum, entry) => sum + entry.count, 0);
  // The page's total is one of the counts already made: no second COUNT query.
  const total =
    filters.categoryId === null
      ? totalAll
      : (categoryCounts.find((entry) => entry.category_id === filters.categoryId)?.count ?? 0);
  return { cards, total, categoryCounts, totalAll, closest };
}

/**
 * The page's cards in one query, filter, order and page included (the tab counts are kept a
 * few seconds, tag names for good): one round trip to the database per uncached page. Selecting
 * the ids first and then their cards took two, which was most of the difference to the raw SQL.
 */
async function newestPage(db: Database, filters: RecipeListFilters, page: PageRequest, viewerId: number | null) {
  const others = otherConditions(filters);
  const inCategory = filters.categoryId === null ? [] : [eq(recipes.categoryId, filters.categoryId)];
  const [cards, categoryCounts] = await Promise.all([
    filters.safeFor || filters.maxMinutes != null
      ? loadRecipeCardsWhere(db, viewerId, (select) =>
          select
            .where(and(...others, ...inCategory))
            .orderBy(desc(recipes.id))
            .limit(page.perPage)
            .offset(page.offset),
        )
      : newestCardsByShape(db, filters, page, viewerId),
    cachedCategoryCounts(filters, () => countByCategory(db, others)),
  ]);
  return { cards, categoryCounts };
}

/**
 * The grid's page query, built once per filter shape (which filters are set, signed in or not:
 * at most 2^7 statements) and per database, and run without the query builder's per-row mapping
 * (db/arrayRows.ts): by profile, building it per request and mapping its rows cost more CPU than
 * the rest of the request; PostgreSQL also plans it once per connection. Household filters
 * (arrays, signed-in only) are built per request.
 */
const pagesByDatabase = new WeakMap<Database, Map<string, ArrayRowStatement<CardRow>>>();
export type PageFilter = 'library' | 'age' | 'tag' | 'category' | 'kcal' | 'protein' | 'member';

function pageStatement(db: Database, shape: PageFilter[]): ArrayRowStatement<CardRow> {
  return arrayRowStatement<CardRow>(
    `recipe_page_${shape.join('_') || 'all'}`,
    pageQuery(db, shape).toSQL(),
    Object.keys(recipeCardColumns(shape.includes('member') ? sql.placeholder('viewerId') : null)),
  );
}

/** The grid's page query with these filters set, for bench:api's raw-SQL baseline (`toSQL()`). */
export function pageQuery(db: Database, shape: PageFilter[]) {
  const has = (filter: PageFilter) => shape.includes(filter);
  const placeholder = sql.placeholder;
  const conditions = [
    has('library') && eq(recipes.recipeLibraryId, placeholder('libraryId')),
    has('age') && eq(recipes.ageGroup, sql`${placeholder('ageGroup')}`),
    has('kcal') && lte(recipes.kcalPerServing, placeholder('maxKcal')),
    has('protein') && gte(recipes.proteinPerServing, placeholder('minProtein')),
    has('tag') &&
      inArray(
        recipes.id,
        sql`(select ${recipeTags.recipeId} from ${recipeTags} where ${recipeTags.tagId} = ${placeholder('tagId')})`,
      ),
    has('category') && eq(recipes.categoryId, placeholder('categoryId')),
  ].filter((condition): condition is SQL => condition !== false);
  return selectRecipeCards(db, has('member') ? placeholder('viewerId') : null)
    .where(and(...conditions))
    .orderBy(desc(recipes.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'));
}

async function newestCardsByShape(
  db: Database,
  filters: RecipeListFilters,
  page: PageRequest,
  viewerId: number | null,
): Promise<RecipeSummaryDto[]> {
  const shape = (
    [
      ['library', filters.libraryId !== null],
      ['age', filters.ageGroup !== null],
      ['tag', filters.tagId !== null],
      ['category', filters.categoryId !== null],
      ['kcal', filters.maxKcal != null],
      ['protein', filters.minProtein != null],
      ['member', viewerId !== null],
    ] as const
  ).flatMap(([filter, set]) => (set ? [filter] : []));
  let pages = pagesByDatabase.get(db);
  if (!pages) {
    pages = new Map();
    pagesByDatabase.set(db, pages);
  }
  const key = shape.join('_');
  let statement = pages.get(key);
  if (!statement) {
    statement = pageStatement(db, shape);
    pages.set(key, statement);
  }
  const rows = await statement.run(db, {
    libraryId: filters.libraryId,
    ageGroup: filters.ageGroup,
    tagId: filters.tagId,
    categoryId: filters.categoryId,
    maxKcal: filters.maxKcal,
    minProtein: filters.minProtein,
    viewerId,
    limit: page.perPage,
    offset: page.offset,
  });
  return cardsOfRows(db, rows);
}

/** Search results are a bounded pool (see recipeSearch.ts), so the page and counts come from it. */
async function searchPage(
  db: Database,
  filters: RecipeListFilters,
  intent: SearchIntent,
  page: PageRequest,
  viewerId: number | null,
) {
  const others = otherConditions(filters);
  const [hits, categoryIds] = await Promise.all([searchHits(db, intent, others), categoriesInTabOrder(db)]);
  const countOf = new Map<number, number>();
  for (const hit of hits) countOf.set(hit.categoryId, (countOf.get(hit.categoryId) ?? 0) + 1);
  const inCategory = hits.filter((hit) => inTab(hit, filters.categoryId));
  const ids = inCategory
    .sort(byRelevance)
    .slice(page.offset, page.offset + page.perPage)
    .map((hit) => hit.id);
  return {
    cards: await loadRecipeCards(db, ids, viewerId),
    categoryCounts: categoryIds.map((id) => ({ category_id: id, count: countOf.get(id) ?? 0 })),
    closest: inCategory.length === 0 ? await closestSearches(db, intent, others, filters.categoryId) : [],
  };
}

const inTab = (hit: SearchHit, categoryId: number | null) => categoryId === null || hit.categoryId === categoryId;

/** Candidates tried at most, so a search that finds nothing costs a bounded few more. */
const CLOSEST_TRIED = 4;

/**
 * No dead ends (issue 37): when nothing matches every word and filter, the first few nearer
 * searches (searchIntent.ts's closestCandidates: without the word filters, the dish widened to
 * its kind, fewer words) that find recipes under the page's own filters.
 */
async function closestSearches(
  db: Database,
  intent: SearchIntent,
  others: SQL[],
  categoryId: number | null,
): Promise<SearchAlternativeDto[]> {
  if (!intent.rest && !hasFilters(intent)) return [];
  const found: SearchAlternativeDto[] = [];
  for (const candidate of closestCandidates(intent).slice(0, CLOSEST_TRIED)) {
    const nearer = readSearchIntent(candidate.search);
    if (!nearer) continue;
    const total = (await searchHits(db, nearer, others)).filter((hit) => inTab(hit, categoryId)).length;
    if (total > 0) found.push({ ...candidate, total });
    if (found.length === SEARCH_CLOSEST_MAX) break;
  }
  return found;
}

async function categoriesInTabOrder(db: Database): Promise<number[]> {
  const rows = await db.select({ id: categories.id }).from(categories).orderBy(categories.position, categories.id);
  return rows.map((row) => row.id);
}

/**
 * Counting every recipe per category is a scan of all rows under the filters (tens of ms at
 * 100,000 recipes), while the tab counts may lag a few seconds. So counts are kept per filter
 * combination for COUNTS_CACHE_MS; writes through this process forget them at once.
 */
const COUNTS_CACHE_MS = 10_000;
const COUNTS_CACHE_MAX_ENTRIES = 1_000;
const countsCache = new Map<string, { counts: Promise<CategoryCountDto[]>; expiresAt: number }>();

export function forgetCategoryCounts(): void {
  countsCache.clear();
  forgetAnswers();
}

function cachedCategoryCounts(
  filters: RecipeListFilters,
  count: () => Promise<CategoryCountDto[]>,
): Promise<CategoryCountDto[]> {
  const safeFor = filters.safeFor ? `${filters.safeFor.allergens.join(',')}/${filters.safeFor.diets.join(',')}` : '';
  const key = `${filters.libraryId}|${filters.ageGroup}|${filters.tagId}|${safeFor}|${filters.maxKcal ?? ''}|${filters.minProtein ?? ''}|${filters.maxMinutes ?? ''}`;
  const now = Date.now();
  const hit = countsCache.get(key);
  if (hit && hit.expiresAt > now) return hit.counts;
  if (countsCache.size >= COUNTS_CACHE_MAX_ENTRIES) countsCache.clear();
  const counts = count();
  countsCache.set(key, { counts, expiresAt: now + COUNTS_CACHE_MS });
  counts.catch(() => countsCache.delete(key));
  return counts;
}

/** Every category (in tab order) with its number of recipes under the given conditions. */
async function countByCategory(db: Database, where: SQL[]): Promise<CategoryCountDto[]> {
  const counted = db
    .select({ categoryId: recipes.categoryId, count: sql<number>`count(*)::int`.as('count') })
    .from(recipes)
    .where(and(...where))
    .groupBy(recipes.categoryId)
    .as('counted');
  const rows = await db
    .select({ categoryId: categories.id, count: sql<number>`coalesce(${counted.count}, 0)::int` })
    .from(categories)
    .leftJoin(counted, eq(counted.categoryId, categories.id))
    .orderBy(categories.position, categories.id);
  return rows.map((row) => ({ category_id: row.categoryId, count: Number(row.count) }));
}

/** The caller's own recipes, newest first, optionally in one category (index recipes_user_idx). */
export async function listOwnRecipes(
  db: Database,
  userId: number,
  categoryId: number | null,
  page: PageRequest,
): Promise<{ cards: RecipeSummaryDto[]; total: number }> {
  const where = and(eq(recipes.userId, userId), categoryId === null ? undefined : eq(recipes.categoryId, categoryId));
  const [idRows, [{ total }]] = await Promise.all([
    db
      .select({ id: recipes.id })
      .from(recipes)
      .where(where)
      .orderBy(desc(recipes.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(recipes)
      .where(where),
  ]);
  const cards = await loadRecipeCards(
    db,
    idRows.map((row) => row.id),
    userId,
  );
  return { cards, total: Number(total) };
}
