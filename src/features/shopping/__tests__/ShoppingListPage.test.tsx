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
    expect(within(days).getByRole('button', { name: /^Saturday 28 November(, today)?$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(days).getByRole('button', { name: /^Monday 30 November(, today)?$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await screen.findByRole('checkbox', { name: '2 onions' });
    expect(listRequests()[0].url.searchParams.get('days')).toBe('saturday,sunday');

    api.on('GET', '/api/shopping-list', ok(list([SOAP], ['saturday', 'sunday', 'monday'])));
    await user.click(within(days).getByRole('button', { name: /^Monday 30 November(, today)?$/ }));
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

/** Only the clock's date is faked: the requests, the timers and the user's clicks run as usual. */
function fixNow(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

describe('the list of a dated week (issue 38)', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const weekLine = () => screen.getByRole('navigation', { name: 'Week' });
  const dayChips = () => within(screen.getByRole('group', { name: 'Days' })).getAllByRole('button');

  it('follows the week in the address: asks for it, names it, dates its days, and links the weeks either side', async () => {
    fixNow('2026-11-28T10:00:00Z');
    const user = userEvent.setup();
    // Any date of the week: Wednesday 2 December is in the week of Saturday 28 November.
    const { router } = renderPage('/dashboard/shopping-list?week=2026-12-02');
    await screen.findByRole('checkbox', { name: '2 onions' });
    expect(listRequests()[0].url.searchParams.get('week')).toBe('2026-11-28');

    expect(within(weekLine()).getByText('Sat 28 Nov – Fri 4 Dec')).toBeInTheDocument();
    expect(weekLine()).toHaveTextContent('This week');
    expect(within(weekLine()).queryByRole('link', { name: 'This week' })).not.toBeInTheDocument();
    expect(within(weekLine()).getByRole('link', { name: 'Previous week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list?week=2026-11-21',
    );
    expect(dayChips().map((chip) => chip.textContent)).toEqual([
      'Sat 28 · Today',
      'Sun 29',
      'Mon 30',
      'Tue 1',
      'Wed 2',
      'Thu 3',
      'Fri 4',
    ]);
    const today = within(screen.getByRole('group', { name: 'Days' })).getByRole('button', {
      name: 'Saturday 28 November, today',
    });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(dayChips().filter((chip) => chip.hasAttribute('aria-current'))).toEqual([today]);

    // Next week: a new address (Back returns), a new request, new dates, nothing marked today.
    api.on('GET', '/api/shopping-list', ok(list([SOAP], undefined, '2026-12-05')));
    await user.click(within(weekLine()).getByRole('link', { name: 'Next week' }));
    expect(router.state.location.search).toBe('?week=2026-12-05');
    expect(await screen.findByRole('checkbox', { name: 'Washing-up liquid' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();
    expect(listRequests().at(-1)?.url.searchParams.get('week')).toBe('2026-12-05');
    expect(within(weekLine()).getByText('Sat 5 Dec – Fri 11 Dec')).toBeInTheDocument();
    expect(weekLine()).toHaveTextContent('Next week');
    expect(within(weekLine()).getByRole('link', { name: 'This week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list',
    );
    expect(dayChips()[0]).toHaveTextContent('Sat 5');
    expect(dayChips().some((chip) => chip.hasAttribute('aria-current'))).toBe(false);

    // A tick on next week's list names next week.
    api.on('PATCH', '/api/shopping-list/items/m-12', ok({ ...SOAP, checked: true }));
    await user.click(screen.getByRole('checkbox', { name: 'Washing-up liquid' }));
    await waitFor(() => expect(itemRequests('PATCH')).toHaveLength(1));
    expect(itemRequests('PATCH')[0].url.searchParams.get('week')).toBe('2026-12-05');

    // Back returns to the week before.
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS, SALT, SOAP])));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('checkbox', { name: '2 onions' })).toBeInTheDocument();
    expect(within(weekLine()).getByText('Sat 28 Nov – Fri 4 Dec')).toBeInTheDocument();
    expect(listRequests().at(-1)?.url.searchParams.get('week')).toBe('2026-11-28');
  });

  it('keeps the chosen days when moving to another week', async () => {
    fixNow('2026-11-28T10:00:00Z');
    const user = userEvent.setup();
    const { router } = renderPage('/dashboard/shopping-list?days=saturday,sunday');
    await screen.findByRole('checkbox', { name: '2 onions' });
    await user.click(within(weekLine()).getByRole('link', { name: 'Previous week' }));
    expect(router.state.location.search).toBe('?days=saturday,sunday&week=2026-11-21');
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.get('week')).toBe('2026-11-21'));
    expect(listRequests().at(-1)?.url.searchParams.get('days')).toBe('saturday,sunday');
    expect(weekLine()).toHaveTextContent('Last week');
    // Back to this week: the address leaves the week out again.
    await user.click(within(weekLine()).getByRole('link', { name: 'This week' }));
    expect(router.state.location.search).toBe('?days=saturday,sunday');
  });

  it('without a week in the address, asks for this week where the family lives, once the household says where', async () => {
    // Friday 23:30 in London and New York's evening, but already Saturday 28 November in Auckland.
    fixNow('2026-11-27T23:30:00Z');
    const answer = deferred<{ status: number; body: unknown }>();
    api.on('GET', '/api/household', () => answer.promise);
    renderPage('/dashboard/shopping-list?week=not-a-date');
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/household')).toBe(true));
    // No list asked for a week it might have to leave a moment later.
    expect(listRequests()).toHaveLength(0);

    answer.resolve(ok(household('Pacific/Auckland')));
    await screen.findByRole('checkbox', { name: '2 onions' });
    expect(listRequests().map((request) => request.url.searchParams.get('week'))).toEqual(['2026-11-28']);
    expect(within(weekLine()).getByText('Sat 28 Nov – Fri 4 Dec')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday 28 November, today' })).toHaveAttribute('aria-current', 'date');
  });

  it('uses the browser’s time zone when the family has none, or when the household cannot be read', async () => {
    fixNow('2026-11-27T23:30:00Z');
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/New_York' };
    });
    api.on('GET', '/api/household', ok(household(null)));
    const first = renderPage();
    await screen.findByRole('checkbox', { name: '2 onions' });
    // Friday 27 November, 18:30 in New York: the week of Saturday 21 November.
    expect(listRequests().map((request) => request.url.searchParams.get('week'))).toEqual(['2026-11-21']);
    expect(screen.getByRole('button', { name: 'Friday 27 November, today' })).toHaveAttribute('aria-current', 'date');
    first.unmount();

    api.on('GET', '/api/household', fail(500, 'Server error'));
    renderPage();
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(listRequests()[1].url.searchParams.get('week')).toBe('2026-11-21');
  });

  it('leads an empty week to the planner of that week', async () => {
    fixNow('2026-11-28T10:00:00Z');
    api.on('GET', '/api/shopping-list', ok(list([], undefined, '2026-12-05')));
    renderPage('/dashboard/shopping-list?week=2026-12-05');
    expect(await screen.findByText('Nothing to buy yet — plan some meals first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your meal planner' })).toHaveAttribute(
      'href',
      '/dashboard/meal-planner?week=2026-12-05',
    );
  });
});

describe('in the basket (issue 38)', () => {
  const CARROTS = item('p-carrot', '3 carrots', 'produce');

  it('sends a ticked line to the basket and the shopper on to the next line left, then to the basket', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, CARROTS, LENTILS, SALT, SOAP])));
    api.on('PATCH', /^\/api\/shopping-list\/items\//, (request) => {
      const id = request.url.pathname.split('/').at(-1);
      const wire = [ONIONS, CARROTS, LENTILS, SALT, SOAP].find((entry) => entry.id === id)!;
      return ok({ ...wire, ...(request.body as object) });
    });
    renderPage();
    const onions = await screen.findByRole('checkbox', { name: '2 onions' });

    // With the keyboard: Space ticks, and focus is on the next line still to buy.
    onions.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: '3 carrots' })).toHaveFocus();
    expect(screen.queryByRole('checkbox', { name: '2 onions' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'In the basket (2)' })).toBeInTheDocument();

    // The last line of an aisle: on to the next aisle's first.
    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Fruit & vegetables' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Washing-up liquid' })).toHaveFocus();

    // The last line to buy: focus on the basket, which is folded and opens from the keyboard.
    await user.keyboard(' ');
    const toggle = screen.getByRole('button', { name: 'In the basket (4)' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('4 of 5 bought')).toBeInTheDocument();
    // The staples stay where they are.
    expect(screen.getByRole('region', { name: 'Probably in your pantry (1)' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const basket = screen.getByRole('region', { name: 'In the basket (4)' });
    expect(
      within(basket)
        .getAllByRole('checkbox')
        .map((box) => [
          box.getAttribute('aria-label') ?? box.closest('label')?.textContent,
          (box as HTMLInputElement).checked,
        ]),
    ).toEqual([
      ['2 onions', true],
      ['3 carrots', true],
      ['700 g red lentils', true],
      ['Washing-up liquid', true],
    ]);

    // Unticked in the basket: back in its aisle, focus on the next line in the basket.
    await user.tab();
    expect(within(basket).getByRole('checkbox', { name: '2 onions' })).toHaveFocus();
    await user.keyboard(' ');
    expect(
      within(screen.getByRole('region', { name: 'Fruit & vegetables' })).getByRole('checkbox', { name: '2 onions' }),
    ).not.toBeChecked();
    expect(within(basket).getByRole('checkbox', { name: '3 carrots' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'In the basket (3)' })).toBeInTheDocument();
    await waitFor(() => expect(itemRequests('PATCH')).toHaveLength(4));
    expect(itemRequests('PATCH').map((request) => request.body)).toEqual([
      { checked: true },
      { checked: true },
      { checked: true },
      { checked: false },
    ]);
  });

  it('prints what is left to buy: the basket is left off paper', async () => {
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS])));
    renderPage();
    const basket = await screen.findByRole('region', { name: 'In the basket (1)' });
    const produce = screen.getByRole('region', { name: 'Fruit & vegetables' });
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('')
      .replace(/\s/g, '');
    const hiddenInPrint = (element: HTMLElement) =>
      Array.from(element.classList).some((name) => css.includes(`@mediaprint{.${name}{display:none!important;}}`));
    expect(hiddenInPrint(basket)).toBe(true);
    expect(hiddenInPrint(produce)).toBe(false);
  });
});

describe('what the recipes need, and "more needed" (issue 38)', () => {
  const CREAM = item('p-double-cream', '1 pot double cream (150 ml)', 'dairy & eggs', { needed: '83 ml needed' });
  const BANANAS = item('p-banana', '5 bananas', 'produce', { more_needed: '2 more needed' });

  it('shows the need beside the buy amount, and "2 more needed" on an item whose amount grew since its tick', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    api.on('GET', '/api/shopping-list', ok(list([BANANAS, CREAM, SOAP])));
    api.on('PATCH', '/api/shopping-list/items/p-banana', () => answer.promise);
    renderPage();

    const cream = await screen.findByRole('checkbox', { name: '1 pot double cream (150 ml) 83 ml needed' });
    expect(cream).not.toBeChecked();
    expect(screen.getByText('83 ml needed')).toBeInTheDocument();
    // Unticked, in its aisle, saying how much more to buy.
    const produce = screen.getByRole('region', { name: 'Fruit & vegetables' });
    const bananas = within(produce).getByRole('checkbox', { name: '5 bananas 2 more needed' });
    expect(bananas).not.toBeChecked();
    expect(within(produce).getByText('2 more needed')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 bought')).toBeInTheDocument();

    // Ticked again: in the basket at once, without the badge; the server's copy then replaces it.
    await user.click(bananas);
    const basket = await openGroup(user, 'In the basket (1)');
    expect(within(basket).getByRole('checkbox', { name: '5 bananas' })).toBeChecked();
    expect(screen.queryByText('2 more needed')).not.toBeInTheDocument();
    answer.resolve(ok({ ...BANANAS, checked: true, more_needed: null, needed: '4½ bananas needed' }));
    expect(await within(basket).findByRole('checkbox', { name: '5 bananas 4½ bananas needed' })).toBeChecked();
  });

  it('reads a bare amount as a need too', async () => {
    api.on(
      'GET',
      '/api/shopping-list',
      ok(list([item('p-basil', '1 bunch basil', 'produce', { needed: '1¾ handfuls + 20 g', more_needed: '1 bunch' })])),
    );
    renderPage();
    expect(
      await screen.findByRole('checkbox', { name: '1 bunch basil 1¾ handfuls + 20 g needed 1 bunch more needed' }),
    ).toBeInTheDocument();
  });
});
