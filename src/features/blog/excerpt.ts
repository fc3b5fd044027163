import { BLOG_PREVIEW_CHARS } from '@contract/constants';

/** Plain text of the HTML description, cut to 80 characters (SPEC.md §9). */
export function blogExcerpt(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > BLOG_PREVIEW_CHARS ? `${text.slice(0, BLOG_PREVIEW_CHARS).trimEnd()}…` : text;
}
