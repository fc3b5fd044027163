import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import {
  SERVER_ANSWERS_ID,
  SERVER_SCRIPTS_ID,
  SIGNED_IN_COOKIE,
  type RenderedPage,
  type RenderPage,
} from '../../contract/serverRender';
import { matchPage } from '../../contract/pages';
import { escapeHtml } from '../http/escapeHtml';
import type { PageChunksManifest } from './pageHints';

/**
 * Public pages as HTML for signed-out visitors, built by the SPA's own components (the
 * server renderer webpack builds into dist/ssr/, src/ssr/renderPage.tsx). The browser hydrates
 * that markup: a phone paints the page as soon as the HTML, its styles and images arrive,
 * instead of after the JavaScript has loaded, run and fetched the data.
 *
 * The page's images come before its JavaScript: the app's scripts are started by
 * public/start-after-paint.js once the page has painted (`startAppAfterPaint`).
 *
 * The renderer's API calls go through `app.inject` (no socket; the visitor's address, so view
 * counts see the visitor), marked as in-process so that they do not spend the visitor's API
 * quota; the renders themselves are bounded per address (`app.allowServerRender`: past the bound
 * the browser renders the page). A page is rendered at most once per
 * `cacheMs` per address (the same window as the anonymous answer cache), and a render that
 * fails or takes too long leaves the page to the browser, as before.
 */

const RENDER_TIMEOUT_MS = 4000;
/** A rendered page is ~20–130 KB: at most ~10 MB kept. */
const MAX_CACHED_PAGES = 100;

export interface ServerRenderer {
  /** The page as a signed-out visitor first sees it, or null: not a page, or the render failed or took too long. */
  render(url: string, origin: string, visitorIp: string): Promise<RenderedPage | null>;
  /** `shell` (index.html with its hints) with the rendered page in it. */
  html(shell: string, page: RenderedPage): string;
}

/** The pages that look the same to every signed-out visitor (`serverRendered` in contract/pages.ts). */
export const isServerRenderedPage = (pathname: string) => matchPage(pathname)?.page.serverRendered === true;

const signedInCookie = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);

/** The browser holds a session: its pages differ from a visitor's, so the SPA renders them. */
export const hasSignedInCookie = (request: FastifyRequest) => signedInCookie.test(request.headers.cookie ?? '');

/**
 * A recipe page counts its reader's view when it is rendered (`countsAView` in contract/pages.ts):
 * one render per visitor, never a copy made for someone else.
 */
const countsAView = (url: string) => matchPage(url.split('?')[0])?.page.countsAView === true;

export interface ServerRendererOptions {
  /** How long a rendered page is reused for the same address (0: never). */
  cacheMs: number;
  /** The built public/start-after-paint.js; without it the app's scripts load as in index.html. */
  startAfterPaint?: string;
}

/** The renderer webpack built into dist/ssr/, or null when the build has none. */
export function loadServerRenderer(app: FastifyInstance, distDir: string, cacheMs: number): ServerRenderer | null {
  const bundle = path.join(distDir, 'ssr', 'render-page.cjs');
  if (!existsSync(bundle)) return null;
  const { renderPage } = loadCommonJs(bundle) as { renderPage: RenderPage };
  let startAfterPaint: string | undefined;
  try {
    startAfterPaint = (JSON.parse(readFileSync(path.join(distDir, 'page-chunks.json'), 'utf8')) as PageChunksManifest)
      .startAfterPaint;
  } catch {
    // An older build: its scripts load as index.html says.
  }
  return createServerRenderer(app, renderPage, { cacheMs, startAfterPaint });
}

/**
 * Runs a CommonJS file without Node's module loader: `npm start` runs under tsx, whose require
 * hook would put the 2 MB bundle through esbuild and keep ~190 MB of memory for it (measured:
 * +194 MB through require, +17 MB this way). The bundle is plain CommonJS already.
 */
function loadCommonJs(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
  }) as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} };
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

export function createServerRenderer(
  app: FastifyInstance,
  renderPage: RenderPage,
  { cacheMs, startAfterPaint }: ServerRendererOptions,
): ServerRenderer {
  const cache = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();

  const inProcessFetch =
    (visitorIp: string): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const response = await app.inject({
        method: request.method as HTTPMethods,
        url: url.pathname + url.search,
        headers: { ...Object.fromEntries(request.headers), ...app.inProcessRequestHeaders },
        payload: body,
        remoteAddress: visitorIp,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
    };

  function rendered(url: string, origin: string, visitorIp: string): Promise<RenderedPage | null> {
    const key = `${origin}${url}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && now - cached.at < cacheMs) return cached.page;
    let timer: NodeJS.Timeout | undefined;
    const renderIfAllowed = async () =>
      (await app.allowServerRender(visitorIp)) ? renderPage({ url, origin, fetch: inProcessFetch(visitorIp) }) : null;
    const page = Promise.race([
      renderIfAllowed(),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS))),
    ])
      .catch((error: unknown) => {
        app.log.warn({ err: error, url }, 'server render failed; the page is left to the browser');
        return null;
      })
      .finally(() => clearTimeout(timer));
    if (cacheMs > 0 && !countsAView(url)) {
      cache.delete(key);
      cache.set(key, { at: now, page });
      // Oldest first (a refreshed page moves to the end): drop the expired, then any over the cap.
      for (const [oldKey, entry] of cache) {
        if (now - entry.at < cacheMs && cache.size <= MAX_CACHED_PAGES) break;
        cache.delete(oldKey);
      }
    }
    return page;
  }

  return {
    render: rendered,
    html(shell, page) {
      const html = withMarkup(shell, page);
      return startAfterPaint ? startAppAfterPaint(html, startAfterPaint) : html;
    },
  };
}

/**
 * The page's app scripts, started by the loader once the page has painted instead of loaded
 * with it: the shell's deferred <script> tags and the page chunks hinted by
 * `<link rel="preload" as="script">` (listed before the last entry, which renders, so the page
 * is there when it does).
 */
export function startAppAfterPaint(html: string, loader: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const entries: string[] = [];
  const pageChunks: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/<link rel="preload" as="script" href="([^"]+)">/g, (_tag, href: string) => {
      pageChunks.push(href);
      return '';
    });
  if (entries.length === 0) return html;
  const scripts = [...entries.slice(0, -1), ...pageChunks, ...entries.slice(-1)];
  const start = `<script type="application/json" id="${SERVER_SCRIPTS_ID}">${scriptSafeJson(scripts)}</script><script defer src="${loader}"></script>`;
  return `${head}${start}${html.slice(headEnd)}`;
}

/** JSON that can sit inside a <script> element (no `</script>`, no `<!--`). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell with the page's title and styles in <head>, its markup in #root and its answers after it. */
export function withMarkup(shell: string, page: RenderedPage): string {
  const rootStart = shell.search(/<div id="?root"?>/);
  const bodyEnd = shell.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart) return shell;
  const head = shell
    .slice(0, rootStart)
    // The page's answers are in the markup: the browser would fetch the settings for nothing.
    .replace(/<link[^>]*href="?\/api\/site-settings"?[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, (shellTitle) =>
      page.title ? `<title>${escapeHtml(page.title)}</title>` : shellTitle,
    )
    .replace('</head>', `${page.styles}</head>`);
  // React puts preload links for the page's images before the markup: they belong in <head>.
  const preloads = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const answers = `<script type="application/json" id="${SERVER_ANSWERS_ID}">${scriptSafeJson(page.answers)}</script>`;
  return `${head.replace('</head>', `${preloads}</head>`)}<div id="root">${page.html.slice(preloads.length)}</div>${answers}${shell.slice(bodyEnd)}`;
}
