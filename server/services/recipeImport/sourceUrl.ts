/**
 * The address a recipe came from, as one recipe has one: the canonical URL, without tracking
 * parameters or a fragment, and never a print version when the page names its own address. Two
 * imports of one recipe (through a shared link, a newsletter, the print page) then compare equal.
 */

const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'igshid',
  'igsh',
  'yclid',
  'ysclid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'wickedid',
  'rb_clickid',
  's_cid',
  'sc_cid',
  'epik',
  'ref',
  'ref_src',
  'ref_url',
  'spm',
]);
const TRACKING_PREFIXES = ['utm_', 'hsa_', 'pk_', 'mtm_', 'matomo_'];
/** Query parameters that turn a recipe page into its print version. */
const PRINT_PARAMETERS: ReadonlySet<string> = new Set([
  'print',
  'printable',
  'print-recipe',
  'printview',
  'wprm_print',
]);
/** Path segments of print versions: `/pancakes/print/`, `/wprm_print/123`, `/tasty-recipes/print/45`. */
const PRINT_SEGMENTS: ReadonlySet<string> = new Set([
  'print',
  'wprm_print',
  'print-recipe',
  'printable',
  'recipe-print',
]);

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function isTracking(name: string): boolean {
  return TRACKING_PARAMETERS.has(name) || TRACKING_PREFIXES.some((prefix) => name.startsWith(prefix));
}

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The query without the pairs `drop` names, each kept pair spelled as it was. */
function queryWithout(search: string, drop: (name: string) => boolean): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !drop(parameterName(pair)));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/** The URL without tracking parameters and without its #fragment; unchanged text when it is no URL. */
export function withoutTracking(url: string): string {
  const parsed = httpUrl(url);
  if (!parsed) return url.trim();
  parsed.search = queryWithout(parsed.search, isTracking);
  parsed.hash = '';
  return parsed.toString();
}

function isPrintVersion(url: URL): boolean {
  const segments = url.pathname.toLowerCase().split('/');
  if (segments.some((segment) => PRINT_SEGMENTS.has(segment))) return true;
  return queryWithout(url.search, (name) => PRINT_PARAMETERS.has(name)) !== url.search;
}

/** A print address turned back into its page where the address says how: a trailing `/print` or `?print=1`. */
function withoutPrint(url: URL): URL {
  const plain = new URL(url.toString());
  plain.search = queryWithout(plain.search, (name) => PRINT_PARAMETERS.has(name));
  const pathname = plain.pathname.replace(/\/print(?:\/\d+)?\/?$/i, '/');
  // `/print/12` names no page of its own: keep the print address rather than the site's home.
  if (pathname !== '/') plain.pathname = pathname;
  return plain;
}

/**
 * The recipe's source: the canonical URL when it is an absolute http(s) address (and not itself
 * a print version of a page that is not), else the page URL with a print version undone where
 * the address allows; then without tracking.
 */
export function sourceUrlOf(pageUrl: string, canonicalUrl: string | null): string {
  const page = httpUrl(pageUrl);
  const canonical = canonicalUrl === null ? null : httpUrl(canonicalUrl);
  let chosen: URL | null = canonical;
  if (canonical && page && isPrintVersion(canonical) && !isPrintVersion(page)) chosen = page;
  if (!chosen) chosen = page && isPrintVersion(page) ? withoutPrint(page) : page;
  return chosen ? withoutTracking(chosen.toString()) : withoutTracking(pageUrl);
}
