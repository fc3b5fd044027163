import { useDeferredValue } from 'react';

/**
 * A query's result, for a component whose content is costly to build (a grid of cards, a
 * recipe page, a carousel). React-redux updates render synchronously, so a response that
 * arrives would otherwise be rendered in one task that holds a phone's main thread for a
 * few hundred milliseconds. With the deferred copy, that update only re-renders what was
 * already on screen, and the new content is built at transition priority, yielding to input
 * and paint every few milliseconds. The whole result is deferred, so its data and flags
 * (isLoading, isError) always belong together.
 */
export function useDeferredResult<Result>(result: Result): Result {
  return useDeferredValue(result);
}
