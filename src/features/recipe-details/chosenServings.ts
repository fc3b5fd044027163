import { useSyncExternalStore } from 'react';

/*
 * The servings the recipe page's stepper shows, by recipe id, for its "Start cooking" links (the
 * hero and the steps are not under the ingredients panel that holds the stepper). Only a change
 * from the recipe's own servings is kept, and only while the stepper is on the page.
 */
const chosen = new Map<number, number>();
const listeners = new Set<() => void>();

export function setChosenServings(recipeId: number, servings: number | null): void {
  if (servings === null) chosen.delete(recipeId);
  else chosen.set(recipeId, servings);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The servings chosen on the recipe page for `recipeId`, or null at the recipe's own. */
export function useChosenServings(recipeId: number): number | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen.get(recipeId) ?? null,
    () => null,
  );
}
