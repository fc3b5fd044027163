/**
 * Names of the DOM lib that code shared with the page uses behind a `typeof` check: the offline
 * queue's flag (src/api/offline/shoppingQueueFlag.ts) reads localStorage when there is one. A
 * worker has none, so here it is declared as possibly undefined.
 */
interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
declare const localStorage: Storage | undefined;
