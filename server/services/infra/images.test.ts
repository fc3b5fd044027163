import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../contract/constants';
import { bannerVariants, imageVariants, storedImageFiles } from '../../../contract/media';
import { removeImage, storeImageFile } from './images';
import { diskStorage } from './diskStorage';
import type { Storage } from './storage';

let dir: string;
let storage: Storage;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-images-'));
  storage = diskStorage(dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (stored: string) => sharp(path.join(dir, stored.replace(/^uploads\//, '')));

/** A 4:3 photo stand-in: a grey table with a red dish low in the frame (a centre crop would cut it off). */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="#9a9a9a"/>
    <circle cx="600" cy="760" r="120" fill="#e0201a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Share of a crop's pixels that are the red dish. */
async function redShare(stored: string): Promise<number> {
  const { data, info } = await read(stored).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    if (data[index] > 180 && data[index + 1] < 90 && data[index + 2] < 90) red += 1;
  }
  return red / (info.width * info.height);
}

describe('storeImageFile with a banner', () => {
  it('stores 1600 × 600 and 800 × 300 crops beside the widths, marked in the path', async () => {
    const stored = await storeImageFile(storage, await photo(), {
      folder: 'recipes',
      field: 'recipe_image',
      banner: true,
    });
    expect(stored.path).toMatch(/^uploads\/recipes\/[\w-]+\.wide-640\.webp$/);
    const banners = bannerVariants(stored.path);
    expect(banners.map((variant) => variant.width)).toEqual([800, 1600]);
    for (const variant of banners) {
      expect(variant.path).toMatch(/\.wide-banner-\d+\.webp$/);
      const { width, height, format } = await read(variant.path).metadata();
      expect({ width, height, format }).toEqual({
        width: variant.width,
        height: (variant.width * 3) / 8,
        format: 'webp',
      });
    }
    for (const variant of imageVariants(stored.path)) {
      const { width, height } = await read(variant.path).metadata();
      expect(width).toBe(variant.width);
      expect(height).toBe((variant.width * 3) / 4);
    }
    // Every byte written is counted against the cook's quota.
    const sizes = await Promise.all(
      storedImageFiles(stored.path).map(
        async (file) => (await stat(path.join(dir, file.replace(/^uploads\//, '')))).size,
      ),
    );
    expect(stored.bytes).toBe(sizes.reduce((sum, size) => sum + size, 0));
  });

  it('frames the dish: the crop keeps the eye-catching part, not the middle strip', async () => {
    const stored = await storeImageFile(storage, await photo(), {
      folder: 'recipes',
      field: 'recipe_image',
      banner: true,
    });
    const [, widest] = bannerVariants(stored.path);
    // The dish is ~4% of the photo; a centre crop would keep a sliver of it.
    expect(await redShare(widest.path)).toBeGreaterThan(0.06);
  });

  it('uses artwork drawn for the banner when given one', async () => {
    const wide = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#e0201a' } })
      .png()
      .toBuffer();
    const stored = await storeImageFile(storage, await photo(), {
      folder: 'recipes',
      field: 'recipe_image',
      banner: { source: wide },
    });
    const [, widest] = bannerVariants(stored.path);
    expect(await redShare(widest.path)).toBeGreaterThan(0.95);
  });

  it('stores no banner unless asked, and removeImage removes every file of an image', async () => {
    const plain = await storeImageFile(storage, await photo(), { folder: 'avatars', field: 'avatar' });
    expect(bannerVariants(plain.path)).toEqual([]);
    expect(storedImageFiles(plain.path)).toHaveLength(IMAGE_WIDTHS.length);

    const withBanner = await storeImageFile(storage, await photo(), { folder: 'recipes', field: 'x', banner: true });
    const files = storedImageFiles(withBanner.path);
    expect(files).toHaveLength(IMAGE_WIDTHS.length + 2);
    for (const file of files) expect(await storage.exists(file)).toBe(true);
    await removeImage(storage, withBanner.path);
    for (const file of files) expect(await storage.exists(file)).toBe(false);
  });
});
