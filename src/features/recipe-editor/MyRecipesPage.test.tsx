import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import MyRecipesPage from './MyRecipesPage';
import { CATEGORIES, paginated, recipeDto } from '@/test/recipeFixtures';

let network: FetchStub;
beforeEach(() => {
  network = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', '/api/my-recipes', (request) => {
      const page = Number(request.url.searchParams.get('page') ?? 1);
      const category = request.url.searchParams.get('category_id');
      if (category === '4') return ok({ recipes: paginated([], 1, 1) });
      return ok({
        recipes: paginated(
          [recipeDto(page * 10 + 1), recipeDto(page * 10 + 2)],
          page,
          3,
          'http://localhost/api/my-recipes',
        ),
      });
    });
});
afterEach(() => network.restore());

const myRecipeRequests = () =>
  network.requests.filter((request) => request.url.pathname === '/api/my-recipes').map((request) => request.url.search);

function renderPage() {
  return renderWithProviders(<MyRecipesPage />, {
    route: '/dashboard/my-recipes',
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
  });
}

describe('Your shared recipes', () => {
  it("lists the user's recipes; each opens the owner's details and offers Edit", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your shared recipes' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Recipe 11' });
    expect(within(card).getByRole('link', { name: 'Recipe 11' })).toHaveAttribute('href', '/my-recipe-details/11');
    expect(within(card).getByRole('link', { name: 'Edit Recipe 11' })).toHaveAttribute(
      'href',
      '/dashboard/edit-recipe/11',
    );
  });

  it("pages with the paginator's links; a link without url is disabled", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Recipe 11' });
    const pages = screen.getByRole('navigation', { name: 'Your shared recipes pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: 'Recipe 31' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Recipe 11' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Your shared recipes pages' })).getByRole('button', {
        name: 'Next page',
      }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('article', { name: 'Recipe 21' })).toBeInTheDocument();
    expect(myRecipeRequests()).toEqual(['?page=1', '?page=3', '?page=2']);
  });

  it("filters by category from page 1 and shows 'No shared recipes found' when empty", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Recipe 11' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('article', { name: 'Recipe 21' });

    const chips = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(chips).getByRole('button', { name: 'All Recipes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: 'Breakfast' }));

    expect(await screen.findByText('No shared recipes found')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Breakfast' })).toHaveAttribute('aria-pressed', 'true');
    expect(myRecipeRequests().at(-1)).toBe('?page=1&category_id=4');
  });
});
