import {
  cleanSearchText,
  hasPageFilters,
  NO_SEARCH_FILTERS,
  readSearchPageParams,
  SEARCH_QUERY_MAX_CHARS,
  searchPagePath,
} from '../results/searchPageParams';

const read = (query: string) => readSearchPageParams(new URLSearchParams(query));

describe('readSearchPageParams', () => {
  it('reads every filter of a shared link', () => {
    expect(read('q=peanut+free+pasta&category=2&library=3&age=teen&time=30&safe=1&page=4')).toEqual({
      q: 'peanut free pasta',
      categoryId: 2,
      libraryId: 3,
      ageGroup: 'teen',
      maxMinutes: 30,
      safe: true,
      page: 4,
    });
  });

  it('is no filter at all without a query', () => {
    expect(read('')).toEqual(NO_SEARCH_FILTERS);
  });

  it.each([
    ['category=abc', 'categoryId', 0],
    ['category=-3', 'categoryId', 0],
    ['category=1e3', 'categoryId', 0],
    ['category=2.5', 'categoryId', 0],
    ['category=012', 'categoryId', 0],
    ['library=2147483648', 'libraryId', 0],
    ['library=2147483647', 'libraryId', 2147483647],
    ['library=99999999999999999999', 'libraryId', 0],
    ['age=__proto__', 'ageGroup', ''],
    ['age=toString', 'ageGroup', ''],
    ['age=TEEN', 'ageGroup', ''],
    ['time=25', 'maxMinutes', 0],
    ['time=constructor', 'maxMinutes', 0],
    ['time=60', 'maxMinutes', 60],
    ['safe=true', 'safe', false],
    ['page=0', 'page', 1],
    ['page=-1', 'page', 1],
    ['page=x', 'page', 1],
    ['page=4294967296', 'page', 1],
  ])('ignores a value that is not valid: %s', (query, key, expected) => {
    expect(read(query)[key as keyof typeof NO_SEARCH_FILTERS]).toBe(expected);
  });

  it('takes the first of a repeated parameter', () => {
    expect(read('time=20&time=45').maxMinutes).toBe(20);
  });

  it('drops control characters and cuts a huge query', () => {
    expect(read('q=pea%00nut%0Afree').q).toBe('pea nut free');
    const huge = read(`q=${'a'.repeat(10_000)}`).q;
    expect(huge).toHaveLength(SEARCH_QUERY_MAX_CHARS);
    expect(cleanSearchText('   ')).toBe('');
  });
});

describe('searchPagePath', () => {
  it('writes only what is set, and reads back the same state', () => {
    const filters = { ...NO_SEARCH_FILTERS, q: 'vegetarian lasagne', maxMinutes: 30, safe: true, page: 2 };
    const path = searchPagePath(filters);
    expect(path).toBe('/search?q=vegetarian+lasagne&time=30&safe=1&page=2');
    expect(readSearchPageParams(new URL(path, 'http://x').searchParams)).toEqual(filters);
  });

  it('is the bare page without a filter', () => {
    expect(searchPagePath(NO_SEARCH_FILTERS)).toBe('/search');
  });
});

describe('hasPageFilters', () => {
  it('counts every filter but the words and the page', () => {
    expect(hasPageFilters({ ...NO_SEARCH_FILTERS, q: 'soup', page: 3 })).toBe(false);
    expect(hasPageFilters({ ...NO_SEARCH_FILTERS, ageGroup: 'adult' })).toBe(true);
    expect(hasPageFilters({ ...NO_SEARCH_FILTERS, safe: true })).toBe(true);
  });
});
