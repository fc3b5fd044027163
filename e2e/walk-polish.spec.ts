import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerCook, signIn, test } from './fixtures';

/**
 * A parent's walk (issue 15, points 15 and 17): Inter is self-hosted and preloaded, the
 * "Keep exploring" tiles are links, dashboard cards fit their content at 1440 px, and a
 * recipe's page on a phone shows the ingredients before the facts and share panels.
 */

interface RecipeSummary {
  id: number;
  recipe_name: string;
  recipe_creator: string;
}

/** Seeded recipes by cooks with everyday names (other specs add cooks with extreme ones). */
async function seededRecipes(request: APIRequestContext): Promise<RecipeSummary[]> {
  const list = (await (await request.get('/api/guest/recipes?per_page=48')).json()).data as RecipeSummary[];
  const everyday = list.filter((recipe) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(recipe.recipe_creator));
  expect(everyday.length).toBeGreaterThanOrEqual(4);
  return everyday;
}

const fontsReady = (page: Page) => page.evaluate(async () => void (await document.fonts.ready));

test.describe('Inter, self-hosted', () => {
  test('every page preloads the woff2 from our origin, fetches it once and renders in Inter', async ({ page }) => {
    const fontResponses: { url: string; status: number; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2'))
        fontResponses.push({
          url: response.url(),
          status: response.status(),
          cacheControl: response.headers()['cache-control'],
        });
    });
    await page.goto('/');
    await fontsReady(page);
    const origin = new URL(page.url()).origin;

    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('type', 'font/woff2');
    await expect(preload).toHaveAttribute('crossorigin', /^(|anonymous)$/);
    const href = new URL((await preload.getAttribute('href'))!, origin).href;
    expect(href).toMatch(/\/assets\/inter-latin-wght-normal\.[0-9a-f]{12}\.woff2$/);

    expect(
      await page.evaluate(() => ({
        check: document.fonts.check('16px Inter'),
        // check() is also true when no face is named Inter: ask for a loaded one.
        loaded: [...document.fonts].some(
          (face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded',
        ),
        body: getComputedStyle(document.body).fontFamily,
      })),
    ).toEqual({ check: true, loaded: true, body: expect.stringMatching(/^"?Inter"?,/) });

    // One request (the preload's answer is the one @font-face uses), from our origin, cached for a year.
    expect(fontResponses).toEqual([{ url: href, status: 200, cacheControl: 'public, max-age=31536000, immutable' }]);
    expect(new URL(fontResponses[0].url).origin).toBe(origin);
  });

  test('a signed-in page preloads it too', async ({ page, request }) => {
    const cook = await registerCook(request, 'Font Reader');
    await signIn(page, cook.email, cook.password);
    await page.reload();
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(1);
    await fontsReady(page);
    expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
  });
});

test.describe('"Keep exploring" tiles at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('each tile is one link with a focus ring, and following it opens its page', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Keep exploring' });
    await block.scrollIntoViewIfNeeded();
    const tiles = [
      ['Browse by diet', /\/recipe-library$/],
      ['Plan your week', /\/meal-planner$/],
      // Signed out, the share page asks to log in first.
      ['Share a recipe', /\/auth\/login/],
    ] as const;
    for (const [name] of tiles) {
      const item = block.getByRole('listitem').filter({ hasText: name });
      await expect(item.getByRole('link')).toHaveCount(1);
    }

    const first = block.getByRole('link', { name: 'Browse by diet' });
    await first.focus();
    // The ring is drawn around the whole tile (the link's stretched ::after).
    expect(await first.evaluate((link) => getComputedStyle(link, '::after').outlineStyle)).toBe('solid');
    await first.blur();

    for (const [name, url] of tiles) {
      await page.goto('/');
      const item = page.getByRole('region', { name: 'Keep exploring' }).getByRole('listitem').filter({ hasText: name });
      await item.scrollIntoViewIfNeeded();
      // The card's text, not only its title, follows the link.
      // A real pointer on the text: the stretched link lies over it and takes the click.
      const box = (await item.getByText(/\.$/).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(url);
    }
  });
});

test.describe('dashboard card grids at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('no card is narrower than its content: at least 240 px, and author names on one line', async ({
    page,
    request,
  }) => {
    const cook = await registerCook(request, 'Grid Walker');
    const recipes = (await seededRecipes(request)).slice(0, 6);
    for (const recipe of recipes) {
      const saved = await request.post(`/api/wishlist/${recipe.id}`, {
        headers: { authorization: `Bearer ${cook.token}` },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    await signIn(page, cook.email, cook.password);

    for (const path of ['/dashboard/overview', '/dashboard/saved-recipes']) {
      await page.goto(path);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      // The overview's previews show up to four, but never a fourth alone on a second row.
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
      await fontsReady(page);
      const measured = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const author = [...article.querySelectorAll('li')]
            .find((item) => /ingredients? · by/.test(item.textContent ?? ''))
            ?.querySelector('strong');
          return {
            name: article.getAttribute('aria-label'),
            width: article.getBoundingClientRect().width,
            // An inline element that wraps has one box per line.
            authorLines: author ? author.getClientRects().length : 0,
          };
        }),
      );
      if (path === '/dashboard/overview') {
        const previewRows = await page
          .getByRole('main')
          .locator('section')
          .evaluateAll((sections) =>
            sections
              .map(
                (section) =>
                  new Set(
                    [...section.querySelectorAll('article')]
                      .filter((a) => a.getClientRects().length > 0)
                      .map((a) => Math.round(a.getBoundingClientRect().top)),
                  ).size,
              )
              .filter((rows) => rows > 0),
          );
        expect(previewRows.length, 'the favourites preview holds cards').toBeGreaterThan(0);
        expect(previewRows, 'each preview is one row at 1440 px').toEqual(previewRows.map(() => 1));
      }
      for (const card of measured) {
        expect(card.width, `${path}: ${card.name}`).toBeGreaterThanOrEqual(240);
        expect(card.authorLines, `${path}: ${card.name}'s author`).toBe(1);
      }
    }
  });
});

test.describe("a recipe's page on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Ingredients come before the facts and share panels', async ({ page, request }) => {
    const [recipe] = await seededRecipes(request);
    await page.goto(`/recipe-details/${recipe.id}`);
    const top = async (name: string) => {
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeVisible();
      return (await heading.boundingBox())!.y;
    };
    const ingredients = await top('Ingredients');
    expect(ingredients).toBeLessThan(await top('At a glance'));
    expect(ingredients).toBeLessThan(await top('Share this recipe'));
    expect(await top('Share this recipe')).toBeLessThan(await top('Instructions'));
  });

  test('at 1440 px the facts stay in the side column beside the ingredients', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const [recipe] = await seededRecipes(request);
    await page.goto(`/recipe-details/${recipe.id}`);
    const box = async (name: string) =>
      (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())!;
    const ingredients = await box('Ingredients');
    const facts = await box('At a glance');
    expect(facts.x).toBeGreaterThan(ingredients.x + ingredients.width);
    expect(Math.abs(facts.y - ingredients.y)).toBeLessThan(40);
  });
});
