import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { paginated, recipeDetailDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import { signedIn } from '@/features/planner/__tests__/plannerFixtures';
import MyRecipeDetailsPage from '../MyRecipeDetailsPage';
import RecipeDetailsPage from '../RecipeDetailsPage';

let stub: FetchStub;
afterEach(() => stub.restore());

function renderRecipe() {
  stub = stubFetch()
    .on(
      'GET',
      '/api/single-recipe/1',
      ok(
        recipeDetailDto(1, {
          recipe_name: 'Carrot Soup',
          serving_number: 4,
          ingredients: [{ id: 1, ingredient_name: '2 carrots', quantity: 2, item: 'carrots' }],
        }),
      ),
    )
    .on('GET', '/api/guest/recipes', recipeListReply([]))
    .on('GET', '/api/reviews-by-pagination/1', ok(paginated([], '/api/reviews-by-pagination/1')));
  return renderWithProviders(<RecipeDetailsPage />, {
    route: '/recipe-details/1',
    path: '/recipe-details/:id',
    routes: [{ path: '/cook/:id', element: <p>Cook mode</p> }],
  });
}

const cookLinks = () => [
  screen.getByRole('link', { name: 'Start cooking' }),
  within(screen.getByRole('region', { name: 'Instructions' })).getByRole('link', { name: 'Cook step by step' }),
];

test('"Start cooking" (in the hero and by the steps) opens cook mode; at the recipe’s servings it passes none', async () => {
  const { router } = renderRecipe();
  await screen.findByRole('heading', { level: 1, name: 'Carrot Soup' });
  for (const link of cookLinks()) {
    expect(link).toHaveAttribute('href', '/cook/1');
    expect(link).toHaveAttribute('data-print', 'hide');
  }
  await userEvent.click(cookLinks()[0]);
  expect(await screen.findByText('Cook mode')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/cook/1');
});

test('the servings the stepper shows go with it', async () => {
  const { router } = renderRecipe();
  await screen.findByRole('heading', { level: 1, name: 'Carrot Soup' });
  await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
  await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
  for (const link of cookLinks()) expect(link).toHaveAttribute('href', '/cook/1?servings=6');
  await userEvent.click(screen.getByRole('button', { name: 'Reset to 4 servings' }));
  for (const link of cookLinks()) expect(link).toHaveAttribute('href', '/cook/1');
  await userEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
  await userEvent.click(cookLinks()[1]);
  expect(await screen.findByText('Cook mode')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?servings=3');
});

test('from the owner’s own recipe page, cook mode is asked for the owner’s view (mine=1)', async () => {
  stub = stubFetch().on(
    'GET',
    '/api/my-recipe-details/1',
    ok(recipeDetailDto(1, { recipe_name: 'Our Secret Dal', serving_number: 4 })),
  );
  renderWithProviders(<MyRecipeDetailsPage />, {
    route: '/my-recipe-details/1',
    path: '/my-recipe-details/:id',
    preloadedState: signedIn,
  });
  await screen.findByRole('heading', { level: 1, name: 'Our Secret Dal' });
  expect(screen.getByRole('link', { name: 'Start cooking' })).toHaveAttribute('href', '/cook/1?mine=1');
});
