import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { EMPTY } from '@contract/messages';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { SearchBox } from '../SearchBox';
import { SearchOverlay } from '../SearchOverlay';
import { NO_SEARCH_FILTERS, searchPagePath } from '../results/searchPageParams';

let stub: FetchStub;
beforeEach(() => {
  stub = stubSearch();
});
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

/** The piece in a shell that stays while the pages under it change, as in the site's header. */
function renderInShell(piece: React.ReactElement) {
  const rendered = renderWithProviders(<p>unused</p>, {
    path: '/unused',
    route: '/blog',
    routes: [
      {
        element: (
          <>
            {piece}
            <Outlet />
          </>
        ),
        children: [
          { path: '/blog', element: <h1>Blog</h1> },
          { path: '/search', element: <h1>Results page</h1> },
          { path: '/recipe-details/:id', element: <h1>Recipe page</h1> },
        ],
      },
    ],
  });
  const where = () => `${rendered.router.state.location.pathname}${rendered.router.state.location.search}`;
  return { ...rendered, where };
}

test('searchPagePath trims the query and encodes it for the address', () => {
  const pathFor = (q: string) => searchPagePath({ ...NO_SEARCH_FILTERS, q });
  expect(pathFor('  peanut free ')).toBe('/search?q=peanut+free');
  expect(new URLSearchParams(pathFor('mac & cheese?').split('?')[1]).get('q')).toBe('mac & cheese?');
  expect(pathFor('a#b')).toBe('/search?q=a%23b');
});

test('a blank query shows nothing and sends nothing; Enter on it stays put', async () => {
  const { where } = renderInShell(<SearchBox />);
  await screen.findByRole('heading', { name: 'Blog' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), '   {Enter}');
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect(searches()).toHaveLength(0);
  expect(where()).toBe('/blog');
  expect(screen.queryByText('Search Results')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the box is a search landmark: a GET form to the results page that works before the app loads', () => {
  renderWithProviders(<SearchBox />);
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  expect(within(form).getByRole('searchbox', { name: 'Search recipes' })).toHaveAttribute('name', 'q');
  expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
});

test('searches the final query of a burst of typing, then lists results that open in the same tab', async () => {
  renderWithProviders(<SearchBox />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), ' stew ');
  expect(screen.getByRole('status', { name: 'Searching recipes' })).toBeInTheDocument();
  expect(await screen.findByText('Search Results')).toBeInTheDocument();
  expect(searches().map((request) => request.url.searchParams.get('search'))).toEqual(['stew']);
  const row = screen.getByRole('link', { name: /Slow-cooked/ });
  expect(row).toHaveAttribute('href', '/recipe-details/5');
  expect(row).not.toHaveAttribute('target');
  expect(row).not.toHaveTextContent(/new tab/);
  expect(row).toHaveTextContent(`${LONG_NAME.slice(0, 40)}...`);
  expect(screen.getByRole('link', { name: 'See all results for “stew”' })).toHaveAttribute('href', '/search?q=stew');
});

test('Enter goes to the results page in the same tab and closes the preview', async () => {
  const { where } = renderInShell(<SearchBox />);
  const box = await screen.findByRole('searchbox', { name: 'Search recipes' });
  await userEvent.type(box, '  peanut free ');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
  expect(where()).toBe('/search?q=peanut+free');
  expect(box).toHaveValue('');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /See all results/ })).not.toBeInTheDocument();
});

test('the magnifier submits too', async () => {
  const { where } = renderInShell(<SearchBox />);
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search recipes' }), 'vegan');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
  expect(where()).toBe('/search?q=vegan');
});

test('picking a result opens it in the same tab and closes the preview', async () => {
  const { where } = renderInShell(<SearchBox />);
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search recipes' }), 'stew');
  await userEvent.click(await screen.findByRole('link', { name: /Slow-cooked/ }));
  expect(await screen.findByRole('heading', { name: 'Recipe page' })).toBeInTheDocument();
  expect(where()).toBe('/recipe-details/5');
  expect(screen.queryByText('Search Results')).not.toBeInTheDocument();
});

test("no match says 'No results found.' and still offers the results page", async () => {
  const { where } = renderInShell(<SearchBox />);
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search recipes' }), 'zzz');
  expect(await screen.findByText(EMPTY.searchResults)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: /See all results/ }));
  expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
  expect(where()).toBe('/search?q=zzz');
});

test('Tab reaches the results and "See all results"; Escape closes the results and clears the box', async () => {
  renderWithProviders(<SearchBox />);
  const box = screen.getByRole('searchbox', { name: 'Search recipes' });
  await userEvent.type(box, 'stew');
  await screen.findByText('Search Results');
  await userEvent.tab();
  expect(screen.getByRole('link', { name: /Slow-cooked/ })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: /See all results/ })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(box).toHaveValue('');
  expect(screen.queryByText('Search Results')).not.toBeInTheDocument();
});

test('the overlay: closing through the backdrop clears the query', async () => {
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

test('the overlay: Enter goes to the results page and closes the overlay', async () => {
  const { where } = renderInShell(<SearchOverlay />);
  await userEvent.click(await screen.findByRole('button', { name: 'Search recipes' }));
  const dialog = screen.getByRole('dialog', { name: 'Search recipes' });
  expect(within(dialog).getByRole('search')).toHaveAttribute('action', '/search');
  await userEvent.type(within(dialog).getByRole('searchbox'), 'gluten free{Enter}');
  expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
  expect(where()).toBe('/search?q=gluten+free');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search recipes' })).toHaveFocus();
});

test('the overlay: a blank Enter keeps it open', async () => {
  const { where } = renderInShell(<SearchOverlay />);
  await userEvent.click(await screen.findByRole('button', { name: 'Search recipes' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), '  {Enter}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(where()).toBe('/blog');
});

test('the overlay: a result opens in the same tab and closes the overlay; so does "See all results"', async () => {
  const { where } = renderInShell(<SearchOverlay />);
  await userEvent.click(await screen.findByRole('button', { name: 'Search recipes' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'stew');
  const row = await screen.findByRole('link', { name: /Slow-cooked/ });
  expect(row).not.toHaveAttribute('target');
  await userEvent.click(row);
  expect(await screen.findByRole('heading', { name: 'Recipe page' })).toBeInTheDocument();
  expect(where()).toBe('/recipe-details/5');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Search recipes' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'stew');
  await userEvent.click(await screen.findByRole('link', { name: /See all results/ }));
  expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
  expect(where()).toBe('/search?q=stew');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
