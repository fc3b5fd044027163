import type { APIRequestContext } from '@playwright/test';
import { appReady, DEMO, expect, signIn, test } from './fixtures';

/**
 * Public pages arrive rendered by the server (server/ssr/serverRender.ts) and the SPA
 * hydrates them: readable without JavaScript, the same nodes kept when the app starts (no
 * mismatch, no second render from scratch), forms that keep what was typed before the app
 * ran, and signed-in browsers served the plain shell so they never see a visitor's page.
 */

interface Demo {
  recipe: { id: number; name: string; firstIngredient: string };
  library: { id: number; name: string; firstRecipe: string };
  blog: { slug: string; title: string };
}

let demo: Demo | undefined;

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function demoData(request: APIRequestContext): Promise<Demo> {
  if (demo) return demo;
  const libraries = await data<{ id: number; diet_name: string }[]>(request, '/api/recipe-libraries');
  const library = libraries[0];
  // A recipe list answers its page as data itself.
  const [first] = await data<{ id: number; recipe_name: string }[]>(
    request,
    `/api/guest/recipes?recipe_library_id=${library.id}`,
  );
  const details = await data<{ recipe_name: string; ingredients: { ingredient_name: string }[] }>(
    request,
    `/api/single-recipe/${first.id}`,
  );
  const [blog] = await data<{ slug: string; title: string }[]>(request, '/api/blogs');
  demo = {
    recipe: { id: first.id, name: details.recipe_name, firstIngredient: details.ingredients[0].ingredient_name },
    library: { id: library.id, name: library.diet_name, firstRecipe: first.recipe_name },
    blog,
  };
  return demo;
}

test.describe('server-rendered public pages', () => {
  test('read without JavaScript: headings, content and the page title are in the HTML', async ({
    browser,
    request,
  }) => {
    const { recipe, library, blog } = await demoData(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`/recipe-details/${recipe.id}`);
      await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
      await expect(page.getByText(recipe.firstIngredient).first()).toBeVisible();
      await expect(page).toHaveTitle(`${recipe.name} · Forkcast`);

      await page.goto(`/recipes/recipe_library/${library.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(library.name);
      await expect(page.getByText(library.firstRecipe).first()).toBeVisible();

      await page.goto('/blog');
      await expect(page.getByText(blog.title).first()).toBeVisible();
      await expect(page).toHaveTitle('Recipe Blogs & Tips · Forkcast');

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A page that needs the browser's state is not rendered: the SPA's noscript text instead.
      await page.goto('/auth/reset-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  for (const path of [
    '/',
    '/recipe-library',
    '/recipe-details/{recipe}',
    '/recipes/recipe_library/{library}',
    '/blog',
    '/blog/{blog}',
    '/meal-planner',
    '/auth/login',
  ]) {
    test(`hydrate ${path} in place, without a mismatch`, async ({ page, request, consoleErrors }) => {
      const { recipe, library, blog } = await demoData(request);
      const url = path
        .replace('{recipe}', String(recipe.id))
        .replace('{library}', String(library.id))
        .replace('{blog}', blog.slug);
      // Keep the server's <h1> and count the nodes React removes from #root once the app runs.
      await page.addInitScript(() => {
        const state = window as unknown as { serverHeading?: Element | null; removedFromRoot: number };
        state.removedFromRoot = 0;
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          state.serverHeading = document.querySelector('#root h1');
          const root = document.getElementById('root');
          if (root)
            new MutationObserver((records) =>
              records.forEach((record) => (state.removedFromRoot += record.removedNodes.length)),
            ).observe(root, { childList: true });
        });
      });
      await page.goto(url);
      const result = await page.evaluate(() => {
        const state = window as unknown as { serverHeading?: Element | null; removedFromRoot: number };
        return {
          hadHeading: Boolean(state.serverHeading),
          sameHeading:
            state.serverHeading === document.querySelector('#root h1') &&
            document.contains(state.serverHeading ?? null),
          removed: state.removedFromRoot,
        };
      });
      expect(result).toEqual({ hadHeading: true, sameHeading: true, removed: 0 });
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a form typed into before the app runs keeps what was typed, and only submits once the app runs', async ({
    page,
  }) => {
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/auth/login', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    // Enter with the submit button disabled: the browser must not send the form itself.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/login$/);

    releaseApp();
    await appReady(page);
    await submit.click();
    await page.waitForURL(/\/dashboard\/overview/);
  });

  test('a signed-in browser gets the plain shell and its own signed-in page', async ({ page }) => {
    await signIn(page);
    const html = await (await page.request.get('/recipe-library')).text();
    expect(html).not.toContain('forkcast-server-answers');
    await page.goto('/recipe-library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });
});
