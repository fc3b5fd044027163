import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '@/store/ToastHost';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { AddToPlannerButton } from '../index';
import { addWeeks, dateOfDay } from '@contract/weeks';
import { CATEGORIES, emptyWeek, entry, signedIn, slots, thisWeekStart } from './plannerFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().on('GET', '/api/categories', ok(CATEGORIES));
});
afterEach(() => api.restore());

// The app renders toasts above the routes; here each landing page carries its own host.
const landing = (title: string) => (
  <>
    <h1>{title}</h1>
    <ToastHost />
  </>
);
const routes = [
  { path: '/auth/login', element: landing('Login page') },
  { path: '/meal-planner', element: landing('Planner page') },
];

function renderButton(options: { route?: string; signedIn?: boolean } = {}) {
  const route = options.route ?? '/recipes';
  return renderWithProviders(
    <>
      <AddToPlannerButton recipeId={42} />
      <ToastHost />
    </>,
    { route, path: route, routes, preloadedState: options.signedIn === false ? undefined : signedIn },
  );
}

const posts = () => api.requests.filter((request) => request.method === 'POST');

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: /Add to planner/ }));
  // The dialog's module loads on demand.
  return screen.findByRole('dialog', { name: 'Plan for a meal' });
}

describe('+ Add to planner', () => {
  it('sends a visitor to log in with "Please login first"', async () => {
    renderButton({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: '+ Add to planner' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(await screen.findByText('Please login first')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers labelled day (saturday to friday) and category selects with Add to planner and Cancel', async () => {
    renderButton();
    const dialog = await openDialog();
    const day = within(dialog).getByLabelText('Day');
    const values = within(day)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(values).toEqual(['', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    const category = within(dialog).getByLabelText('Category');
    expect(await within(category).findByRole('option', { name: 'Dinner' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to planner' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs both a day and a category, and sends nothing until it has them', async () => {
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    expect(await within(dialog).findByText('Please select at least a day and a category')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'tuesday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    expect(await within(dialog).findByText('Please select at least a day and a category')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('adds the plan, shows the server message, closes and lands on the planner page', async () => {
    api.on(
      'POST',
      '/api/meal-plans/42',
      ok({ meals: [entry(9, 'tuesday', 'Lentil soup')] }, 'Meal added to Tuesday dinner'),
    );
    renderButton();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'tuesday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Dinner' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

    expect(await screen.findByRole('heading', { name: 'Planner page' })).toBeInTheDocument();
    expect(await screen.findByText('Meal added to Tuesday dinner')).toBeInTheDocument();
    // Issue 38: this week by default, named in the request.
    expect(posts()[0].body).toEqual({ day: 'tuesday', category_id: 3, week: thisWeekStart() });
  });

  it('plans next week when chosen, its days named with their dates, and opens the planner on that week', async () => {
    const nextWeek = addWeeks(thisWeekStart(), 1);
    api
      .on('GET', '/api/get-meal-plans', ok(emptyWeek(nextWeek)))
      .on('POST', '/api/meal-plans/42', ok({ meals: [entry(9, 'tuesday', 'Lentil soup')] }, 'Meal added'));
    const { router } = renderButton();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Week'), nextWeek);
    const tuesday = dateOfDay(nextWeek, 'tuesday');
    const [, , day] = tuesday.split('-');
    expect(
      within(within(dialog).getByLabelText('Day')).getByRole('option', {
        name: new RegExp(`^Tuesday ${Number(day)} `),
      }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'tuesday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Dinner' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    expect(await screen.findByRole('heading', { name: 'Planner page' })).toBeInTheDocument();
    expect(posts()[0].body).toEqual({ day: 'tuesday', category_id: 3, week: nextWeek });
    expect(router.state.location.search).toBe(`?week=${nextWeek}`);
  });

  it('stays on the dashboard planner when added from there, and the dialog opens empty again', async () => {
    api.on(
      'POST',
      '/api/meal-plans/42',
      ok({ meals: [entry(9, 'tuesday', 'Lentil soup')] }, 'Meal added to Tuesday dinner'),
    );
    const { router } = renderButton({ route: '/dashboard/meal-planner' });
    let dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'tuesday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Dinner' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/meal-planner');

    dialog = await openDialog();
    expect(within(dialog).getByLabelText('Day')).toHaveValue('');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('');
  });

  it('treats an answer without meals as a failure and shows its message', async () => {
    api.on('POST', '/api/meal-plans/42', ok({ meals: [] }, 'That slot is full'));
    renderButton();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'friday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Breakfast' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

    expect(await screen.findByText('That slot is full')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Plan for a meal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Planner page' })).not.toBeInTheDocument();
  });

  it('shows the server message when the add is refused', async () => {
    api.on('POST', '/api/meal-plans/42', fail(404, 'Recipe not found'));
    renderButton();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'friday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Breakfast' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    expect(await screen.findByText('Recipe not found')).toBeInTheDocument();
  });
});

describe("'Plan for a meal': the same recipe twice in one cell (issue 15)", () => {
  // Recipe 42 is already Tuesday's dinner.
  const soup = {
    ...entry(9, 'tuesday', 'Lentil soup'),
    recipe: { id: 42, recipe_name: 'Lentil soup', recipe_image: '', serving_number: 4 },
  };
  const warning = 'Lentil soup is already in your plan for Tuesday dinner.';

  async function choose(dialog: HTMLElement, day: string, category: string) {
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), day);
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: category }),
    );
  }

  it('warns when the chosen day and category already hold it, and sends nothing', async () => {
    api.on('GET', '/api/get-meal-plans', ok({ ...emptyWeek(), tuesday: slots(soup) }));
    renderButton();
    const dialog = await openDialog();
    await choose(dialog, 'tuesday', 'Breakfast');
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();

    await choose(dialog, 'tuesday', 'Dinner');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(warning);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Plan for a meal' })).toBeInTheDocument();

    await choose(dialog, 'wednesday', 'Dinner');
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();
  });

  it("planned meanwhile elsewhere (the server's 409): shows its message, refreshes the week and warns", async () => {
    let week = emptyWeek();
    api
      .on('GET', '/api/get-meal-plans', () => ok(week))
      .on('POST', '/api/meal-plans/42', () => {
        week = { ...emptyWeek(), tuesday: slots(soup) };
        return fail(409, warning);
      });
    renderButton();
    const dialog = await openDialog();
    await choose(dialog, 'tuesday', 'Dinner');
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

    expect(await within(dialog).findByText(warning)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Planner page' })).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });
});
