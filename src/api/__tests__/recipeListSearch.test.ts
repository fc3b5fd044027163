import { makeStore } from '@/app/store';
import { toSearchAlternatives, toSearchUnderstood, toSearchUnderstoodDto } from '@/api/mappers';
import { recipeListParams, recipesApi } from '@/api/recipes';
import { recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import { stubFetch, type FetchStub } from '@/test/fetchStub';

const PEANUT_FREE_QUICK = {
  free_from: ['peanuts'],
  diets: ['vegetarian'],
  max_minutes: 30,
  uses: ['rice'],
  words: 'lasagne',
};

describe('recipeListParams and the time filter', () => {
  it('sends max_minutes when positive, and leaves it out otherwise', () => {
    expect(recipeListParams({ search: 'soup', maxMinutes: 30 })).toEqual({ search: 'soup', max_minutes: 30 });
    expect(recipeListParams({ search: 'soup', maxMinutes: 0 })).toEqual({ search: 'soup' });
    expect(recipeListParams({ maxMinutes: -5 })).toEqual({});
    expect(recipeListParams({ maxMinutes: Number.NaN })).toEqual({});
  });
});

describe('the search understanding mappers', () => {
  it('reads the wire in camelCase and writes it back unchanged', () => {
    const understood = toSearchUnderstood(PEANUT_FREE_QUICK);
    expect(understood).toEqual({
      freeFrom: ['peanuts'],
      diets: ['vegetarian'],
      maxMinutes: 30,
      uses: ['rice'],
      words: 'lasagne',
    });
    expect(toSearchUnderstoodDto(understood!)).toEqual(PEANUT_FREE_QUICK);
  });

  it('is null without an understanding, and keeps no time that is not a number', () => {
    expect(toSearchUnderstood(undefined)).toBeNull();
    expect(toSearchUnderstood(null)).toBeNull();
    expect(toSearchUnderstood({ ...PEANUT_FREE_QUICK, max_minutes: null })?.maxMinutes).toBeNull();
  });

  it('keeps at most two closest searches, best first, and drops blank ones', () => {
    expect(toSearchAlternatives(undefined)).toEqual([]);
    expect(
      toSearchAlternatives([
        { search: ' ', kind: 'fewer-words', total: 3 },
        { search: 'lasagne', kind: 'without-filters', total: 4 },
        { search: 'vegetarian pasta', kind: 'broader-dish', total: 9 },
        { search: 'pasta', kind: 'fewer-words', total: 20 },
      ]),
    ).toEqual([
      { search: 'lasagne', kind: 'without-filters', total: 4 },
      { search: 'vegetarian pasta', kind: 'broader-dish', total: 9 },
    ]);
  });
});

describe('getRecipes with a search', () => {
  let stub: FetchStub;
  afterEach(() => stub.restore());

  it('asks for max_minutes and carries meta.understood and meta.closest into the list', async () => {
    const reply = recipeListReply([]);
    reply.body.meta.understood = PEANUT_FREE_QUICK;
    reply.body.meta.closest = [{ search: 'lasagne', kind: 'without-filters', total: 4 }];
    stub = stubFetch().on('GET', '/api/guest/recipes', reply);
    const store = makeStore();
    const result = await store.dispatch(
      recipesApi.endpoints.getRecipes.initiate({ signedIn: false, search: 'peanut free lasagne', maxMinutes: 30 }),
    );
    const query = stub.requests.at(-1)!.url.searchParams;
    expect(query.get('search')).toBe('peanut free lasagne');
    expect(query.get('max_minutes')).toBe('30');
    expect(result.data?.understood?.freeFrom).toEqual(['peanuts']);
    expect(result.data?.closest).toEqual([{ search: 'lasagne', kind: 'without-filters', total: 4 }]);
  });

  it('has no understanding and no closest searches from an answer without them (the original API)', async () => {
    stub = stubFetch().on('GET', '/api/guest/recipes', recipeListReply([recipeDto(1)]));
    const store = makeStore();
    const result = await store.dispatch(recipesApi.endpoints.getRecipes.initiate({ signedIn: false }));
    expect(result.data?.ids).toEqual([1]);
    expect(result.data?.understood).toBeNull();
    expect(result.data?.closest).toEqual([]);
  });

  it('keeps an unused list cached for minutes, so Back renders it at once', async () => {
    stub = stubFetch().on('GET', '/api/guest/recipes', recipeListReply([recipeDto(1)]));
    const store = makeStore();
    const args = { signedIn: false, search: 'soup' };
    jest.useFakeTimers();
    try {
      const request = store.dispatch(recipesApi.endpoints.getRecipes.initiate(args));
      await request;
      request.unsubscribe();
      const cached = () => recipesApi.endpoints.getRecipes.select(args)(store.getState()).data;
      jest.advanceTimersByTime(4 * 60_000);
      expect(cached()?.ids).toEqual([1]);
      jest.advanceTimersByTime(2 * 60_000);
      expect(cached()).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
