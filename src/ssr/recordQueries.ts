import { AsyncLocalStorage } from 'node:async_hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import type { AppStore } from '@/app/store';

/** Query endpoint name and argument of every query hook a render reached, by cache key. */
export type WantedQueries = Map<string, { endpoint: string; arg: unknown }>;

/** How long the server waits for a page's answers before rendering without them. */
const ANSWER_TIMEOUT_MS = 3000;

interface QueryEndpoint {
  select: (arg: unknown) => (state: unknown) => { isUninitialized: boolean };
  initiate: (arg: unknown, options: { subscribe: boolean }) => unknown;
  useQuery?: unknown;
}

const recorders = new AsyncLocalStorage<WantedQueries>();
const watched = new Set<string>();

/**
 * RTK Query's hooks read `api.endpoints[name].select(arg)` on every render, on the server too
 * (they only start requests in effects, which the server never runs). Wrapping `select` of
 * every query endpoint tells which answers a render wanted. Endpoints are injected as page
 * modules load, so this runs before every render.
 *
 * RTK Query's public path (`reactHooksModule({ unstable__sideEffectsInRender: true })`, then
 * `getRunningQueriesThunk`) does not serve: a hook subscribing to a failed answer requests it
 * again, so every later pass would render that answer as loading (the site settings gate's
 * spinner instead of the page, a missing recipe's skeleton instead of its message).
 */
function watchQueryEndpoints(): void {
  for (const [name, endpoint] of Object.entries(baseApi.endpoints as unknown as Record<string, QueryEndpoint>)) {
    if (watched.has(name) || !('useQuery' in endpoint)) continue;
    const select = endpoint.select;
    endpoint.select = (arg) => {
      if (arg !== skipToken)
        recorders.getStore()?.set(`${name}(${JSON.stringify(arg ?? null)})`, { endpoint: name, arg });
      return select(arg);
    };
    watched.add(name);
  }
}

/** Runs a render, adding each query it reaches to `wanted`. */
export function recordQueriesWhile<T>(wanted: WantedQueries, render: () => Promise<T>): Promise<T> {
  watchQueryEndpoints();
  return recorders.run(wanted, render);
}

/** Fetches the wanted answers the store does not hold yet; resolves to how many it asked for. */
export async function fetchMissingAnswers(store: AppStore, wanted: WantedQueries): Promise<number> {
  const endpoints = baseApi.endpoints as unknown as Record<string, QueryEndpoint>;
  const missing = [...wanted.values()].filter(
    ({ endpoint, arg }) => endpoints[endpoint].select(arg)(store.getState()).isUninitialized,
  );
  if (missing.length === 0) return 0;
  const requests = missing.map(
    ({ endpoint, arg }) =>
      store.dispatch(endpoints[endpoint].initiate(arg, { subscribe: false }) as never) as unknown as Promise<unknown>,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ANSWER_TIMEOUT_MS)));
  await Promise.race([Promise.allSettled(requests), timeout]);
  clearTimeout(timer);
  return missing.length;
}
