import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, SAFE_FOR_FAMILY } from '@contract/messages';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { ToastHost } from '@/store/ToastHost';
import { FETA_TRAYBAKE, recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import { RecipesFilterGrid } from '../RecipesFilterGrid';

let stub: FetchStub;
afterEach(() => stub.restore());

function stubGrid() {
  return stubFetch()
    .on(
      'GET',
      '/api/cms/meal-planning-by-age-group',
      ok([{ title: 'Meal planning by age group', description: 'Needs change as we grow.' }]),
    )
    .on(
      'GET',
      '/api/cms/meal-planner-card',
      ok([{ title: 'Teen (13 to 19 years)', description: 'Hearty meals.', icon: 'uploads/c1-640.webp' }]),
    )
    .on('GET', '/api/categories', ok([{ id: 2, category_name: 'Dinner' }]))
    .on('GET', '/api/recipe-libraries', ok([{ id: 4, diet_name: 'Keto', image: '', recipes_count: 1 }]))
    .on('GET', '/api/guest/recipes', ({ url }) =>
      recipeListReply(url.searchParams.toString() ? [] : [recipeDto(1, { recipe_name: 'Carrot Soup' })]),
    );
}

const lastQuery = () =>
  stub.requests.filter((request) => request.url.pathname === '/api/guest/recipes').at(-1)!.url.searchParams;

test('title, description, icon cards and the public list', async () => {
  stub = stubGrid();
  renderWithProviders(<RecipesFilterGrid />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Meal planning by age group' })).toBeInTheDocument();
  expect(screen.getByText('Needs change as we grow.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Teen (13 to 19 years)' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Carrot Soup' });
  expect(card).toHaveTextContent('Vegan | Dinner');
  expect(card).toHaveTextContent('4 servings');
  expect(card).toHaveTextContent('45 min');
  expect(card).toHaveTextContent('For: Teen');
  expect(card).toHaveTextContent('7 ingredients · by Maya');
  expect(card).toHaveTextContent('1,200 views');
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
});

test('chips and selects filter; Reset brings all three back to All', async () => {
  stub = stubGrid();
  renderWithProviders(<RecipesFilterGrid />);
  await screen.findByRole('article', { name: 'Carrot Soup' });
  await userEvent.click(await screen.findByRole('button', { name: 'Dinner' }));
  await userEvent.selectOptions(screen.getByLabelText('Age group'), 'senior-adult');
  await userEvent.selectOptions(await screen.findByLabelText('Recipe library'), '4');
  await waitFor(() => expect(lastQuery().toString()).toBe('category_id=2&recipe_library_id=4&age_group=senior-adult'));
  expect(await screen.findByText('No recipes found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByRole('article', { name: 'Carrot Soup' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Age group')).toHaveValue('');
  expect(screen.getByLabelText('Recipe library')).toHaveValue('0');
});

test('the planner puts its action on every card; a visitor pressing the heart is sent to log in', async () => {
  stub = stubGrid();
  renderWithProviders(
    <RecipesFilterGrid cardAction={(id) => <button type="button">+ Add to planner #{id}</button>} />,
    {
      routes: [
        {
          path: '/auth/login',
          element: (
            <>
              <h1>Login page</h1>
              <ToastHost />
            </>
          ),
        },
      ],
    },
  );
  expect(await screen.findByRole('button', { name: '+ Add to planner #1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Carrot Soup to favorites' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(await screen.findByText(ERRORS.loginFirst)).toBeInTheDocument();
});

test('a visitor is not offered "Safe for my family"', async () => {
  stub = stubGrid();
  renderWithProviders(<RecipesFilterGrid />);
  await screen.findByRole('article', { name: 'Carrot Soup' });
  expect(screen.getByLabelText('Recipe library')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: SAFE_FOR_FAMILY.label })).not.toBeInTheDocument();
  expect(lastQuery().has('safe_for')).toBe(false);
});

test('signed in, "Safe for my family" asks for safe_for=household from page 1; Reset turns it off', async () => {
  stub = stubGrid()
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Ada', email: 'ada@example.com', avatar: null }))
    .on('GET', '/api/auth/recipes', ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      if (url.searchParams.get('safe_for') === 'household') {
        return recipeListReply([recipeDto(1, { recipe_name: 'Carrot Soup' })]);
      }
      return recipeListReply([recipeDto(page, page === 1 ? { recipe_name: 'Carrot Soup' } : FETA_TRAYBAKE)], {
        current: page,
        last: 2,
      });
    });
  const { store } = renderWithProviders(<RecipesFilterGrid />, {
    preloadedState: { auth: { token: 'tok', loading: false, signedOutByChoice: false } },
  });
  await screen.findByRole('article', { name: 'Carrot Soup' });
  const authQuery = () =>
    stub.requests.filter((request) => request.url.pathname === '/api/auth/recipes').at(-1)!.url.searchParams;
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('article', { name: 'Feta Traybake' })).toBeInTheDocument();
  expect(authQuery().toString()).toBe('page=2');

  const toggle = screen.getByRole('button', { name: SAFE_FOR_FAMILY.label });
  await userEvent.click(toggle);
  await waitFor(() => expect(authQuery().toString()).toBe('safe_for=household'));
  expect(store.getState().recipesFilters).toMatchObject({ safeForFamily: true, page: 1 });
  expect(await screen.findByRole('article', { name: 'Carrot Soup' })).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText(SAFE_FOR_FAMILY.hint)).toBeInTheDocument();
  expect(toggle).toHaveAccessibleDescription(SAFE_FOR_FAMILY.hint);

  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByText(SAFE_FOR_FAMILY.hint)).not.toBeInTheDocument();
  expect(store.getState().recipesFilters.safeForFamily).toBe(false);
});
