import { combineSlices, configureStore, createListenerMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { authSlice } from '@/store/authSlice';
import { addAuthListeners, type AuthListenerOptions } from '@/store/authListeners';
import type { timersSlice } from '@/features/cook/timers/timersSlice';
import { libraryFiltersSlice } from '@/features/library/filtersSlice';
import { plannerModeSlice } from '@/features/planner/plannerModeSlice';
import { recipesFiltersSlice } from '@/features/planner/recipes/filtersSlice';
import { shoppingItemsSlice } from '@/features/shopping/shoppingItemsSlice';
import { provideSliceInjector } from '@/store/lazySlices';
import { offlineSlice } from '@/store/offlineSlice';
import { recipesSlice } from '@/store/recipesSlice';
import { toastsSlice } from '@/store/toastsSlice';

export const rootReducer = combineSlices(
  baseApi,
  authSlice,
  recipesSlice,
  toastsSlice,
  offlineSlice,
  libraryFiltersSlice,
  recipesFiltersSlice,
  plannerModeSlice,
  shoppingItemsSlice,
  // Slices loaded with their pages (store/lazySlices.ts): absent from the state until then.
).withLazyLoadedSlices<WithSlice<typeof timersSlice>>();

provideSliceInjector((slice) => rootReducer.inject(slice));

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions extends Partial<AuthListenerOptions> {
  preloadedState?: Partial<RootState>;
}

export function makeStore(options: StoreOptions = {}) {
  const listener = createListenerMiddleware();
  addAuthListeners(listener, { reloadPage: options.reloadPage ?? (() => window.location.reload()) });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' ? { name: 'Forkcast' } : false,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

// Types the hooks in src/store/hooks.ts without store/ importing this file (see StoreTypes there).
declare module '@/store/hooks' {
  interface StoreTypes {
    rootState: ReturnType<typeof rootReducer>;
    dispatch: AppStore['dispatch'];
  }
}
