import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_MEMBERS_MAX } from '@contract/constants';
import { fail, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import HouseholdPage from '../HouseholdPage';
import { fakeHousehold, LEO, signedIn, YOU } from './householdFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

function renderPage() {
  return renderWithProviders(<HouseholdPage />, { route: '/dashboard/household', preloadedState: signedIn });
}

const requests = (method: string) => api.requests.filter((request) => request.method === method);
const toastMessages = (store: ReturnType<typeof renderPage>['store']) =>
  store.getState().toasts.items.map((toast) => toast.message);
const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a family member' }));
  return screen.getByRole('dialog', { name: 'Add a family member' });
}

describe('the family page', () => {
  it('shows each member with their age group, portion, allergies, diets and dislikes', async () => {
    fakeHousehold(api);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your family' })).toBeInTheDocument();
    expect(
      screen.getByText('Who eats at your table: ages set portions, allergies and diets keep recipes safe.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your family' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Family members' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Maya (you)', 'Leo']);

    const you = card('Maya');
    expect(within(you).getByText('Adult (20 to 39 years) · 1 portion')).toBeInTheDocument();
    expect(within(you).getByText('No allergies')).toBeInTheDocument();
    expect(within(you).getByRole('button', { name: 'Edit Maya' })).toBeInTheDocument();
    expect(within(you).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const leo = card('Leo');
    expect(within(leo).getByText('Child (under 13) · ½ portion')).toBeInTheDocument();
    const allergies = within(leo).getByRole('list', { name: 'Allergies:' });
    expect(
      within(allergies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Milk', 'Tree nuts']);
    const diets = within(leo).getByRole('list', { name: 'Diets:' });
    expect(
      within(diets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vegetarian']);
    expect(within(leo).getByText('mushroom, olive')).toBeInTheDocument();
    expect(within(leo).getByText('Dislikes:')).toBeInTheDocument();
    expect(within(leo).getByRole('button', { name: 'Remove Leo' })).toBeInTheDocument();
  });

  it('adds a member from the form and sends what was chosen', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    const { store } = renderPage();
    const opener = await screen.findByRole('button', { name: 'Add a family member' });
    const dialog = await openAddForm(user);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mia');
    const portion = within(dialog).getByRole('spinbutton', { name: 'Portion' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Age group' }), 'child');
    expect(portion).toHaveAccessibleDescription('Default for the age group: ½. Leave empty to use it.');
    expect(portion).toHaveAttribute('placeholder', '½');

    const allergies = within(dialog).getByRole('group', { name: 'Allergies' });
    expect(within(allergies).getAllByRole('checkbox')).toHaveLength(14);
    await user.click(within(allergies).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Diets' })).getByRole('checkbox', { name: 'Vegetarian' }),
    );

    const dislikes = within(dialog).getByRole('combobox', { name: 'Dislikes' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.type(dislikes, 'Mushroom');
    await user.click(add);
    const chosen = within(dialog).getByRole('list', { name: 'Chosen dislikes' });
    expect(within(chosen).getByRole('button', { name: 'Remove mushroom' })).toBeInTheDocument();
    expect(dislikes).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST').map((request) => request.body)).toEqual([
      { name: 'Mia', age_group: 'child', allergens: ['peanuts'], diets: ['vegetarian'], dislikes: ['mushroom'] },
    ]);
    expect(toastMessages(store)).toContain('Added Mia to your family');
    const mia = await screen.findByRole('article', { name: 'Mia' });
    expect(within(mia).getByText('Child (under 13) · ½ portion')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('checks the form before sending it', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    renderPage();
    const dialog = await openAddForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose an age group')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests('POST')).toHaveLength(0);
  });

  it("shows the server's refusal on its field and keeps the form open", async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on(
      'POST',
      '/api/household/members',
      fail(422, 'The given data was invalid.', { name: ['Mia is already in your family'] }),
    );
    const { store } = renderPage();
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mia');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Age group' }), 'teen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Mia is already in your family')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add a family member' })).toBeInTheDocument();
    expect(toastMessages(store)).not.toContain('Added Mia to your family');
  });

  it("says the server's message when the family is full (409) and closes the form", async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    api.on('POST', '/api/household/members', fail(409, 'Your family already has 20 members.'));
    const { store } = renderPage();
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mia');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Age group' }), 'teen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMessages(store)).toContain('Your family already has 20 members.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes only foods of the list as dislikes', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    renderPage();
    const dialog = await openAddForm(user);
    const dislikes = within(dialog).getByRole('combobox', { name: 'Dislikes' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeEnabled());
    // The list the browser suggests from.
    const suggestions = document.getElementById(dislikes.getAttribute('list')!)!;
    expect([...suggestions.querySelectorAll('option')].map((option) => option.value)).toContain('peanut butter');

    await user.type(dislikes, 'unicorn');
    await user.click(add);
    expect(within(dialog).getByText('Choose a food from the list')).toBeInTheDocument();
    expect(dislikes).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('list', { name: 'Chosen dislikes' })).not.toBeInTheDocument();

    // Enter adds too, and a food already chosen is not taken twice.
    await user.clear(dislikes);
    await user.type(dislikes, 'olive{Enter}');
    await user.type(dislikes, 'olive{Enter}');
    expect(within(dialog).getByText('olive is already on the list')).toBeInTheDocument();
    const chosen = within(dialog).getByRole('list', { name: 'Chosen dislikes' });
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Remove olive×']);
    expect(screen.getByRole('dialog', { name: 'Add a family member' })).toBeInTheDocument();

    await user.click(within(chosen).getByRole('button', { name: 'Remove olive' }));
    expect(within(dialog).queryByRole('list', { name: 'Chosen dislikes' })).not.toBeInTheDocument();
    expect(dislikes).toHaveFocus();
  });

  it("edits a member's portion with a PATCH of just that", async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Leo' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Leo' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Leo');
    expect(within(dialog).getByRole('combobox', { name: 'Age group' })).toHaveValue('child');
    expect(within(dialog).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Remove mushroom' })).toBeInTheDocument();
    // Leo eats the child's default: the field is empty, the default its placeholder.
    const portion = within(dialog).getByRole('spinbutton', { name: 'Portion' });
    expect(portion).toHaveValue(null);

    await user.type(portion, '0.75');
    // A typed portion stays when the age group changes.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Age group' }), 'teen');
    expect(portion).toHaveValue(0.75);
    expect(portion).toHaveAccessibleDescription('Default for the age group: 1. Leave empty to use it.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Age group' }), 'child');
    // The name stays required in an edit.
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(requests('PATCH')).toHaveLength(0);
    await user.type(name, 'Leo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('PATCH').map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/household/members/2', { portion: 0.75 }],
    ]);
    expect(toastMessages(store)).toContain('Saved');
    expect(await within(card('Leo')).findByText('Child (under 13) · ¾ portion')).toBeInTheDocument();
  });

  it('asks before removing someone, then sends the DELETE', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Leo' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Leo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Leo' })).toHaveFocus();
    expect(requests('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Leo' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Leo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Leo' })).not.toBeInTheDocument());
    expect(requests('DELETE').map((request) => request.url.pathname)).toEqual(['/api/household/members/2']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toastMessages(store)).toContain('Removed Leo from your family');
    expect(screen.getByRole('list', { name: 'Family members' })).toHaveFocus();
  });

  it('offers no new member once the family is full', async () => {
    const many = Array.from({ length: HOUSEHOLD_MEMBERS_MAX - 1 }, (_, index) => ({
      ...LEO,
      id: 100 + index,
      name: `Child ${index + 1}`,
    }));
    fakeHousehold(api, [YOU, ...many]);
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add a family member' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`Your family has ${HOUSEHOLD_MEMBERS_MAX} members, the most it can have.`);
  });

  it('says when the family could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/household', fail(500, 'Server error'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your family just now.');
    fakeHousehold(api);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Leo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the server to say a member is gone (404) and shows the family again', async () => {
    const user = userEvent.setup();
    fakeHousehold(api);
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Leo' }));
    api.on('PATCH', '/api/household/members/2', fail(404, 'Member not found'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Leo' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sesame' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMessages(store)).toContain('Member not found'));
    expect(requests('PATCH').map((request) => request.body)).toEqual([{ allergens: ['milk', 'tree-nuts', 'sesame'] }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests('GET').filter((request) => request.url.pathname === '/api/household')).toHaveLength(2),
    );
  });
});
