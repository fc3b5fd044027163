import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { WEEKDAYS } from '@contract/constants';
import { AddToPlannerButton, WeeklyPlanner } from '../index';
import { dayLabel, weekdayOf } from '@/lib/weekdays';
import { ToastHost } from '@/store/ToastHost';
import type { RemovedMealDto } from '@contract/types';
import { CATEGORIES, emptyWeek, entry, noNutrition, NUTRITION_PATH, signedIn, slots, WEEK } from './plannerFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().on('GET', '/api/categories', ok(CATEGORIES)).on('GET', NUTRITION_PATH, ok(noNutrition()));
});
afterEach(() => api.restore());

describe('the weekly table', () => {
  it('shows weekdays Saturday to Friday as columns and categories as rows, whatever order the keys arrive in', async () => {
    // Keys out of order and one capitalised: the table still reads Saturday first.
    const scrambled = {
      friday: slots(entry(7, 'friday', 'Fish tacos')),
      Tuesday: slots(entry(3, 'tuesday', 'Lentil soup'), entry(4, 'tuesday', 'Porridge', 1)),
      monday: [],
      saturday: slots(entry(1, 'saturday', 'Pancakes', 1)),
      wednesday: [],
      sunday: [],
      thursday: [],
    };
    api.on('GET', '/api/get-meal-plans', ok(scrambled));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn, route: `/?week=${WEEK}` });

    const table = await screen.findByRole('table');
    const days = within(table)
      .getAllByRole('columnheader')
      // The fixtures' week may be the real current week: its "Today" mark is not what this reads.
      .map((header) => header.textContent?.replace(/Today$/, ''));
    // Issue 38: each day with its date.
    expect(days).toEqual([
      'Saturday28 Nov',
      'Sunday29 Nov',
      'Monday30 Nov',
      'Tuesday1 Dec',
      'Wednesday2 Dec',
      'Thursday3 Dec',
      'Friday4 Dec',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Breakfast', 'Dinner', 'Nutrition estimated, planned meals only']);

    const dinner = within(table).getByRole('row', { name: /^Dinner/ });
    const dinnerCells = within(dinner).getAllByRole('cell');
    expect(within(dinnerCells[3]).getByRole('link', { name: 'Lentil soup' })).toHaveAttribute(
      'href',
      '/recipe-details/103',
    );
    expect(within(dinnerCells[6]).getByRole('link', { name: 'Fish tacos' })).toBeInTheDocument();
    const breakfastCells = within(within(table).getByRole('row', { name: /^Breakfast/ })).getAllByRole('cell');
    expect(within(breakfastCells[0]).getByText('Pancakes')).toBeInTheDocument();
    expect(within(breakfastCells[3]).getByText('Porridge')).toBeInTheDocument();
  });

  it('offers "Add meal" linking to /meal-planner in an empty cell', async () => {
    api.on('GET', '/api/get-meal-plans', ok(emptyWeek()));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    const addLinks = await screen.findAllByRole('link', { name: /Add meal/ });
    expect(addLinks).toHaveLength(14);
    // Issue 38: the recipes open with this slot preset (this week: no week in the address).
    expect(screen.getByRole('link', { name: 'Add meal for Tuesday dinner' })).toHaveAttribute(
      'href',
      '/meal-planner?add=tuesday&meal=3',
    );
    expect(screen.queryByRole('button', { name: /Meal options/ })).not.toBeInTheDocument();
  });

  it('invites a visitor to sign in and does not ask for a plan', async () => {
    renderWithProviders(<WeeklyPlanner />);
    expect(screen.getByRole('heading', { name: 'Customize your meal plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to plan your week' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests.some((request) => request.url.pathname === '/api/get-meal-plans')).toBe(false);
  });

  it('shows one day at a time on a phone, with day tabs operable by keyboard', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const week = { ...emptyWeek(), tuesday: slots(entry(3, 'tuesday', 'Lentil soup')) };
      api.on('GET', '/api/get-meal-plans', ok(week));
      renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });

      const tuesday = await screen.findByRole('tab', { name: /Tuesday/ });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.slice(0, 3))).toEqual([
        'Sat',
        'Sun',
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
      ]);

      await userEvent.click(screen.getByRole('tab', { name: /Monday/ }));
      await userEvent.keyboard('{ArrowRight}');
      expect(tuesday).toHaveAttribute('aria-selected', 'true');
      expect(tuesday).toHaveFocus();
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('link', { name: 'Lentil soup' })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Add meal for Tuesday breakfast' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('edit and delete modes', () => {
  const weekWithSoup = () => ({ ...emptyWeek(), tuesday: slots(entry(3, 'tuesday', 'Lentil soup')) });

  async function chooseFromMenu(entryName: string) {
    await userEvent.click(screen.getByRole('button', { name: 'Meal options for Tuesday dinner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: entryName }));
  }

  it('toggles edit mode from the cell menu, which then reads Cancel', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWithSoup()));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Lentil soup' });
    expect(screen.queryByRole('button', { name: 'Rename Lentil soup' })).not.toBeInTheDocument();

    await chooseFromMenu('Edit Meal');
    expect(screen.getByRole('button', { name: 'Rename Lentil soup' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Meal options for Tuesday dinner' }));
    expect(screen.getByRole('menuitem', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Rename Lentil soup' })).not.toBeInTheDocument();
  });

  it('is operable from the keyboard: arrows move, Escape closes and returns focus', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWithSoup()));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    const trigger = await screen.findByRole('button', { name: 'Meal options for Tuesday dinner' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit Meal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: "Who's eating" })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Choose who is eating Lentil soup' })).toBeInTheDocument();
  });

  it('renames a meal, refusing an empty name without sending anything', async () => {
    let name = 'Lentil soup';
    api
      .on('GET', '/api/get-meal-plans', () => ok({ ...emptyWeek(), tuesday: slots(entry(3, 'tuesday', name)) }))
      .on('POST', '/api/meal-update/3', (request) => {
        name = (request.body as { name: string }).name;
        return ok(entry(3, 'tuesday', name), 'Recipe name changed successfully');
      });
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Lentil soup' });
    await chooseFromMenu('Edit Meal');
    await userEvent.click(screen.getByRole('button', { name: 'Rename Lentil soup' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Recipe' });
    const field = within(dialog).getByLabelText('Meal name');
    expect(field).toHaveValue('Lentil soup');
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Please write something before updating.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, "Grandma's lentil soup");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('link', { name: "Grandma's lentil soup" })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: "Grandma's lentil soup" });
  });

  it('removes a meal in two taps, no confirmation, and Undo puts it back (issue 38)', async () => {
    const removed: RemovedMealDto = {
      recipe_id: 103,
      week: WEEK,
      day: 'tuesday',
      category_id: 3,
      name: 'Lentil soup',
      member_ids: null,
      leftovers: [],
    };
    let week = { ...emptyWeek(WEEK), tuesday: slots(entry(3, 'tuesday', 'Lentil soup', 3, { week: WEEK })) };
    api
      .on('GET', '/api/get-meal-plans', () => ok(week))
      .on('DELETE', '/api/meal/3', () => {
        week = emptyWeek(WEEK);
        return ok(removed, 'Meal removed from your plan');
      })
      .on('POST', '/api/meal-plans/restore', () => {
        week = { ...emptyWeek(WEEK), tuesday: slots(entry(8, 'tuesday', 'Lentil soup', 3, { week: WEEK })) };
        return ok({ meals: [] }, 'Meal put back in your plan');
      });
    const { store } = renderWithProviders(
      <>
        <WeeklyPlanner />
        <ToastHost />
      </>,
      { preloadedState: signedIn, route: `/?week=${WEEK}` },
    );
    await screen.findByRole('link', { name: 'Lentil soup' });
    await chooseFromMenu('Remove');

    const addMeal = await screen.findByRole('link', { name: 'Add meal for Tuesday dinner' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lentil soup' })).not.toBeInTheDocument();
    expect(addMeal).toHaveFocus();
    expect(store.getState().toasts.items.map((toast) => [toast.kind, toast.message, toast.action?.label])).toEqual([
      ['success', 'Meal removed from your plan', 'Undo'],
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Lentil soup' })).toBeInTheDocument();
    const changes = api.requests.filter((request) => request.method !== 'GET');
    expect(changes.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'DELETE /api/meal/3',
      'POST /api/meal-plans/restore',
    ]);
    // Undo sends back exactly what the removal answered.
    expect(changes[1].body).toEqual(removed);
  });

  it('asks first when the meal has a leftover, and sends what was chosen for it', async () => {
    const cooked = entry(3, 'sunday', 'Curry', 3, {
      week: WEEK,
      portions: 3,
      cook_portions: 5,
      leftovers: [{ meal_plan_id: 4, day: 'monday', date: '2026-11-30', category: CATEGORIES[1] }],
    });
    const leftover = entry(4, 'monday', 'Curry', 3, {
      week: WEEK,
      leftover_of: { meal_plan_id: 3, day: 'sunday', date: '2026-11-29', category: CATEGORIES[1] },
    });
    api
      .on('GET', '/api/get-meal-plans', ok({ ...emptyWeek(WEEK), sunday: slots(cooked), monday: slots(leftover) }))
      .on('DELETE', '/api/meal/3', ok(null, 'Meal removed'));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn, route: `/?week=${WEEK}` });
    // The cooked meal says how much to cook; the leftover whose rest it is.
    expect(await screen.findByText('Cook for 5 (2 for Monday)')).toBeInTheDocument();
    expect(screen.getByText('Leftover of Sunday’s dinner')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Meal options for Sunday dinner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this meal?' });
    expect(within(dialog).getByRole('button', { name: 'Also remove the leftover on Monday' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Monday’s meal (cook it fresh)' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true));
    const removal = api.requests.find((request) => request.method === 'DELETE')!;
    expect(removal.url.pathname).toBe('/api/meal/3');
    expect(removal.url.searchParams.get('leftovers')).toBe('keep');
  });

  it('keeps the table as it was and shows the server message when a removal fails', async () => {
    api
      .on('GET', '/api/get-meal-plans', ok(weekWithSoup()))
      .on('DELETE', '/api/meal/3', { status: 404, body: { success: false, message: 'Meal plan not found' } });
    const { store } = renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Lentil soup' });
    await chooseFromMenu('Remove');

    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    expect(store.getState().toasts.items[0]).toMatchObject({ kind: 'error', message: 'Meal plan not found' });
    expect(screen.getByRole('link', { name: 'Lentil soup' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.pathname === '/api/get-meal-plans')).toHaveLength(1);
  });
});

describe('adding from a recipe card on the planner page', () => {
  it('refreshes the table without a reload', async () => {
    let week = emptyWeek();
    api
      .on('GET', '/api/get-meal-plans', () => ok(week))
      .on('POST', '/api/meal-plans/42', () => {
        const soup = entry(9, 'tuesday', 'Lentil soup');
        week = { ...emptyWeek(), tuesday: slots(soup) };
        return ok({ meals: [soup] }, 'Meal added to Tuesday dinner');
      });
    renderWithProviders(
      <>
        <AddToPlannerButton recipeId={42} />
        <WeeklyPlanner />
      </>,
      { route: '/meal-planner', path: '/meal-planner', preloadedState: signedIn },
    );
    await screen.findByRole('link', { name: 'Add meal for Tuesday dinner' });
    await userEvent.click(screen.getByRole('button', { name: /Add to planner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan for a meal' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'tuesday');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Dinner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

    expect(await screen.findByRole('link', { name: 'Lentil soup' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add meal for Tuesday dinner' })).not.toBeInTheDocument();
  });
});

describe('after a meal is added (issue 15)', () => {
  const narrow = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;

  it('opens the phone planner on the day just planned, not today, and brings the week into view', async () => {
    const original = window.matchMedia;
    window.matchMedia = narrow;
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const today = weekdayOf(new Date());
    const planned = WEEKDAYS[(WEEKDAYS.indexOf(today) + 3) % 7];
    try {
      let week = emptyWeek();
      api
        .on('GET', '/api/get-meal-plans', () => ok(week))
        .on('POST', '/api/meal-plans/42', () => {
          const soup = entry(9, planned, 'Lentil soup');
          week = { ...emptyWeek(), [planned]: slots(soup) };
          return ok({ meals: [soup] }, 'Meal added');
        });
      const { store } = renderWithProviders(
        <>
          <AddToPlannerButton recipeId={42} />
          <WeeklyPlanner />
        </>,
        { route: '/meal-planner', path: '/meal-planner', preloadedState: signedIn },
      );
      const todayTab = await screen.findByRole('tab', { name: new RegExp(dayLabel(today)) });
      expect(todayTab).toHaveAttribute('aria-selected', 'true');

      await userEvent.click(screen.getByRole('button', { name: /Add to planner/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Plan for a meal' });
      await userEvent.selectOptions(within(dialog).getByLabelText('Day'), planned);
      await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Dinner');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

      const plannedTab = screen.getByRole('tab', { name: new RegExp(dayLabel(planned)) });
      await waitFor(() => expect(plannedTab).toHaveAttribute('aria-selected', 'true'));
      expect(todayTab).toHaveAttribute('aria-selected', 'false');
      expect(
        await within(screen.getByRole('tabpanel')).findByRole('link', { name: 'Lentil soup' }),
      ).toBeInTheDocument();
      expect(scrolled).toHaveBeenCalled();
      // Shown once: the next visit opens on today again.
      expect(store.getState().plannerMode.justPlanned).toBeUndefined();
    } finally {
      window.matchMedia = original;
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('a tab mounted after the add (arriving from a recipe page) opens on that day', async () => {
    const original = window.matchMedia;
    window.matchMedia = narrow;
    const planned = WEEKDAYS[(WEEKDAYS.indexOf(weekdayOf(new Date())) + 1) % 7];
    try {
      api.on('GET', '/api/get-meal-plans', ok(emptyWeek()));
      renderWithProviders(<WeeklyPlanner />, {
        preloadedState: { ...signedIn, plannerMode: { modes: {}, justPlanned: planned } },
      });
      expect(await screen.findByRole('tab', { name: new RegExp(dayLabel(planned)) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(
        screen.getByRole('heading', { level: 3, name: new RegExp(`^${dayLabel(planned)} \\d+ \\w+`) }),
      ).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
