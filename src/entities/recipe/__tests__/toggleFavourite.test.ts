import type { RecipeSummaryDto } from '@contract/types';
import { recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import { recipesApi } from '@/api/recipes';
import { wishlistApi } from '@/api/wishlist';
import { makeStore, type AppStore } from '@/app/store';
import { selectRecipeById } from '@/store/recipesSlice';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { toggleFavourite } from '../toggleFavourite';

const summary = (id: number, isWishlisted = false): RecipeSummaryDto => ({
  id,
  recipe_id: `FC-${id}`,
  recipe_name: `Recipe ${id}`,
  recipe_image: `uploads/r${id}-640.webp`,
  recipe_video: null,
  recipe_library: { id: 2, diet_name: 'Vegetarian' },
  library_name: 'Vegetarian',
  category: { id: 3, category_name: 'Dinner' },
  category_name: 'Dinner',
  serving_number: 2,
  preparation_time: 10,
  cooking_time: 20,
  age_group: 'adult',
  total_ingredients: 5,
  recipe_creator: 'Maya',
  views: 1,
  average_rating: 4,
  reviews_count: 1,
  is_wishlisted: isWishlisted,
  created_at: '2026-11-01T00:00:00.000Z',
  tag_names: [],
});

const page = <T>(data: T[]) => ({
  current_page: 1,
  data,
  first_page_url: '/x?page=1',
  from: 1,
  last_page: 1,
  last_page_url: '/x?page=1',
  links: [],
  next_page_url: null,
  path: '/x',
  per_page: 12,
  prev_page_url: null,
  to: data.length,
  total: data.length,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function waitUntil(condition: () => boolean) {
  for (let attempt = 0; attempt < 50 && !condition(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

let network: FetchStub;
let store: AppStore;

/** The same recipe (7) is cached by three different queries: trending, a library list and the wishlist. */
async function loadThreeLists(wishlisted: boolean) {
  network
    .on('GET', '/api/auth/trending-recipes', ok([summary(7, wishlisted), summary(8)]))
    .on('GET', '/api/auth/recipes', recipeListReply([summary(9), summary(7, wishlisted)]))
    .on('GET', '/api/wishlists', ok({ wishlist: page(wishlisted ? [summary(7, true)] : []) }));
  await store.dispatch(recipesApi.endpoints.getTrendingRecipes.initiate({ signedIn: true }));
  await store.dispatch(recipesApi.endpoints.getRecipes.initiate({ signedIn: true, libraryId: 2 }));
  await store.dispatch(wishlistApi.endpoints.getWishlist.initiate({ page: 1 }));
}

/** What each cached list shows for recipe 7: lists hold ids; every view reads the one entity. */
function recipeSevenInEachList() {
  const state = store.getState();
  const lists = [
    recipesApi.endpoints.getTrendingRecipes.select({ signedIn: true })(state).data?.ids,
    recipesApi.endpoints.getRecipes.select({ signedIn: true, libraryId: 2 })(state).data?.ids,
    wishlistApi.endpoints.getWishlist.select({ page: 1 })(state).data?.ids,
  ];
  return lists.map((ids) => (ids?.includes(7) ? selectRecipeById(state, 7)?.isWishlisted : 'absent'));
}

const toastMessages = () => store.getState().toasts.items.map((toast) => `${toast.kind}: ${toast.message}`);
const wishlistFetches = () => network.requests.filter((request) => request.url.pathname === '/api/wishlists').length;

beforeEach(() => {
  network = stubFetch();
  store = makeStore({
    reloadPage: jest.fn(),
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
  });
});
afterEach(() => network.restore());

describe('toggleFavourite on the normalised cache', () => {
  it('un-favourites the recipe in all three cached lists at once, then the server confirms it', async () => {
    await loadThreeLists(true);
    expect(recipeSevenInEachList()).toEqual([true, true, true]);
    const answer = deferred<{ status: number; body: unknown }>();
    network.on('POST', '/api/wishlist/7', () => answer.promise);

    const toggling = store.dispatch(toggleFavourite(7));
    // Optimistic: every list shows it before the server has answered.
    expect(recipeSevenInEachList()).toEqual([false, false, false]);

    network.on('GET', '/api/wishlists', ok({ wishlist: page([]) }));
    answer.resolve(ok([]));
    await expect(toggling.unwrap()).resolves.toBe('removed');
    expect(toastMessages()).toEqual(['success: Removed from favorites']);
    // The wishlist is refetched after the toggle and no longer lists it.
    await waitUntil(() => wishlistFetches() === 2);
    await waitUntil(() => recipeSevenInEachList()[2] === 'absent');
    expect(recipeSevenInEachList()).toEqual([false, false, 'absent']);
  });

  it("favourites it ('Added to favorites'), and the refetched wishlist then lists it", async () => {
    await loadThreeLists(false);
    expect(recipeSevenInEachList()).toEqual([false, false, 'absent']);
    network.on('POST', '/api/wishlist/7', ok([{ id: 1, recipe_id: 7, user_id: 1 }]));
    network.on('GET', '/api/wishlists', ok({ wishlist: page([summary(7, true)]) }));

    await expect(store.dispatch(toggleFavourite(7)).unwrap()).resolves.toBe('added');
    expect(toastMessages()).toEqual(['success: Added to favorites']);
    await waitUntil(() => recipeSevenInEachList()[2] !== 'absent');
    expect(recipeSevenInEachList()).toEqual([true, true, true]);
  });

  it("rolls every view back with the server's message when the server refuses", async () => {
    await loadThreeLists(true);
    const answer = deferred<{ status: number; body: unknown }>();
    network.on('POST', '/api/wishlist/7', () => answer.promise);

    const toggling = store.dispatch(toggleFavourite(7));
    expect(recipeSevenInEachList()).toEqual([false, false, false]);
    answer.resolve(fail(409, 'This recipe can no longer be saved.'));

    await expect(toggling.unwrap()).resolves.toBe('failed');
    expect(recipeSevenInEachList()).toEqual([true, true, true]);
    expect(toastMessages()).toEqual(['error: This recipe can no longer be saved.']);
  });

  it("falls back to 'Something went wrong. Please try again.' without a server message", async () => {
    await loadThreeLists(true);
    network.on('POST', '/api/wishlist/7', { status: 500, body: {} });
    await store.dispatch(toggleFavourite(7));
    expect(recipeSevenInEachList()).toEqual([true, true, true]);
    expect(toastMessages()).toEqual(['error: Something went wrong. Please try again.']);
  });

  it('asks a visitor to log in and sends nothing', async () => {
    store = makeStore({
      reloadPage: jest.fn(),
      preloadedState: { auth: { token: null, loading: false, signedOutByChoice: false } },
    });
    await expect(store.dispatch(toggleFavourite(7)).unwrap()).resolves.toBe('signed-out');
    expect(toastMessages()).toEqual(['error: Please login first']);
    expect(network.requests).toHaveLength(0);
  });
});
