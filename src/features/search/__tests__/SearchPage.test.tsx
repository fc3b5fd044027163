import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAFE_FOR_FAMILY } from '@contract/messages';
import { searchTextWithout } from '@contract/searchText';
import type { SearchAlternativeDto, SearchUnderstoodDto } from '@contract/types';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import SearchPage from '../SearchPage';

let stub: FetchStub;
afterEach(() => stub.restore());

const NOTHING: SearchUnderstoodDto = { free_from: [], diets: [], max_minutes: null, uses: [], words: '' };

/** A list reply with the search's understanding and closest searches, as the server sends them. */
function searchReply(
  ids: number[],
  understood: SearchUnderstoodDto | null,
  closest: SearchAlternativeDto[] = [],
  pages: { current?: number; last?: number } = {},
) {
  const reply = recipeListReply(
    ids.map((id) => recipeDto(id)),
    pages,
  );
  reply.body.meta.understood = understood;
  reply.body.meta.closest = closest;
  return reply;
}

type Answer = ReturnType<typeof searchReply>;

function stubSite(answer: (search: string, query: URLSearchParams) => Answer, audience = 'guest') {
  return stubFetch()
    .on('GET', '/api/recipe-libraries', ok([{ id: 1, diet_name: 'Vegetarian', image: 'l.webp', recipes_count: 3 }]))
    .on(
      'GET',
      '/api/categories',
      ok([
        { id: 1, category_name: 'Breakfast' },
        { id: 2, category_name: 'Dinner' },
      ]),
    )
    .on('GET', '/api/users/data', ok({ id: 1, name: 'Ada', email: 'ada@example.com', avatar: null }))
    .on('GET', `/api/${audience}/recipes`, ({ url }) => answer(url.searchParams.get('search') ?? '', url.searchParams));
}

const listRequests = (audience = 'guest') =>
  stub.requests.filter((request) => request.url.pathname === `/api/${audience}/recipes`).map((r) => r.url.searchParams);
const lastList = (audience = 'guest') => listRequests(audience).at(-1)!;

const renderAt = (route: string, signedIn = false) =>
  renderWithProviders(<SearchPage />, {
    route,
    path: '/search',
    ...(signedIn && { preloadedState: { auth: { token: 'tok', loading: false, signedOutByChoice: false } } }),
  });

test('the address becomes the list request, and the page says what was searched', async () => {
  stub = stubSite(() => searchReply([1, 2], { ...NOTHING, free_from: ['peanuts'], words: 'lasagne' }));
  renderAt('/search?q=peanut+free+lasagne&category=2&library=1&age=teen&time=30&page=2');
  expect(await screen.findByRole('link', { name: 'Recipe 1' })).toHaveAttribute('href', '/recipe-details/1');
  const query = lastList();
  expect(query.get('search')).toBe('peanut free lasagne');
  expect(query.get('category_id')).toBe('2');
  expect(query.get('recipe_library_id')).toBe('1');
  expect(query.get('age_group')).toBe('teen');
  expect(query.get('max_minutes')).toBe('30');
  expect(query.get('page')).toBe('2');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “lasagne”');
  expect(screen.getByRole('button', { name: 'Remove Free from: Peanuts' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 recipes');
  expect(screen.getByLabelText('Search recipes')).toHaveValue('peanut free lasagne');
  expect(screen.getByLabelText('Time')).toHaveValue('30');
  expect(screen.getByLabelText('Age group')).toHaveValue('teen');
  await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('2'));
  expect(screen.getByLabelText('Diet or library')).toHaveValue('1');
  await waitFor(() => expect(document.title).toBe('Search: peanut free lasagne · Forkcast'));
});

test('a filter changed goes to the address (page 1, the same history entry); Clear filters keeps the words', async () => {
  stub = stubSite((_search, query) => searchReply([query.has('max_minutes') ? 7 : 1], { ...NOTHING, words: 'soup' }));
  const { router } = renderAt('/search?q=soup&page=3');
  await screen.findByRole('link', { name: 'Recipe 1' });

  await userEvent.selectOptions(screen.getByLabelText('Time'), '45');
  await waitFor(() => expect(router.state.location.search).toBe('?q=soup&time=45'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(await screen.findByRole('link', { name: 'Recipe 7' })).toBeInTheDocument();
  expect(lastList().get('max_minutes')).toBe('45');
  expect(lastList().has('page')).toBe(false);

  await userEvent.selectOptions(screen.getByLabelText('Age group'), 'adult');
  await waitFor(() => expect(router.state.location.search).toBe('?q=soup&age=adult&time=45'));

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(router.state.location.search).toBe('?q=soup'));
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Time')).toHaveValue('');
});

test('a new search and another page are new history entries', async () => {
  stub = stubSite((search, query) =>
    searchReply([search === 'pasta' ? 3 : Number(query.get('page') ?? 1)], { ...NOTHING, words: search }, [], {
      current: Number(query.get('page') ?? 1),
      last: 2,
    }),
  );
  const { router } = renderAt('/search?q=soup&time=20');
  await screen.findByRole('link', { name: 'Recipe 1' });

  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(router.state.location.search).toBe('?q=soup&time=20&page=2'));
  expect(router.state.historyAction).toBe('PUSH');
  expect(await screen.findByRole('link', { name: 'Recipe 2' })).toBeInTheDocument();

  const box = screen.getByLabelText('Search recipes');
  await userEvent.clear(box);
  await userEvent.type(box, '  pasta {Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?q=pasta&time=20'));
  expect(router.state.historyAction).toBe('PUSH');
  expect(await screen.findByRole('link', { name: 'Recipe 3' })).toBeInTheDocument();
  expect(lastList().get('search')).toBe('pasta');

  // Back: the previous results, from the cache, with the box showing their words.
  await router.navigate(-1);
  expect(await screen.findByRole('link', { name: 'Recipe 2' })).toBeInTheDocument();
  expect(screen.getByLabelText('Search recipes')).toHaveValue('soup');
});

test('removing an understood chip searches the words without it', async () => {
  const understood = { ...NOTHING, free_from: ['peanuts'], diets: ['vegetarian'], words: 'lasagne' };
  stub = stubSite(() => searchReply([1], understood));
  const { router } = renderAt('/search?q=vegetarian+peanut+free+lasagne&time=30');
  await screen.findByRole('link', { name: 'Recipe 1' });
  const chips = screen.getByRole('list', { name: 'Understood as filters' });
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['Vegetarian×', 'Free from: Peanuts×']);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Vegetarian' }));
  const withoutVegetarian = searchTextWithout(understood, { diet: 'vegetarian' });
  expect(withoutVegetarian).not.toMatch(/vegetarian/);
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(withoutVegetarian));
  expect(new URLSearchParams(router.state.location.search).get('time')).toBe('30');
  expect(router.state.historyAction).toBe('PUSH');
});

test('the filters took every word: the heading says them as a sentence', async () => {
  stub = stubSite(() => searchReply([1], { ...NOTHING, free_from: ['peanuts'] }));
  renderAt('/search?q=peanut+free');
  expect(await screen.findByRole('heading', { level: 1, name: 'Recipes free from peanuts' })).toBeInTheDocument();
});

test('nothing found: the closest searches as short rows with "See all", the import offer and Clear filters', async () => {
  const closest: SearchAlternativeDto[] = [
    { search: 'lasagne', kind: 'without-filters', total: 6 },
    { search: 'vegetarian pasta', kind: 'broader-dish', total: 5 },
  ];
  stub = stubSite((search) => {
    if (search === 'lasagne') return searchReply([11, 12, 13, 14, 15, 16], { ...NOTHING, words: 'lasagne' });
    if (search === 'vegetarian pasta')
      return searchReply([21, 22], { ...NOTHING, diets: ['vegetarian'], words: 'pasta' });
    return searchReply([], { ...NOTHING, diets: ['vegetarian'], words: 'lasagne' }, closest);
  });
  renderAt('/search?q=vegetarian+lasagne&time=45');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'No recipes for “vegetarian lasagne” yet' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0 recipes');

  const lasagne = await screen.findByRole('region', { name: 'Try “lasagne”' });
  await within(lasagne).findByRole('link', { name: 'Recipe 11' });
  expect(within(lasagne).getAllByRole('article')).toHaveLength(4);
  expect(within(lasagne).getByRole('link', { name: /^See all 6/ })).toHaveAttribute(
    'href',
    '/search?q=lasagne&time=45',
  );
  const pasta = screen.getByRole('region', { name: 'Try “vegetarian pasta”' });
  await within(pasta).findByRole('link', { name: 'Recipe 22' });
  expect(within(pasta).getByRole('link', { name: /^See all 5/ })).toHaveAttribute(
    'href',
    '/search?q=vegetarian+pasta&time=45',
  );
  // The rows keep the page's filters.
  expect(
    listRequests()
      .filter((query) => query.get('search') === 'lasagne')[0]
      .get('max_minutes'),
  ).toBe('45');

  expect(screen.getByRole('link', { name: 'Import a recipe' })).toHaveAttribute('href', '/dashboard/share-recipes');
  expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
});

test('nothing found and no closest search: says so and still offers the import', async () => {
  stub = stubSite(() => searchReply([], { ...NOTHING, words: 'zzzz' }));
  renderAt('/search?q=zzzz');
  expect(await screen.findByRole('heading', { level: 2, name: 'No recipes for “zzzz” yet' })).toBeInTheDocument();
  expect(screen.getByText(/No results found\. Try fewer or other words\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Import a recipe' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('values in the address that are not valid are ignored, never an error', async () => {
  stub = stubSite(() => searchReply([1], { ...NOTHING, words: 'soup' }));
  renderAt('/search?q=soup%00&category=abc&library=-1&age=__proto__&time=25&safe=1&page=99999999999&category=2');
  await screen.findByRole('link', { name: 'Recipe 1' });
  expect([...lastList().entries()]).toEqual([['search', 'soup']]);
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  // Signed out there is no family to be safe for.
  expect(screen.queryByRole('button', { name: SAFE_FOR_FAMILY.label })).not.toBeInTheDocument();
});

test('without words: a prompt, and the filters browse the recipes', async () => {
  stub = stubSite((_search, query) => searchReply([query.has('category_id') ? 9 : 1], null));
  const { router } = renderAt('/search');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search recipes' })).toBeInTheDocument();
  expect(screen.getByText(/Type a dish, an ingredient/)).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Recipe 1' });
  expect(lastList().has('search')).toBe(false);
  await waitFor(() => expect(screen.getByRole('option', { name: 'Dinner' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByLabelText('Category'), '2');
  await waitFor(() => expect(router.state.location.search).toBe('?category=2'));
  expect(await screen.findByRole('link', { name: 'Recipe 9' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Search recipes · Forkcast'));
});

test('signed in, "Safe for my family" goes to the address and asks for safe_for=household', async () => {
  stub = stubSite(
    (_search, query) => searchReply([query.has('safe_for') ? 5 : 1], { ...NOTHING, words: 'soup' }),
    'auth',
  );
  const { router } = renderAt('/search?q=soup', true);
  await screen.findByRole('link', { name: 'Recipe 1' });
  await userEvent.click(screen.getByRole('button', { name: SAFE_FOR_FAMILY.label }));
  await waitFor(() => expect(router.state.location.search).toBe('?q=soup&safe=1'));
  expect(await screen.findByRole('link', { name: 'Recipe 5' })).toBeInTheDocument();
  expect(lastList('auth').get('safe_for')).toBe('household');
  expect(screen.getByRole('button', { name: SAFE_FOR_FAMILY.label })).toHaveAttribute('aria-pressed', 'true');
});
