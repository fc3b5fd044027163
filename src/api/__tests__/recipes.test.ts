import { makeStore } from '@/app/store';
import { recipeListParams, recipesApi } from '@/api/recipes';
import { recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import { stubFetch, type FetchStub } from '@/test/fetchStub';

describe('recipeListParams', () => {
  it('sends safe_for=household when asked, and leaves it out otherwise', () => {
    expect(recipeListParams({ libraryId: 1, safeFor: 'household', page: 2 })).toEqual({
      recipe_library_id: 1,
      safe_for: 'household',
      page: 2,
    });
    expect(recipeListParams({ libraryId: 1 })).toEqual({ recipe_library_id: 1 });
  });
});

describe('getRecipes and safe_for', () => {
  let stub: FetchStub;
  afterEach(() => stub.restore());

  const lastQuery = (path: string) =>
    stub.requests.filter((request) => request.url.pathname === path).at(-1)!.url.searchParams;

  it('asks the personalised list for safe_for=household when signed in', async () => {
    stub = stubFetch().on('GET', '/api/auth/recipes', recipeListReply([]));
    const store = makeStore();
    await store.dispatch(recipesApi.endpoints.getRecipes.initiate({ signedIn: true, safeFor: 'household' }));
    expect(lastQuery('/api/auth/recipes').get('safe_for')).toBe('household');
  });

  it('never sends safe_for signed out (the server would answer 401)', async () => {
    stub = stubFetch().on('GET', '/api/guest/recipes', recipeListReply([]));
    const store = makeStore();
    await store.dispatch(recipesApi.endpoints.getRecipes.initiate({ signedIn: false, safeFor: 'household' }));
    expect(lastQuery('/api/guest/recipes').has('safe_for')).toBe(false);
  });
});
