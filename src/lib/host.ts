import { imageVariants, joinHost } from '@contract/media';
import { serverContext } from './serverContext';
import { useHydrated } from './useHydrated';

/**
 * The origin of this page's absolute links (share links): in the browser, the address the
 * visitor used; on the server renderer, PUBLIC_URL, or '' when it is not set (the link is then a
 * same-origin path until the browser takes over: see SharePanel).
 */
export function pageOrigin(): string {
  const context = serverContext();
  return context ? context.publicUrl : window.location.origin;
}

/**
 * pageOrigin() for links a component renders: the server's (PUBLIC_URL, or '' for a same-origin
 * path) until the page is hydrated, then the address the visitor used. The browser's first pass
 * over a server-rendered page must not put its own origin in an attribute React then never
 * revisits: it answers '' there, and the links change once hydrated.
 */
export function usePageOrigin(): string {
  const hydrated = useHydrated();
  const context = serverContext();
  if (context) return context.publicUrl;
  return hydrated ? window.location.origin : '';
}

/**
 * Where the app's API calls go: API_URL when set at build time, else this page's origin (on the
 * server renderer, the base its in-process fetch takes the path from).
 */
export function apiHost(): string {
  return process.env.API_URL || (serverContext()?.origin ?? window.location.origin);
}

/**
 * SPEC.md §1's {host} for media: API_URL when set at build time, else none, so media are
 * same-origin paths (`/uploads/…`). They load from whatever address the page was opened at
 * (localhost, 127.0.0.1, a phone at 192.168.1.20), which the CSP's 'self' allows, and the server
 * renderer writes exactly what the browser builds when it hydrates the page.
 */
export function mediaHost(): string {
  return process.env.API_URL || '';
}

/** URL of a stored media path (SPEC.md §1: joined to the host): `/uploads/…` on the SPA's own origin. */
export function mediaUrl(path: string | null | undefined): string {
  return joinHost(mediaHost(), path);
}

/** `srcset` for an image stored by the server in several widths; '' when it has none. */
export function mediaSrcSet(path: string | null | undefined): string {
  if (!path) return '';
  return imageVariants(path)
    .map((variant) => `${mediaUrl(variant.path)} ${variant.width}w`)
    .join(', ');
}
