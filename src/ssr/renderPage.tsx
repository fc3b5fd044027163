import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from '@/app/App';
import { routes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { provideServerContext, type ServerContext } from '@/lib/serverContext';
import { baseApi } from '@/api/baseApi';
import type { RenderedPage, RenderRequest, ServerAnswers } from '@contract/serverRender';
import { fetchMissingAnswers, recordQueriesWhile, type WantedQueries } from './recordQueries';

/**
 * The server renderer: a public page's HTML as a signed-out visitor will first see it, built
 * by the same components as in the browser, with the API answers it was built from. The
 * browser then hydrates it (src/main.tsx) instead of rendering from nothing, so a phone shows
 * the page as soon as the HTML and the images arrive, not after the JavaScript has run.
 *
 * Built by webpack for Node (webpack.config.ts, `dist/ssr/render-page.cjs`) and called by the
 * server (server/ssr/serverRender.ts), which passes an in-process fetch.
 *
 * Which answers a page needs is learnt by rendering it: every query hook a render reaches is
 * recorded, the missing answers are fetched, and the page is rendered again, until a render
 * asks for nothing new (the site settings gate, then the page, then what the page's answers
 * lead to).
 */

const MAX_PASSES = 5;
/** The base of the render's own requests when PUBLIC_URL is not set (a reserved name, RFC 6761). */
const IN_PROCESS_ORIGIN = 'http://forkcast.invalid';

const contexts = new AsyncLocalStorage<ServerContext>();
provideServerContext(() => contexts.getStore());

const handler = createStaticHandler(routes);

/** The page as HTML, or null when the address is not a page (a redirect, a routing error). */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  let title: string | undefined;
  // Without PUBLIC_URL there is no one origin (the page may be opened at any address): the
  // routing and the in-process fetch only need some absolute base, and nothing rendered shows it.
  const origin = request.origin || IN_PROCESS_ORIGIN;
  const context: ServerContext = {
    origin,
    publicUrl: request.origin,
    fetch: request.fetch,
    setTitle: (pageTitle) => (title = pageTitle),
  };
  return contexts.run(context, async () => {
    const routing = await handler.query(new Request(new URL(request.url, origin)));
    if (routing instanceof Response || routing.errors) return null;
    const store = makeStore({ reloadPage: () => {} });
    try {
      let page = await renderOnce(store, routing);
      for (let pass = 1; pass < MAX_PASSES && page.wanted.size > 0; pass += 1) {
        const fetched = await fetchMissingAnswers(store, page.wanted);
        if (fetched === 0) break;
        page = await renderOnce(store, routing);
      }
      return { html: page.html, styles: page.styles, answers: answersOf(store), title };
    } finally {
      // Clears the cache's removal timers, which would otherwise keep this store alive for a minute.
      store.dispatch(baseApi.util.resetApiState());
    }
  });
}

async function renderOnce(store: AppStore, routing: StaticHandlerContext) {
  const sheet = new ServerStyleSheet();
  try {
    const router = createStaticRouter(handler.dataRoutes, routing);
    const element = sheet.collectStyles(
      <App store={store}>
        {/* hydrate={false}: React Router's own inline script would break the CSP; the browser needs no loader data. */}
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </App>,
    );
    const wanted: WantedQueries = new Map();
    // No boundary is split out of place: that needs React's inline scripts, which the CSP refuses.
    const prelude = await recordQueriesWhile(
      wanted,
      async () => (await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags(), wanted };
  } finally {
    sheet.seal();
  }
}

/**
 * The cache's answers and failures (the markup shows both, so hydration must see them too),
 * without requests that were still running (the browser asks for those again).
 */
function answersOf(store: AppStore): ServerAnswers {
  const { api, recipes } = store.getState();
  const settled = ['fulfilled', 'rejected'];
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(([, entry]) => settled.includes(entry?.status ?? '')),
  );
  return { api: { ...api, queries, mutations: {} }, recipes: Object.values(recipes.entities) };
}
