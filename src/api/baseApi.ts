import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ErrorEnvelope } from '@contract/types';
import type { ServerAnswers } from '@contract/serverRender';
import { ERRORS } from '@contract/messages';
import { sessionExpired } from '@/store/authSlice';
import { apiHost } from '@/lib/host';
import { serverContext } from '@/lib/serverContext';
import { CACHED_AT_HEADER } from './offline/cachedAtHeader';
import { TAG } from './tags';

/** What every failed call turns into: the server's message (or a generic one) and field errors. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  errors?: Record<string, string[]>;
}

interface TokenState {
  auth: { token: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  // Looked up per call: tests stub the global fetch, the server renderer provides its own.
  fetchFn: (input, init) => (serverContext()?.fetch ?? fetch)(input, init),
  prepareHeaders(headers, { getState }) {
    const token = (getState() as TokenState).auth.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

function toApiError(error: FetchBaseQueryError): ApiError {
  const body = 'data' in error ? (error.data as Partial<ErrorEnvelope> | undefined) : undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : ERRORS.generic;
  return { status: error.status as ApiError['status'], message, errors: body?.errors };
}

/**
 * Joins SPEC.md's {host} to every path, adds the bearer token, turns failures into ApiError
 * and, when a call made with a token answers 401 or 403, ends the session (the auth
 * listener clears the stored token and reloads the page, as SPEC.md §4 says).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const url = `${apiHost().replace(/\/+$/, '')}/api${request.url.startsWith('/') ? '' : '/'}${request.url}`;
  const hadToken = (api.getState() as TokenState).auth.token !== null;
  const result = await rawBaseQuery({ ...request, url }, api, extraOptions);
  if (result.error) {
    const status = result.error.status;
    if (hadToken && (status === 401 || status === 403)) api.dispatch(sessionExpired());
    return { error: toApiError(result.error), meta: result.meta };
  }
  // An answer the service worker served from its cache (offline): when it was stored, for
  // "Offline — last updated" (store/offlineSlice.ts).
  const cachedAt = result.meta?.response?.headers.get(CACHED_AT_HEADER) ?? null;
  return { data: result.data, meta: result.meta && { ...result.meta, cachedAt } };
};

/** What a call's `meta` carries besides the request and response. */
export interface ApiCallMeta {
  /** ISO 8601 time the answer was stored, when the service worker served it from its cache; else null. */
  cachedAt?: string | null;
}

/** A server-rendered page's answers (src/ssr), put into the store before hydration. */
export const serverAnswersArrived = createAction<ServerAnswers>('app/serverAnswersArrived');

/** One API for the whole app; each domain file adds its endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    if (serverAnswersArrived.match(action)) return (action.payload as any)[reducerPath];
  },
  tagTypes: Object.values(TAG),
  endpoints: () => ({}),
});

/** Narrows an unknown rejection (e.g. from `.unwrap()`) to an ApiError message. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return ERRORS.generic;
}
