import type { Page, Request } from '@playwright/test';
import { expect, registerCook, signIn, test } from './fixtures';

/**
 * A parent's walk (issue 15, points 5, 8 and 15) on the share form: a picked file the server
 * would refuse is refused in the browser, in the server's words, before any upload; a recipe
 * name over its limits gets a sentence for people (never "recipe_name"); the limits the hints
 * announce are counted live; the drop areas draw their icons instead of typing emoji.
 */

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1440, height: 900 };
const SHARE_PATH = '/dashboard/share-recipes';
const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.';
const NOT_A_VIDEO = 'The video must be an MP4 or WebM file.';

/** Every request that could carry an upload (anything but a read). */
function watchWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') writes.push(request);
  });
  return writes;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`share form at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page, request }) => {
      const cook = await registerCook(request, 'Editor Walker');
      await page.setViewportSize(viewport);
      await signIn(page, cook.email, cook.password);
      await page.goto(SHARE_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Share your recipe' })).toBeVisible();
    });

    test('a text file picked as the thumbnail or video is refused before any upload', async ({ page }) => {
      const writes = watchWrites(page);
      const thumbnail = page.getByLabel('Thumbnail image');
      await thumbnail.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });

      const imageError = page.locator('#recipe-recipe_image-error');
      await expect(imageError).toHaveText(NOT_AN_IMAGE);
      await expect(thumbnail).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('img', { name: 'Preview of the thumbnail image' })).toHaveCount(0);
      await expect(page.getByText('Your photo shows here')).toBeVisible();

      const video = page.getByLabel('Recipe video (optional)');
      await video.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.locator('#recipe-recipe_video-error')).toHaveText(NOT_A_VIDEO);
      await expect(page.getByLabel('Preview of the recipe video (optional)')).toHaveCount(0);

      // A real image afterwards is taken: the refusal goes and the preview shows.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      await thumbnail.setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('img', { name: 'Preview of the thumbnail image' })).toBeVisible();
      await expect(imageError).toHaveCount(0);

      expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
      await noSidewaysScroll(page);
    });

    test('a recipe name over its limit gets a sentence for people, and the counter shows', async ({ page }) => {
      const name = page.getByLabel('Recipe name');
      await expect(page.getByText('At most 20 words and 200 characters')).toBeVisible();
      await expect(page.getByText('0 / 20 words · 0 / 200 characters')).toBeVisible();

      await name.fill(Array.from({ length: 31 }, () => 'pea').join(' '));
      const counter = page.getByText('31 / 20 words · 123 / 200 characters');
      await expect(counter).toBeVisible();
      await expect(counter).toHaveAttribute('aria-live', 'polite');
      await name.press('Tab');
      await expect(page.locator('#recipe-recipe_name-error')).toHaveText('The recipe name may be at most 20 words.');

      await name.fill('x'.repeat(201));
      await name.press('Tab');
      await expect(page.locator('#recipe-recipe_name-error')).toHaveText(
        'The recipe name may be at most 200 characters.',
      );
      await expect(page.getByText(/recipe_name|nutrition_info/)).toHaveCount(0);

      await expect(page.getByText('0 / 1,000 words · 0 / 10,000 characters')).toBeVisible();
      await noSidewaysScroll(page);
    });

    test('the drop areas draw their icons instead of typing emoji', async ({ page }) => {
      const form = page.getByRole('form', { name: 'Share your recipe' });
      await expect(form).not.toContainText('📷');
      await expect(form).not.toContainText('🎬');
      await expect(page.getByText('Your photo shows here').locator('..').locator('svg')).toHaveCount(1);
      await expect(page.getByText('Your video plays here').locator('..').locator('svg')).toHaveCount(1);
    });
  });
}
