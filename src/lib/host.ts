import { imageVariants, joinHost } from '@contract/media';
import { serverContext } from './serverContext';

/** This page's origin (on the server renderer, the origin the browser asked for). */
export function pageOrigin(): string {
  return serverContext()?.origin ?? window.location.origin;
}

/** SPEC.md's {host}: API_URL when set at build time, else this page's origin. */
export function apiHost(): string {
  return process.env.API_URL || pageOrigin();
}

/** Absolute URL of a stored media path (SPEC.md §1: joined to the host). */
export function mediaUrl(path: string | null | undefined): string {
  return joinHost(apiHost(), path);
}

/** `srcset` for an image stored by the server in several widths; '' when it has none. */
export function mediaSrcSet(path: string | null | undefined): string {
  if (!path) return '';
  return imageVariants(path)
    .map((variant) => `${mediaUrl(variant.path)} ${variant.width}w`)
    .join(', ');
}
