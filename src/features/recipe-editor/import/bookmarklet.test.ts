import { RECIPE_IMPORT } from '@contract/constants';
import { bookmarkletHref, IMPORT_PAGE_PATH, PAGE_RECEIVED, pageTooLarge, sentPage } from './bookmarklet';

const FORKCAST = 'https://forkcast.example';
const RECIPE_PAGE = 'https://recipes.example/lemon-cake?utm_source=x';
const RECIPE_HTML = '<html><head><title>Lemon cake</title></head><body><h1>Lemon cake</h1></body></html>';

type Listener = (event: { origin: string; data: unknown }) => void;

/** The recipe site's window, as far as the bookmarklet touches it. */
function fakeRecipeSite(popup: { postMessage: jest.Mock; closed: boolean } | null) {
  const listeners = new Set<Listener>();
  return {
    location: { href: RECIPE_PAGE },
    document: { documentElement: { outerHTML: RECIPE_HTML } },
    open: jest.fn(() => popup),
    alert: jest.fn(),
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    addEventListener: (type: string, listener: Listener) => type === 'message' && listeners.add(listener),
    removeEventListener: (type: string, listener: Listener) => type === 'message' && listeners.delete(listener),
    answer(origin: string, data: unknown) {
      for (const listener of [...listeners]) listener({ origin, data });
    },
    listeners,
  };
}

/** Runs the bookmark's address the way a browser does, with `window` the fake site. */
function clickBookmark(site: ReturnType<typeof fakeRecipeSite>) {
  const href = bookmarkletHref(FORKCAST);
  expect(href.startsWith('javascript:')).toBe(true);
  const source = decodeURIComponent(href.slice('javascript:'.length));
  new Function('window', source)(site);
}

describe('the Add to Forkcast bookmarklet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("opens Forkcast's share page and posts it the page until Forkcast answers", () => {
    const popup = { postMessage: jest.fn(), closed: false };
    const site = fakeRecipeSite(popup);
    clickBookmark(site);

    expect(site.open).toHaveBeenCalledWith(`${FORKCAST}${IMPORT_PAGE_PATH}`, '_blank');
    jest.advanceTimersByTime(1500);
    expect(popup.postMessage).toHaveBeenCalledTimes(3);
    expect(popup.postMessage).toHaveBeenLastCalledWith(
      { type: 'forkcast-import', url: RECIPE_PAGE, html: RECIPE_HTML },
      FORKCAST,
    );

    // An answer from another origin, or another answer, changes nothing.
    site.answer('https://evil.example', PAGE_RECEIVED);
    site.answer(FORKCAST, 'something else');
    jest.advanceTimersByTime(500);
    expect(popup.postMessage).toHaveBeenCalledTimes(4);

    site.answer(FORKCAST, PAGE_RECEIVED);
    jest.advanceTimersByTime(5000);
    expect(popup.postMessage).toHaveBeenCalledTimes(4);
    expect(site.listeners.size).toBe(0);
  });

  it('gives up after 30 seconds without an answer, or when the window is closed', () => {
    const popup = { postMessage: jest.fn(), closed: false };
    const site = fakeRecipeSite(popup);
    clickBookmark(site);
    jest.advanceTimersByTime(60_000);
    expect(popup.postMessage).toHaveBeenCalledTimes(60);
    expect(site.listeners.size).toBe(0);

    const closing = { postMessage: jest.fn(), closed: false };
    const other = fakeRecipeSite(closing);
    clickBookmark(other);
    jest.advanceTimersByTime(1000);
    closing.closed = true;
    jest.advanceTimersByTime(5000);
    expect(closing.postMessage).toHaveBeenCalledTimes(2);
  });

  it('says what to do when the browser blocks the window', () => {
    const site = fakeRecipeSite(null);
    clickBookmark(site);
    expect(site.alert).toHaveBeenCalledWith(expect.stringContaining('Allow pop-ups'));
    expect(site.listeners.size).toBe(0);
  });

  it('is built for the address Forkcast was opened at', () => {
    const source = decodeURIComponent(bookmarkletHref('http://192.168.1.20:8080').slice('javascript:'.length));
    expect(source).toContain('"http://192.168.1.20:8080"');
    expect(source).not.toContain('\n');
  });
});

describe('a message sent to the share page', () => {
  it('is taken only in the shape the bookmarklet sends', () => {
    expect(sentPage({ type: 'forkcast-import', url: RECIPE_PAGE, html: RECIPE_HTML })).toEqual({
      url: RECIPE_PAGE,
      html: RECIPE_HTML,
    });
    for (const data of [
      null,
      'forkcast-import',
      { type: 'other', url: RECIPE_PAGE, html: RECIPE_HTML },
      { type: 'forkcast-import', url: 42, html: RECIPE_HTML },
      { type: 'forkcast-import', url: RECIPE_PAGE, html: { toString: () => RECIPE_HTML } },
      { type: 'forkcast-import', url: '', html: RECIPE_HTML },
      { type: 'forkcast-import', url: `https://a.example/${'x'.repeat(RECIPE_IMPORT.urlMaxLength)}`, html: '' },
    ]) {
      expect(sentPage(data)).toBeNull();
    }
  });

  it('is too large past the limit in UTF-8 bytes', () => {
    expect(pageTooLarge('a'.repeat(RECIPE_IMPORT.pageMaxBytes))).toBe(false);
    expect(pageTooLarge('a'.repeat(RECIPE_IMPORT.pageMaxBytes + 1))).toBe(true);
    // Two bytes each in UTF-8: half the limit in characters is the whole limit in bytes.
    expect(pageTooLarge('é'.repeat(RECIPE_IMPORT.pageMaxBytes / 2))).toBe(false);
    expect(pageTooLarge('é'.repeat(RECIPE_IMPORT.pageMaxBytes / 2 + 1))).toBe(true);
  });
});
