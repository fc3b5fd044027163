/**
 * Issue 39, in the kitchen: "Start cooking" on a recipe page opens cook mode, one step at a time,
 * moved by the arrow keys and buttons; a step naming a time has a timer button; Back leaves cook
 * mode in one go (the steps replace each other in the history). On a 375 px phone nothing scrolls
 * sideways, even with a 300-letter word; on a 1024 px tablet in landscape the step sits beside its
 * ingredients; axe finds nothing at either. Real server and demo data.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoRecipeId, expect, test } from './fixtures';

const COD = 'Lemon and Herb Baked Cod';
/** The same tags as e2e/a11y.spec.ts: WCAG 2.0–2.2 A/AA plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const PHONE = { width: 375, height: 812 };
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+$/ });

test('Start cooking, Next and Previous, a timer button on a step with a time, and Back leaves', async ({
  page,
  request,
  consoleErrors,
}) => {
  const id = await demoRecipeId(request, COD);
  await page.goto(`/recipe-details/${id}`);
  await page.getByRole('link', { name: 'Start cooking' }).click();

  await expect(page).toHaveURL(new RegExp(`/cook/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: COD })).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Step 1 of 5');
  await expect(page.getByText('Heat the oven to 200°C')).toBeVisible();

  // Next (the arrow keys and swipes are tested in src/features/cook/__tests__/CookPage.test.tsx;
  // here an arrow key pressed in the whole suite's run was not seen: docs/decisions.md, issue 39).
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 5');
  await expect(page).toHaveURL(new RegExp(`/cook/${id}\\?step=2$`));
  // "roast for 10 minutes": a timer, and the step's own lines beside it.
  await expect(page.getByRole('button', { name: /^Start .* timer: step 2 timer/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'In this step' })).toContainText('cherry tomatoes');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 5');
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 5');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/recipe-details/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: COD })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('keyboard only: every control is reachable with a visible focus, Escape leaves', async ({ page, request }) => {
  const id = await demoRecipeId(request, COD);
  await page.goto(`/recipe-details/${id}`);
  await page.getByRole('link', { name: 'Start cooking' }).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Step 1 of 5');

  const reached: string[] = [];
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    if (!focused) continue;
    expect(focused.outlined, `focus visible on ${focused.name}`).toBe(true);
    reached.push(focused.name);
  }
  for (const name of ['Close cook mode', 'Fewer servings', 'More servings', 'Next']) {
    expect(reached).toContain(name);
  }

  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Step 2 of 5');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/recipe-details/${id}$`));
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('no sideways scroll, even with a 300-letter word in a step; big Previous and Next at the bottom; axe finds nothing', async ({
    page,
    request,
  }) => {
    const id = await demoRecipeId(request, COD);
    // The real answer, its first step given one unbroken 300-letter word.
    await page.route(`**/api/single-recipe/${id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.instructions[0].step += ` ${'a'.repeat(300)}`;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/cook/${id}?servings=6`);
    await expect(stepHeading(page)).toHaveText('Step 1 of 5');
    await expect(page.getByRole('group', { name: 'Servings' })).toContainText('Servings: 6');
    await expectNoSidewaysScroll(page);

    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    const previous = await page.getByRole('button', { name: 'Previous' }).boundingBox();
    expect(next!.height).toBeGreaterThanOrEqual(48);
    expect(previous!.height).toBeGreaterThanOrEqual(48);
    // Within thumb reach: the bottom of the screen.
    expect(next!.y + next!.height).toBeGreaterThan(PHONE.height - 120);

    await page.keyboard.press('ArrowRight');
    await expect(stepHeading(page)).toHaveText('Step 2 of 5');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('cook-mode-375.png'), fullPage: true });
  });
});

test.describe('on a 1024 px tablet in landscape', () => {
  test.use({ viewport: TABLET_LANDSCAPE });

  test('the step beside its ingredients and timers; axe finds nothing', async ({ page, request }) => {
    const id = await demoRecipeId(request, COD);
    await page.goto(`/cook/${id}?step=2`);
    await expect(stepHeading(page)).toHaveText('Step 2 of 5');
    const step = await page.getByRole('region', { name: 'Step 2 of 5' }).boundingBox();
    const ingredients = await page.getByRole('region', { name: 'In this step' }).boundingBox();
    expect(ingredients!.x).toBeGreaterThanOrEqual(step!.x + step!.width);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('cook-mode-1024.png') });
  });
});
