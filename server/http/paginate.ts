import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../contract/constants';
import type { PageLink, Paginated, ResourceCollection } from '../../contract/types';
import type { PageRequest } from '../services/paging';

export type { PageRequest };

/**
 * Reads `page` and `per_page` from a query: bad or missing values fall back to defaults.
 * `page_id` is read as `page` when `page` is absent: the original API's client sends it for
 * favourites and my recipes.
 */
export function pageRequest(query: Record<string, unknown>): PageRequest {
  const page = clampInt(query.page ?? query.page_id, 1, 1, 1_000_000);
  const perPage = clampInt(query.per_page, PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** A page past the last one is an empty page: digits beyond `max` are read as `max`. */
function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const parsed =
    typeof value === 'string' && /^\d+$/.test(value)
      ? Math.min(Number(value), max)
      : typeof value === 'number'
        ? value
        : NaN;
  if (!Number.isInteger(parsed)) return fallback;
  return Math.min(max, Math.max(min, parsed));
}

/** Where a list lives: its absolute address and the query parameters its page links keep. */
export interface ListAddress {
  /** The site's public origin (config.publicUrl), never the request's Host. */
  origin: string;
  /** The list's path, e.g. `/api/guest/recipes`. */
  path: string;
  /**
   * The parameters the request carried that every page link repeats (filters, per_page).
   * Empty values and `page` are left out.
   */
  query?: Record<string, string | number | null | undefined>;
}

/**
 * Laravel's length-aware paginator shape, with urls as Laravel writes them: absolute, `?page=N`
 * first and the carried parameters after it. Clients written for the original API read the
 * page as `url.split("=")[1]`, so `page` must come first.
 */
export function paginate<T>(items: T[], total: number, request: PageRequest, address: ListAddress): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const path = `${address.origin.replace(/\/+$/, '')}${address.path}`;
  const carried = new URLSearchParams();
  for (const [key, value] of Object.entries(address.query ?? {})) {
    if (value === undefined || value === null || value === '' || key === 'page') continue;
    carried.set(key, key === 'per_page' ? String(request.perPage) : String(value));
  }
  const carriedText = carried.toString();
  const rest = carriedText ? `&${carriedText}` : '';
  const urlFor = (page: number) => `${path}?page=${page}${rest}`;
  const current = request.page;
  const links: PageLink[] = [
    { url: current > 1 ? urlFor(current - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(current, lastPage).map((page): PageLink =>
      page === null
        ? { url: null, label: '...', active: false }
        : { url: urlFor(page), label: String(page), active: page === current },
    ),
    { url: current < lastPage ? urlFor(current + 1) : null, label: 'Next &raquo;', active: false },
  ];
  const from = items.length ? request.offset + 1 : null;
  return {
    current_page: current,
    data: items,
    first_page_url: urlFor(1),
    from,
    last_page: lastPage,
    last_page_url: urlFor(lastPage),
    links,
    next_page_url: current < lastPage ? urlFor(current + 1) : null,
    path,
    per_page: request.perPage,
    prev_page_url: current > 1 ? urlFor(current - 1) : null,
    to: items.length ? request.offset + items.length : null,
    total,
  };
}

/**
 * The same page in Laravel's resource-collection form (`JsonResource::collection($paginator)`):
 * `data` is the page's items, `links` the four edge urls and `meta` the rest of the paginator.
 */
export function toResourceCollection<T>(page: Paginated<T>): ResourceCollection<T> {
  return {
    data: page.data,
    links: {
      first: page.first_page_url,
      last: page.last_page_url,
      prev: page.prev_page_url,
      next: page.next_page_url,
    },
    meta: {
      current_page: page.current_page,
      from: page.from,
      last_page: page.last_page,
      links: page.links,
      path: page.path,
      per_page: page.per_page,
      to: page.to,
      total: page.total,
    },
  };
}

/** Page numbers around the current one, with `null` for elided runs (like Laravel's window). */
export function pageWindow(current: number, last: number): (number | null)[] {
  if (last <= 10) return Array.from({ length: last }, (_, index) => index + 1);
  const pages = new Set([1, 2, last - 1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) result.push(null);
    result.push(page);
  });
  return result;
}
