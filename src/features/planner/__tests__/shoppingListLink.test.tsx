import { screen } from '@testing-library/react';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import DashboardPlannerPage from '../DashboardPlannerPage';
import MealPlannerPage from '../MealPlannerPage';
import { CATEGORIES, emptyWeek, noNutrition, NUTRITION_PATH, signedIn } from './plannerFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', '/api/get-meal-plans', ok(emptyWeek()))
    .on('GET', NUTRITION_PATH, ok(noNutrition()));
});
afterEach(() => api.restore());

const shoppingLink = () => screen.queryByRole('link', { name: 'Shopping list for this week' });

describe("the week's shopping list link", () => {
  it('is on the dashboard planner', async () => {
    renderWithProviders(<DashboardPlannerPage />, { route: '/dashboard/meal-planner', preloadedState: signedIn });
    expect(await screen.findByRole('link', { name: 'Shopping list for this week' })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list',
    );
  });

  it('is on the public planner for a signed-in cook only', async () => {
    const { unmount } = renderWithProviders(<MealPlannerPage />, { route: '/meal-planner', preloadedState: signedIn });
    expect(shoppingLink()).toHaveAttribute('href', '/dashboard/shopping-list');
    unmount();

    renderWithProviders(<MealPlannerPage />, { route: '/meal-planner' });
    expect(await screen.findByRole('link', { name: 'Sign in to plan your week' })).toBeInTheDocument();
    expect(shoppingLink()).not.toBeInTheDocument();
  });

  it('follows the week shown, and "Browse recipes to add" opens the recipes on it (issue 38)', async () => {
    renderWithProviders(<DashboardPlannerPage />, {
      route: '/dashboard/meal-planner?week=2030-01-09',
      preloadedState: signedIn,
    });
    expect(await screen.findByRole('link', { name: /^Shopping list for / })).toHaveAttribute(
      'href',
      '/dashboard/shopping-list?week=2030-01-05',
    );
    expect(screen.getByRole('link', { name: 'Browse recipes to add' })).toHaveAttribute(
      'href',
      '/meal-planner?week=2030-01-09',
    );
  });
});
