/**
 * The photo of a page that names none in its data or meta tags: the first image in the page's
 * article (or main part) that is not a logo, an icon, an avatar or a tracking pixel.
 */
import { isElement, type DomDocument, type DomElement, type DomNode } from './domText';
import type { PageIndex } from './pageIndex';

const CHROME: ReadonlySet<string> = new Set(['header', 'nav', 'footer', 'aside']);
const CONTENT: ReadonlySet<string> = new Set(['article', 'main']);
const NOT_A_PHOTO = /logo|avatar|icon|sprite|pixel|badge|emoji|gravatar|spinner|placeholder|blank\.gif|ads?[-_/]/i;
const MIN_DECLARED_SIZE = 150;
const MAX_ANCESTORS = 100;

function sourceOf(image: DomElement): string | null {
  const { attribs } = image;
  const source = attribs['data-lazy-src'] ?? attribs['data-src'] ?? attribs.src ?? '';
  return source.trim() === '' || /^data:/i.test(source.trim()) ? null : source.trim();
}

function isSmall(image: DomElement): boolean {
  const sizes = [image.attribs.width, image.attribs.height].map((size) => Number.parseInt(size ?? '', 10));
  return sizes.some((size) => Number.isFinite(size) && size < MIN_DECLARED_SIZE);
}

/** Where the image sits: in the page's content, in its chrome (header, nav, …), or neither. */
function placeOf(image: DomElement): 'content' | 'chrome' | 'page' {
  let node: DomNode | DomDocument | null = image.parent;
  for (let step = 0; step < MAX_ANCESTORS && isElement(node); step += 1) {
    if (CHROME.has(node.name)) return 'chrome';
    if (CONTENT.has(node.name)) return 'content';
    node = node.parent;
  }
  return 'page';
}

export function contentImageOf(index: PageIndex): string | null {
  let fallback: string | null = null;
  for (const image of index.images) {
    const source = sourceOf(image);
    const words = `${source ?? ''} ${image.attribs.class ?? ''} ${image.attribs.alt ?? ''} ${image.attribs.id ?? ''}`;
    if (source === null || isSmall(image) || NOT_A_PHOTO.test(words)) continue;
    const place = placeOf(image);
    if (place === 'content') return source;
    if (place === 'page') fallback ??= source;
  }
  return fallback;
}
