import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdDto } from '@contract/types';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { CODE_COPIED, LINK_COPIED } from '../components/useCopyCode';
import HouseholdPage from '../HouseholdPage';
import { fakeHousehold, INVITE, LEO, SAM, signedIn, YOU } from './householdFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

function renderPage() {
  return renderWithProviders(<HouseholdPage />, { route: '/dashboard/household', preloadedState: signedIn });
}

const requests = (method: string, path: string | RegExp) =>
  api.requests.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.url.pathname === path : path.test(request.url.pathname)),
  );
const toastMessages = (store: ReturnType<typeof renderPage>['store']) =>
  store.getState().toasts.items.map((toast) => toast.message);
const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

/** userEvent.setup() installs its own clipboard: ours goes in after it. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('a parent of the family', () => {
  it('sees who the parents are, and may make another account a parent or remove it', async () => {
    fakeHousehold(api, [YOU, SAM, LEO]);
    renderPage();
    const sam = await screen.findByRole('article', { name: 'Sam' });
    expect(within(card('Maya')).getByText('Parent')).toBeInTheDocument();
    expect(within(sam).getByText('Has an account')).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: 'Make parent Sam' })).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: 'Remove from family Sam' })).toBeInTheDocument();
    // Nobody removes or promotes themselves; a person without an account is removed as before.
    expect(within(card('Maya')).queryByRole('button', { name: /Make parent|Remove/ })).not.toBeInTheDocument();
    expect(within(card('Leo')).getByRole('button', { name: 'Remove Leo' })).toBeInTheDocument();
    expect(within(card('Leo')).queryByRole('button', { name: /Make parent/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invite someone' })).toBeInTheDocument();
  });

  it('makes Sam a parent after asking, says so, and keeps the focus on his card', async () => {
    const user = userEvent.setup();
    fakeHousehold(api, [YOU, SAM]);
    const { store } = renderPage();
    const opener = await screen.findByRole('button', { name: 'Make parent Sam' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Make Sam a parent?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Make parent' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', '/api/household/members/20/parent')).toHaveLength(1);
    expect(toastMessages(store)).toContain(HOUSEHOLD.promoted('Sam'));
    const sam = card('Sam');
    expect(within(sam).getByText('Parent')).toBeInTheDocument();
    expect(within(sam).queryByRole('button', { name: /Make parent/ })).not.toBeInTheDocument();
    expect(sam).toHaveFocus();
  });

  it('removes an account from the family after saying what happens to it', async () => {
    const user = userEvent.setup();
    fakeHousehold(api, [YOU, SAM, LEO]);
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove from family Sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sam from the family?' });
    expect(dialog).toHaveTextContent('gets a fresh household of its own');
    // Escape changes nothing.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from family Sam' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = screen.getByRole('dialog', { name: 'Remove Sam from the family?' });
    await user.click(within(again).getByRole('button', { name: 'Remove from family' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sam' })).not.toBeInTheDocument());
    expect(requests('DELETE', '/api/household/members/20')).toHaveLength(1);
    expect(toastMessages(store)).toContain(HOUSEHOLD.removed('Sam'));
    expect(screen.getByRole('list', { name: 'Family members' })).toHaveFocus();
  });

  it('shows the code with its link, for how many it works, copies either, and cancels it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    fakeHousehold(api, [YOU, SAM]).invite = { ...INVITE, uses_left: 3 };
    const { store } = renderPage();
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    await within(invite).findByText('K7QX-M2PA');
    expect(within(invite).getByText('Works until Thursday 3 December · 3 uses left')).toBeInTheDocument();
    const link = `${window.location.origin}/join/K7QX-M2PA`;
    expect(within(invite).getByText(link)).toBeInTheDocument();

    await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(within(invite).getByRole('status')).toHaveTextContent(LINK_COPIED);
    await user.click(within(invite).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('K7QX-M2PA');
    expect(within(invite).getByRole('status')).toHaveTextContent(CODE_COPIED);

    await user.click(within(invite).getByRole('button', { name: 'Cancel code' }));
    await waitFor(() => expect(within(invite).queryByText('K7QX-M2PA')).not.toBeInTheDocument());
    expect(requests('DELETE', '/api/household/invite')).toHaveLength(1);
    expect(toastMessages(store)).toContain(HOUSEHOLD.inviteRevoked);
    expect(within(invite).getByRole('button', { name: 'Invite someone' })).toBeInTheDocument();
    expect(within(invite).getByRole('heading', { name: 'Invite someone' })).toHaveFocus();
  });

  it('makes a code for several people when asked', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    const made = { ...INVITE, uses_left: 4 };
    api.on('POST', '/api/household/invite', { status: 201, body: { success: true, message: '', data: made } });
    renderPage();
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    const uses = within(invite).getByRole('combobox', { name: 'Who it lets in' });
    expect(uses).toHaveValue('1');
    await user.selectOptions(uses, '4');
    await user.click(within(invite).getByRole('button', { name: 'Invite someone' }));
    expect(await within(invite).findByText('Works until Thursday 3 December · 4 uses left')).toBeInTheDocument();
    expect(requests('POST', '/api/household/invite').map((request) => request.body)).toEqual([{ uses: 4 }]);
  });

  it('does not bring back a cancelled code the page made itself', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/invite', { status: 201, body: { success: true, message: '', data: INVITE } });
    renderPage();
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    await user.click(within(invite).getByRole('button', { name: 'Invite someone' }));
    await within(invite).findByText('K7QX-M2PA');
    await user.click(within(invite).getByRole('button', { name: 'Cancel code' }));
    await waitFor(() => expect(requests('GET', '/api/household').length).toBeGreaterThan(1));
    expect(within(invite).queryByText('K7QX-M2PA')).not.toBeInTheDocument();
  });

  it('is told why leaving is refused while the family needs them', async () => {
    const user = userEvent.setup();
    const household = fakeHousehold(api, [YOU, SAM]);
    // The server says leaving is possible (its rule); it refuses meanwhile (Sam left in another tab).
    api.on('GET', '/api/household', () => ok({ ...household, can_leave: true }));
    api.on('POST', '/api/household/leave', fail(409, HOUSEHOLD.lastParent));
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Leave family' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave family' }));
    await waitFor(() => expect(toastMessages(store)).toContain(HOUSEHOLD.lastParent));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a member without parent rights', () => {
  const asMember = (api: FetchStub) => {
    const household = fakeHousehold(api, [{ ...YOU, role: 'member' }, { ...SAM, role: 'parent' }, LEO]);
    household.invite = INVITE;
    return household;
  };

  it('sees no invite, and no way to remove or promote an account', async () => {
    asMember(api);
    renderPage();
    const sam = await screen.findByRole('article', { name: 'Sam' });
    expect(within(sam).getByText('Parent')).toBeInTheDocument();
    expect(within(sam).queryByRole('button', { name: /Remove|Make parent/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByText('K7QX-M2PA')).not.toBeInTheDocument();
    // People without an account are the family's to look after: anyone may remove them.
    expect(within(card('Leo')).getByRole('button', { name: 'Remove Leo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Join a family' })).toBeInTheDocument();
  });

  it('leaves after saying what stays with the family, and sees their own fresh household', async () => {
    const user = userEvent.setup();
    const household = asMember(api);
    const fresh: HouseholdDto = {
      id: 12,
      name: "Maya's family",
      members: [{ ...YOU, id: 30, role: 'parent' }],
      you_are_parent: true,
      can_leave: false,
      time_zone: null,
      meal_times: [],
    };
    api.on('POST', '/api/household/leave', () => {
      Object.assign(household, fresh);
      return ok(fresh, HOUSEHOLD.left('The Cooks'));
    });
    const { store } = renderPage();
    const leave = await screen.findByRole('region', { name: 'Leave the family' });
    await user.click(within(leave).getByRole('button', { name: 'Leave family' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave The Cooks?' });
    expect(dialog).toHaveTextContent('You get a fresh household of your own');
    expect(dialog).toHaveTextContent('plan, shopping list and people stay with the family');
    await user.click(within(dialog).getByRole('button', { name: 'Leave family' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sam' })).not.toBeInTheDocument());
    expect(requests('POST', '/api/household/leave')).toHaveLength(1);
    expect(toastMessages(store)).toContain(HOUSEHOLD.left('The Cooks'));
    expect(screen.queryByRole('region', { name: 'Leave the family' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invite someone' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Family members' })).toHaveFocus();
  });

  it('sees the fresh household once a parent has removed them (the next answer is another household)', async () => {
    const household = asMember(api);
    renderPage();
    await screen.findByRole('article', { name: 'Sam' });
    Object.assign(household, {
      id: 12,
      name: "Maya's family",
      members: [{ ...YOU, id: 30, role: 'parent' }],
      you_are_parent: true,
    });
    // A change in another tab, or the page coming back into view, asks again.
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sam' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Invite someone' })).toBeInTheDocument();
  });
});
