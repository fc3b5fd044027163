import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerCook, test } from './fixtures';
import { tinyWebm } from './tinyWebm';

/**
 * A parent's walk (issue 15, point 12): the recipe video's own controls. No demo recipe has a
 * video, so a fresh cook shares one with a 20-second WebM made in the browser (e2e/tinyWebm.ts).
 */

const CLIP_SECONDS = 20;
let recipeId: number | undefined;

async function recipeWithVideo(page: Page, request: APIRequestContext): Promise<number> {
  if (recipeId) return recipeId;
  const { token } = await registerCook(request, 'Video Cook');
  const [category] = (await (await request.get('/api/categories')).json()).data;
  const [library] = (await (await request.get('/api/recipe-libraries')).json()).data;
  await page.goto('/'); // the encoder needs a secure page: the app's own origin
  const video = await tinyWebm(page, CLIP_SECONDS);
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3d8b5f' } })
    .png()
    .toBuffer();
  const stored = await request.post('/api/recipe/store', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      recipe_name: `Video soup ${Date.now()}`,
      category_id: String(category.id),
      recipe_library_id: String(library.id),
      age_group: 'adult',
      serving_number: '2',
      cooking_time: '15',
      preparation_time: '5',
      nutrition_info: 'About 200 kcal a bowl.',
      'tags[0]': 'video',
      'ingredients[0]': '2 carrots',
      'instructions[0]': 'Watch the video, then cook.',
      recipe_image: { name: 'soup.png', mimeType: 'image/png', buffer: image },
      recipe_video: { name: 'soup.webm', mimeType: 'video/webm', buffer: video },
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  recipeId = (await stored.json()).data.id as number;
  return recipeId;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [width, height] of [
  [375, 812],
  [1440, 900],
] as const) {
  test(`recipe video: play, time, keyboard seek, mute and full screen at ${width} px`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height });
    const id = await recipeWithVideo(page, request);
    await page.goto(`/recipe-details/${id}`);

    const player = page.getByRole('region', { name: "Watch how it's made" });
    await player.scrollIntoViewIfNeeded();
    const video = player.locator('video');
    const seek = player.getByRole('slider', { name: 'Seek' });
    const play = player.getByRole('button', { name: 'Play' });
    const mute = player.getByRole('button', { name: 'Mute' });
    const fullScreen = player.getByRole('button', { name: 'Full screen' });

    // The length is known once the metadata is in.
    await expect(seek).toBeEnabled();
    await expect(player.getByText('0:00 / 0:20')).toBeVisible();
    await expect(seek).toHaveAttribute('aria-valuetext', '0 seconds of 20 seconds');

    // Every control is a tab stop, in order, and at least 44 px on a phone.
    await play.focus();
    await page.keyboard.press('Tab');
    await expect(seek).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mute).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(fullScreen).toBeFocused();
    for (const control of [play, seek, mute, fullScreen]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }

    // Play: the time advances; Pause stops it.
    await play.click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1);
    await expect(player.getByText(/^0:0[1-9] \/ 0:20$/)).toBeVisible();
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(play).toBeVisible();

    // Seek with the keyboard: ArrowRight moves 5 seconds.
    const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await seek.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeCloseTo(before + 5, 0);
    await expect(seek).toHaveAttribute('aria-valuetext', /seconds? of 20 seconds$/);
    await page.keyboard.press('End');
    await expect(player.getByText('0:20 / 0:20')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(player.getByText('0:00 / 0:20')).toBeVisible();

    // Mute and its label.
    await mute.click();
    await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await player.getByRole('button', { name: 'Unmute' }).click();
    await expect(mute).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);

    // Full screen is offered and named (entering it is the browser's own business).
    await expect(fullScreen).toBeVisible();
    await expect(fullScreen).toHaveAttribute('title', 'Full screen');
    // For a person to look at: the player and its controls at this width.
    await player.screenshot({ path: test.info().outputPath(`player-${width}.png`) });

    expect(await noSidewaysScroll(page)).toBe(true);
    if (width === 375) {
      await page.setViewportSize({ width: 320, height: 700 });
      await expect(fullScreen).toBeVisible();
      const bar = (await fullScreen.boundingBox())!;
      expect(bar.x + bar.width).toBeLessThanOrEqual(320);
      expect(await noSidewaysScroll(page)).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });
}
