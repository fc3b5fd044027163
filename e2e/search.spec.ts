import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Search a parent can finish (issue 37), on the demo content: type in the header's box, Enter,
 * filter on the results page, open a result in the same tab, and Back returns to the same
 * results at the same scroll position; on a phone, "peanut free" is a removable chip and no card
 * holds peanuts; a search with no exact match is no dead end; a dashboard page has the search
 * button on a phone too.
 */

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The result cards of the page (each an article named by its recipe). */
const resultCards = (page: Page) => page.getByRole('main').getByRole('article');

async function cardNames(cards: Locator): Promise<string[]> {
  return Promise.all((await cards.all()).map(async (card) => (await card.getAttribute('aria-label')) ?? ''));
}

async function resultsShown(page: Page): Promise<void> {
  await expect(resultCards(page).first()).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /\d+ recipes?/ }),
  ).toBeVisible();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('laptop (1440×900)', () => {
  test.use({ viewport: LAPTOP });

  test('type, Enter, filter, open a result, and Back returns to the same results and scroll position', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search recipes' });
    await box.fill('chicken');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=chicken$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('chicken');
    await resultsShown(page);
    const unfiltered = await cardNames(resultCards(page));
    expect(unfiltered.length).toBeGreaterThanOrEqual(3);

    const main = page.getByRole('main');
    await main.getByLabel('Category').selectOption({ label: 'Dinner' });
    await expect(page).toHaveURL(/\/search\?(?=.*\bq=chicken\b)(?=.*\bcategory=\d+\b)/);
    await expect.poll(async () => (await cardNames(resultCards(page))).join(' | ')).not.toBe(unfiltered.join(' | '));
    await resultsShown(page);
    const filteredUrl = page.url();
    const filtered = await cardNames(resultCards(page));
    for (const name of filtered) expect(name).toMatch(/chicken/i);

    // A lower card at the top of the window: the page is scrolled well down.
    const lower = resultCards(page).last();
    await lower.evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const scrolledTo = await scrollY(page);

    const opened = (await lower.getAttribute('aria-label'))!;
    await lower.getByRole('link', { name: opened, exact: true }).click();
    await expect(page).toHaveURL(/\/recipe-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);

    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await resultsShown(page);
    expect(await cardNames(resultCards(page))).toEqual(filtered);
    await expect.poll(async () => Math.abs((await scrollY(page)) - scrolledTo)).toBeLessThanOrEqual(50);
    await expect(main.getByLabel('Category')).toHaveValue(/\d+/);
    expect(consoleErrors).toEqual([]);
  });

  test('no exact match is no dead end: the closest searches, each with a "See all" link', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/search?q=vegetarian%20lasagne');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /No recipes for “vegetarian lasagne”/ })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Import a recipe' })).toBeVisible();
    const seeAll = main.getByRole('link', { name: /^See all \d+/ }).first();
    await expect(seeAll).toBeVisible();
    await expect(seeAll).toHaveAttribute('href', /\/search\?q=/);
    // Each closest search shows some of its recipes.
    await expect(resultCards(page).first()).toBeVisible();

    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).not.toBe('vegetarian lasagne');
    await resultsShown(page);
    await expect(main.getByRole('heading', { name: /No recipes for/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('phone (375×812)', () => {
  test.use({ viewport: PHONE });

  test('"peanut free" from the header\'s search button: a removable chip, and no card holds peanuts', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search recipes' }).click();
    const sheet = page.getByRole('dialog', { name: 'Search recipes' });
    const box = sheet.getByRole('searchbox', { name: 'Search recipes' });
    await box.fill('peanut free');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=peanut(\+|%20)free$/);
    await expect(sheet).toHaveCount(0);

    const chips = page.getByRole('list', { name: 'Understood as filters' });
    await expect(chips.getByText('Free from: Peanuts')).toBeVisible();
    await resultsShown(page);
    const cards = resultCards(page);
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const allergens = card.getByRole('list', { name: 'Allergens' });
      // Shown badges and the "+N" named for screen readers alike.
      if ((await allergens.count()) > 0) expect(await allergens.textContent()).not.toMatch(/peanut/i);
      expect(await card.getAttribute('aria-label')).not.toMatch(/peanut|satay/i);
    }

    await page.getByRole('button', { name: 'Remove Free from: Peanuts' }).click();
    await expect(page).not.toHaveURL(/peanut/);
    await expect(chips.getByText('Free from: Peanuts')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in dashboard page has the search button, and its search goes to the results page', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    const button = page.getByRole('button', { name: 'Search recipes' });
    await expect(button).toBeVisible();
    await button.click();
    const box = page.getByRole('dialog', { name: 'Search recipes' }).getByRole('searchbox', { name: 'Search recipes' });
    await box.fill('leftover rice');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=leftover(\+|%20)rice$/);
    await resultsShown(page);
    const names = await cardNames(resultCards(page));
    expect(names).toContain('Sticky Honey Garlic Chicken Thighs');
    // Made with rice is not rice (the dead end).
    expect(names).not.toContain('Chicken and Rice Noodle Soup');
    expect(names).not.toContain('Rice Cake Stacks Three Ways');
    expect(consoleErrors).toEqual([]);
  });
});
