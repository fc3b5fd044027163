import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdDto } from '@contract/types';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import JoinFamilyPage from '../JoinFamilyPage';
import { fakeHousehold, SAM, signedIn, YOU } from './householdFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

const joined: HouseholdDto = {
  id: 9,
  name: "Sam's family",
  members: [
    { ...SAM, role: 'parent' },
    { ...YOU, id: 21, role: 'member' },
  ],
  you_are_parent: false,
  can_leave: true,
  time_zone: null,
  meal_times: [],
};

function renderPage(route = '/join/K7QX-M2PA') {
  return renderWithProviders(<JoinFamilyPage />, {
    route,
    path: '/join/:code',
    preloadedState: signedIn,
    routes: [{ path: '/dashboard/household', element: <p>The family page</p> }],
  });
}

const joins = () =>
  api.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/api/household/join');

describe('the join page an invite link opens', () => {
  it('fills in the code, leaves the meals behind unless asked, and goes to the family page once joined', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/join', ok(joined, "You joined Sam's family"));
    const { store } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: HOUSEHOLD.joinTitle })).toBeInTheDocument();
    expect(document.title).toContain(HOUSEHOLD.joinTitle);
    expect(screen.getByRole('textbox', { name: 'Family code' })).toHaveValue('K7QX-M2PA');
    const choice = screen.getByRole('group', { name: 'Your planned meals and shopping list' });
    expect(within(choice).getByRole('radio', { name: HOUSEHOLD.leaveMealsBehind })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: HOUSEHOLD.bringMeals })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Join family' }));
    expect(await screen.findByText('The family page')).toBeInTheDocument();
    expect(joins().map((request) => request.body)).toEqual([{ code: 'K7QXM2PA', bring_meals: false }]);
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain("You joined Sam's family");
  });

  it('brings the meals when chosen, with the code as corrected', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/join', ok(joined, "You joined Sam's family"));
    renderPage('/join/K7QX-M2PB');
    const field = screen.getByRole('textbox', { name: 'Family code' });
    await user.clear(field);
    await user.type(field, 'k7qx m2pa');
    await user.click(screen.getByRole('radio', { name: HOUSEHOLD.bringMeals }));
    expect(screen.getByRole('radio', { name: HOUSEHOLD.leaveMealsBehind })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Join family' }));
    await screen.findByText('The family page');
    expect(joins().map((request) => request.body)).toEqual([{ code: 'K7QXM2PA', bring_meals: true }]);
  });

  it('says so when joining takes the account out of a family with others in it', async () => {
    fakeHousehold(api, [YOU, SAM]);
    renderPage();
    expect(await screen.findByText(/joining takes you out of it/)).toHaveTextContent(
      'You are in The Cooks now: joining takes you out of it.',
    );
  });

  it('keeps the page, with the reason under the field, when the code is refused', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/join', {
      status: 422,
      body: { success: false, message: 'The given data was invalid.', errors: { code: [HOUSEHOLD.codeNotValid] } },
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Join family' }));
    expect(await screen.findByText(HOUSEHOLD.codeNotValid)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Family code' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByText('The family page')).not.toBeInTheDocument();
  });
});
