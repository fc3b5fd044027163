import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY } from '@contract/messages';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { SearchBox } from '../SearchBox';
import { SearchOverlay } from '../SearchOverlay';

let stub: FetchStub;
afterEach(() => stub.restore());

const LONG_NAME = 'Slow-cooked Moroccan chickpea and apricot stew with herbs';
const searches = () => stub.requests.filter((request) => request.url.pathname === '/api/recipes/search');

function stubSearch() {
  return stubFetch().on('GET', '/api/recipes/search', ({ url }) =>
    ok(
      url.searchParams.get('search') === 'zzz'
        ? []
        : [
            {
              id: 5,
              recipe_name: LONG_NAME,
              recipe_image: 'uploads/r5-640.webp',
              category_name: 'Dinner',
              average_rating: 4,
            },
          ],
    ),
  );
}

test('a blank query shows nothing and sends nothing', async () => {
  stub = stubSearch();
  renderWithProviders(<SearchBox />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), '   ');
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect(searches()).toHaveLength(0);
  expect(screen.queryByText('Search Results')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('searches the final query of a burst of typing, then lists results', async () => {
  stub = stubSearch();
  renderWithProviders(<SearchBox />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), ' stew ');
  expect(screen.getByRole('status', { name: 'Searching recipes' })).toBeInTheDocument();
  expect(await screen.findByText('Search Results')).toBeInTheDocument();
  expect(searches().map((request) => request.url.searchParams.get('search'))).toEqual(['stew']);
  const row = screen.getByRole('link', { name: /Slow-cooked/ });
  expect(row).toHaveAttribute('href', '/recipe-details/5');
  expect(row).toHaveAttribute('target', '_blank');
  expect(row).toHaveTextContent(`${LONG_NAME.slice(0, 40)}...`);
});

test("no match says 'No results found.'", async () => {
  stub = stubSearch();
  renderWithProviders(<SearchBox />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'zzz');
  expect(await screen.findByText(EMPTY.searchResults)).toBeInTheDocument();
});

test('Escape closes the results and clears the box', async () => {
  stub = stubSearch();
  renderWithProviders(<SearchBox />);
  const box = screen.getByRole('searchbox', { name: 'Search recipes' });
  await userEvent.type(box, 'stew');
  await screen.findByText('Search Results');
  await userEvent.keyboard('{Escape}');
  expect(box).toHaveValue('');
  expect(screen.queryByText('Search Results')).not.toBeInTheDocument();
});

test('the overlay: closing through the backdrop clears the query', async () => {
  stub = stubSearch();
  renderWithProviders(<SearchOverlay />);
  await userEvent.click(screen.getByRole('button', { name: 'Search recipes' }));
  const box = screen.getByRole('searchbox', { name: 'Search recipes' });
  expect(box).toHaveFocus();
  await userEvent.type(box, 'stew');
  expect(await screen.findByText('Search Results')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByTestId('search-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Search recipes' }));
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue(''));
});
