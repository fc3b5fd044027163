/**
 * Turns SVG scenes into stored images: rasterised once with sharp, then handed to storeImage
 * (WebP variants at every width, so srcset works). Each distinct image is generated once and
 * only a few run at a time, so the seed stays quick on a small machine.
 */
import sharp from 'sharp';
import { removeImage, storeImage } from '../services/infra/images';
import type { Storage } from '../services/infra/storage';

const DEFAULT_CONCURRENCY = 3;

export interface SeedImages {
  /**
   * Stores the scene under `folder` (once per key) and answers the stored path. Images are
   * opaque unless `transparent` (an alpha channel makes every WebP encode about twice as slow).
   * `bannerSvg` draws the image's wide banner crops (recipes: contract/media.ts, bannerVariants).
   */
  image(
    key: string,
    folder: string,
    buildSvg: () => string,
    options?: { transparent?: boolean; bannerSvg?: () => string },
  ): Promise<string>;
  /** Every path stored so far, to clean up after a failed seed. */
  storedPaths(): string[];
  removeAll(): Promise<void>;
}

function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export async function rasterise(svg: string, transparent = false): Promise<Buffer> {
  const rendered = sharp(Buffer.from(svg));
  if (!transparent) rendered.flatten({ background: '#ffffff' });
  // An uncompressed PNG: lossless, and the quickest to write and to decode again in storeImage.
  return rendered.png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer();
}

export function createSeedImages(storage: Storage, concurrency = DEFAULT_CONCURRENCY): SeedImages {
  const limit = concurrencyLimit(concurrency);
  const byKey = new Map<string, Promise<string>>();
  const stored: string[] = [];
  return {
    image(key, folder, buildSvg, options = {}) {
      const existing = byKey.get(key);
      if (existing) return existing;
      const pending = limit(async () => {
        const png = await rasterise(buildSvg(), options.transparent);
        const banner = options.bannerSvg ? { source: await rasterise(options.bannerSvg()) } : undefined;
        const storedPath = await storeImage(storage, png, { folder, field: key, allowSvg: true, banner });
        stored.push(storedPath);
        return storedPath;
      });
      byKey.set(key, pending);
      return pending;
    },
    storedPaths: () => [...stored],
    async removeAll() {
      await Promise.allSettled(byKey.values());
      await Promise.all(stored.map((storedPath) => removeImage(storage, storedPath)));
      stored.length = 0;
      byKey.clear();
    },
  };
}
