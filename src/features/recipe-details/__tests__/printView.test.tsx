import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { SiteLayout } from '@/app/layouts';
import { GlobalStyle } from '@/theme/GlobalStyle';
import { styleTagsOf } from '@/test/styleTags';
import { paginated, recipeDetailDto, recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import RecipeDetailsPage from '../RecipeDetailsPage';

let stub: FetchStub;
afterEach(() => stub.restore());

const carrotSoup = { recipe_video: 'uploads/videos/v1.mp4', recipe_name: 'Carrot Soup' };

const hiddenOnPaper = (element: Element) => element.closest('[data-print="hide"]') !== null;

describe('the recipe on paper (issue 39)', () => {
  it('marks every section but the name, photo, ingredients and steps as hidden in print', async () => {
    stub = stubFetch()
      .on('GET', '/api/single-recipe/1', ok(recipeDetailDto(1, carrotSoup)))
      .on(
        'GET',
        '/api/guest/recipes',
        recipeListReply([recipeDto(1, carrotSoup), recipeDto(2, { recipe_name: 'Lentil Dal' })]),
      )
      .on('GET', '/api/reviews-by-pagination/1', ok(paginated([], '/api/reviews-by-pagination/1')));
    renderWithProviders(<RecipeDetailsPage />, { route: '/recipe-details/1', path: '/recipe-details/:id' });

    const name = await screen.findByRole('heading', { level: 1, name: 'Carrot Soup' });
    expect(await screen.findByRole('heading', { name: 'More from Vegan' })).toBeInTheDocument();
    const region = (title: string | RegExp) => screen.getByRole('heading', { name: title }).closest('section')!;

    // Printed: the name, the ingredients (with the servings-and-times line) and the steps.
    expect(hiddenOnPaper(name)).toBe(false);
    expect(hiddenOnPaper(region('Ingredients'))).toBe(false);
    expect(within(region('Ingredients')).getByText(/^Serves /)).toBeInTheDocument();
    expect(hiddenOnPaper(region('Instructions'))).toBe(false);
    expect(within(region('Instructions')).getByText('Step-1')).toBeInTheDocument();

    // Left out: the share panel and facts column, more from the library, the planner nudge, reviews.
    expect(hiddenOnPaper(region('Share this recipe'))).toBe(true);
    expect(hiddenOnPaper(region('At a glance'))).toBe(true);
    expect(hiddenOnPaper(screen.getByRole('heading', { name: 'More from Vegan' }))).toBe(true);
    expect(hiddenOnPaper(screen.getByRole('button', { name: 'Plan it into your week' }))).toBe(true);
    expect(hiddenOnPaper(screen.getByRole('heading', { name: /Reviews/ }))).toBe(true);
  });

  it('"Print" in the share panel opens the browser’s print dialog', async () => {
    stub = stubFetch()
      .on('GET', '/api/single-recipe/1', ok(recipeDetailDto(1, carrotSoup)))
      .on('GET', '/api/guest/recipes', recipeListReply([recipeDto(1, carrotSoup)]))
      .on('GET', '/api/reviews-by-pagination/1', ok(paginated([], '/api/reviews-by-pagination/1')));
    const print = jest.fn();
    const original = window.print;
    window.print = print;
    try {
      renderWithProviders(<RecipeDetailsPage />, { route: '/recipe-details/1', path: '/recipe-details/:id' });
      const share = (await screen.findByRole('heading', { name: 'Share this recipe' })).closest('section')!;
      await userEvent.click(within(share).getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = original;
    }
  });

  it("the site's header and footer carry the marker, and the global style hides what does", () => {
    stub = stubFetch()
      .on('GET', '/api/site-settings', ok({ logo: '', favicon: '', description: '', copyright_text: '©' }))
      .on('GET', '/api/recipe-libraries', ok([]))
      .on('GET', '/api/social-links', ok([]));
    renderWithProviders(<SiteLayout />, { route: '/recipe-details/1', path: '/*' });
    expect(screen.getByRole('banner')).toHaveAttribute('data-print', 'hide');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-print', 'hide');
    expect(screen.getByRole('main')).not.toHaveAttribute('data-print');

    const css = styleTagsOf(<GlobalStyle />).replace(/\s+/g, ' ');
    expect(css).toMatch(/@media print ?\{ ?\[data-print='hide'\], ?\.Toastify ?\{ ?display: ?none ?!important;/);
    expect(css).toMatch(/@page ?\{ ?margin: ?12mm;/);
  });
});
