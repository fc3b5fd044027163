import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealConflictDto } from '@contract/types';
import { theme } from '@/theme/theme';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { AddToPlannerButton, WeeklyPlanner } from '../index';
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
} from './plannerFixtures';

/** Issue 35: a "may contain" conflict counts, is never hidden, and reads (and looks) softer. */

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', '/api/household', ok(household()))
    .on('GET', NUTRITION_PATH, ok(noNutrition()));
});
afterEach(() => api.restore());

const granola: MealConflictDto = { member_id: 1, member_name: 'Mia Anders', food: 'granola', may_contain: 'peanuts' };
const peanutButter: MealConflictDto = {
  member_id: 1,
  member_name: 'Mia Anders',
  food: 'peanut butter',
  allergen: 'peanuts',
};

const weekWith = (conflicts: MealConflictDto[]) => ({
  ...emptyWeek(),
  tuesday: slots(entry(3, 'tuesday', 'Bircher pots', 3, { attendees: attendeesOf(MIA, SAM, ANA), conflicts })),
});

/** The badge's colours as the page draws them (jsdom reads styled-components' sheet). */
const colourOf = (element: Element) => getComputedStyle(element).color;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

describe("a planned meal's badge", () => {
  it('counts a may-contain as a conflict and says "may contain" when opened, in the softer look', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWith([granola])));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Bircher pots' });

    const badge = screen.getByText(/\d conflicts?/).closest('summary')!;
    expect(badge).toHaveTextContent('1 conflict in Bircher pots');
    expect(colourOf(badge)).toBe(rgb(theme.colors.textMuted));
    await userEvent.click(badge);
    const reason = screen.getByText('Mia Anders: may contain peanuts — from granola');
    expect(reason).toBeVisible();
    expect(colourOf(reason)).toBe(rgb(theme.colors.textMuted));
  });

  it('keeps the full look when a contained allergen is among them', async () => {
    api.on('GET', '/api/get-meal-plans', ok(weekWith([peanutButter, granola])));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Bircher pots' });

    const badge = screen.getByText(/\d conflicts?/).closest('summary')!;
    expect(badge).toHaveTextContent('2 conflicts in Bircher pots');
    expect(colourOf(badge)).toBe(rgb(theme.colors.accentText));
    await userEvent.click(badge);
    expect(colourOf(screen.getByText('Mia Anders: peanuts — from peanut butter'))).toBe(rgb(theme.colors.text));
    expect(colourOf(screen.getByText('Mia Anders: may contain peanuts — from granola'))).toBe(
      rgb(theme.colors.textMuted),
    );
  });
});

describe("'Plan for a meal' with a may-contain", () => {
  it('advises in softer words, still offers to leave the person out, and plans "anyway"', async () => {
    api
      .on('GET', '/api/meal-conflicts/42', ok([granola]))
      .on('POST', '/api/meal-plans/42', ok({ meals: [entry(9, 'tuesday', 'Bircher pots')] }, 'Meal added'));
    renderWithProviders(<AddToPlannerButton recipeId={42} />, {
      route: '/dashboard/meal-planner',
      path: '/dashboard/meal-planner',
      routes: [{ path: '/meal-planner', element: <h1>Planner page</h1> }],
      preloadedState: signedIn,
    });
    await userEvent.click(screen.getByRole('button', { name: /Add to planner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan for a meal' });

    const advice = await within(dialog).findByText('Granola may contain peanuts — Mia Anders is allergic.');
    expect(colourOf(advice)).toBe(rgb(theme.colors.textMuted));
    expect(within(dialog).getByText('May not suit everyone eating')).toBeInTheDocument();
    expect(within(dialog).queryByText('Not for everyone eating')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/is allergic to/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave Mia Anders out of this meal' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add anyway' })).toBeInTheDocument();
  });

  it('keeps the firm heading when a contained allergen is there too', async () => {
    api.on('GET', '/api/meal-conflicts/42', ok([peanutButter, granola]));
    renderWithProviders(<AddToPlannerButton recipeId={42} />, {
      route: '/dashboard/meal-planner',
      path: '/dashboard/meal-planner',
      routes: [{ path: '/meal-planner', element: <h1>Planner page</h1> }],
      preloadedState: signedIn,
    });
    await userEvent.click(screen.getByRole('button', { name: /Add to planner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan for a meal' });
    const firm = await within(dialog).findByText('Mia Anders is allergic to peanuts (peanut butter).');
    expect(colourOf(firm)).toBe(rgb(theme.colors.text));
    expect(within(dialog).getByText('Not for everyone eating')).toBeInTheDocument();
    expect(within(dialog).getByText('Granola may contain peanuts — Mia Anders is allergic.')).toBeInTheDocument();
  });
});

describe("who's eating a planned meal", () => {
  it("notes a may-contain beside the person's name, muted", async () => {
    api
      .on(
        'GET',
        '/api/get-meal-plans',
        ok({
          ...emptyWeek(),
          tuesday: slots(
            entry(3, 'tuesday', 'Bircher pots', 3, { attendees: attendeesOf(SAM, ANA), whole_household: false }),
          ),
        }),
      )
      .on('GET', '/api/meal-conflicts/103', ok([granola]));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Meal options for Tuesday dinner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: "Who's eating" }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose who is eating Bircher pots' }));
    const dialog = await screen.findByRole('dialog', { name: "Who's eating" });

    const mia = await within(dialog).findByRole('checkbox', { name: 'Mia Anders' });
    const note = await within(dialog).findByText('May contain peanuts (granola)');
    expect(mia).toHaveAccessibleDescription(/May contain peanuts \(granola\)/);
    expect(colourOf(note)).toBe(rgb(theme.colors.textMuted));
  });
});
