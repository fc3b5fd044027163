import { AGE_GROUPS, SEARCH_TIME_LIMITS, type AgeGroup } from '@contract/constants';
import { PAGES } from '@contract/pages';

/** The search page's state, all of it in the address (issue 37): 0, '' and false mean "no filter". */
export interface SearchPageFilters {
  q: string;
  categoryId: number;
  libraryId: number;
  ageGroup: AgeGroup | '';
  /** One of SEARCH_TIME_LIMITS, or 0. */
  maxMinutes: number;
  /** "Safe for my family": only a session has a family, so the page ignores it signed out. */
  safe: boolean;
  page: number;
}

/** What the filters bar sets (everything but the words and the page). */
export type SearchPageFilterPatch = Partial<Omit<SearchPageFilters, 'q' | 'page'>>;

export const NO_SEARCH_FILTERS: SearchPageFilters = {
  q: '',
  categoryId: 0,
  libraryId: 0,
  ageGroup: '',
  maxMinutes: 0,
  safe: false,
  page: 1,
};

/** A longer query is cut: nobody types more, and a link could carry megabytes. */
export const SEARCH_QUERY_MAX_CHARS = 200;
/** Ids and pages are PostgreSQL integers. */
const LARGEST_ID = 2 ** 31 - 1;
const AGE_GROUP_SET: ReadonlySet<string> = new Set(AGE_GROUPS);
const TIME_LIMIT_SET: ReadonlySet<number> = new Set(SEARCH_TIME_LIMITS);
// Control characters (a NUL byte) never belong to a search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** The search words as a page may send them: no control characters, at most SEARCH_QUERY_MAX_CHARS. */
export function cleanSearchText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, SEARCH_QUERY_MAX_CHARS).trim();
}

/** A positive whole number written plainly ('12', not '1e1', '012' or '-3'), else 0. */
function positiveId(value: string | null): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return 0;
  const number = Number(value);
  return number <= LARGEST_ID ? number : 0;
}

function ageGroupOf(value: string | null): AgeGroup | '' {
  return value !== null && AGE_GROUP_SET.has(value) ? (value as AgeGroup) : '';
}

/** The page's state from its address; a value that is not valid is ignored (never an error). */
export function readSearchPageParams(params: URLSearchParams): SearchPageFilters {
  const minutes = positiveId(params.get('time'));
  return {
    q: cleanSearchText(params.get('q') ?? ''),
    categoryId: positiveId(params.get('category')),
    libraryId: positiveId(params.get('library')),
    ageGroup: ageGroupOf(params.get('age')),
    maxMinutes: TIME_LIMIT_SET.has(minutes) ? minutes : 0,
    safe: params.get('safe') === '1',
    page: positiveId(params.get('page')) || 1,
  };
}

/** The address's query for a state, leaving out what is not set (a short, shareable link). */
export function searchPageParams(filters: SearchPageFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = cleanSearchText(filters.q);
  if (q) params.set('q', q);
  if (filters.categoryId) params.set('category', String(filters.categoryId));
  if (filters.libraryId) params.set('library', String(filters.libraryId));
  if (filters.ageGroup) params.set('age', filters.ageGroup);
  if (filters.maxMinutes) params.set('time', String(filters.maxMinutes));
  if (filters.safe) params.set('safe', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The search page's path for a state: '/search?q=lasagne&time=30'. */
export function searchPagePath(filters: SearchPageFilters): string {
  const query = searchPageParams(filters).toString();
  return query ? `${PAGES.search.path}?${query}` : PAGES.search.path;
}

/** Any filter besides the words is set (the page then offers "Clear filters"). */
export function hasPageFilters(filters: SearchPageFilters): boolean {
  return Boolean(filters.categoryId || filters.libraryId || filters.ageGroup || filters.maxMinutes || filters.safe);
}
