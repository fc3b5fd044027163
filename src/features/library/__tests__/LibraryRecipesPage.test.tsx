import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY, SAFE_FOR_FAMILY } from '@contract/messages';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import LibraryRecipesPage from '../LibraryRecipesPage';

let stub: FetchStub;

function stubCatalog() {
  return stubFetch()
    .on(
      'GET',
      '/api/recipe-libraries',
      ok([{ id: 1, diet_name: 'Vegan', image: 'uploads/l1-640.webp', recipes_count: 3 }]),
    )
    .on(
      'GET',
      '/api/categories',
      ok([
        { id: 1, category_name: 'Breakfast' },
        { id: 2, category_name: 'Dinner' },
      ]),
    )
    .on('GET', '/api/tags', ok([{ id: 7, tag_name: 'quick' }]))
    .on(
      'GET',
      '/api/cms/share-your-recipe',
      ok([{ title: 'Share your family favourite', description: 'Got a dish?', btn_text: 'Share your recipe' }]),
    )
    .on('GET', '/api/blogs', ok([]));
}

afterEach(() => stub.restore());

const renderPage = () =>
  renderWithProviders(<LibraryRecipesPage />, {
    route: '/recipes/recipe_library/1',
    path: '/recipes/recipe_library/:id',
  });

test('shows skeletons, then tabs with counts and the grid', async () => {
  stub = stubCatalog().on('GET', '/api/guest/recipes', () =>
    recipeListReply([recipeDto(1), recipeDto(2)], { category_counts: [{ category_id: 2, count: 2 }], total_all: 2 }),
  );
  renderPage();
  expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(4);
  expect(await screen.findByRole('link', { name: 'Recipe 1' })).toHaveAttribute('href', '/recipe-details/1');
  expect(screen.getByRole('heading', { level: 1, name: 'Vegan recipes' })).toBeInTheDocument();
  const tabs = screen.getByRole('group', { name: 'Category' });
  expect(within(tabs).getByRole('button', { name: /All Recipes/ })).toHaveAttribute('aria-pressed', 'true');
  expect(within(tabs).getByRole('button', { name: /All Recipes/ })).toHaveTextContent('2');
  expect(within(tabs).getByRole('button', { name: /Dinner/ })).toHaveTextContent('2');
  expect(within(tabs).getByRole('button', { name: /Breakfast/ })).toHaveTextContent('0');
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'All Recipe Library' })).toHaveAttribute(
    'href',
    '/recipe-library',
  );
  expect(screen.getByRole('link', { name: 'Share your recipe' })).toHaveAttribute(
    'href',
    '/dashboard/dashboard-share-recipes',
  );
});

test('a tab, the tag dropdown and Reset drive the query', async () => {
  stub = stubCatalog().on('GET', '/api/guest/recipes', ({ url }) =>
    recipeListReply([recipeDto(url.searchParams.has('category_id') ? 2 : 1)], { total_all: 1 }),
  );
  renderPage();
  await screen.findByRole('link', { name: 'Recipe 1' });
  const lastQuery = () =>
    stub.requests.filter((request) => request.url.pathname === '/api/guest/recipes').at(-1)!.url.searchParams;
  expect(lastQuery().get('recipe_library_id')).toBe('1');
  expect(lastQuery().has('category_id')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: /Dinner/ }));
  await waitFor(() => expect(lastQuery().get('category_id')).toBe('2'));
  expect(await screen.findByRole('link', { name: 'Recipe 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Dinner/ })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.selectOptions(screen.getByLabelText('Tag'), '7');
  await waitFor(() => expect(lastQuery().get('tag_id')).toBe('7'));
  expect(lastQuery().get('category_id')).toBe('2');

  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  // Back to the first query (answered from the cache): all recipes, no tag.
  expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
  expect(screen.getByLabelText('Tag')).toHaveValue('');
  expect(screen.getByRole('button', { name: /All Recipes/ })).toHaveAttribute('aria-pressed', 'true');
});

test('an empty list says so; a failed list too', async () => {
  stub = stubCatalog().on('GET', '/api/guest/recipes', recipeListReply([]));
  renderPage();
  expect(await screen.findByText(EMPTY.recipes)).toBeInTheDocument();
  stub.on('GET', '/api/guest/recipes', fail(500, 'Boom'));
  await userEvent.click(screen.getByRole('button', { name: /Dinner/ }));
  expect(await screen.findByText(EMPTY.recipes)).toBeInTheDocument();
});

test('signed-in users get the personalised list', async () => {
  stub = stubCatalog()
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Ada', email: 'ada@example.com', avatar: null }))
    .on('GET', '/api/auth/recipes', recipeListReply([recipeDto(3)]));
  renderWithProviders(<LibraryRecipesPage />, {
    route: '/recipes/recipe_library/1',
    path: '/recipes/recipe_library/:id',
    preloadedState: { auth: { token: 'tok', loading: false, signedOutByChoice: false } },
  });
  expect(await screen.findByRole('link', { name: 'Recipe 3' })).toBeInTheDocument();
});

test('a visitor is not offered "Safe for my family"', async () => {
  stub = stubCatalog().on('GET', '/api/guest/recipes', recipeListReply([recipeDto(1)]));
  renderPage();
  await screen.findByRole('link', { name: 'Recipe 1' });
  expect(screen.getByLabelText('Tag')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: SAFE_FOR_FAMILY.label })).not.toBeInTheDocument();
  expect(screen.queryByText(SAFE_FOR_FAMILY.hint)).not.toBeInTheDocument();
});

test('signed in, "Safe for my family" asks for safe_for=household from page 1, with its hint', async () => {
  stub = stubCatalog()
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Ada', email: 'ada@example.com', avatar: null }))
    .on('GET', '/api/auth/recipes', ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const safe = url.searchParams.get('safe_for') === 'household';
      return recipeListReply([recipeDto(safe ? 5 : page)], { current: page, last: safe ? 1 : 2 });
    });
  const { store } = renderWithProviders(<LibraryRecipesPage />, {
    route: '/recipes/recipe_library/1',
    path: '/recipes/recipe_library/:id',
    preloadedState: { auth: { token: 'tok', loading: false, signedOutByChoice: false } },
  });
  await screen.findByRole('link', { name: 'Recipe 1' });
  const lastQuery = () =>
    stub.requests.filter((request) => request.url.pathname === '/api/auth/recipes').at(-1)!.url.searchParams;
  expect(lastQuery().has('safe_for')).toBe(false);
  const toggle = screen.getByRole('button', { name: SAFE_FOR_FAMILY.label });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByText(SAFE_FOR_FAMILY.hint)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('link', { name: 'Recipe 2' })).toBeInTheDocument();
  expect(lastQuery().get('page')).toBe('2');

  await userEvent.click(toggle);
  await waitFor(() => expect(lastQuery().get('safe_for')).toBe('household'));
  expect(lastQuery().get('recipe_library_id')).toBe('1');
  expect(lastQuery().has('page')).toBe(false);
  expect(store.getState().libraryFilters).toMatchObject({ safeForFamily: true, page: 1 });
  expect(await screen.findByRole('link', { name: 'Recipe 5' })).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveAccessibleDescription(SAFE_FOR_FAMILY.hint);

  // Off again: page 1 of the unfiltered list, answered from the cache.
  await userEvent.click(toggle);
  expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
  expect(store.getState().libraryFilters).toMatchObject({ safeForFamily: false, page: 1 });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByText(SAFE_FOR_FAMILY.hint)).not.toBeInTheDocument();
});

test('an unknown library shows a friendly state', async () => {
  stub = stubCatalog().on('GET', '/api/guest/recipes', recipeListReply([]));
  renderWithProviders(<LibraryRecipesPage />, {
    route: '/recipes/recipe_library/99',
    path: '/recipes/recipe_library/:id',
  });
  expect(await screen.findByText('This recipe library does not exist.')).toBeInTheDocument();
});
