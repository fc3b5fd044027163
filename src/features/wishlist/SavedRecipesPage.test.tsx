import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import SavedRecipesPage from './SavedRecipesPage';
import { CATEGORIES, paginated, recipeDto } from '@/test/recipeFixtures';

let network: FetchStub;
beforeEach(() => {
  network = stubFetch().on('GET', '/api/categories', ok(CATEGORIES));
});
afterEach(() => network.restore());

function renderPage() {
  return renderWithProviders(<SavedRecipesPage />, {
    route: '/dashboard/saved-recipes',
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
  });
}

describe('Your favorite recipes', () => {
  it("shows 'No favorite recipes found' when the wishlist is empty", async () => {
    network.on('GET', '/api/wishlists', ok({ wishlist: paginated([]) }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your favorite recipes' })).toBeInTheDocument();
    expect(await screen.findByText('No favorite recipes found')).toBeInTheDocument();
  });

  it('drops a recipe from the list once its heart is cleared and the wishlist refetched', async () => {
    const user = userEvent.setup();
    network
      .on(
        'GET',
        '/api/wishlists',
        ok({ wishlist: paginated([recipeDto(5, { is_wishlisted: true }), recipeDto(6, { is_wishlisted: true })]) }),
      )
      .on('POST', '/api/wishlist/5', ok([]));
    const { store } = renderPage();
    const card = await screen.findByRole('article', { name: 'Recipe 5' });
    expect(within(card).getByRole('link', { name: 'Recipe 5' })).toHaveAttribute('href', '/recipe-details/5');

    network.on('GET', '/api/wishlists', ok({ wishlist: paginated([recipeDto(6, { is_wishlisted: true })]) }));
    await user.click(within(card).getByRole('button', { name: 'Remove Recipe 5 from favorites' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Recipe 5' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Recipe 6' })).toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Removed from favorites');
  });
});
