import { RECIPE_IMPORT } from '@contract/constants';

/** What the bookmarklet posts to Forkcast, and what Forkcast answers once it has it. */
export const PAGE_MESSAGE_TYPE = 'forkcast-import';
export const PAGE_RECEIVED = 'forkcast-import-received';

/** The share page waiting for a page from the bookmarklet. */
export const IMPORT_PAGE_PATH = '/dashboard/share-recipes?import=page';

/** How often the bookmarklet repeats its message, and for how long (until Forkcast answers). */
const RESEND_MS = 500;
const GIVE_UP_MS = 30_000;

const POPUP_BLOCKED =
  'Forkcast could not open its window. Allow pop-ups for this site, then click “Add to Forkcast” again.';

/**
 * The bookmarklet, run on the recipe site the cook is looking at: it opens Forkcast's share
 * page and posts it the page's address and HTML (the page as the cook's browser sees it, past
 * any bot check a server fetch meets) until Forkcast says it has them. Everything goes
 * through `window` so a test can run it against a fake one. No `//` comments: the lines are
 * joined into one.
 */
export function bookmarkletSource(origin: string): string {
  return `(function () {
  var origin = ${JSON.stringify(origin)};
  var page = { type: ${JSON.stringify(PAGE_MESSAGE_TYPE)}, url: window.location.href, html: window.document.documentElement.outerHTML };
  var forkcast = window.open(origin + ${JSON.stringify(IMPORT_PAGE_PATH)}, '_blank');
  if (!forkcast) { window.alert(${JSON.stringify(POPUP_BLOCKED)}); return; }
  var sent = 0;
  var timer = window.setInterval(function () {
    sent += 1;
    if (sent > ${GIVE_UP_MS / RESEND_MS} || forkcast.closed) { stop(); return; }
    forkcast.postMessage(page, origin);
  }, ${RESEND_MS});
  function onAnswer(event) {
    if (event.origin === origin && event.data === ${JSON.stringify(PAGE_RECEIVED)}) stop();
  }
  function stop() {
    window.clearInterval(timer);
    window.removeEventListener('message', onAnswer);
  }
  window.addEventListener('message', onAnswer);
})();`;
}

/** The bookmark's address: the source on one line, URL-encoded. */
export function bookmarkletHref(origin: string): string {
  return `javascript:${encodeURIComponent(bookmarkletSource(origin).replace(/\s*\n\s*/g, ' '))}`;
}

export interface SentPage {
  url: string;
  html: string;
}

/**
 * The page in a message, when the message is the bookmarklet's: any site may post to this
 * window, so only a message of the right shape is taken, and nothing is saved without the cook.
 */
export function sentPage(data: unknown): SentPage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url, html } = data as Record<string, unknown>;
  if (type !== PAGE_MESSAGE_TYPE || typeof url !== 'string' || typeof html !== 'string') return null;
  if (url.length === 0 || url.length > RECIPE_IMPORT.urlMaxLength) return null;
  return { url, html };
}

/** Whether the page is over the importer's limit (UTF-8 bytes, as the server counts them). */
export function pageTooLarge(html: string): boolean {
  if (html.length > RECIPE_IMPORT.pageMaxBytes) return true;
  // Each character is at most three UTF-8 bytes (a surrogate pair, two characters, is four).
  if (html.length * 3 <= RECIPE_IMPORT.pageMaxBytes) return false;
  return new TextEncoder().encode(html).length > RECIPE_IMPORT.pageMaxBytes;
}
