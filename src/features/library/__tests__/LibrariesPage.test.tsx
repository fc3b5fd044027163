import { screen, within } from '@testing-library/react';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import LibrariesPage from '../LibrariesPage';

let stub: FetchStub;
afterEach(() => stub.restore());

test('loading, then library cards with name, count and link', async () => {
  stub = stubFetch().on(
    'GET',
    '/api/recipe-libraries',
    ok([{ id: 2, diet_name: 'Vegan', image: 'uploads/l2-640.webp', recipes_count: 7 }]),
  );
  renderWithProviders(<LibrariesPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'All Recipe Library' })).toBeInTheDocument();
  expect(screen.getByLabelText('Loading libraries')).toBeInTheDocument();
  const card = await screen.findByRole('link', { name: /Vegan/ });
  expect(card).toHaveAttribute('href', '/recipes/recipe_library/2');
  expect(card).toHaveTextContent('7 recipes');
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(crumbs).getByText('Recipe Library')).toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('All Recipe Library · Forkcast');
});

test('empty and failed states', async () => {
  stub = stubFetch().on('GET', '/api/recipe-libraries', ok([]));
  const { unmount } = renderWithProviders(<LibrariesPage />);
  expect(await screen.findByText('No libraries yet.')).toBeInTheDocument();
  unmount();
  stub.restore();
  stub = stubFetch().on('GET', '/api/recipe-libraries', fail(500, 'Down'));
  renderWithProviders(<LibrariesPage />);
  expect(await screen.findByText('The recipe library could not be loaded.')).toBeInTheDocument();
});
