import { screen } from '@testing-library/react';
import { household, signedIn } from '@/features/shopping/__tests__/shoppingFixtures';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { ShoppingListLink } from '../ShoppingListLink';

let api: FetchStub;
beforeEach(() => {
  // Saturday 28 November 2026, 10:00 in London: this week is the week of 28 November.
  jest.useFakeTimers({
    now: new Date('2026-11-28T10:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
    ],
  });
  api = stubFetch().on('GET', '/api/household', ok(household('Europe/London')));
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const render = (week?: string | null) =>
  renderWithProviders(<ShoppingListLink week={week} />, { route: '/dashboard/meal-planner', preloadedState: signedIn });

describe('the planner’s shopping list link', () => {
  it('opens this week’s list without a week, as before', () => {
    render();
    expect(screen.getByRole('link', { name: 'Shopping list for this week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list',
    );
    // Nothing to name: no household asked for.
    expect(api.requests).toHaveLength(0);
  });

  it('opens the planner’s shown week, named the way a parent says it', async () => {
    const { unmount } = render('2026-12-02');
    expect(await screen.findByRole('link', { name: 'Shopping list for this week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list?week=2026-11-28',
    );
    unmount();

    const next = render('2026-12-05');
    expect(await screen.findByRole('link', { name: 'Shopping list for next week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list?week=2026-12-05',
    );
    next.unmount();

    const last = render('2026-11-27');
    expect(await screen.findByRole('link', { name: 'Shopping list for last week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list?week=2026-11-21',
    );
    last.unmount();

    render('2026-12-24');
    expect(await screen.findByRole('link', { name: 'Shopping list for Sat 19 Dec – Fri 25 Dec' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list?week=2026-12-19',
    );
  });

  it('reads "this week" where the family lives', async () => {
    // Friday 27 November 23:30 in London, already Saturday 28 November in Auckland.
    jest.setSystemTime(new Date('2026-11-27T23:30:00Z'));
    api.on('GET', '/api/household', ok(household('Pacific/Auckland')));
    render('2026-11-28');
    expect(await screen.findByRole('link', { name: 'Shopping list for this week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list?week=2026-11-28',
    );
  });

  it('leaves a week that is not a date out of the link', () => {
    render('2026-02-30');
    expect(screen.getByRole('link', { name: 'Shopping list for this week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list',
    );
  });
});
