import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekLabel } from '@contract/weeks';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import {
  ANA,
  attendeesOf,
  CATEGORIES,
  emptyWeek,
  entry,
  MIA,
  noNutrition,
  NUTRITION_PATH,
  signedIn,
  slots,
  WEEK,
} from '@/features/planner/__tests__/plannerFixtures';
import { item, LENTILS, list, ONIONS, SALT, SOAP } from '@/features/shopping/__tests__/shoppingFixtures';
import DashboardPlannerPage from '@/features/planner/DashboardPlannerPage';
import PrintWeekPage from '../PrintWeekPage';

let api: FetchStub;
afterEach(() => api.restore());

const dal = entry(1, 'saturday', 'Lentil dal', 3, {
  week: WEEK,
  attendees: attendeesOf(MIA, ANA),
  whole_household: false,
  portions: 1.5,
  leftovers: [{ meal_plan_id: 2, day: 'monday', date: '2026-11-30', category: CATEGORIES[1] }],
  cook_portions: 3,
});
const dalAgain = entry(2, 'monday', 'Lentil dal', 3, {
  week: WEEK,
  leftover_of: { meal_plan_id: 1, day: 'saturday', date: '2026-11-28', category: CATEGORIES[1] },
});
const porridge = entry(3, 'sunday', 'Porridge', 1, { week: WEEK });

const plannedWeek = () => ({
  ...emptyWeek(WEEK),
  saturday: slots(dal),
  sunday: slots(porridge),
  monday: slots(dalAgain),
});

const HIDDEN = item('p-cumin', 'Cumin seeds', 'spices', { hidden: true });
const TYPED = item('m-13', 'Kitchen roll', 'other');

function stubWeek(plan: unknown, shopping: unknown) {
  api = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', '/api/get-meal-plans', ok(plan))
    .on('GET', '/api/shopping-list', ok(shopping));
}

const renderPage = (route = `/print/week?week=${WEEK}`) =>
  renderWithProviders(<PrintWeekPage />, { route, preloadedState: signedIn });

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Print the week', () => {
  it('page 1 is the plan: each day, its meals by category, who eats, portions and leftovers', async () => {
    stubWeek(plannedWeek(), list([ONIONS]));
    renderPage();
    // 'Sat 28 Nov – Fri 4 Dec' in 2026 (the year is written in any other).
    const title = `Week of ${weekLabel(WEEK, new Date().getFullYear())}`;
    const plan = await screen.findByRole('region', { name: title });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title.startsWith(title)).toBe(true);
    expect(
      within(plan)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Sat 28 Nov', 'Sun 29 Nov', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec', 'Thu 3 Dec', 'Fri 4 Dec']);
    const saturday = within(plan).getByRole('heading', { name: 'Sat 28 Nov' }).parentElement!;
    expect(within(saturday).getByRole('heading', { level: 3, name: 'Dinner' })).toBeInTheDocument();
    expect(saturday).toHaveTextContent('Lentil dal');
    expect(saturday).toHaveTextContent('Mia Anders, Ana · 1.5 portions');
    expect(saturday).toHaveTextContent('Cook for 3 (leftovers for Monday)');
    const monday = within(plan).getByRole('heading', { name: 'Mon 30 Nov' }).parentElement!;
    expect(monday).toHaveTextContent('Leftover of Saturday’s dinner');
    const sunday = within(plan).getByRole('heading', { name: 'Sun 29 Nov' }).parentElement!;
    expect(within(sunday).getByRole('heading', { level: 3, name: 'Breakfast' })).toBeInTheDocument();
    expect(sunday).toHaveTextContent('Everyone');
    const tuesday = within(plan).getByRole('heading', { name: 'Tue 1 Dec' }).parentElement!;
    expect(tuesday).toHaveTextContent('Nothing planned');

    const asked = api.requests.filter((request) => request.url.pathname !== '/api/categories');
    expect(asked.map((request) => [request.url.pathname, request.url.searchParams.get('week')])).toEqual(
      expect.arrayContaining([
        ['/api/get-meal-plans', WEEK],
        ['/api/shopping-list', WEEK],
      ]),
    );
  });

  it('page 2 is the list on a new page: unticked items by aisle with a box each, typed items in, hidden out, ticked last', async () => {
    stubWeek(plannedWeek(), list([ONIONS, LENTILS, SALT, SOAP, HIDDEN, TYPED]));
    renderPage();
    const shopping = await screen.findByRole('region', { name: 'Shopping list' });
    expect(shopping).toHaveAttribute('data-page-break', 'before');
    expect(section(/^Week of/)).not.toHaveAttribute('data-page-break');

    const groups = within(shopping)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Fruit & vegetables', 'Other', 'Probably in your pantry', 'Already have']);
    const other = within(shopping).getByRole('heading', { name: 'Other' }).parentElement!;
    expect(
      within(other)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Washing-up liquid', 'Kitchen roll']);
    // One box per unticked, unhidden item: onions, soap, kitchen roll, salt.
    expect(within(shopping).getAllByTestId('tick-box')).toHaveLength(4);
    expect(shopping).not.toHaveTextContent('Cumin seeds');
    const have = within(shopping).getByRole('heading', { name: 'Already have' }).parentElement!;
    expect(have).toHaveTextContent('700 g red lentils');
  });

  it('an empty week says so on page 1 and still prints the list page', async () => {
    stubWeek(emptyWeek(WEEK), list([]));
    renderPage();
    expect(await screen.findByText('Nothing is planned for this week yet.')).toBeInTheDocument();
    expect(section('Shopping list')).toHaveTextContent('Nothing to buy yet — plan some meals first.');
  });

  it('a list that fails to load says so on its page, the plan still printed, and Try again loads it', async () => {
    stubWeek(plannedWeek(), list([ONIONS]));
    api.on('GET', '/api/shopping-list', fail(500, 'Server error'));
    renderPage();
    const shopping = await screen.findByRole('region', { name: 'Shopping list' });
    expect(await within(shopping).findByRole('alert')).toHaveTextContent('The shopping list could not be loaded.');
    expect(section(/^Week of/)).toHaveTextContent('Lentil dal');

    api.on('GET', '/api/shopping-list', ok(list([ONIONS])));
    await userEvent.click(within(shopping).getByRole('button', { name: 'Try again' }));
    expect(await within(shopping).findByText('2 onions')).toBeInTheDocument();
    expect(within(shopping).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on screen: Print opens the browser’s dialog, Back returns to the shown week of the planner', async () => {
    stubWeek(plannedWeek(), list([ONIONS]));
    const print = jest.fn();
    const original = window.print;
    window.print = print;
    try {
      renderPage('/print/week?week=2026-12-02');
      await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('link', { name: 'Back to the planner' })).toHaveAttribute(
        'href',
        `/dashboard/meal-planner?week=${WEEK}`,
      );
      // Both live in the part paper leaves out.
      expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print="hide"]')).not.toBeNull();
    } finally {
      window.print = original;
    }
  });
});

it('the planner offers "Print the week" for the week it shows', async () => {
  api = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', '/api/get-meal-plans', ok(emptyWeek('2030-01-05')))
    .on('GET', NUTRITION_PATH, ok(noNutrition()));
  renderWithProviders(<DashboardPlannerPage />, {
    route: '/dashboard/meal-planner?week=2030-01-09',
    preloadedState: signedIn,
  });
  expect(await screen.findByRole('link', { name: 'Print the week' })).toHaveAttribute(
    'href',
    '/print/week?week=2030-01-05',
  );
});
