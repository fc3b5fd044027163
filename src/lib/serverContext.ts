/**
 * What the server renderer (src/ssr/renderPage.tsx) gives the app while it renders a page on
 * the server, where there is no window: the page's origin (for absolute media URLs, exactly as
 * the browser will build them), the fetch that reaches the API in-process, and where the page's
 * title goes (there is no document). In the browser nothing is provided and the window's are used.
 */
export interface ServerContext {
  origin: string;
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
