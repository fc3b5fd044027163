import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addWeeks, dateLabel, dateOfDay, todayIn, weekdayOf } from '@contract/weeks';
import { ToastHost } from '@/store/ToastHost';
import { recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import MealPlannerPage from '../MealPlannerPage';
import { WeeklyPlanner } from '../index';
import { leftoverDates } from '../components/LeftoverDialog';
import {
  CATEGORIES,
  emptyWeek,
  entry,
  noNutrition,
  NUTRITION_PATH,
  signedIn,
  slots,
  thisWeekStart,
  WEEK,
} from './plannerFixtures';

// Only the clock is fixed (Friday 27 November 2026, noon UTC): week names carry a year only
// outside the current year, and "today" is marked. Timers stay real for the user events.
beforeAll(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-27T12:00:00Z'),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
});
afterAll(() => jest.useRealTimers());

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', NUTRITION_PATH, ok(noNutrition()))
    // Each week answers as itself; the tests add the meals they need.
    .on('GET', '/api/get-meal-plans', ({ url }) => ok(emptyWeek(url.searchParams.get('week') ?? thisWeekStart())));
});
afterEach(() => api.restore());

const weeksAsked = (path = '/api/get-meal-plans') =>
  api.requests.filter((request) => request.url.pathname === path).map(({ url }) => url.searchParams.get('week'));

const renderPlanner = (route = `/meal-planner?week=${WEEK}`) =>
  renderWithProviders(
    <>
      <WeeklyPlanner />
      <ToastHost />
    </>,
    { route, path: '/meal-planner', preloadedState: signedIn },
  );

const phone = ((query: string) => ({
  matches: query.includes('max-width'),
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia;

describe('the week bar (issue 38)', () => {
  it('names the week, and Previous / Next change the address and the week every request asks for', async () => {
    const { router } = renderPlanner();
    expect(await screen.findByRole('heading', { level: 3, name: 'Sat 28 Nov – Fri 4 Dec' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(weeksAsked()).toEqual([WEEK]);
    expect(weeksAsked(NUTRITION_PATH)).toEqual([WEEK]);

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Sat 5 Dec – Fri 11 Dec' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2026-12-05');
    await waitFor(() => expect(weeksAsked()).toEqual([WEEK, '2026-12-05']));
    await waitFor(() => expect(weeksAsked(NUTRITION_PATH)).toEqual([WEEK, '2026-12-05']));
    expect(await screen.findByRole('columnheader', { name: /Saturday\s*5 Dec/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Sat 21 Nov – Fri 27 Nov' })).toBeInTheDocument();
    // A week seen before comes from the cache; a new one is asked for.
    await waitFor(() => expect(weeksAsked()).toEqual([WEEK, '2026-12-05', '2026-11-21']));
  });

  it('Back returns to the week shown before', async () => {
    const { router } = renderPlanner();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('heading', { level: 3, name: 'Sat 5 Dec – Fri 11 Dec' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 3, name: 'Sat 28 Nov – Fri 4 Dec' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?week=${WEEK}`);
  });

  it('jumps to the week holding a date typed in the date field, and "This week" comes back', async () => {
    const { router } = renderPlanner();
    await screen.findByRole('table');
    const field = screen.getByLabelText('Go to the week of');
    expect(field).toHaveAttribute('type', 'date');
    // A Wednesday: its week starts on the Saturday before.
    fireEvent.change(field, { target: { value: '2027-01-13' } });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Sat 9 Jan 2027 – Fri 15 Jan 2027' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2027-01-09');

    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    // This week has no week in the address: a reload next week shows that week.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'This week' })).not.toBeInTheDocument();
    expect(screen.getByText('This week')).toBeInTheDocument();
    await waitFor(() => expect(weeksAsked()).toContain(thisWeekStart()));
  });

  it("marks today in this week's table", async () => {
    const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    renderPlanner('/meal-planner');
    const header = await screen.findByRole('columnheader', { name: /Today/ });
    expect(header).toHaveAttribute('aria-current', 'date');
    expect(header).toHaveTextContent(dateLabel(today).slice(4));
    expect(screen.getAllByRole('columnheader').filter((cell) => cell.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('keeps the phone day tab in the address, replacing it (Back leaves the tabs, not walks them)', async () => {
    const original = window.matchMedia;
    window.matchMedia = phone;
    try {
      const { router } = renderPlanner(`/meal-planner?week=${WEEK}&day=monday`);
      const monday = await screen.findByRole('tab', { name: /Monday 30 Nov/ });
      expect(monday).toHaveAttribute('aria-selected', 'true');
      const entries = router.state.historyAction;
      await userEvent.click(screen.getByRole('tab', { name: /Wednesday 2 Dec/ }));
      await waitFor(() => expect(router.state.location.search).toBe(`?week=${WEEK}&day=wednesday`));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(entries).toBe('POP');
      expect(screen.getByRole('heading', { level: 3, name: 'Wednesday 2 Dec' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it("marks today's tab on a phone", async () => {
    const original = window.matchMedia;
    window.matchMedia = phone;
    try {
      const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
      renderPlanner('/meal-planner');
      const tab = await screen.findByRole('tab', { name: /Today/ });
      expect(tab).toHaveAttribute('aria-current', 'date');
      // This week with no day in the address opens on today.
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(tab).toHaveAccessibleName(expect.stringContaining(dateLabel(today).slice(4)));
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('copying weeks and templates (issue 38)', () => {
  const withMeals = () => ({
    ...emptyWeek(WEEK),
    sunday: slots(entry(3, 'sunday', 'Roast', 3, { week: WEEK })),
  });

  async function chooseWeekAction(name: string) {
    await userEvent.click(await screen.findByRole('button', { name: 'Copy and templates' }));
    await userEvent.click(screen.getByRole('menuitem', { name }));
  }

  it('"Copy last week" into a week with meals asks keep or replace, then sends the choice', async () => {
    api
      .on('GET', '/api/get-meal-plans', ok(withMeals()))
      .on(
        'POST',
        '/api/meal-plans/copy-week',
        ok(
          { week: { start: WEEK, end: '2026-12-04' }, copied: 4, skipped: 0, removed: 1 },
          '4 meals copied to Sat 28 Nov – Fri 4 Dec',
        ),
      );
    renderPlanner();
    await screen.findByRole('link', { name: 'Roast' });
    await chooseWeekAction('Copy last week');
    const dialog = await screen.findByRole('dialog', { name: 'Copy last week' });
    expect(within(dialog).getByText(/This week already has 1 meal/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const copy = api.requests.find((request) => request.url.pathname === '/api/meal-plans/copy-week')!;
    expect(copy.body).toEqual({ from: '2026-11-21', to: WEEK, replace: true });
    expect(await screen.findByText('4 meals copied to Sat 28 Nov – Fri 4 Dec')).toBeInTheDocument();
  });

  it('"Copy this week to…" offers next week, asks about its meals, and the toast\'s "See it" shows that week', async () => {
    api
      .on('GET', '/api/get-meal-plans', ({ url }) =>
        ok(url.searchParams.get('week') === WEEK ? withMeals() : emptyWeek(url.searchParams.get('week')!)),
      )
      .on(
        'POST',
        '/api/meal-plans/copy-week',
        ok(
          { week: { start: '2026-12-12', end: '2026-12-18' }, copied: 1, skipped: 0, removed: 0 },
          '1 meal copied to Sat 12 Dec – Fri 18 Dec',
        ),
      );
    const { router } = renderPlanner();
    await screen.findByRole('link', { name: 'Roast' });
    await chooseWeekAction('Copy this week to…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy this week to…' });
    const field = within(dialog).getByLabelText('A day in the week to copy to');
    // Next week is filled in; a date of this week is refused before anything is sent.
    expect(field).toHaveValue('2026-12-05');
    fireEvent.change(field, { target: { value: '2026-12-01' } });
    expect(await within(dialog).findByText('Choose a different week to copy to.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2026-12-15' } });
    expect(within(dialog).getByText('Copies to Sat 12 Dec – Fri 18 Dec')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('1 meal copied to Sat 12 Dec – Fri 18 Dec')).toBeInTheDocument();
    const copy = api.requests.find((request) => request.url.pathname === '/api/meal-plans/copy-week')!;
    expect(copy.body).toEqual({ from: WEEK, to: '2026-12-12' });
    await userEvent.click(screen.getByRole('button', { name: 'See it' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-12'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Sat 12 Dec – Fri 18 Dec' })).toBeInTheDocument();
  });

  it('the week menu is a keyboard menu: Escape closes it and the focus returns', async () => {
    renderPlanner();
    const trigger = await screen.findByRole('button', { name: 'Copy and templates' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Copy last week' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Use a template' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('saves the week as a template, and applies one to the shown week', async () => {
    api
      .on(
        'GET',
        '/api/meal-plans/templates',
        ok([
          {
            id: 2,
            name: 'School week',
            meal_count: 9,
            recipe_names: ['Pasta bake', 'Fish pie'],
            created_at: '2026-11-01',
          },
        ]),
      )
      .on('POST', '/api/meal-plans/templates', ok({ id: 3 }, 'Saved “Busy week” as a template'))
      .on(
        'POST',
        '/api/meal-plans/templates/2/apply',
        ok(
          { week: { start: WEEK, end: '2026-12-04' }, copied: 9, skipped: 0, removed: 0 },
          'Planned 9 meals from “School week”',
        ),
      );
    renderPlanner();
    await screen.findByRole('table');
    await chooseWeekAction('Save as template');
    let dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the template a name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Template name'), 'Busy week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Busy week” as a template')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Busy week', week: WEEK });

    await chooseWeekAction('Use a template');
    dialog = await screen.findByRole('dialog', { name: 'Use a template' });
    expect(await within(dialog).findByText('9 meals · Pasta bake, Fish pie…')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use School week' }));
    expect(await screen.findByText('Planned 9 meals from “School week”')).toBeInTheDocument();
    const apply = api.requests.find((request) => request.url.pathname === '/api/meal-plans/templates/2/apply')!;
    expect(apply.body).toEqual({ week: WEEK });
  });
});

describe('leftovers (issue 38)', () => {
  it('offers only the four days after the meal, into next week, and posts the one chosen', async () => {
    api
      .on('GET', '/api/get-meal-plans', ({ url }) =>
        ok(
          url.searchParams.get('week') === WEEK
            ? { ...emptyWeek(WEEK), thursday: slots(entry(3, 'thursday', 'Curry', 3, { week: WEEK })) }
            : emptyWeek(url.searchParams.get('week')!),
        ),
      )
      .on('POST', '/api/meal-plans/leftovers', ok({ meals: [] }, 'Leftover planned for Saturday breakfast'));
    renderPlanner();
    await screen.findByRole('link', { name: 'Curry' });
    await userEvent.click(screen.getByRole('button', { name: 'Meal options for Thursday dinner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eat the rest on…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eat the rest on…' });
    const day = within(dialog).getByLabelText('Day');
    expect(
      within(day)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fri 4 Dec', 'Sat 5 Dec', 'Sun 6 Dec', 'Mon 7 Dec']);
    expect(within(dialog).getByLabelText('Meal')).toHaveValue('3');
    await userEvent.selectOptions(day, '2026-12-05');
    await userEvent.selectOptions(within(dialog).getByLabelText('Meal'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plan the leftover' }));
    expect(await screen.findByText('Leftover planned for Saturday breakfast')).toBeInTheDocument();
    const leftover = api.requests.find((request) => request.url.pathname === '/api/meal-plans/leftovers')!;
    expect(leftover.body).toEqual({ meal_plan_id: 3, day: 'saturday', category_id: 1, week: '2026-12-05' });
  });

  it('counts the days from the meal whatever its weekday', () => {
    expect(leftoverDates('2026-11-28')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(leftoverDates('')).toEqual([]);
  });

  it('a leftover offers no "Eat the rest on…" of its own', async () => {
    api.on(
      'GET',
      '/api/get-meal-plans',
      ok({
        ...emptyWeek(WEEK),
        monday: slots(
          entry(4, 'monday', 'Curry', 3, {
            week: WEEK,
            leftover_of: { meal_plan_id: 3, day: 'sunday', date: '2026-11-29', category: CATEGORIES[1] },
          }),
        ),
      }),
    );
    renderPlanner();
    await screen.findByText('Leftover of Sunday’s dinner');
    await userEvent.click(screen.getByRole('button', { name: 'Meal options for Monday dinner' }));
    expect(screen.queryByRole('menuitem', { name: /Eat the rest/ })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toBeInTheDocument();
  });
});

describe('"Add meal" presets the slot (issue 38)', () => {
  it('one tap on a recipe adds it to the chosen day, meal and week, then the preset ends', async () => {
    api
      .on('GET', /^\/api\/cms\//, ok([]))
      .on('GET', '/api/recipe-libraries', ok([]))
      .on('GET', '/api/auth/recipes', recipeListReply([recipeDto(42, { recipe_name: 'Veg chilli' })]))
      .on(
        'POST',
        '/api/meal-plans/42',
        ok({ meals: [entry(9, 'tuesday', 'Veg chilli', 3, { week: '2026-12-05' })] }, 'Meal added to Tuesday dinner'),
      );
    const { router } = renderWithProviders(
      <>
        <MealPlannerPage />
        <ToastHost />
      </>,
      { route: '/meal-planner?week=2026-12-05', path: '/meal-planner', preloadedState: signedIn },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Add meal for Tuesday dinner' }));
    expect(router.state.location.search).toBe('?week=2026-12-05&add=tuesday&meal=3');
    expect(await screen.findByText('Adding to Tuesday dinner, Tue 8 Dec')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /Add here/ }));
    expect(await screen.findByText('Meal added to Tuesday dinner')).toBeInTheDocument();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map(({ url, body }) => [url.pathname, body])).toEqual([
      ['/api/meal-plans/42', { day: 'tuesday', category_id: 3, week: '2026-12-05' }],
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-05'));
    await waitFor(() => expect(screen.queryByText(/Adding to/)).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel leaves the preset, and the cards plan through the dialog again', async () => {
    api
      .on('GET', /^\/api\/cms\//, ok([]))
      .on('GET', '/api/recipe-libraries', ok([]))
      .on('GET', '/api/auth/recipes', recipeListReply([]));
    const { router } = renderWithProviders(<MealPlannerPage />, {
      route: `/meal-planner?week=${WEEK}&add=friday&meal=1`,
      path: '/meal-planner',
      preloadedState: signedIn,
    });
    expect(await screen.findByText('Adding to Friday breakfast, Fri 4 Dec')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Cancel/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?week=${WEEK}`));
  });
});

describe('"Fill this slot" (issue 38)', () => {
  it("asks for the shown week's suggestions and shows why each fits", async () => {
    api.on(
      'GET',
      '/api/meal-suggestions',
      ok([
        { id: 7, recipe_name: 'Veg chilli', recipe_image: '', reason: 'Everyone can eat it · not planned this week' },
        { id: 8, recipe_name: 'Dal', recipe_image: '', reason: 'Everyone can eat it · 25 min' },
      ]),
    );
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Fill this slot (Wednesday dinner)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill this slot' });
    expect(await within(dialog).findByText('Everyone can eat it · not planned this week')).toBeInTheDocument();
    expect(within(dialog).getByText('Everyone can eat it · 25 min')).toBeInTheDocument();
    const request = api.requests.find((item) => item.url.pathname === '/api/meal-suggestions')!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ category_id: '3', day: 'wednesday', week: WEEK });
  });
});

// Unused helpers kept honest: the fixtures' dates agree with the week math.
it('the fixtures name the week of Saturday 28 November 2026', () => {
  expect(weekdayOf(WEEK)).toBe('saturday');
  expect(dateOfDay(WEEK, 'friday')).toBe('2026-12-04');
  expect(addWeeks(WEEK, 1)).toBe('2026-12-05');
});
