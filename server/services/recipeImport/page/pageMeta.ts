/**
 * What a page says about itself outside the recipe: its base for relative links, its canonical
 * address, its Open Graph image and title, its <title> and first <h1>.
 */
import { readerText } from '../readerText';
import type { PageScan } from './pageScan';

export interface PageMeta {
  /** What relative links resolve against: <base href> over the page's own URL. */
  baseUrl: string;
  canonicalUrl: string | null;
  imageUrls: string[];
  ogTitle: string | null;
  ogUrl: string | null;
  siteName: string | null;
  title: string | null;
  heading: string | null;
}

const MAX_URL_LENGTH = 2_048;

/** The address as an absolute http(s) URL, or null. */
export function absoluteHttpUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function metaContents(scan: PageScan, names: readonly string[]): string[] {
  const wanted = new Set(names);
  const contents: string[] = [];
  for (const meta of scan.metas) {
    const { content } = meta;
    const name = (meta.property ?? meta.name ?? meta.itemprop ?? '').trim().toLowerCase();
    if (content !== undefined && wanted.has(name)) contents.push(content);
  }
  return contents;
}

function firstText(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = readerText(value);
  return text === '' ? null : text;
}

function linkHref(scan: PageScan, rel: string): string | undefined {
  const link = scan.links.find(
    (attributes) => attributes.href !== undefined && (attributes.rel ?? '').toLowerCase().split(/\s+/).includes(rel),
  );
  return link?.href;
}

export function pageMetaOf(scan: PageScan, pageUrl: string): PageMeta {
  const baseUrl = absoluteHttpUrl(scan.baseHref, pageUrl) ?? pageUrl;
  const ogUrl = absoluteHttpUrl(metaContents(scan, ['og:url'])[0], baseUrl);
  const images = metaContents(scan, [
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'twitter:image',
    'twitter:image:src',
  ])
    .map((url) => absoluteHttpUrl(url, baseUrl))
    .filter((url): url is string => url !== null);
  return {
    baseUrl,
    canonicalUrl: absoluteHttpUrl(linkHref(scan, 'canonical'), baseUrl) ?? ogUrl,
    imageUrls: [...new Set(images)],
    ogTitle: firstText(metaContents(scan, ['og:title', 'twitter:title'])[0]),
    ogUrl,
    siteName: firstText(metaContents(scan, ['og:site_name', 'application-name'])[0]),
    title: firstText(scan.title ?? undefined),
    heading: firstText(scan.firstHeading ?? undefined),
  };
}
