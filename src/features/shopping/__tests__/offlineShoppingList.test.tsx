import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearShoppingQueue,
  enqueueShoppingChange,
  offlineItemId,
  readQueuedShoppingChanges,
} from '@/api/offline/shoppingQueue';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import ShoppingListPage from '../ShoppingListPage';
import { household, LENTILS, list, ONIONS, SALT, signedIn, SOAP } from './shoppingFixtures';

let api: FetchStub;
let online: jest.SpyInstance<boolean>;
beforeEach(async () => {
  await clearShoppingQueue();
  online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  api = stubFetch()
    .on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS, SALT, SOAP])))
    .on('GET', '/api/household', ok(household('Europe/London')));
});
afterEach(() => {
  api.restore();
  online.mockRestore();
});

const renderPage = () =>
  renderWithProviders(<ShoppingListPage />, { route: '/dashboard/shopping-list', preloadedState: signedIn });
const itemRequests = () => api.requests.filter((request) => request.url.pathname.startsWith('/api/shopping-list/'));
const toastMessages = (store: ReturnType<typeof renderPage>['store']) =>
  store.getState().toasts.items.map((toast) => toast.message);

async function openBasket(user: ReturnType<typeof userEvent.setup>, name: string) {
  const group = await screen.findByRole('region', { name });
  await user.click(within(group).getByRole('button', { name }));
  return group;
}

describe('the shopping list with no signal', () => {
  it('keeps a tick made offline on this phone: ticked, marked, counted, and not sent', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    const produce = await screen.findByRole('region', { name: 'Fruit & vegetables' });
    online.mockReturnValue(false);

    await user.click(within(produce).getByRole('checkbox', { name: '2 onions' }));
    expect(await screen.findByText("1 change will be sent when you're back online")).toHaveAttribute('role', 'status');
    const basket = await openBasket(user, 'In the basket (2)');
    const onions = within(basket).getByRole('checkbox', { name: '2 onions' });
    expect(onions).toBeChecked();
    expect(onions).toHaveAccessibleDescription(
      'Sat dinner · Lentil dal; Mon lunch · Tomato soup · Saved on this phone',
    );
    expect(screen.getByText('2 of 4 bought')).toBeInTheDocument();
    expect(itemRequests()).toHaveLength(0);
    expect(toastMessages(store)).toEqual([]);

    const queued = await readQueuedShoppingChanges('test-token');
    expect(queued).toMatchObject([{ kind: 'patch', itemId: 'p-onion', body: { checked: true } }]);
    expect(queued[0].kind === 'patch' && queued[0].week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps a tick whose request finds no network, rather than undoing it', async () => {
    const user = userEvent.setup();
    api.on('PATCH', '/api/shopping-list/items/p-red-lentil', () => {
      throw new TypeError('Failed to fetch');
    });
    const { store } = renderPage();
    const basket = await openBasket(user, 'In the basket (1)');
    await user.click(within(basket).getByRole('checkbox', { name: '700 g red lentils' }));

    expect(await screen.findByText("1 change will be sent when you're back online")).toBeInTheDocument();
    const cupboard = screen.getByRole('region', { name: 'Cupboard' });
    expect(within(cupboard).getByRole('checkbox', { name: '700 g red lentils' })).not.toBeChecked();
    expect(toastMessages(store)).toEqual([]);
    expect(await readQueuedShoppingChanges('test-token')).toMatchObject([
      { kind: 'patch', itemId: 'p-red-lentil', body: { checked: false } },
    ]);
  });

  it('adds a typed item offline at once, under a temporary id, and queues it with a client_id', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('checkbox', { name: '2 onions' });
    online.mockReturnValue(false);

    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), 'Oat milk');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const other = await screen.findByRole('region', { name: 'Other' });
    expect(await within(other).findByRole('checkbox', { name: 'Oat milk' })).toHaveAccessibleDescription(
      'Added by you · Saved on this phone',
    );
    expect(screen.getByRole('textbox', { name: 'Add an item' })).toHaveValue('');
    const [add] = await readQueuedShoppingChanges('test-token');
    expect(add).toMatchObject({ kind: 'add', body: { name: 'Oat milk' } });
    expect(add.kind === 'add' && add.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(itemRequests()).toHaveLength(0);
  });

  it('sends a typed item whose request dropped as soon as the connection works, then asks for the list again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    api.on('POST', '/api/shopping-list/items', () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { status: 201, body: { success: true, message: '', data: { ...SOAP, id: 'm-13', display: 'Oat milk' } } };
    });
    renderPage();
    await screen.findByRole('checkbox', { name: '2 onions' });
    const listsBefore = api.requests.filter((request) => request.url.pathname === '/api/shopping-list').length;

    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), 'Oat milk');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(attempts).toBe(2));
    const [dropped, sent] = api.requests.filter((request) => request.method === 'POST');
    expect(dropped.body).toEqual({ name: 'Oat milk' });
    expect(sent.body).toEqual({ name: 'Oat milk', client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(async () => expect(await readQueuedShoppingChanges()).toEqual([]));
    await waitFor(() =>
      expect(api.requests.filter((request) => request.url.pathname === '/api/shopping-list').length).toBeGreaterThan(
        listsBefore,
      ),
    );
  });

  it("after a reload, lays this phone's unsent changes over the older list answer", async () => {
    const context = { token: 'test-token', apiBase: 'http://localhost/api' };
    await enqueueShoppingChange({ kind: 'patch', itemId: 'p-onion', body: { checked: true } }, context);
    await enqueueShoppingChange({ kind: 'add', clientId: 'c-1', body: { name: 'Bread' } }, context);
    await enqueueShoppingChange({ kind: 'patch', itemId: offlineItemId('c-1'), body: { checked: true } }, context);
    await enqueueShoppingChange({ kind: 'remove', itemId: 'm-12' }, context);
    // Another account's change on this phone is not shown.
    await enqueueShoppingChange(
      { kind: 'patch', itemId: 'p-red-lentil', body: { checked: false } },
      { ...context, token: 'someone-else' },
    );
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText("4 changes will be sent when you're back online")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Fruit & vegetables' })).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: 'Washing-up liquid' })).not.toBeInTheDocument();
    const basket = await openBasket(user, 'In the basket (3)');
    expect(within(basket).getByRole('checkbox', { name: '2 onions' })).toBeChecked();
    expect(within(basket).getByRole('checkbox', { name: '700 g red lentils' })).toBeChecked();
    expect(within(basket).getByRole('checkbox', { name: 'Bread' })).toHaveAccessibleDescription(
      'Added by you · Saved on this phone',
    );
  });
});
