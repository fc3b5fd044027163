/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { IMAGE_DEFAULT_WIDTH, IMAGE_WIDTHS } from '@contract/constants';
import { BANNER_WIDTHS, imageVariantPath } from '@contract/media';

/**
 * The other stored files of the same picture (`…-320.webp` → `…-640.webp`, `…-1024.webp`, nearest
 * width first); for a banner crop (`…-banner-800.webp`, the recipe page's), the other banner, then
 * the picture's own widths (the prefetch keeps the 640).
 */
export function otherWidths(url: string): string[] {
  const banner = /-banner-(\d+)\.webp$/.exec(url);
  if (banner) {
    const stem = url.slice(0, banner.index);
    const banners = BANNER_WIDTHS.filter((width) => width !== Number(banner[1])).map(
      (width) => `${stem}-banner-${width}.webp`,
    );
    return [
      ...banners,
      ...[IMAGE_DEFAULT_WIDTH, ...IMAGE_WIDTHS.filter((width) => width !== IMAGE_DEFAULT_WIDTH)].map(
        (width) => `${stem}-${width}.webp`,
      ),
    ];
  }
  const match = /-(\d+)\.webp$/.exec(url);
  if (!match) return [];
  const width = Number(match[1]);
  return IMAGE_WIDTHS.filter((other) => other !== width)
    .sort((a, b) => Math.abs(a - width) - Math.abs(b - width))
    .map((other) => imageVariantPath(url, other));
}

/**
 * Offline, an image the browser asks at one width (its srcset choice) is answered with another
 * width of the same picture from the cache (the prefetch keeps one: src/api/offline/prefetchWeek.ts).
 */
export function otherWidthFallback(cacheName: string): WorkboxPlugin {
  return {
    async handlerDidError({ request }) {
      const cache = await caches.open(cacheName);
      for (const url of otherWidths(request.url)) {
        const cached = await cache.match(url);
        if (cached) return cached;
      }
      return undefined;
    },
  };
}
