import type { Locator, Page } from '@playwright/test';
import { expect, registerCook, signIn, test } from './fixtures';

/**
 * A parent's walk (issue 15, points 7, 10 and 11): the signed-out header's search box shows
 * its whole placeholder and a Log in link sits beside Sign Up; a form's error toasts go when
 * it succeeds and a field error is shown once; on phones toasts keep off the header's
 * buttons; every dashboard page marks its entry in the top bar and the side menu.
 */

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1440, height: 900 };

const fontsReady = (page: Page) => page.evaluate(async () => void (await document.fonts.ready));

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('signed-out header', () => {
  test('at 1440 the search box shows its whole placeholder and Log in goes to the login page', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/');
    await fontsReady(page);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search recipes' });
    await expect(search).toBeVisible();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, inner };
    });
    expect(room.inner, `placeholder needs ${room.text}px`).toBeGreaterThanOrEqual(room.text);

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    const logIn = banner.getByRole('link', { name: 'Log in', exact: true });
    await expect(logIn).toBeVisible();
    await noSidewaysScroll(page);
    await logIn.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  for (const width of [320, 375, 768, 1280]) {
    test(`the signed-out header fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await fontsReady(page);
      await noSidewaysScroll(page);
    });
  }

  test('at 375 the side menu offers Log in', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await menu.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('toasts', () => {
  test('a wrong password is shown once; after Login Successful no error toast remains, and on a phone the toast keeps off the header', async ({
    page,
    request,
  }) => {
    const cook = await registerCook(request, 'Toast Walker');
    await page.setViewportSize(PHONE);
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(cook.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    const refusal = page.getByText('These credentials do not match our records.');
    await expect(refusal).toHaveCount(1);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill(cook.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard\/overview/);
    const success = page.locator('.Toastify__toast', { hasText: 'Login Successful' });
    await expect(success).toBeVisible();
    await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);

    const toastBox = await success.boundingBox();
    expect(toastBox).not.toBeNull();
    const controls: Locator = page.getByRole('banner').locator('a:visible, button:visible');
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const box = await controls.nth(index).boundingBox();
      if (box) expect(intersects(toastBox!, box), `toast covers header control ${index}`).toBe(false);
    }
  });
});

/** Each dashboard page, the top bar's current link, and the side menu's current entry. */
const DASHBOARD: [path: string, topBar: string, entry: string][] = [
  ['/dashboard/overview', 'Dashboard', 'Overview'],
  ['/dashboard/meal-planner', 'Dashboard', 'Meal planner'],
  ['/dashboard/shopping-list', 'Dashboard', 'Shopping list'],
  ['/dashboard/household', 'Dashboard', 'Family'],
  ['/dashboard/share-recipes', 'Share recipe', 'Share recipes'],
  ['/dashboard/my-recipes', 'Dashboard', 'My recipes'],
  ['/dashboard/saved-recipes', 'Dashboard', 'Favorite recipes'],
  ['/dashboard/settings', 'Dashboard', 'Settings'],
];

const currentLink = (scope: Locator) => scope.locator('a[aria-current="page"]');

test.describe('dashboard navigation', () => {
  test('at 1440 every dashboard page marks its entry in the top bar and the side menu', async ({ page, request }) => {
    const cook = await registerCook(request, 'Menu Walker');
    await page.setViewportSize(LAPTOP);
    await signIn(page, cook.email, cook.password);
    for (const [path, topBar, entry] of DASHBOARD) {
      await page.goto(path);
      const top = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      await expect(currentLink(top), path).toHaveCount(1);
      await expect(currentLink(top), path).toHaveText(topBar);
      const side = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(currentLink(side), path).toHaveCount(1);
      await expect(currentLink(side), path).toHaveText(entry);
    }
  });

  test('at 375 the slide-in menu marks the current entry on every dashboard page', async ({ page, request }) => {
    const cook = await registerCook(request, 'Phone Walker');
    await page.setViewportSize(PHONE);
    await signIn(page, cook.email, cook.password);
    for (const [path, , entry] of DASHBOARD) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Open dashboard menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
      const menu = drawer.getByRole('navigation', { name: 'Dashboard' });
      await expect(currentLink(menu), path).toHaveCount(1);
      await expect(currentLink(menu), path).toHaveText(entry);
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    }
  });
});
