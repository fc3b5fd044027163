/**
 * A recipe's name from the page around it, when the recipe itself names none: its og:title,
 * its first <h1>, or its <title>, without the site's name ("Pancakes | Good Food" → "Pancakes").
 */
import type { PageMeta } from './pageMeta';

const SEPARATOR = /\s+[|–—·•»]\s+|\s+-\s+|\s+::\s+/;

function hostWords(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
}

function isSiteName(part: string, meta: PageMeta, pageUrl: string): boolean {
  const words = part.trim().toLowerCase();
  const host = hostWords(pageUrl);
  const siteName = meta.siteName?.toLowerCase() ?? null;
  return (
    words === siteName ||
    words === host ||
    (host !== null && words.replace(/\s+/g, '') === host.split('.')[0]) ||
    (host !== null && words === host.split('.')[0])
  );
}

/** The title without a trailing (or leading) site name; `always` drops the last part even when unrecognised. */
function withoutSiteName(title: string, meta: PageMeta, pageUrl: string, always: boolean): string {
  const parts = title.split(SEPARATOR).filter((part) => part.trim() !== '');
  if (parts.length < 2) return title;
  if (isSiteName(parts[parts.length - 1], meta, pageUrl) || always) return parts.slice(0, -1).join(' - ').trim();
  if (isSiteName(parts[0], meta, pageUrl)) return parts.slice(1).join(' - ').trim();
  return title;
}

export function pageTitleOf(meta: PageMeta, pageUrl: string): string | null {
  if (meta.ogTitle) return withoutSiteName(meta.ogTitle, meta, pageUrl, false);
  if (meta.heading) return meta.heading;
  if (meta.title) return withoutSiteName(meta.title, meta, pageUrl, true);
  return null;
}
