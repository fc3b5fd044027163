import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The public site (issue 4, SPEC.md §2 and §4) in Chromium against the real server with the
 * seeded demo data: every public route at 375×812 and 1440×900 (content, links, console, axe),
 * then the interactions. One page load per route and viewport; assertions are grouped.
 */

const VIEWPORTS = [
  { name: 'phone 375×812', width: 375, height: 812, narrow: true },
  { name: 'desktop 1440×900', width: 1440, height: 900, narrow: false },
] as const;

const TOP_NAV = [
  { label: 'Home', href: '/' },
  { label: 'Recipe library', href: '/recipe-library' },
  { label: 'Dashboard', href: '/dashboard/overview' },
  { label: 'Share recipe', href: '/dashboard/share-recipes' },
  { label: 'Meal planner', href: '/meal-planner' },
  { label: 'Blog', href: '/blog' },
];

const FOOTER_EXPLORE = [
  { label: 'Home', href: '/' },
  { label: 'Share recipe', href: '/dashboard/dashboard-share-recipes' },
  { label: 'Meal planner', href: '/meal-planner' },
  { label: 'Recipe library', href: '/recipe-library' },
  { label: 'Blog', href: '/blog' },
];

// ---------------------------------------------------------------------------------------------
// Demo data, read once from the real API (nothing mocked, nothing hard-coded but seed names)

interface DemoData {
  libraries: { id: number; name: string; count: number }[];
  library: {
    id: number;
    name: string;
    recipes: { id: number; name: string; categoryId: number; categoryName: string }[];
  };
  categoryCounts: Record<number, number>;
  tag: { id: number; name: string; recipeIds: number[] };
  recipe: {
    id: number;
    name: string;
    libraryId: number;
    libraryName: string;
    categoryName: string;
    firstIngredient: string;
    firstReview: string;
  };
  blogs: { slug: string; title: string; author: string }[];
}

let demo: DemoData | undefined;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface ApiRecipe {
  id: number;
  recipe_name: string;
  category: { id: number; category_name: string };
}
/** A recipe list answers its page as data, with the paginator and counts in meta. */
interface ApiList {
  data: ApiRecipe[];
  meta: { category_counts: { category_id: number; count: number }[] };
}

async function apiList(request: APIRequestContext, path: string): Promise<ApiList> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as ApiList;
}

async function demoData(request: APIRequestContext): Promise<DemoData> {
  if (demo) return demo;
  const libraries = (
    await api<{ id: number; diet_name: string; recipes_count: number }[]>(request, '/api/recipe-libraries')
  ).map((library) => ({ id: library.id, name: library.diet_name, count: library.recipes_count }));
  expect(libraries.length).toBeGreaterThan(4);
  // The library of the seeded 'Spaghetti Pomodoro' (the search tests type 'spagetti').
  const found = await api<{ id: number; recipe_name: string }[]>(request, '/api/recipes/search?search=spaghetti');
  const spaghetti = found.find((result) => result.recipe_name.startsWith('Spaghetti Pomodoro'));
  expect(spaghetti, 'the seeded Spaghetti Pomodoro').toBeDefined();
  const details = await api<{
    id: number;
    recipe_name: string;
    recipe_library: { id: number; diet_name: string };
    category_name: string;
    ingredients: { ingredient_name: string }[];
  }>(request, `/api/single-recipe/${spaghetti!.id}`);
  const reviews = await api<{ data: { comment: string }[] }>(request, `/api/reviews-by-pagination/${spaghetti!.id}`);
  const libraryId = details.recipe_library.id;
  const list = await apiList(request, `/api/guest/recipes?recipe_library_id=${libraryId}`);
  const tags = await api<{ id: number; tag_name: string }[]>(request, `/api/tags?recipe_library_id=${libraryId}`);
  // A tag that narrows the library to some, not all, of its recipes.
  let tag: DemoData['tag'] | undefined;
  for (const candidate of tags) {
    const tagged = await apiList(request, `/api/guest/recipes?recipe_library_id=${libraryId}&tag_id=${candidate.id}`);
    const ids = tagged.data.map((recipe) => recipe.id);
    if (ids.length > 0 && ids.length < list.data.length) {
      tag = { id: candidate.id, name: candidate.tag_name, recipeIds: ids };
      break;
    }
  }
  expect(tag, 'a seeded tag that narrows the library').toBeDefined();
  const blogs = await api<{ slug: string; title: string; author_name: string }[]>(request, '/api/blogs');
  expect(blogs.length).toBeGreaterThan(1);
  demo = {
    libraries,
    library: {
      id: libraryId,
      name: details.recipe_library.diet_name,
      recipes: list.data.map((recipe) => ({
        id: recipe.id,
        name: recipe.recipe_name,
        categoryId: recipe.category.id,
        categoryName: recipe.category.category_name,
      })),
    },
    categoryCounts: Object.fromEntries(list.meta.category_counts.map((entry) => [entry.category_id, entry.count])),
    tag: tag!,
    recipe: {
      id: details.id,
      name: details.recipe_name,
      libraryId,
      libraryName: details.recipe_library.diet_name,
      categoryName: details.category_name,
      firstIngredient: details.ingredients[0].ingredient_name,
      firstReview: reviews.data[0].comment,
    },
    blogs: blogs.map((blog) => ({ slug: blog.slug, title: blog.title, author: blog.author_name })),
  };
  return demo;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** axe-core (WCAG 2 A/AA): no serious or critical violations; the rest is reported as an annotation. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.passes.length, `${label}: axe ran its checks`).toBeGreaterThan(10);
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const minor = results.violations.filter((violation) => !blocking.includes(violation));
  if (minor.length > 0) {
    test.info().annotations.push({
      type: 'axe (moderate/minor)',
      description: `${label}: ${minor.map((violation) => `${violation.id} [${violation.impact}] ×${violation.nodes.length}`).join(', ')}`,
    });
  }
  expect(
    blocking.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 4).map((node) => node.target.join(' ')),
    })),
    `${label}: serious or critical axe violations`,
  ).toEqual([]);
}

/** Every image of `scope` that has loaded comes from the server's uploads (real seeded media). */
async function expectUploadedImage(scope: Locator): Promise<void> {
  const image = scope.locator('img[src*="/uploads/"]').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function expectHrefs(scope: Locator, links: { label: string; href: string }[]): Promise<void> {
  for (const link of links) {
    await expect(scope.getByRole('link', { name: link.label, exact: true }), `link '${link.label}'`).toHaveAttribute(
      'href',
      link.href,
    );
  }
}

/** The layout around every public page: top navigation (bar or side menu) and the footer. */
async function expectLayout(page: Page, data: DemoData, narrow: boolean): Promise<void> {
  if (narrow) {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search recipes' })).toBeVisible();
  } else {
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeVisible();
    await expectHrefs(main, TOP_NAV);
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Saved recipes' })).toHaveAttribute('href', '/dashboard/saved-recipes');
  const footer = page.getByRole('contentinfo');
  await expectHrefs(footer.getByRole('navigation', { name: 'Explore' }), FOOTER_EXPLORE);
  const diets = footer.getByRole('navigation', { name: 'Diets' }).getByRole('link');
  await expect(diets).toHaveCount(data.libraries.length);
  for (const [index, library] of data.libraries.entries()) {
    await expect(diets.nth(index)).toHaveText(library.name);
    await expect(diets.nth(index)).toHaveAttribute('href', `/recipes/recipe_library/${library.id}`);
  }
  await expect(footer.getByText(/where families share the recipes they love/)).toBeAttached();
  await expect(footer.getByText(/© \d{4} Forkcast\. All rights reserved\./)).toBeAttached();
  await expect(footer.getByRole('link', { name: /^Forkcast on / })).toHaveCount(3);
  // Nothing sticks out sideways (a polished page never scrolls horizontally).
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, 'no horizontal overflow').toBeLessThanOrEqual(widths.viewport);
}

function recipeLinks(scope: Locator): Locator {
  return scope.locator('a[href^="/recipe-details/"]');
}

// ---------------------------------------------------------------------------------------------
// Every public route at both viewports

for (const viewport of VIEWPORTS) {
  test.describe(`public routes at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home: hero, why choose us, trending, libraries, planner promo, testimonials, subscribe, footer', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const data = await demoData(request);
      await page.goto('/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Cook together, eat well, plan less' })).toBeVisible();
      await expect(main.getByText(/family-tested recipes sorted by diet and age group/)).toBeVisible();
      await expectUploadedImage(main.locator('section').first());
      const hero = main.getByRole('link', { name: 'Explore recipes' });
      await expect(hero).toHaveAttribute('href', '/recipe-library');

      await expect(main.getByRole('heading', { name: 'Made for busy family kitchens' })).toBeVisible();
      const trending = main.getByRole('region', { name: 'Trending Diet Food Recipes' });
      await expect(trending.getByRole('heading', { name: 'Trending Diet Food Recipes' })).toBeVisible();
      await expect(recipeLinks(trending).first()).toHaveAttribute('href', /^\/recipe-details\/\d+$/);
      await expect(trending.getByRole('article').first()).toContainText(/\d+ servings/);

      const libraries = main.getByRole('region', { name: 'Recipe Library' });
      await expect(libraries.getByRole('link', { name: 'See all recipe libraries' })).toHaveAttribute(
        'href',
        '/recipe-library',
      );
      const cards = libraries.locator('a[href^="/recipes/recipe_library/"]');
      await expect(cards).toHaveCount(4);
      for (const [index, library] of data.libraries.slice(0, 4).entries()) {
        await expect(cards.nth(index)).toHaveAttribute('href', `/recipes/recipe_library/${library.id}`);
        await expect(cards.nth(index)).toContainText(library.name);
        await expect(cards.nth(index)).toContainText(`${library.count} recipes`);
      }

      const planner = main.locator('section[aria-labelledby="planner-promo-title"]');
      await expect(planner.getByRole('heading', { level: 2 })).toHaveText(/\w{3,}/);
      await expect(planner.getByRole('link')).toHaveAttribute('href', '/meal-planner');
      const testimonials = main.getByRole('region', { name: 'What families say' });
      await expect(testimonials.getByRole('heading', { name: 'What families say' })).toBeVisible();
      await expect(testimonials.locator('blockquote').first()).toContainText(/\w{3,}/);
      await expect(main.getByRole('heading', { name: 'Fresh ideas for your family table' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Keep exploring' }).getByRole('link')).toHaveCount(3);
      await expectLayout(page, data, viewport.narrow);
      await expect(page).toHaveTitle(/Forkcast/);
      await expectAccessible(page, `home ${viewport.name}`);

      // The hero button leads to the library.
      await hero.click();
      await expect(page).toHaveURL(/\/recipe-library$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All Recipe Library' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('/recipe-library: breadcrumb and every diet library with image and count', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const data = await demoData(request);
      await page.goto('/recipe-library');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'All Recipe Library' })).toBeVisible();
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByText('Recipe Library')).toHaveAttribute('aria-current', 'page');
      const cards = main.locator('a[href^="/recipes/recipe_library/"]');
      await expect(cards).toHaveCount(data.libraries.length);
      for (const [index, library] of data.libraries.entries()) {
        await expect(cards.nth(index)).toHaveAttribute('href', `/recipes/recipe_library/${library.id}`);
        await expect(cards.nth(index).getByRole('heading', { name: library.name })).toBeVisible();
        await expect(cards.nth(index)).toContainText(`${library.count} recipes`);
      }
      await expectUploadedImage(cards.first());
      await expectLayout(page, data, viewport.narrow);
      await expect(page).toHaveTitle(/All Recipe Library/);
      await expectAccessible(page, `/recipe-library ${viewport.name}`);

      // A library card opens that library's recipes.
      const target = data.libraries.find((library) => library.id === data.library.id)!;
      await cards.filter({ hasText: target.name }).click();
      await expect(page).toHaveURL(new RegExp(`/recipes/recipe_library/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: `${target.name} recipes` })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('/recipes/recipe_library/{id}: breadcrumb, tabs with counts, grid, share banner, blog carousel', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const data = await demoData(request);
      await page.goto(`/recipes/recipe_library/${data.library.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: `${data.library.name} recipes` })).toBeVisible();
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'All Recipe Library' })).toHaveAttribute('href', '/recipe-library');
      await expect(crumbs.getByText(data.library.name, { exact: true })).toHaveAttribute('aria-current', 'page');

      const tabs = main.getByRole('group', { name: 'Category' }).getByRole('button');
      await expect(tabs.first()).toHaveText(new RegExp(`^All Recipes\\s*${data.library.recipes.length}$`));
      await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(main.getByRole('combobox', { name: 'Tag' })).toHaveValue('');
      await expect(main.getByRole('combobox', { name: 'Tag' }).locator('option').first()).toHaveText('All tags');

      const grid = recipeLinks(
        main
          .getByRole('list')
          .filter({ has: page.getByRole('article') })
          .first(),
      );
      await expect(grid).toHaveCount(data.library.recipes.length);
      for (const [index, recipe] of data.library.recipes.entries()) {
        await expect(grid.nth(index)).toHaveText(recipe.name);
        await expect(grid.nth(index)).toHaveAttribute('href', `/recipe-details/${recipe.id}`);
      }
      const firstCard = main.getByRole('article', { name: data.library.recipes[0].name });
      await expect(firstCard).toContainText(`${data.library.name} | ${data.library.recipes[0].categoryName}`);
      await expect(firstCard).toContainText(/\d+ servings/);
      await expect(firstCard).toContainText(/\d+ min/);
      await expect(firstCard).toContainText(/For:/);
      await expect(firstCard).toContainText(/\d+ ingredients · by \S+/);
      await expect(firstCard).toContainText(/[\d,]+ views?/);
      await expect(
        firstCard.getByRole('button', { name: `Add ${data.library.recipes[0].name} to favorites` }),
      ).toBeVisible();
      await expectUploadedImage(firstCard);

      // Share banner (cms share-your-recipe) and the blog carousel.
      await expect(main.getByRole('heading', { name: 'Share your family favourite' })).toBeVisible();
      await expect(main.getByText(/help another family find their new weeknight hero/)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Share your recipe' })).toHaveAttribute(
        'href',
        '/dashboard/dashboard-share-recipes',
      );
      const blogs = main.getByRole('region', { name: 'Recipe Blogs & Tips' });
      await expect(blogs.getByRole('heading', { name: 'Recipe Blogs & Tips' })).toBeVisible();
      await expect(blogs.getByRole('link', { name: data.blogs[0].title })).toHaveAttribute(
        'href',
        `/blog/${data.blogs[0].slug}`,
      );
      await expectLayout(page, data, viewport.narrow);
      await expect(page).toHaveTitle(new RegExp(`${data.library.name} recipes`));
      await expectAccessible(page, `/recipes/recipe_library/${data.library.id} ${viewport.name}`);

      // A recipe card opens its details page.
      await grid.first().click();
      await expect(page).toHaveURL(new RegExp(`/recipe-details/${data.library.recipes[0].id}$`));
      await expect(page.getByRole('heading', { level: 1, name: data.library.recipes[0].name })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('/recipe-details/{id}: hero, facts, ingredients, steps, share, suggestions, reviews; nav marks Recipe library', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const data = await demoData(request);
      const { recipe } = data;
      await page.goto(`/recipe-details/${recipe.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
      await expect(main.getByText(`${recipe.libraryName} | ${recipe.categoryName}`, { exact: true })).toBeVisible();
      await expect(main.getByRole('img', { name: recipe.name }).first()).toHaveAttribute('src', /\/uploads\//);
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Recipe Library' })).toHaveAttribute('href', '/recipe-library');
      await expect(main.getByRole('heading', { name: 'At a glance' })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
      await expect(main.getByText(recipe.firstIngredient, { exact: true })).toBeVisible();
      await expect(main.getByText('Step-1', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Share this recipe' })).toBeVisible();
      const encoded = encodeURIComponent(page.url());
      await expect(main.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      );
      await expect(main.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
        'href',
        new RegExp(`^https://x\\.com/intent/post\\?url=${encoded.replace(/[.%]/g, '\\$&')}`),
      );
      await expect(main.getByRole('link', { name: /Share on Instagram/ })).toHaveAttribute('href', /instagram\.com/);
      const more = main.getByRole('region', { name: `More from ${recipe.libraryName}` });
      await expect(more.getByRole('link', { name: 'See all →' })).toHaveAttribute(
        'href',
        `/recipes/recipe_library/${recipe.libraryId}`,
      );
      await expect(recipeLinks(more).first()).toHaveAttribute('href', /^\/recipe-details\/\d+$/);
      await expect(main.getByRole('button', { name: 'Plan it into your week' })).toBeVisible();
      await expect(main.getByText(recipe.firstReview).first()).toBeVisible();
      await expectLayout(page, data, viewport.narrow);
      if (!viewport.narrow) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'Recipe library' })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      }
      await expect(page).toHaveTitle(new RegExp(recipe.name));
      await expectAccessible(page, `/recipe-details/${recipe.id} ${viewport.name}`);
      expect(consoleErrors).toEqual([]);
    });

    test('/meal-planner: title, age-group cards, filters, recipe grid with Add to planner, sign-in prompt', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const data = await demoData(request);
      await page.goto('/meal-planner');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Meal planning by age group' })).toBeVisible();
      await expect(main.getByText(/Nutritional needs change as we grow/)).toBeVisible();
      await expect(
        main.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All', exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(main.getByRole('combobox', { name: 'Age group' })).toBeVisible();
      await expect(main.getByRole('combobox', { name: 'Recipe library' })).toBeVisible();
      const cards = recipeLinks(main);
      await expect(cards.first()).toHaveAttribute('href', /^\/recipe-details\/\d+$/);
      await expect(main.getByRole('button', { name: /Add to planner/ }).first()).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Customize your meal plan' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/auth/register');
      await expectLayout(page, data, viewport.narrow);
      await expect(page).toHaveTitle(/Meal planner/);
      await expectAccessible(page, `/meal-planner ${viewport.name}`);
      expect(consoleErrors).toEqual([]);
    });

    test('/blog: every blog card with category, dates, excerpt and author, leading to /blog/{slug}', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const data = await demoData(request);
      await page.goto('/blog');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Recipe Blogs & Tips' })).toBeVisible();
      const cards = main.getByRole('article');
      await expect(cards).toHaveCount(data.blogs.length);
      for (const [index, blog] of data.blogs.entries()) {
        await expect(cards.nth(index).getByRole('link', { name: blog.title })).toHaveAttribute(
          'href',
          `/blog/${blog.slug}`,
        );
        await expect(cards.nth(index)).toContainText(blog.author);
      }
      const first = cards.first();
      await expect(first).toContainText(/ago/);
      await expectUploadedImage(first);
      const excerpt = await first.locator('p').nth(1).textContent();
      expect(excerpt?.length ?? 0, 'description cut to 80 characters (+ ellipsis)').toBeLessThanOrEqual(81);
      await expectLayout(page, data, viewport.narrow);
      await expect(page).toHaveTitle(/Blog/);
      await expectAccessible(page, `/blog ${viewport.name}`);

      await first.getByRole('link', { name: data.blogs[0].title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${data.blogs[0].slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: data.blogs[0].title })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('/blog/{slug}: banner, title, article HTML, subscribe and closing blocks', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const data = await demoData(request);
      const blog = data.blogs[1];
      await page.goto(`/blog/${blog.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
      await expect(main.getByRole('img', { name: blog.title })).toHaveAttribute('src', /\/uploads\//);
      await expect(main.getByText(blog.author).first()).toBeVisible();
      await expect(main.getByRole('article').locator('p').nth(2)).toHaveText(/^(\S+\s+){10,}\S+/);
      await expect(main.getByRole('article').locator('script')).toHaveCount(0);
      await expect(
        main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }),
      ).toHaveAttribute('href', '/blog');
      await expect(main.getByRole('heading', { name: 'Fresh ideas for your family table' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Keep exploring' }).getByRole('link')).toHaveCount(3);
      await expectLayout(page, data, viewport.narrow);
      await expect(page).toHaveTitle(new RegExp(blog.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expectAccessible(page, `/blog/${blog.slug} ${viewport.name}`);
      expect(consoleErrors).toEqual([]);
    });

    test('an unknown path shows the 404 page with a link home', async ({ page, request, consoleErrors }) => {
      const data = await demoData(request);
      await page.goto('/this/path/does-not-exist');
      await expect(page.getByRole('heading', { level: 1, name: 'Oops, this page is not found' })).toBeVisible();
      const home = page.getByRole('link', { name: 'Go back to home' });
      await expect(home).toHaveAttribute('href', '/');
      await expectLayout(page, data, viewport.narrow);
      await expectAccessible(page, `404 ${viewport.name}`);
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Interactions

test.describe('library page filters (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('category tabs with counts change the grid, the tag dropdown filters, Reset restores All Recipes', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const data = await demoData(request);
    await page.goto(`/recipes/recipe_library/${data.library.id}`);
    const main = page.getByRole('main');
    const tabs = main.getByRole('group', { name: 'Category' });
    const grid = recipeLinks(
      main
        .getByRole('list')
        .filter({ has: page.getByRole('article') })
        .first(),
    );
    await expect(grid).toHaveCount(data.library.recipes.length);

    // Every tab shows the count of its recipes; choosing one shows exactly those.
    const categoryId = Number(Object.entries(data.categoryCounts).sort((a, b) => b[1] - a[1])[0][0]);
    const inCategory = data.library.recipes.filter((recipe) => recipe.categoryId === categoryId);
    const categoryName = inCategory[0].categoryName;
    const tab = tabs.getByRole('button', { name: new RegExp(`^${categoryName}`) });
    await expect(tab).toHaveText(new RegExp(`^${categoryName}\\s*${inCategory.length}$`));
    await tab.click();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    await expect(tabs.getByRole('button', { name: /^All Recipes/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(grid).toHaveCount(inCategory.length);
    await expect(grid).toHaveText(inCategory.map((recipe) => recipe.name));
    for (const card of await main
      .getByRole('article')
      .filter({ has: page.locator('a[href^="/recipe-details/"]') })
      .all()) {
      await expect(card).toContainText(`| ${categoryName}`);
    }

    await main.getByRole('button', { name: 'Reset' }).click();
    await expect(tabs.getByRole('button', { name: /^All Recipes/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveCount(data.library.recipes.length);

    // The tag dropdown narrows the grid to the tagged recipes; Reset clears it.
    const tagSelect = main.getByRole('combobox', { name: 'Tag' });
    await tagSelect.selectOption({ label: `#${data.tag.name}` });
    const tagged = data.library.recipes.filter((recipe) => data.tag.recipeIds.includes(recipe.id));
    await expect(grid).toHaveCount(tagged.length);
    await expect(grid).toHaveText(tagged.map((recipe) => recipe.name));
    await main.getByRole('button', { name: 'Reset' }).click();
    await expect(tagSelect).toHaveValue('');
    await expect(tabs.getByRole('button', { name: /^All Recipes/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveCount(data.library.recipes.length);
    expect(consoleErrors).toEqual([]);
  });

  test('carousel next and previous buttons move the blog slides', async ({ page, request, consoleErrors }) => {
    const data = await demoData(request);
    await page.goto(`/recipes/recipe_library/${data.library.id}`);
    const carousel = page.getByRole('region', { name: 'Recipe Blogs & Tips' });
    const firstSlide = carousel.locator('.keen-slider__slide').first();
    await expect(firstSlide).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    const x = async () => (await firstSlide.boundingBox())?.x ?? Number.NaN;
    const start = await x();
    await expect(carousel.getByText(`Slide 1 of ${data.blogs.length}`)).toBeAttached();
    await carousel.getByRole('button', { name: 'Next: Recipe Blogs & Tips' }).click();
    await expect(carousel.getByText(`Slide 2 of ${data.blogs.length}`)).toBeAttached();
    await expect.poll(async () => Math.abs((await x()) - start)).toBeGreaterThan(100);
    await carousel.getByRole('button', { name: 'Previous: Recipe Blogs & Tips' }).click();
    await expect(carousel.getByText(`Slide 1 of ${data.blogs.length}`)).toBeAttached();
    await expect.poll(async () => Math.abs((await x()) - start)).toBeLessThan(2);
    // Looping: previous from the first slide goes to the last.
    await carousel.getByRole('button', { name: 'Previous: Recipe Blogs & Tips' }).click();
    await expect(carousel.getByText(`Slide ${data.blogs.length} of ${data.blogs.length}`)).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test('the share banner leads a signed-in user to the share-recipe form', async ({ page, request, consoleErrors }) => {
    const data = await demoData(request);
    await signIn(page);
    await page.goto(`/recipes/recipe_library/${data.library.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Share your recipe' }).click();
    await expect(page).toHaveURL(/\/dashboard\/share-recipes$/);
    await expect(page.getByRole('heading', { name: 'Share your recipe' }).first()).toBeVisible();
    await expect(page.getByLabel(/Recipe name/i).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('recipe details actions (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy link copies the page URL and confirms; a visitor pressing the heart is asked to log in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { recipe } = await demoData(request);
    await page.goto(`/recipe-details/${recipe.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    await main.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await main
      .getByRole('button', { name: `Add ${recipe.name} to favorites` })
      .first()
      .click();
    await expect(page.getByText('Please login first')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('subscribing with an email shows the success toast', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill(`pub-e2e-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search box (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('typed queries (incl. the typo spagetti) list results, nonsense says No results found., rows open in the same tab', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { recipe } = await demoData(request);
    await page.goto('/blog');
    const box = page.getByRole('searchbox', { name: 'Search recipes' });
    await box.fill('lassi');
    const panel = page.getByRole('banner');
    await expect(panel.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Mango Lassi/ })).toHaveAttribute('href', /^\/recipe-details\/\d+$/);

    await box.fill('zzqxqj nothing like this');
    await expect(panel.getByText('No results found.')).toBeVisible();

    await box.fill('   ');
    await expect(panel.getByText('No results found.')).toBeHidden();
    await expect(panel.getByRole('heading', { name: 'Search Results' })).toBeHidden();

    await box.fill('spagetti');
    const row = panel.getByRole('link', { name: /Spaghetti Pomodoro/ });
    await expect(row).toHaveAttribute('href', `/recipe-details/${recipe.id}`);
    await expect(row).not.toHaveAttribute('target', /.+/);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/recipe-details/${recipe.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('narrow screens (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('search overlay: results, typo, no results, backdrop clears the query, rows open in the same tab', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { recipe } = await demoData(request);
    await page.goto('/recipe-library');
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toBeHidden();
    await page.getByRole('button', { name: 'Search recipes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search recipes' });
    const input = dialog.getByRole('searchbox', { name: 'Search recipes' });
    await expect(input).toBeFocused();
    await input.fill('zzqxqj');
    await expect(dialog.getByText('No results found.')).toBeVisible();
    await input.fill('spagetti');
    await expect(dialog.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    const row = dialog.getByRole('link', { name: /Spaghetti Pomodoro/ });
    await expect(row).toHaveAttribute('href', `/recipe-details/${recipe.id}`);

    // Closing through the backdrop clears the query.
    await page.getByTestId('search-backdrop').click({ position: { x: 20, y: 780 } });
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Search recipes' }).click();
    await expect(input).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Search recipes' }).click();
    await input.fill('spagetti');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/recipe-details/${recipe.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('side menu opens with the top links, locks scrolling, closes on backdrop, Escape and a link', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { recipe } = await demoData(request);
    await page.goto(`/recipe-details/${recipe.id}`);
    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const open = page.getByRole('button', { name: 'Open menu' });
    const locked = () => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
    await expect(menu).toBeHidden();
    expect(await locked()).toBe(false);

    await open.click();
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expectHrefs(menu, TOP_NAV);
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/register');
    await expect(menu.getByRole('link', { name: 'Recipe library' })).toHaveAttribute('aria-current', 'page');
    expect(await locked()).toBe(true);
    await expectAccessible(page, 'side menu open 375×812');

    await page.getByTestId('side-menu-backdrop').click({ position: { x: 360, y: 400 } });
    await expect(menu).toBeHidden();
    expect(await locked()).toBe(false);

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await locked()).toBe(false);

    await open.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Blogs & Tips' })).toBeVisible();
    expect(await locked()).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('home carousel next and previous buttons move the trending slides', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Trending Diet Food Recipes' });
    const firstSlide = carousel.locator('.keen-slider__slide').first();
    await expect(firstSlide.getByRole('article')).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    const x = async () => (await firstSlide.boundingBox())?.x ?? Number.NaN;
    const start = await x();
    await carousel.getByRole('button', { name: 'Next: Trending Diet Food Recipes' }).click();
    await expect(carousel.getByText(/^Slide 2 of \d+$/)).toBeAttached();
    await expect.poll(async () => Math.abs((await x()) - start)).toBeGreaterThan(200);
    await carousel.getByRole('button', { name: 'Previous: Trending Diet Food Recipes' }).click();
    await expect(carousel.getByText(/^Slide 1 of \d+$/)).toBeAttached();
    await expect.poll(async () => Math.abs((await x()) - start)).toBeLessThan(2);
    expect(consoleErrors).toEqual([]);
  });
});
