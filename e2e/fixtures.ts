import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** Resolves once the SPA runs (src/main.tsx): a server-rendered page's buttons work from then on. */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * `page` whose goto and reload wait for the app as well as the load event, and a test that
 * fails on any console error or uncaught page error (a hydration mismatch is one).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      // waitUntil 'commit' asks for nothing more than the answer.
      if (args[1]?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export const DEMO = { email: 'demo@forkcast.app', password: 'forkcast-demo' };

export async function signIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForURL(/\/dashboard\/overview/);
}

export interface Cook {
  token: string;
  email: string;
  password: string;
  name: string;
}

/** A new account through the API (register, then log in), for tests that must not touch the demo cook. */
export async function registerCook(request: APIRequestContext, name = 'Test Cook'): Promise<Cook> {
  const email = `cook-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const password = 'cooking-the-walk';
  const created = await request.post('/api/users/register', {
    data: { name, email, password, password_confirmation: password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/api/users/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  return { token: (await login.json()).data.token as string, email, password, name };
}

/** The id of the demo recipe of that exact name, found through the search API. */
export async function demoRecipeId(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(`/api/recipes/search?search=${encodeURIComponent(name)}`);
  const body = (await answer.json()) as {
    data: { id: number; recipe_name: string }[] | { data: { id: number; recipe_name: string }[] };
  };
  const list = Array.isArray(body.data) ? body.data : body.data.data;
  const hit = list.find((recipe) => recipe.recipe_name === name);
  expect(hit, name).toBeDefined();
  return hit!.id;
}
