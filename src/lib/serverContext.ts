/**
 * What the server renderer (src/ssr/renderPage.tsx) gives the app while it renders a page on
 * the server, where there is no window: the base of its API calls, the origin of the page's
 * absolute links, the fetch that reaches the API in-process, and where the page's title goes
 * (there is no document). In the browser nothing is provided and the window's are used.
 * Media need neither origin: they are same-origin paths on both sides (lib/host.ts).
 */
export interface ServerContext {
  /** Absolute base of the render's API calls (its in-process fetch reads only their path). */
  origin: string;
  /** PUBLIC_URL, or '' when it is not set: the origin of absolute links (share links). */
  publicUrl: string;
  fetch: typeof fetch;
  setTitle: (title: string) => void;
}

let provider: () => ServerContext | undefined = () => undefined;

export function serverContext(): ServerContext | undefined {
  return provider();
}

/** Called once by the server renderer, which keeps one context per render. */
export function provideServerContext(getContext: () => ServerContext | undefined): void {
  provider = getContext;
}
