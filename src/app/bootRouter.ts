import { createAppRouter } from './router';

/**
 * Entry point two of three (webpack.config.ts): the router, with the layouts it imports. It
 * matches the address at once and starts loading that page's chunk, in a task of its own
 * between the store's (bootStore.ts) and React's first render (main.tsx).
 */
export const router = createAppRouter();
