import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A parent's walk, recipe images (issue 15, points 13 and 16): the recipe page's banner is a
 * wide crop made for it, carousel cards keep their shadows and corners, and the home banner's
 * tiles are whole and drawn in their own shape.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

/** The first demo recipe's id (every demo recipe's image has banner crops). */
async function demoRecipeId(page: Page): Promise<number> {
  const answer = await (await page.request.get('/api/guest/recipes?per_page=1')).json();
  return answer.data[0].id;
}

async function loadedImage(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    currentSrc: element.currentSrc,
    naturalWidth: element.naturalWidth,
    naturalHeight: element.naturalHeight,
  }));
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the recipe banner loads its wide crop at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const id = await demoRecipeId(page);
    const detail = (await (await page.request.get(`/api/single-recipe/${id}`)).json()).data;
    expect(detail.recipe_banner_image).toMatch(/-banner-1600\.webp$/);
    await page.goto(`/recipe-details/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: detail.recipe_name })).toBeVisible();
    const banner = page.locator('header:has(h1) > img');
    const loaded = await loadedImage(banner);
    expect(loaded.currentSrc).toMatch(/-banner-(800|1600)\.webp$/);
    expect(loaded.naturalWidth / loaded.naturalHeight).toBeGreaterThan(2);
    // The page's preload hint for its recipe image names the banner crop the page loads (no second download).
    const hint = page.locator('link[rel="preload"][as="image"][imagesrcset*="/uploads/recipes/"]');
    await expect(hint).toHaveCount(1);
    await expect(hint).toHaveAttribute('imagesrcset', /-banner-800\.webp 800w/);
  });
}

test('trending carousel cards keep room for their shadows; no card is cut', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Trending Diet Food Recipes' });
  await carousel.scrollIntoViewIfNeeded();
  const track = carousel.getByRole('group', { name: /slides, use arrow keys/ });
  await expect(track.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
  const trackBox = await box(track);
  const slides = track.getByRole('group', { name: /^\d+ of \d+$/ });
  const visible: Box[] = [];
  for (const slide of await slides.all()) {
    const card = await box(slide.locator(':scope > *').first());
    const right = card.x + card.width;
    const inside = card.x >= trackBox.x - 1 && right <= trackBox.x + trackBox.width + 1;
    const outside = right <= trackBox.x + 1 || card.x >= trackBox.x + trackBox.width - 1;
    expect(inside || outside, 'a card is either whole or out of view').toBe(true);
    if (inside) visible.push(card);
  }
  expect(visible.length).toBeGreaterThanOrEqual(3);
  visible.sort((a, b) => a.x - b.x);
  const first = visible[0];
  const last = visible[visible.length - 1];
  // 14 px of shadow room on either side, and 18 below, inside the clipping track.
  expect(first.x - trackBox.x).toBeGreaterThanOrEqual(12);
  expect(trackBox.x + trackBox.width - (last.x + last.width)).toBeGreaterThanOrEqual(12);
  expect(trackBox.y + trackBox.height - (first.y + first.height)).toBeGreaterThanOrEqual(14);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`home banner tiles are whole and drawn in their own shape at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const hero = page.locator('section:has(h1)').first();
    const tiles = hero.locator('img');
    await expect(tiles.first()).toBeVisible();
    const count = await tiles.count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let index = 0; index < count; index += 1) {
      const tile = tiles.nth(index);
      const tileBox = await box(tile);
      const inside = tileBox.x >= 0 && tileBox.x + tileBox.width <= viewport.width;
      const outside = tileBox.x + tileBox.width <= 0 || tileBox.x >= viewport.width;
      expect(inside || outside, `tile ${index + 1} is whole or out of view`).toBe(true);
      const loaded = await loadedImage(tile);
      const drawn = loaded.naturalWidth / loaded.naturalHeight;
      const shown = tileBox.width / tileBox.height;
      // object-fit: cover crops little: no dish beside the tile's own is cut in half.
      expect(Math.abs(drawn - shown) / shown, `tile ${index + 1}'s picture fits its shape`).toBeLessThan(0.25);
    }
  });
}
