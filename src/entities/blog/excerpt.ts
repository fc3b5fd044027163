import { BLOG_PREVIEW_CHARS } from '@contract/constants';

/** A Map: "&constructor;" is not a reference, never an Object.prototype key. */
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }),
);

/**
 * The text of sanitised HTML (the API's allow-list keeps no scripts or styles): tags dropped,
 * character references decoded. Without a DOM, so the server renderer (src/ssr) and the
 * browser produce the same excerpt.
 */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES.get(name.toLowerCase()) ?? reference;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

/** Plain text of the HTML description, cut to 80 characters (SPEC.md §9). */
export function blogExcerpt(html: string): string {
  const text = textOfHtml(html).replace(/\s+/g, ' ').trim();
  return text.length > BLOG_PREVIEW_CHARS ? `${text.slice(0, BLOG_PREVIEW_CHARS).trimEnd()}…` : text;
}
