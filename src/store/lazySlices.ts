import type { Reducer } from '@reduxjs/toolkit';

/**
 * Slices that come with a page's chunk instead of the first bundle (the cook's timers): the
 * slice's module calls injectSlice when it loads, and app/store.ts, which owns the root reducer,
 * says how to add it (provideSliceInjector). Injected before the store exists (a test importing
 * the slice first), a slice waits here until the root reducer is made.
 */
export interface LazySlice {
  reducerPath: string;
  reducer: Reducer;
}

type SliceInjector = (slice: LazySlice) => void;

let injector: SliceInjector | null = null;
const waiting: LazySlice[] = [];

export function injectSlice(slice: LazySlice): void {
  if (injector) injector(slice);
  else waiting.push(slice);
}

export function provideSliceInjector(inject: SliceInjector): void {
  injector = inject;
  for (const slice of waiting.splice(0)) inject(slice);
}
