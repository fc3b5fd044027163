/**
 * A recipe page fetched for the importer (issue 36): an HTML answer of at most
 * RECIPE_IMPORT.pageMaxBytes, decoded as a browser would (byte order mark, then the
 * Content-Type's charset, then a `<meta charset>` in the first 1024 bytes, else UTF-8).
 */
import { RECIPE_IMPORT } from '../../../contract/constants';
import { fetchBody, FetchFailure, type FetchRules } from './safeFetch';

export interface FetchedPage {
  /** The address that answered, after redirects: the page's base for relative links. */
  url: string;
  html: string;
}

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** How far into a page a `<meta charset>` counts (the HTML standard's prescan looks at 1024 bytes). */
const META_PRESCAN_BYTES = 1024;
/** `<meta charset="x">` and `<meta http-equiv="Content-Type" content="text/html; charset=x">`. */
const META_CHARSET = /<meta\s[^>]*?charset\s*=\s*["']?\s*([a-zA-Z0-9._:-]{1,40})/i;

/** A byte order mark's encoding, or null. */
function bomEncoding(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function metaCharset(body: Buffer): string | null {
  const label = META_CHARSET.exec(body.subarray(0, META_PRESCAN_BYTES).toString('latin1'))?.[1] ?? null;
  // A tag readable as ASCII is not UTF-16, whatever it says (the HTML standard reads it as UTF-8).
  return label && /^utf-?16/i.test(label) ? 'utf-8' : label;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    // An encoding TextDecoder does not know: the next source decides.
    return null;
  }
}

/** The page's text, decoded by the first of: its BOM, the header's charset, its meta charset, UTF-8. */
export function decodePage(body: Buffer, headerCharset: string | null): string {
  const decoder =
    decoderFor(bomEncoding(body)) ??
    decoderFor(headerCharset) ??
    decoderFor(metaCharset(body)) ??
    new TextDecoder('utf-8');
  return decoder.decode(body);
}

/** Markup, not bytes of an image or a PDF: the first character that is not a space is `<`. */
function looksLikeMarkup(html: string): boolean {
  return /^\s*</.test(html.slice(0, 1024));
}

/** Fetches an HTML page under `rules`; throws FetchFailure (`notHtml` for an image, a PDF, a download). */
export async function fetchPage(address: string, rules: FetchRules): Promise<FetchedPage> {
  const fetched = await fetchBody(address, rules, {
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    maxBytes: RECIPE_IMPORT.pageMaxBytes,
    acceptsType: (mediaType) => mediaType === null || PAGE_TYPES.has(mediaType),
  });
  const html = decodePage(fetched.body, fetched.charset);
  // A site that sends no media type at all: only what reads as markup is a page.
  if (fetched.mediaType === null && !looksLikeMarkup(html)) {
    throw new FetchFailure('notHtml', 'the answer is not markup');
  }
  return { url: fetched.url, html };
}
