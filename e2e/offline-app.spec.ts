/**
 * Issue 39, the offline app, on the production build: with an empty cache a parent opens the
 * planner and the shopping list online; once the service worker controls the page and the week
 * is kept (`<html data-offline-ready>`, src/app/offlineApp.ts), the browser goes offline and a
 * reload still shows the list, the planned recipes and "Offline — last updated". The manifest
 * and installability are checked through the page and Chromium's own DevTools protocol.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { ShoppingListDto } from '../contract/types';
import { demoRecipeId, expect, registerCook, test } from './fixtures';

// The rest of the suite blocks service workers (playwright.config.ts): these specs are about one.
test.use({ serviceWorkers: 'allow' });

const GRATIN = 'Cheesy Leek and Potato Gratin';

test('the week, its recipes and the list open offline after one visit online', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const cook = await registerCook(request, 'Offline Parent');
  const headers = { authorization: `Bearer ${cook.token}` };
  const categories = (await (await request.get('/api/categories')).json()).data as {
    id: number;
    category_name: string;
  }[];
  const dinner = categories.find((category) => category.category_name === 'Dinner')!;
  const gratinId = await demoRecipeId(request, GRATIN);
  const planned = await request.post(`/api/meal-plans/${gratinId}`, {
    headers,
    data: { day: 'sunday', category_id: dinner.id },
  });
  expect(planned.status(), await planned.text()).toBe(200);
  const list = (await (await request.get('/api/shopping-list', { headers })).json()).data as ShoppingListDto;
  expect(list.items.length).toBeGreaterThan(0);
  const firstItem = list.items[0].display;

  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);
  await page.goto('/dashboard/meal-planner');
  await expect(page.getByRole('link', { name: GRATIN }).first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('/dashboard/shopping-list');
  await expect(page.getByText(firstItem).first()).toBeVisible();
  await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached', timeout: 45_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);

  await page.reload();
  await expect(page.getByText(firstItem).first()).toBeVisible();
  await expect(page.getByRole('status').getByText(/Offline — last updated \d\d.\d\d/)).toBeVisible();

  await page.goto('/dashboard/meal-planner');
  await expect(page.getByRole('link', { name: GRATIN }).first()).toBeVisible();

  // The planned recipe itself, text and picture, from the planner's link.
  await page.getByRole('link', { name: GRATIN }).first().click();
  await expect(page.getByRole('heading', { name: GRATIN, level: 1 })).toBeVisible();

  await context.setOffline(false);
  // Fresh answers again: the note goes.
  await page.goto('/dashboard/shopping-list');
  await expect(page.getByText(firstItem).first()).toBeVisible();
  await expect(page.getByText(/Offline — last updated/)).toHaveCount(0);
});

test('the app is installable: its manifest, icons and service worker as Chromium sees them', async ({
  request,
  baseURL,
  launchOptions,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Forkcast',
    short_name: 'Forkcast',
    start_url: '/dashboard/meal-planner',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f7a4d',
    background_color: '#f7f8f5',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // Chromium never offers to install from an incognito window, which every test context is: a
  // profile of its own on disk, as a phone's browser has.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'forkcast-install-'));
  const browserProfile = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    serviceWorkers: 'allow',
  });
  try {
    const page = browserProfile.pages()[0] ?? (await browserProfile.newPage());
    await page.goto(new URL('/', baseURL!).href);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await browserProfile.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browserProfile.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
