/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { IMAGE_WIDTHS } from '@contract/constants';
import { imageVariantPath } from '@contract/media';

/** The other stored widths of an image URL (`…-320.webp` → `…-640.webp`, `…-1024.webp`), nearest first. */
export function otherWidths(url: string): string[] {
  const match = /-(\d+)\.webp$/.exec(url);
  if (!match || url.includes('-banner-')) return [];
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
