import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../contract/constants';
import type { PageLink, Paginated } from '../../contract/types';
import type { PageRequest } from '../services/paging';

export type { PageRequest };

/** Reads `page` and `per_page` from a query: bad or missing values fall back to defaults. */
export function pageRequest(query: Record<string, unknown>): PageRequest {
  const page = clampInt(query.page, 1, 1, 1_000_000);
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

/**
 * Laravel's length-aware paginator shape. `baseUrl` is the absolute path of the list and
 * `query` the other query parameters, kept in every page url.
 */
export function paginate<T>(
  items: T[],
  total: number,
  request: PageRequest,
  baseUrl: string,
  query: Record<string, string | number | undefined> = {},
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const urlFor = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '' && key !== 'page') params.set(key, String(value));
    }
    if (request.perPage !== PAGE_SIZE_DEFAULT) params.set('per_page', String(request.perPage));
    params.set('page', String(page));
    return `${baseUrl}?${params.toString()}`;
  };
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
    path: baseUrl,
    per_page: request.perPage,
    prev_page_url: current > 1 ? urlFor(current - 1) : null,
    to: items.length ? request.offset + items.length : null,
    total,
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
