import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recipe } from '@/api/models';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { FavouriteButton } from './FavouriteButton';

const recipe: Recipe = {
  id: 7,
  code: 'FC-7',
  name: 'Lentil soup',
  image: '',
  video: null,
  library: { id: 2, name: 'Vegan' },
  category: { id: 3, name: 'Dinner' },
  servings: 4,
  preparationMinutes: 10,
  cookingMinutes: 30,
  ageGroup: 'adult',
  ingredientCount: 6,
  creator: 'Maya',
  views: 3,
  averageRating: 4,
  reviewsCount: 1,
  isWishlisted: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  allergens: [],
  mayContain: [],
  suitsDiets: ['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher', 'gluten-free', 'dairy-free'],
};

let network: FetchStub;
beforeEach(() => {
  network = stubFetch().on(
    'GET',
    '/api/wishlists',
    ok({ wishlist: { data: [], links: [], current_page: 1, last_page: 1, total: 0 } }),
  );
});
afterEach(() => network.restore());

function renderHeart(token: string | null) {
  return renderWithProviders(<FavouriteButton recipeId={7} recipeName="Lentil soup" />, {
    route: '/recipe-library',
    preloadedState: {
      auth: { token, loading: false, signedOutByChoice: false },
      recipes: { ids: [7], entities: { 7: recipe } },
    },
    routes: [{ path: '/auth/login', element: <h1>Log in</h1> }],
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('FavouriteButton', () => {
  it('fills at once with a spinner while pending, then stays filled when the server confirms', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    network.on('POST', '/api/wishlist/7', () => answer.promise);
    const { store } = renderHeart('cook-token');

    await user.click(screen.getByRole('button', { name: 'Add Lentil soup to favorites' }));
    const pending = screen.getByRole('button', { name: /Remove Lentil soup from favorites/ });
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    expect(pending).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Saving favorite' })).toBeInTheDocument();

    answer.resolve(ok([{ id: 1, recipe_id: 7, user_id: 1 }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Lentil soup from favorites' })).toBeEnabled(),
    );
    expect(screen.queryByRole('status', { name: 'Saving favorite' })).not.toBeInTheDocument();
    expect(store.getState().toasts.items[0]).toMatchObject({ kind: 'success', message: 'Added to favorites' });
  });

  it("goes back to outlined with the server's message when it fails", async () => {
    const user = userEvent.setup();
    network.on('POST', '/api/wishlist/7', fail(503, 'Favourites are resting for a moment.'));
    const { store } = renderHeart('cook-token');

    await user.click(screen.getByRole('button', { name: 'Add Lentil soup to favorites' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Lentil soup to favorites' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Add Lentil soup to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(store.getState().toasts.items[0]).toMatchObject({
      kind: 'error',
      message: 'Favourites are resting for a moment.',
    });
  });

  it("sends a visitor to log in with 'Please login first'", async () => {
    const user = userEvent.setup();
    const { store } = renderHeart(null);
    await user.click(screen.getByRole('button', { name: 'Add Lentil soup to favorites' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(store.getState().toasts.items[0]).toMatchObject({ kind: 'error', message: 'Please login first' });
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
