import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type ApiCallMeta } from '@/api/baseApi';

/**
 * Which answers on screen came from the service worker's cache rather than the network, and
 * when each was stored: "Offline — last updated 10:42" shows the oldest (app/layouts.tsx).
 * A fresh answer for the same query, or the query leaving the cache, drops its entry.
 */
export interface OfflineState {
  /** RTK Query cache key → ISO 8601 time the cached answer was stored. */
  cachedAt: Record<string, string>;
}

interface QueryFulfilled {
  meta: { arg: { queryCacheKey: string; type?: string }; baseQueryMeta?: ApiCallMeta };
}

const isQueryFulfilled = (action: UnknownAction): action is UnknownAction & QueryFulfilled =>
  action.type === `${baseApi.reducerPath}/executeQuery/fulfilled`;

const initialState: OfflineState = { cachedAt: {} };

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isQueryFulfilled, (state, action) => {
        const key = action.meta.arg.queryCacheKey;
        const cachedAt = action.meta.baseQueryMeta?.cachedAt;
        if (cachedAt) state.cachedAt[key] = cachedAt;
        else delete state.cachedAt[key];
      })
      .addMatcher(baseApi.internalActions.removeQueryResult.match, (state, action) => {
        delete state.cachedAt[action.payload.queryCacheKey];
      });
  },
});

/** The time the oldest cached answer on screen was stored (ISO 8601), or null when all are fresh. */
export function selectOldestCachedAt(state: { offline: OfflineState }): string | null {
  const times = Object.values(state.offline.cachedAt);
  if (times.length === 0) return null;
  return times.reduce((oldest, time) => (Date.parse(time) < Date.parse(oldest) ? time : oldest));
}
