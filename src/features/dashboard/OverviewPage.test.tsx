import { screen, within } from '@testing-library/react';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import OverviewPage from './OverviewPage';
import { paginated, recipeDto } from '@/test/recipeFixtures';

let network: FetchStub;
beforeEach(() => {
  network = stubFetch().on(
    'GET',
    '/api/users/data',
    ok({ id: 1, name: 'Maya Cook', email: 'maya@example.com', avatar: null }),
  );
});
afterEach(() => network.restore());

function renderPage() {
  return renderWithProviders(<OverviewPage />, {
    route: '/dashboard/overview',
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
  });
}

describe('Dashboard overview', () => {
  it('shows the empty states of both previews', async () => {
    network
      .on('GET', '/api/my-recipes', ok({ recipes: paginated([]) }))
      .on('GET', '/api/wishlists', ok({ wishlist: paginated([]) }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No shared recipes found yet')).toBeInTheDocument();
    expect(await screen.findByText('No favorite recipes found')).toBeInTheDocument();
    expect(await screen.findByText(/Welcome back, Maya/)).toBeInTheDocument();
  });

  it("previews up to four of each, with 'View all' links", async () => {
    network
      .on('GET', '/api/my-recipes', ok({ recipes: paginated([1, 2, 3, 4, 5].map((id) => recipeDto(id))) }))
      .on('GET', '/api/wishlists', ok({ wishlist: paginated([recipeDto(8, { is_wishlisted: true })]) }));
    renderPage();

    const shared = await screen.findByRole('region', { name: 'Your shared recipes' });
    expect(await within(shared).findAllByRole('article')).toHaveLength(4);
    expect(within(shared).getByRole('link', { name: 'Recipe 1' })).toHaveAttribute('href', '/my-recipe-details/1');
    expect(within(shared).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/dashboard/my-recipes');

    const saved = screen.getByRole('region', { name: 'Your favorite recipes' });
    expect(await within(saved).findAllByRole('article')).toHaveLength(1);
    expect(within(saved).getByRole('button', { name: 'Remove Recipe 8 from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(saved).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/dashboard/saved-recipes');
  });

  it("offers to import a recipe, leading to the share page's import section", async () => {
    network
      .on('GET', '/api/my-recipes', ok({ recipes: paginated([]) }))
      .on('GET', '/api/wishlists', ok({ wishlist: paginated([]) }));
    renderPage();
    const card = screen.getByRole('region', { name: 'Import a recipe' });
    expect(within(card).getByRole('link', { name: 'Import a recipe' })).toHaveAttribute(
      'href',
      '/dashboard/share-recipes#import-recipe',
    );
    expect(await screen.findByText('No shared recipes found yet')).toBeInTheDocument();
  });
});
