import { makeStore } from '@/app/store';
import { baseApi } from '@/api/baseApi';
import type { Recipe, RecipePage } from '@/api/models';
import { favouriteSet, selectRecipeById } from '../recipesSlice';

const recipe = (id: number, overrides: Partial<Recipe> = {}): Recipe => ({
  id,
  code: `FC-${id}`,
  name: `Recipe ${id}`,
  image: '',
  video: null,
  library: { id: 1, name: 'Vegan' },
  category: { id: 2, name: 'Dinner' },
  servings: 2,
  preparationMinutes: 10,
  cookingMinutes: 20,
  ageGroup: 'adult',
  ingredientCount: 5,
  creator: 'Maya',
  views: 3,
  averageRating: 4,
  reviewsCount: 1,
  isWishlisted: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  allergens: [],
  mayContain: [],
  suitsDiets: ['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher', 'gluten-free', 'dairy-free'],
  ...overrides,
});

/** Any fulfilled endpoint whose result carries recipes feeds the entity slice. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testRecipePage: build.query<RecipePage, number>({
      queryFn: (page) => ({
        data: {
          ids: [1, 2],
          recipes: [recipe(1), recipe(2, { name: `Page ${page}` })],
          page: { current: page, last: 1, total: 2, links: [] },
        },
      }),
    }),
  }),
});

describe('recipes entity slice', () => {
  it('upserts recipes from any fulfilled recipe-carrying endpoint, once per id', async () => {
    const store = makeStore({ reloadPage: jest.fn() });
    await store.dispatch(testApi.endpoints.testRecipePage.initiate(1));
    await store.dispatch(testApi.endpoints.testRecipePage.initiate(2));
    expect(store.getState().recipes.ids).toEqual([1, 2]);
    expect(selectRecipeById(store.getState(), 2)?.name).toBe('Page 2');
  });

  it('sets a favourite on the one entity', async () => {
    const store = makeStore({ reloadPage: jest.fn() });
    await store.dispatch(testApi.endpoints.testRecipePage.initiate(1));
    store.dispatch(favouriteSet({ id: 1, isWishlisted: true }));
    expect(selectRecipeById(store.getState(), 1)?.isWishlisted).toBe(true);
    expect(selectRecipeById(store.getState(), 2)?.isWishlisted).toBe(false);
  });
});
