import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_SYNC_MS } from '@contract/constants';
import { householdApi } from '@/api/household';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import ShoppingListPage from '../ShoppingListPage';
import { household, item, LENTILS, list, ONIONS, SALT, signedIn, SOAP } from './shoppingFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS, SALT, SOAP])))
    .on('GET', '/api/household', ok(household('Europe/London')));
});
afterEach(() => api.restore());

function renderPage(route = '/dashboard/shopping-list') {
  return renderWithProviders(<ShoppingListPage />, { route, preloadedState: signedIn });
}

const listRequests = () => api.requests.filter((request) => request.url.pathname === '/api/shopping-list');
const itemRequests = (method: string) =>
  api.requests.filter((request) => request.method === method && request.url.pathname.startsWith('/api/shopping-list/'));

/** Opens a folded group ("In the basket (2)") by its disclosure, and gives the group. */
async function openGroup(user: ReturnType<typeof userEvent.setup>, name: string) {
  const group = await screen.findByRole('region', { name });
  await user.click(within(group).getByRole('button', { name }));
  return group;
}
const toastMessages = (store: ReturnType<typeof renderPage>['store']) =>
  store.getState().toasts.items.map((toast) => toast.message);

/** A promise the test settles when it chooses: a request still in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the shopping list page', () => {
  it('lists the items under their aisles, with the pantry staples folded away at the end', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeInTheDocument();

    const produce = await screen.findByRole('region', { name: 'Fruit & vegetables' });
    // The lentils are ticked: in the folded basket at the end, and their aisle has nothing left.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Fruit & vegetables',
      'Other',
      'Probably in your pantry (1)',
      'In the basket (1)',
    ]);

    const onions = within(produce).getByRole('checkbox', { name: '2 onions' });
    expect(onions).not.toBeChecked();
    expect(onions).toHaveAccessibleDescription('Sat dinner · Lentil dal; Mon lunch · Tomato soup');
    const basket = await openGroup(user, 'In the basket (1)');
    const lentils = within(basket).getByRole('checkbox', { name: '700 g red lentils' });
    expect(lentils).toBeChecked();
    expect(lentils).toHaveAccessibleDescription('Sat dinner · Lentil dal; Sun lunch · Dal soup +2 more');
    expect(within(screen.getByRole('region', { name: 'Other' })).getByRole('checkbox', { name: 'Washing-up liquid' }));

    // Salt is a staple: on the list, but folded until asked for.
    const pantry = screen.getByRole('region', { name: 'Probably in your pantry (1)' });
    expect(within(pantry).queryByRole('checkbox', { name: 'Salt' })).not.toBeInTheDocument();
    const disclosure = within(pantry).getByRole('button', { name: 'Probably in your pantry (1)' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(within(pantry).getByRole('checkbox', { name: 'Salt' })).toBeInTheDocument();

    expect(screen.getByText('1 of 4 bought')).toHaveAttribute('aria-live', 'polite');
    expect(listRequests()[0].url.searchParams.has('days')).toBe(false);
  });

  it('ticks an item off at once and saves it with a PATCH', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    api.on('PATCH', '/api/shopping-list/items/p-onion', () => answer.promise);
    renderPage();

    const produce = await screen.findByRole('region', { name: 'Fruit & vegetables' });
    await user.click(within(produce).getByRole('checkbox', { name: '2 onions' }));
    // Before the server has answered: out of its aisle (gone with it), into the basket, counted.
    expect(screen.queryByRole('region', { name: 'Fruit & vegetables' })).not.toBeInTheDocument();
    expect(screen.getByText('2 of 4 bought')).toBeInTheDocument();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/shopping-list/items/p-onion');
    expect(patch?.body).toEqual({ checked: true });
    expect(patch?.url.searchParams.get('week')).toBe(listRequests()[0].url.searchParams.get('week'));

    const basket = await openGroup(user, 'In the basket (2)');
    expect(within(basket).getByRole('checkbox', { name: '2 onions' })).toBeChecked();
    answer.resolve(ok({ ...ONIONS, checked: true, display: '2 large onions' }));
    // The server's copy replaces the item.
    expect(await within(basket).findByRole('checkbox', { name: '2 large onions' })).toBeChecked();
    expect(itemRequests('PATCH')).toHaveLength(1);
  });

  it('puts the box back and says so when the server refuses the tick', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    api.on('PATCH', '/api/shopping-list/items/p-red-lentil', () => answer.promise);
    const { store } = renderPage();

    const basket = await openGroup(user, 'In the basket (1)');
    await user.click(within(basket).getByRole('checkbox', { name: '700 g red lentils' }));
    // Unticked at once: back in its aisle.
    const cupboard = screen.getByRole('region', { name: 'Cupboard' });
    expect(within(cupboard).getByRole('checkbox', { name: '700 g red lentils' })).not.toBeChecked();
    answer.resolve(fail(500, 'Server error'));
    await waitFor(() => expect(toastMessages(store)).toContain("Couldn't update 700 g red lentils. Please try again."));
    // Refused: back in the basket, ticked.
    expect(screen.queryByRole('region', { name: 'Cupboard' })).not.toBeInTheDocument();
    const again = await openGroup(user, 'In the basket (1)');
    expect(within(again).getByRole('checkbox', { name: '700 g red lentils' })).toBeChecked();
    expect(screen.getByText('1 of 4 bought')).toBeInTheDocument();
  });

  it('asks for a name before adding, then adds the typed item to the list', async () => {
    const user = userEvent.setup();
    api.on('POST', '/api/shopping-list/items', {
      status: 201,
      body: { success: true, message: '', data: item('m-13', 'Milk', 'dairy & eggs') },
    });
    renderPage();
    await screen.findByRole('checkbox', { name: '2 onions' });

    const field = screen.getByRole('textbox', { name: 'Add an item' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter an item')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(field, '  Milk ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dairy = await screen.findByRole('region', { name: 'Dairy & eggs' });
    expect(within(dairy).getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Milk' });
    expect(field).toHaveValue('');
    expect(screen.getByText('1 of 5 bought')).toBeInTheDocument();
  });

  it("shows the server's refusal of a typed item on the field", async () => {
    const user = userEvent.setup();
    api.on(
      'POST',
      '/api/shopping-list/items',
      fail(422, 'The given data was invalid.', { name: ['That is not an item'] }),
    );
    renderPage();
    await screen.findByRole('checkbox', { name: '2 onions' });
    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), '!!!');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('That is not an item')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '!!!' })).not.toBeInTheDocument();
  });

  it('removes a typed item, and brings it back if the server refuses', async () => {
    const user = userEvent.setup();
    api.on('DELETE', '/api/shopping-list/items/m-12', fail(500, 'Server error'));
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Washing-up liquid' }));
    await waitFor(() => expect(toastMessages(store)).toContain("Couldn't remove Washing-up liquid. Please try again."));
    expect(screen.getByRole('checkbox', { name: 'Washing-up liquid' })).toBeInTheDocument();

    api.on('DELETE', '/api/shopping-list/items/m-12', ok(null));
    await user.click(screen.getByRole('button', { name: 'Remove Washing-up liquid' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Washing-up liquid' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Other' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 bought')).toBeInTheDocument();
  });

  it('moves a planned item into "Not needed this week" with a quiet button, and sends DELETE', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    api.on('DELETE', '/api/shopping-list/items/p-onion', () => answer.promise);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Not needed this week: 2 onions' }));

    // Before the server has answered: out of its aisle (gone with it), out of the count, folded at the end.
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fruit & vegetables' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 bought')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Other',
      'Probably in your pantry (1)',
      'In the basket (1)',
      'Not needed this week (1)',
    ]);
    const notNeeded = screen.getByRole('region', { name: 'Not needed this week (1)' });
    await user.click(within(notNeeded).getByRole('button', { name: 'Not needed this week (1)' }));
    expect(within(notNeeded).getByText('2 onions')).toBeInTheDocument();
    expect(within(notNeeded).getByRole('button', { name: 'Put back 2 onions' })).toBeInTheDocument();

    const deletes = itemRequests('DELETE');
    expect(deletes.map((request) => request.url.pathname)).toEqual(['/api/shopping-list/items/p-onion']);
    expect(deletes[0].url.searchParams.get('week')).toBe(listRequests()[0].url.searchParams.get('week'));
    answer.resolve(ok(null));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Put back 2 onions' })).toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();
  });

  it('brings a planned item back when the server refuses to hide it', async () => {
    const user = userEvent.setup();
    api.on('DELETE', '/api/shopping-list/items/p-onion', fail(500, 'Server error'));
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Not needed this week: 2 onions' }));
    await waitFor(() => expect(toastMessages(store)).toContain("Couldn't remove 2 onions. Please try again."));
    const produce = screen.getByRole('region', { name: 'Fruit & vegetables' });
    expect(within(produce).getByRole('checkbox', { name: '2 onions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Not needed this week/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 4 bought')).toBeInTheDocument();
  });

  it('puts a hidden item back in its aisle with a PATCH', async () => {
    const user = userEvent.setup();
    const hiddenOnions = { ...ONIONS, hidden: true };
    api.on('GET', '/api/shopping-list', ok(list([hiddenOnions, LENTILS, SALT, SOAP])));
    const answer = deferred<{ status: number; body: unknown }>();
    api.on('PATCH', '/api/shopping-list/items/p-onion', () => answer.promise);
    renderPage();

    const notNeeded = await screen.findByRole('region', { name: 'Not needed this week (1)' });
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 bought')).toBeInTheDocument();
    await user.click(within(notNeeded).getByRole('button', { name: 'Not needed this week (1)' }));
    await user.click(within(notNeeded).getByRole('button', { name: 'Put back 2 onions' }));

    // Before the server has answered: back in its aisle, counted again, and the empty group gone.
    const produce = screen.getByRole('region', { name: 'Fruit & vegetables' });
    expect(within(produce).getByRole('checkbox', { name: '2 onions' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: /Not needed this week/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 4 bought')).toBeInTheDocument();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/shopping-list/items/p-onion');
    expect(patch?.body).toEqual({ hidden: false });
    expect(patch?.url.searchParams.get('week')).toBe(listRequests()[0].url.searchParams.get('week'));

    answer.resolve(ok({ ...ONIONS, hidden: false, display: '2 large onions' }));
    // The server's copy replaces the item.
    expect(await within(produce).findByRole('checkbox', { name: '2 large onions' })).toBeInTheDocument();
  });

  it('folds an item away again and says so when the server refuses to put it back', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/shopping-list', ok(list([{ ...ONIONS, hidden: true }, LENTILS, SALT, SOAP])));
    api.on('PATCH', '/api/shopping-list/items/p-onion', fail(500, 'Server error'));
    const { store } = renderPage();

    const notNeeded = await screen.findByRole('region', { name: 'Not needed this week (1)' });
    await user.click(within(notNeeded).getByRole('button', { name: 'Not needed this week (1)' }));
    await user.click(within(notNeeded).getByRole('button', { name: 'Put back 2 onions' }));
    await waitFor(() => expect(toastMessages(store)).toContain("Couldn't put back 2 onions. Please try again."));
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 bought')).toBeInTheDocument();
    // The group left with its last line, so it comes back folded.
    const again = screen.getByRole('region', { name: 'Not needed this week (1)' });
    await user.click(within(again).getByRole('button', { name: 'Not needed this week (1)' }));
    expect(within(again).getByRole('button', { name: 'Put back 2 onions' })).toBeInTheDocument();
  });

  it('leaves hidden items out of the count, even ticked ones', async () => {
    api.on(
      'GET',
      '/api/shopping-list',
      ok(list([ONIONS, LENTILS, SALT, SOAP, item('p-rice', '500 g rice', 'pantry', { checked: true, hidden: true })])),
    );
    renderPage();
    expect(await screen.findByText('1 of 4 bought')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Not needed this week (1)' })).toBeInTheDocument();
  });

  it('still offers to put things back when every item is marked not needed', async () => {
    api.on('GET', '/api/shopping-list', ok(list([{ ...ONIONS, hidden: true }])));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Not needed this week (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing to buy yet — plan some meals first.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy as text' })).not.toBeInTheDocument();
  });

  it('asks for the chosen days only, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/dashboard/shopping-list?days=saturday,sunday&week=2026-11-28');
    const days = screen.getByRole('group', { name: 'Days' });
    expect(within(days).getByRole('button', { name: 'Saturday 28 November' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(days).getByRole('button', { name: 'Monday 30 November' })).toHaveAttribute('aria-pressed', 'false');
    await screen.findByRole('checkbox', { name: '2 onions' });
    expect(listRequests()[0].url.searchParams.get('days')).toBe('saturday,sunday');

    api.on('GET', '/api/shopping-list', ok(list([SOAP], ['saturday', 'sunday', 'monday'])));
    await user.click(within(days).getByRole('button', { name: 'Monday 30 November' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument());
    expect(await screen.findByRole('checkbox', { name: 'Washing-up liquid' })).toBeInTheDocument();
    expect(listRequests().at(-1)?.url.searchParams.get('days')).toBe('saturday,sunday,monday');
    expect(listRequests().at(-1)?.url.searchParams.get('week')).toBe('2026-11-28');
    expect(router.state.location.search).toBe('?week=2026-11-28&days=saturday,sunday,monday');

    // Back to the whole week: the address drops `days` and so does the request; the week stays.
    await user.click(within(days).getByRole('button', { name: 'Whole week' }));
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.has('days')).toBe(false));
    expect(listRequests().at(-1)?.url.searchParams.get('week')).toBe('2026-11-28');
    expect(router.state.location.search).toBe('?week=2026-11-28');
  });

  it('says there is nothing to buy when no meal is planned, with the way to the planner', async () => {
    api.on('GET', '/api/shopping-list', ok(list([])));
    renderPage();
    expect(await screen.findByText('Nothing to buy yet — plan some meals first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your meal planner' })).toHaveAttribute(
      'href',
      '/dashboard/meal-planner',
    );
    expect(screen.queryByRole('button', { name: 'Copy as text' })).not.toBeInTheDocument();
  });

  it('shows no list left from before joining another family while that family’s list loads', async () => {
    const first = renderPage();
    await screen.findByRole('checkbox', { name: '2 onions' });
    first.unmount();
    api.on('POST', '/api/household/join', ok({ id: 9, name: "Sam's family", members: [] }, "You joined Sam's family"));
    await first.store.dispatch(householdApi.endpoints.joinHousehold.initiate({ code: 'K7QX-M2PA' }));

    const answer = deferred<{ status: number; body: unknown }>();
    api.on('GET', '/api/shopping-list', () => answer.promise);
    renderWithProviders(<ShoppingListPage />, { route: '/dashboard/shopping-list', store: first.store });
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();

    answer.resolve(ok(list([item('p-rice', '500 g rice', 'pantry')])));
    expect(await screen.findByRole('checkbox', { name: '500 g rice' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/shopping-list', fail(500, 'Server error'));
    renderPage();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We couldn’t load your shopping list just now.');
    api.on('GET', '/api/shopping-list', ok(list([ONIONS])));
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: '2 onions' })).toBeInTheDocument();
  });

  it('copies what is still to buy as plain text, aisle by aisle', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    // userEvent.setup() installs its own clipboard: ours goes in after it.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // Not needed this week: not to buy, so not in the text.
    api.on(
      'GET',
      '/api/shopping-list',
      ok(list([ONIONS, LENTILS, SALT, SOAP, item('p-rice', '500 g rice', 'pantry', { hidden: true })])),
    );
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy as text' }));
    expect(writeText).toHaveBeenCalledWith(
      [
        'Fruit & vegetables',
        '- 2 onions',
        '',
        'Other',
        '- Washing-up liquid',
        '',
        'Probably in your pantry',
        '- Salt',
      ].join('\n'),
    );
    await waitFor(() => expect(toastMessages(store)).toContain('Shopping list copied'));
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});

describe('the shared list', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows another parent’s ticks at the next poll, keeping a tick of its own still in flight', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answer = deferred<{ status: number; body: unknown }>();
    api.on('PATCH', '/api/shopping-list/items/p-onion', () => answer.promise);
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: '2 onions' }));
    expect(await screen.findByRole('region', { name: 'In the basket (2)' })).toBeInTheDocument();

    // Meanwhile the other parent put the lentils back and ticked the washing-up liquid; the server
    // has not had our onions yet.
    api.on(
      'GET',
      '/api/shopping-list',
      ok(list([ONIONS, { ...LENTILS, checked: false }, SALT, { ...SOAP, checked: true }])),
    );
    const asked = listRequests().length;
    await act(() => jest.advanceTimersByTimeAsync(HOUSEHOLD_SYNC_MS - 1000));
    expect(listRequests()).toHaveLength(asked);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(listRequests()).toHaveLength(asked + 1);

    // The washing-up liquid went in the basket; the lentils came back out; our onions stay in it.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Other' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: '700 g red lentils' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Fruit & vegetables' })).not.toBeInTheDocument();
    const basket = await openGroup(user, 'In the basket (2)');
    expect(within(basket).getByRole('checkbox', { name: '2 onions' })).toBeChecked();
    expect(within(basket).getByRole('checkbox', { name: 'Washing-up liquid' })).toBeChecked();
    expect(screen.getByText('2 of 4 bought')).toBeInTheDocument();

    answer.resolve(ok({ ...ONIONS, checked: true }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(within(basket).getByRole('checkbox', { name: '2 onions' })).toBeChecked();
  });

  it('asks again when the page comes back into view', async () => {
    renderPage();
    await screen.findByRole('checkbox', { name: '2 onions' });
    const asked = listRequests().length;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(listRequests()).toHaveLength(asked + 1);
  });
});
