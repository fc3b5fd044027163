import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD, VALIDATION } from '@contract/messages';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { CODE_COPIED, CODE_NOT_COPIED } from '../components/useCopyCode';
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

const requests = (method: string, path: string) =>
  api.requests.filter((request) => request.method === method && request.url.pathname === path);
const toastMessages = (store: ReturnType<typeof renderPage>['store']) =>
  store.getState().toasts.items.map((toast) => toast.message);
const panel = (name: string) => screen.getByRole('region', { name });

/** userEvent.setup() installs its own clipboard: ours goes in after it. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('sharing the family: an invite code', () => {
  it('makes a code on request and shows it with until when it works, then copies it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    fakeHousehold(api);
    api.on('POST', '/api/household/invite', {
      status: 201,
      body: { success: true, message: HOUSEHOLD.inviteMade, data: INVITE },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Share your family' })).toBeInTheDocument();
    const invite = panel('Invite someone');
    expect(within(invite).queryByText('K7QX-M2PA')).not.toBeInTheDocument();
    await user.click(within(invite).getByRole('button', { name: 'Invite someone' }));

    const code = await within(invite).findByText('K7QX-M2PA');
    expect(requests('POST', '/api/household/invite').map((request) => request.body)).toEqual([undefined]);
    // The button that asked for it is gone: the focus is on the code, which a screen reader reads out.
    expect(code.parentElement).toHaveFocus();
    expect(code.parentElement).toHaveTextContent('Family code: K7QX-M2PA');
    expect(within(invite).getByText('Works until Thursday 3 December · single use')).toBeInTheDocument();
    expect(within(invite).getByText(HOUSEHOLD.inviteMade)).toBeInTheDocument();
    expect(within(invite).queryByRole('button', { name: 'Invite someone' })).not.toBeInTheDocument();

    const status = within(invite).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(within(invite).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('K7QX-M2PA');
    expect(status).toHaveTextContent(CODE_COPIED);
  });

  it('says how to copy the code by hand when the browser will not', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('Not allowed')));
    fakeHousehold(api).invite = INVITE;
    renderPage();
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    await user.click(within(invite).getByRole('button', { name: 'Copy code' }));
    expect(await within(invite).findByRole('status')).toHaveTextContent(CODE_NOT_COPIED);
  });

  it('shows a live code the family already has, and makes a new one in its place', async () => {
    const user = userEvent.setup();
    fakeHousehold(api).invite = INVITE;
    const fresh = { code: 'W9RT-4HNB', path: '/join/W9RT-4HNB', expires_at: '2026-12-05T12:00:00.000Z', uses_left: 1 };
    api.on('POST', '/api/household/invite', {
      status: 201,
      body: { success: true, message: HOUSEHOLD.inviteMade, data: fresh },
    });
    renderPage();

    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    expect(await within(invite).findByText('K7QX-M2PA')).toBeInTheDocument();
    expect(within(invite).getByText('Works until Thursday 3 December · single use')).toBeInTheDocument();
    // Made earlier: the "works for 7 days" sentence belongs to a code just made.
    expect(within(invite).queryByText(HOUSEHOLD.inviteMade)).not.toBeInTheDocument();
    expect(within(invite).queryByRole('button', { name: 'Invite someone' })).not.toBeInTheDocument();

    await user.click(within(invite).getByRole('button', { name: 'Make a new code' }));
    expect(await within(invite).findByText('W9RT-4HNB')).toBeInTheDocument();
    expect(within(invite).queryByText('K7QX-M2PA')).not.toBeInTheDocument();
    expect(within(invite).getByText('Works until Saturday 5 December · single use')).toBeInTheDocument();
    expect(within(invite).getByText(HOUSEHOLD.inviteMade)).toBeInTheDocument();
    expect(requests('POST', '/api/household/invite')).toHaveLength(1);
  });

  it('keeps the code just made over an answer asked for before it was made', async () => {
    const user = userEvent.setup();
    const household = fakeHousehold(api);
    household.invite = INVITE;
    const fresh = { code: 'W9RT-4HNB', path: '/join/W9RT-4HNB', expires_at: '2026-12-05T12:00:00.000Z', uses_left: 1 };
    api.on('POST', '/api/household/invite', { status: 201, body: { success: true, message: '', data: fresh } });
    renderPage();
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    await within(invite).findByText('K7QX-M2PA');

    // Coming back to the page asks for the family again (the other parent has added Mia meanwhile);
    // the server's answer, with the code as it was, arrives once the new code is made.
    const before = { ...household, members: [...household.members, { ...LEO, id: 40, name: 'Mia' }] };
    let answer!: () => void;
    api.on('GET', '/api/household', () => new Promise((resolve) => (answer = () => resolve(ok(before)))));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(requests('GET', '/api/household')).toHaveLength(2));
    await user.click(within(invite).getByRole('button', { name: 'Make a new code' }));
    expect(await within(invite).findByText('W9RT-4HNB')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeInTheDocument();
    expect(within(invite).getByText('W9RT-4HNB')).toBeInTheDocument();
    expect(within(invite).queryByText('K7QX-M2PA')).not.toBeInTheDocument();
  });

  it('says so when no code could be made', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/invite', fail(429, 'Too many codes. Please try again in a minute.'));
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    await waitFor(() => expect(toastMessages(store)).toContain('Too many codes. Please try again in a minute.'));
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeInTheDocument();
  });
});

describe('sharing the family: joining one', () => {
  it('checks the code before sending it', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    renderPage();
    const join = await screen.findByRole('region', { name: 'Join a family' });
    const field = within(join).getByRole('textbox', { name: 'Family code' });
    await user.click(within(join).getByRole('button', { name: 'Join family' }));
    expect(await within(join).findByText(VALIDATION.inviteCodeRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // Letters the codes never use (O, I, L) cannot make one.
    await user.type(field, 'HOLA-OILO');
    await user.click(within(join).getByRole('button', { name: 'Join family' }));
    expect(await within(join).findByText(VALIDATION.inviteCodeInvalid)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.inviteCodeInvalid));
    expect(requests('POST', '/api/household/join')).toHaveLength(0);
  });

  it("sends the code as the server compares it, and shows the server's refusal under the field only", async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/join', fail(422, 'The given data was invalid.', { code: [HOUSEHOLD.codeNotValid] }));
    const { store } = renderPage();
    const join = await screen.findByRole('region', { name: 'Join a family' });
    const field = within(join).getByRole('textbox', { name: 'Family code' });
    await user.type(field, ' k7qx m2pa ');
    await user.click(within(join).getByRole('button', { name: 'Join family' }));

    expect(await within(join).findByText(HOUSEHOLD.codeNotValid)).toBeInTheDocument();
    expect(requests('POST', '/api/household/join').map((request) => request.body)).toEqual([
      { code: 'K7QXM2PA', bring_meals: false },
    ]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(HOUSEHOLD.codeNotValid));
    expect(field).toHaveValue(' k7qx m2pa ');
    expect(toastMessages(store)).not.toContain(HOUSEHOLD.codeNotValid);
    expect(toastMessages(store)).not.toContain('The given data was invalid.');
  });

  it("says the server's message when already in that family", async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/join', fail(409, HOUSEHOLD.alreadyInFamily));
    const { store } = renderPage();
    const join = await screen.findByRole('region', { name: 'Join a family' });
    await user.type(within(join).getByRole('textbox', { name: 'Family code' }), 'K7QX-M2PA');
    await user.click(within(join).getByRole('button', { name: 'Join family' }));
    await waitFor(() => expect(toastMessages(store)).toContain(HOUSEHOLD.alreadyInFamily));
  });

  it('joins, says so with the server’s message, and shows the family joined, fetched again', async () => {
    const user = userEvent.setup();
    const household = fakeHousehold(api);
    const joined = {
      id: 9,
      name: "Sam's family",
      members: [
        { ...SAM, role: 'parent' as const },
        { ...YOU, id: 21, role: 'member' as const },
      ],
      you_are_parent: false,
      can_leave: true,
    };
    api.on('POST', '/api/household/join', () => {
      // From now on the server answers with the family joined.
      Object.assign(household, joined);
      return ok(joined, "You joined Sam's family");
    });
    const { store } = renderPage();
    const join = await screen.findByRole('region', { name: 'Join a family' });
    const before = requests('GET', '/api/household').length;
    const field = within(join).getByRole('textbox', { name: 'Family code' });
    await user.type(field, 'K7QX-M2PA');
    await user.click(within(join).getByRole('button', { name: 'Join family' }));

    expect(await screen.findByRole('article', { name: 'Sam' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Leo' })).not.toBeInTheDocument();
    expect(toastMessages(store)).toContain("You joined Sam's family");
    expect(field).toHaveValue('');
    await waitFor(() => expect(requests('GET', '/api/household').length).toBe(before + 1));
  });
});

describe('a member who signs in', () => {
  it('is marked in words on their card', async () => {
    fakeHousehold(api, [YOU, SAM, { ...SAM, id: 30, name: 'Leo', has_account: false }]);
    renderPage();
    const sam = await screen.findByRole('article', { name: 'Sam' });
    expect(within(sam).getByText('Has an account')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Leo' })).queryByText('Has an account')).not.toBeInTheDocument();
  });
});
