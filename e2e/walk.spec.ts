import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerCook, test } from './fixtures';

/**
 * A parent's walk (issue 15, the major points): where a page opens, user text of extreme
 * length, the review pager, and no page scrolling sideways at 320, 375 and 768 px.
 * Runs last (alphabetically) because it adds a recipe with extreme text to the shared data.
 */

const LONG_LINK = `https://example.com/${'a'.repeat(280)}`;
const longWord = (length: number, letter: string) => letter.repeat(length);

interface Walker {
  token: string;
  name: string;
  recipeId: number;
  libraryId: number;
}

let walker: Walker | undefined;

/** A cook with a 100-character name, whose recipe has every text at its longest single word. */
async function theWalker(request: APIRequestContext): Promise<Walker> {
  if (walker) return walker;
  const name = longWord(100, 'N');
  const token = (await registerCook(request, name)).token;
  const [category] = (await (await request.get('/api/categories')).json()).data;
  const [library] = (await (await request.get('/api/recipe-libraries')).json()).data;
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e07a5f' } })
    .png()
    .toBuffer();
  const stored = await request.post('/api/recipe/store', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      recipe_name: longWord(200, 'R'),
      category_id: String(category.id),
      recipe_library_id: String(library.id),
      age_group: 'adult',
      serving_number: '4',
      cooking_time: '20',
      preparation_time: '10',
      nutrition_info: longWord(300, 'K'),
      resource_link: LONG_LINK,
      'tags[0]': longWord(40, 't'),
      'ingredients[0]': longWord(300, 'I'),
      'ingredients[1]': '2 carrots',
      'instructions[0]': longWord(300, 'S'),
      recipe_image: { name: 'dish.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const recipeId = (await stored.json()).data.id as number;
  const auth = { authorization: `Bearer ${token}` };
  // Favourited and planned, so the dashboard's lists and the planner show it too.
  expect((await request.post(`/api/wishlist/${recipeId}`, { headers: auth })).ok()).toBe(true);
  const planned = await request.post(`/api/meal-plans/${recipeId}`, {
    headers: auth,
    data: { day: 'saturday', category_id: category.id },
  });
  expect(planned.ok(), await planned.text()).toBe(true);
  // Six reviews (two pages of five), the walker's a long unbroken link.
  const reviewers = [
    token,
    ...(await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await registerCook(request, `Reader ${n}`)).token))),
  ];
  for (const [index, reviewer] of reviewers.entries()) {
    const review = await request.post(`/api/review/${recipeId}`, {
      headers: { authorization: `Bearer ${reviewer}` },
      data: { rating: 4, comment: index === 0 ? LONG_LINK : `Made it on day ${index}.` },
    });
    expect(review.ok(), await review.text()).toBe(true);
  }
  walker = { token, name, recipeId, libraryId: library.id };
  return walker;
}

async function signInAs(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('forkcast.token', value), token);
}

/** How far the page can scroll sideways (0 when it cannot). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

test.describe('every page opens at the top; Back returns to where the reader was', () => {
  test('from the bottom of a recipe: the header link, a "More from" card, then Back', async ({ page }) => {
    const list = (await (await page.request.get('/api/guest/recipes')).json()).data as { id: number }[];
    await page.goto(`/recipe-details/${list[0].id}`);
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const bottom = await page.evaluate(() => window.scrollY);

    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/recipe-details/${list[0].id}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 50);

    const more = page.getByRole('region', { name: /^More from/ });
    await more.scrollIntoViewIfNeeded();
    const card = more.getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the side menu's Recipe library opens at the top", async ({ page }) => {
      await page.goto('/blog');
      await settled(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Recipe library' }).click();
      await expect(page).toHaveURL(/\/recipe-library$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`user text of extreme length at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a recipe whose name, ingredient, step, tag, review and cook are single 100–300 character words', async ({
      page,
    }) => {
      const { recipeId, name } = await theWalker(page.request);
      await page.goto(`/recipe-details/${recipeId}`);
      await settled(page);
      // The ingredient names no food the catalogue knows: it is listed, and named again as unchecked.
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: longWord(300, 'I') })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Allergens and diets' })).toContainText(longWord(300, 'I'));
      // The source is named by its site and links the whole address (issue 36: "From {site}").
      await expect(page.getByRole('link', { name: 'From example.com' })).toHaveAttribute('href', LONG_LINK);
      await expect(page.getByText(name).first()).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      // The "More from" cards stay below the review stars: nothing overlaps the title block.
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const more = (await page.getByRole('region', { name: /^More from/ }).boundingBox())!;
      expect(more.y).toBeGreaterThan(title.y + title.height);
      await page.screenshot({ path: test.info().outputPath(`long-recipe-${viewport.width}.png`), fullPage: true });
    });
  });
}

test.describe('the review pager on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('page 2 brings the top of the list into view and moves focus there', async ({ page }) => {
    const { recipeId } = await theWalker(page.request);
    await page.goto(`/recipe-details/${recipeId}`);
    await settled(page);
    const pager = page.getByRole('navigation', { name: 'Review pages' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('button', { name: 'Page 2' }).click();
    const list = page.getByRole('list', { name: 'Reviews, page 2 of 2' });
    await expect(list).toBeFocused();
    await expect.poll(async () => (await list.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const top = (await list.boundingBox())!.y;
    expect(top).toBeLessThan(812);
  });
});

const PUBLIC_PATHS = (walk: Walker) => [
  '/',
  '/recipe-library',
  `/recipes/recipe_library/${walk.libraryId}`,
  `/recipe-details/${walk.recipeId}`,
  '/meal-planner',
  '/blog',
  '/auth/login',
  '/auth/register',
  '/auth/verify-email',
  '/auth/verify-otp',
  '/auth/reset-password',
  '/no-such-page',
];

const SIGNED_IN_PATHS = (walk: Walker) => [
  '/',
  `/recipe-details/${walk.recipeId}`,
  '/meal-planner',
  `/my-recipe-details/${walk.recipeId}`,
  '/dashboard/overview',
  '/dashboard/meal-planner',
  '/dashboard/share-recipes',
  '/dashboard/my-recipes',
  '/dashboard/saved-recipes',
  `/dashboard/edit-recipe/${walk.recipeId}`,
  '/dashboard/settings',
];

test.describe('no page scrolls sideways at 320, 375 or 768 px', () => {
  for (const signedIn of [false, true]) {
    test(`every route, ${signedIn ? 'signed in (the long-named cook)' : 'signed out'}`, async ({ page }) => {
      test.setTimeout(240_000);
      const walk = await theWalker(page.request);
      if (signedIn) await signInAs(page, walk.token);
      const blogs = (await (await page.request.get('/api/blogs')).json()).data as { slug: string }[];
      const paths = signedIn ? SIGNED_IN_PATHS(walk) : [...PUBLIC_PATHS(walk), `/blog/${blogs[0].slug}`];
      const overflowing: string[] = [];
      for (const width of [320, 375, 768]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await page.goto(path);
          await settled(page);
          const sideways = await sidewaysScroll(page);
          if (sideways > 0) overflowing.push(`${path} at ${width} px: ${sideways} px`);
        }
      }
      expect(overflowing).toEqual([]);
    });
  }
});
