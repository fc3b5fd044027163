import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_SYNC_MS } from '@contract/constants';
import type { MealConflictDto, RecipeSummaryDto } from '@contract/types';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { AddToPlannerButton, WeeklyPlanner } from '../index';
import { dayLabel, weekdayOf } from '@/lib/weekdays';
import {
  ANA,
  attendeesOf,
  CATEGORIES,
  emptyWeek,
  entry,
  household,
  MIA,
  noNutrition,
  NUTRITION_PATH,
  SAM,
  signedIn,
  slots,
  thisWeekStart,
} from './plannerFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', '/api/household', ok(household()))
    .on('GET', NUTRITION_PATH, ok(noNutrition()));
});
afterEach(() => api.restore());

const requestsTo = (method: string, path: string) =>
  api.requests.filter((request) => request.method === method && request.url.pathname === path);

const peanuts: MealConflictDto = {
  member_id: 1,
  member_name: 'Mia Anders',
  food: 'peanut butter',
  allergen: 'peanuts',
};
const chicken: MealConflictDto = { member_id: 2, member_name: 'Sam', food: 'chicken', diet: 'vegetarian' };
const mushroom: MealConflictDto = { member_id: 3, member_name: 'Ana', food: 'mushroom', dislike: 'mushroom' };

/** Tuesday's dinner: satay for the whole family, which Mia may not eat and Ana does not like. */
const satay = (extra: Parameters<typeof entry>[4] = {}) =>
  entry(3, 'tuesday', 'Satay', 3, {
    attendees: attendeesOf(MIA, SAM, ANA),
    portions: 2.5,
    conflicts: [peanuts, mushroom],
    ...extra,
  });

const weekWith = (...meals: ReturnType<typeof entry>[]) => ({ ...emptyWeek(), tuesday: slots(...meals) });

describe('a planned meal shows who eats it', () => {
  it('as initials chips, with everyone named and the portions in its label', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWith(satay())));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });

    const people = await screen.findByRole('img', { name: 'Eating: Mia Anders, Sam, Ana (2½ portions)' });
    expect(people).toHaveTextContent('MASA');
    expect([...people.children].map((chip) => chip.textContent)).toEqual(['MA', 'S', 'A']);
  });

  it('tells apart people with the same initials the same way in every cell', async () => {
    const max = { member_id: 4, name: 'Max Avery', portion: 1 };
    api.on(
      'GET',
      '/api/get-meal-plans',
      ok({
        ...emptyWeek(),
        monday: slots(entry(5, 'monday', 'Toast', 1, { attendees: attendeesOf(MIA) })),
        tuesday: slots(entry(6, 'tuesday', 'Stew', 3, { attendees: [max] })),
      }),
    );
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    expect(await screen.findByRole('img', { name: /^Eating: Mia Anders/ })).toHaveTextContent('MiA');
    expect(screen.getByRole('img', { name: /^Eating: Max Avery/ })).toHaveTextContent('MaA');
  });

  it('with a conflict badge that opens to say who and why', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWith(satay(), entry(4, 'tuesday', 'Rice'))));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Satay' });

    const badges = screen.getAllByText(/\d conflicts?/);
    expect(badges).toHaveLength(1);
    const badge = badges[0].closest('summary')!;
    expect(badge).toHaveTextContent('2 conflicts in Satay');
    const reason = screen.getByText('Mia Anders: peanuts — from peanut butter');
    expect(reason).not.toBeVisible();

    await userEvent.click(badge);
    expect(reason).toBeVisible();
    expect(screen.getByText('Ana dislikes mushroom')).toBeVisible();
  });
});

describe("'Plan for a meal': who is eating", () => {
  const routes = [{ path: '/meal-planner', element: <h1>Planner page</h1> }];

  function renderButton(conflicts: MealConflictDto[] = []) {
    api
      .on('GET', '/api/meal-conflicts/42', ok(conflicts))
      .on('POST', '/api/meal-plans/42', ok({ meals: [entry(9, 'tuesday', 'Satay')] }, 'Meal added'));
    return renderWithProviders(<AddToPlannerButton recipeId={42} />, {
      route: '/dashboard/meal-planner',
      path: '/dashboard/meal-planner',
      routes,
      preloadedState: signedIn,
    });
  }

  async function openAndChoose() {
    await userEvent.click(screen.getByRole('button', { name: /Add to planner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan for a meal' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'tuesday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Dinner' }),
    );
    return dialog;
  }

  const planBodies = () => requestsTo('POST', '/api/meal-plans/42').map(({ body }) => body);

  it('ticks everyone and sends no member_ids; sends the ticked people once someone is left out', async () => {
    renderButton();
    let dialog = await openAndChoose();
    const people = await within(dialog).findByRole('group', { name: 'Who is eating' });
    expect(
      within(people)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    await waitFor(() => expect(planBodies()).toEqual([{ day: 'tuesday', category_id: 3, week: thisWeekStart() }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openAndChoose();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Sam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    await waitFor(() =>
      expect(planBodies()[1]).toEqual({ day: 'tuesday', category_id: 3, member_ids: [1, 3], week: thisWeekStart() }),
    );
  });

  it('needs someone eating, and sends nothing without', async () => {
    renderButton();
    const dialog = await openAndChoose();
    for (const name of ['Mia Anders', 'Sam', 'Ana']) {
      await userEvent.click(await within(dialog).findByRole('checkbox', { name }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    expect(await within(dialog).findByText('Choose at least one person for this meal')).toBeInTheDocument();
    expect(planBodies()).toHaveLength(0);
  });

  it('warns about the people ticked the recipe does not suit, and "Leave … out" unticks them', async () => {
    renderButton([peanuts, chicken]);
    const dialog = await openAndChoose();
    const warning = await within(dialog).findByText('Mia Anders is allergic to peanuts (peanut butter).');
    expect(within(dialog).getByText('Sam eats vegetarian only (chicken).')).toBeInTheDocument();
    expect(warning.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add anyway' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Mia Anders out of this meal' }));
    const mia = within(dialog).getByRole('checkbox', { name: 'Mia Anders' });
    expect(mia).not.toBeChecked();
    expect(mia).toHaveFocus();
    expect(within(dialog).queryByText('Mia Anders is allergic to peanuts (peanut butter).')).not.toBeInTheDocument();
    // Sam is still ticked: still a conflict, and only one other person eating, who may not be left out.
    expect(within(dialog).getByRole('button', { name: 'Add anyway' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Sam out of this meal' }));
    expect(within(dialog).queryByText(/is allergic|eats vegetarian/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    await waitFor(() =>
      expect(planBodies()).toEqual([{ day: 'tuesday', category_id: 3, member_ids: [3], week: thisWeekStart() }]),
    );
  });

  it('keeps planning possible ("Add anyway") and asks about the whole household', async () => {
    renderButton([peanuts]);
    const dialog = await openAndChoose();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(planBodies()).toEqual([{ day: 'tuesday', category_id: 3, week: thisWeekStart() }]));
    expect(requestsTo('GET', '/api/meal-conflicts/42')[0].url.search).toBe('');
  });
});

describe("who's eating a planned meal", () => {
  /** Mia and Ana eat it; Sam does not (and is vegetarian). */
  const stew = () =>
    entry(3, 'tuesday', 'Chicken stew', 3, {
      attendees: attendeesOf(MIA, ANA),
      whole_household: false,
      portions: 1.5,
    });

  async function openWhoIsEating() {
    await userEvent.click(await screen.findByRole('button', { name: 'Meal options for Tuesday dinner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: "Who's eating" }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose who is eating Chicken stew' }));
    return screen.findByRole('dialog', { name: "Who's eating" });
  }

  it("ticks who eats it now, notes each person's conflicts, and saves the new choice", async () => {
    let meal = stew();
    api
      .on('GET', '/api/get-meal-plans', () => ok(weekWith(meal)))
      .on('GET', '/api/meal-conflicts/103', ok([chicken]))
      .on('POST', '/api/meal-attendees/3', (request) => {
        meal = { ...meal, attendees: attendeesOf(MIA, SAM), portions: 2, conflicts: [chicken] };
        expect(request.body).toEqual({ member_ids: [1, 2] });
        return ok(meal, 'Saved who is eating');
      });
    const { store } = renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    const dialog = await openWhoIsEating();

    const people = await within(dialog).findByRole('group', { name: 'People eating' });
    const box = (name: string) => within(people).getByRole('checkbox', { name });
    expect(box('Mia Anders')).toBeChecked();
    expect(box('Sam')).not.toBeChecked();
    expect(box('Ana')).toBeChecked();
    await waitFor(() => expect(box('Sam')).toHaveAccessibleDescription(/Eats vegetarian only \(chicken\)/));

    await userEvent.click(box('Sam'));
    await userEvent.click(box('Ana'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', '/api/meal-attendees/3')).toHaveLength(1);
    expect(store.getState().toasts.items.map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'Saved who is eating'],
    ]);
    expect(await screen.findByRole('img', { name: 'Eating: Mia Anders, Sam (2 portions)' })).toBeInTheDocument();
    expect(screen.getByText('1 conflict')).toBeInTheDocument();
  });

  it('needs someone eating', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWith(stew()))).on('GET', '/api/meal-conflicts/103', ok([]));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    const dialog = await openWhoIsEating();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Mia Anders' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ana' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one person for this meal');
    expect(requestsTo('POST', '/api/meal-attendees/3')).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    api
      .on('GET', '/api/get-meal-plans', ok(weekWith(stew())))
      .on('GET', '/api/meal-conflicts/103', ok([]))
      .on('POST', '/api/meal-attendees/3', fail(404, 'Family member not found'));
    const { store } = renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    const dialog = await openWhoIsEating();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    expect(store.getState().toasts.items[0]).toMatchObject({ kind: 'error', message: 'Family member not found' });
    expect(screen.getByRole('dialog', { name: "Who's eating" })).toBeInTheDocument();
  });
});

describe('Fill this slot', () => {
  const chilli = {
    id: 7,
    recipe_name: 'Veg chilli',
    recipe_image: 'uploads/recipes/r7-640.webp',
    category: { id: 3, category_name: 'Dinner' },
  } as RecipeSummaryDto;
  const dal = { ...chilli, id: 8, recipe_name: 'Red lentil dal' };

  it('lists recipes that suit everyone eating and plans the one chosen', async () => {
    let week = emptyWeek();
    api
      .on('GET', '/api/get-meal-plans', () => ok(week))
      .on('GET', '/api/meal-suggestions', ok([chilli, dal]))
      .on('POST', '/api/meal-plans/7', () => {
        const planned = entry(11, 'tuesday', 'Veg chilli');
        week = weekWith(planned);
        return ok({ meals: [planned] }, 'Meal added to Tuesday dinner');
      });
    const { store } = renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Fill this slot (Tuesday dinner)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Fill this slot' });
    const list = await within(dialog).findByRole('list', { name: 'Suggestions for Tuesday dinner' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Veg chilli' })).toBeInTheDocument();
    expect(within(list).getAllByText('Suits everyone eating')).toHaveLength(2);
    const [request] = requestsTo('GET', '/api/meal-suggestions');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      category_id: '3',
      day: 'tuesday',
      week: thisWeekStart(),
    });

    await userEvent.click(within(list).getByRole('button', { name: 'Plan this: Veg chilli' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', '/api/meal-plans/7').map(({ body }) => body)).toEqual([
      { day: 'tuesday', category_id: 3, week: thisWeekStart() },
    ]);
    expect(store.getState().toasts.items.map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'Meal added to Tuesday dinner'],
    ]);
    expect(await screen.findByRole('link', { name: 'Veg chilli' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill this slot (Tuesday dinner)' })).not.toBeInTheDocument();
    // The button that opened the dialog is gone: the focus stays in the cell.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Meal options for Tuesday dinner' })).toHaveFocus());
  });

  it('is in the menu of a cell that has meals, and says so when nothing suits everyone', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWith(satay()))).on('GET', '/api/meal-suggestions', ok([]));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Meal options for Tuesday dinner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Fill this slot' }));

    const dialog = await screen.findByRole('dialog', { name: 'Fill this slot' });
    expect(
      await within(dialog).findByText(
        'No recipe suits everyone eating yet. Try leaving someone out or adding recipes.',
      ),
    ).toBeInTheDocument();
  });

  it("is on a phone's day view too", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      api.on('GET', '/api/get-meal-plans', ok(emptyWeek())).on('GET', '/api/meal-suggestions', ok([chilli]));
      renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
      const today = dayLabel(weekdayOf(new Date()));
      const panel = await screen.findByRole('tabpanel');
      await userEvent.click(within(panel).getByRole('button', { name: `Fill this slot (${today} dinner)` }));
      const dialog = await screen.findByRole('dialog', { name: 'Fill this slot' });
      expect(await within(dialog).findByRole('button', { name: 'Plan this: Veg chilli' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('offers to try again when the suggestions could not be loaded', async () => {
    let answer = fail(500, 'Server error');
    api.on('GET', '/api/get-meal-plans', ok(emptyWeek())).on('GET', '/api/meal-suggestions', () => answer);
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Fill this slot (Tuesday dinner)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill this slot' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We couldn’t load suggestions just now.');

    answer = ok([chilli]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Plan this: Veg chilli' })).toBeInTheDocument();
  });
});

describe('the shared plan', () => {
  afterEach(() => jest.useRealTimers());

  it("shows another parent's changes within the sync interval, without a reload", async () => {
    jest.useFakeTimers();
    let week = emptyWeek();
    api.on('GET', '/api/get-meal-plans', () => ok(week));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Add meal for Tuesday dinner' });

    week = weekWith(entry(12, 'tuesday', 'Fish pie'));
    await act(async () => {
      jest.advanceTimersByTime(HOUSEHOLD_SYNC_MS);
    });
    expect(await screen.findByRole('link', { name: 'Fish pie' })).toBeInTheDocument();
    expect(HOUSEHOLD_SYNC_MS).toBeLessThanOrEqual(10_000);
  });

  it('asks again when the window gets the focus back', async () => {
    api.on('GET', '/api/get-meal-plans', ok(emptyWeek()));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Add meal for Tuesday dinner' });
    expect(requestsTo('GET', '/api/get-meal-plans')).toHaveLength(1);

    fireEvent.focus(window);
    await waitFor(() => expect(requestsTo('GET', '/api/get-meal-plans')).toHaveLength(2));
  });
});
