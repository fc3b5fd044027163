/**
 * What a page says about itself outside the recipe: its base for relative links, its canonical
 * address, its Open Graph image and title, its <title> and first <h1>.
 */
import type { CheerioAPI } from 'cheerio';
import { readerText } from '../readerText';
import { textOf, type DomElement } from './domText';

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

function metaContents($: CheerioAPI, names: readonly string[]): string[] {
  const wanted = new Set(names);
  const contents: string[] = [];
  for (const meta of $('meta[content]').toArray()) {
    const name = (meta.attribs.property ?? meta.attribs.name ?? meta.attribs.itemprop ?? '').trim().toLowerCase();
    if (wanted.has(name)) contents.push(meta.attribs.content);
  }
  return contents;
}

function firstText(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = readerText(value);
  return text === '' ? null : text;
}

function linkHref($: CheerioAPI, rel: string): string | undefined {
  const link = $('link[rel][href]')
    .toArray()
    .find((element: DomElement) => element.attribs.rel.toLowerCase().split(/\s+/).includes(rel));
  return link?.attribs.href;
}

export function pageMetaOf($: CheerioAPI, pageUrl: string): PageMeta {
  const baseHref = $('base[href]').first().attr('href');
  const baseUrl = absoluteHttpUrl(baseHref, pageUrl) ?? pageUrl;
  const ogUrl = absoluteHttpUrl(metaContents($, ['og:url'])[0], baseUrl);
  const images = metaContents($, [
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'twitter:image',
    'twitter:image:src',
  ])
    .map((url) => absoluteHttpUrl(url, baseUrl))
    .filter((url): url is string => url !== null);
  const titleElement = $('title').first().get(0);
  const headingElement = $('h1').first().get(0);
  return {
    baseUrl,
    canonicalUrl: absoluteHttpUrl(linkHref($, 'canonical'), baseUrl) ?? ogUrl,
    imageUrls: [...new Set(images)],
    ogTitle: firstText(metaContents($, ['og:title', 'twitter:title'])[0]),
    ogUrl,
    siteName: firstText(metaContents($, ['og:site_name', 'application-name'])[0]),
    title: titleElement ? firstText(textOf(titleElement)) : null,
    heading: headingElement ? firstText(textOf(headingElement)) : null,
  };
}
