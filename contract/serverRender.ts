/**
 * What the server (server/ssr/serverRender.ts) and the server renderer it loads from
 * dist/ssr/ (src/ssr/renderPage.tsx) agree on, and how the rendered page hands its answers to
 * the browser (src/app/serverRendered.ts).
 */

/**
 * Set by the SPA while it holds a session (no secret: the token stays in localStorage). The
 * server renders pages as a signed-out visitor sees them, so with this cookie it sends the
 * plain shell and the SPA renders the signed-in page itself, without a signed-out flash.
 */
export const SIGNED_IN_COOKIE = 'forkcast_signed_in';

/**
 * Id of the JSON list of the scripts that start the app on a server-rendered page, in order;
 * public/start-after-paint.js loads them once the page has painted.
 */
export const SERVER_SCRIPTS_ID = 'forkcast-scripts';

/** Id of the JSON script the server writes after #root. */
export const SERVER_ANSWERS_ID = 'forkcast-server-answers';

/**
 * The answers a server-rendered page was built from: RTK Query's cache (`api`) and the recipes
 * the normalised slice held, put into the browser's store before hydration.
 */
export interface ServerAnswers {
  api: unknown;
  recipes?: unknown[];
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /**
   * PUBLIC_URL, the origin of the page's absolute links (share links), or '' when it is not set:
   * the page then works from whatever address the visitor used (media are same-origin paths
   * either way). Never the request's Host.
   */
  origin: string;
  /** Reaches the API (the server passes one that does not leave the process). */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' style tags for that markup. */
  styles: string;
  /** The answers the markup was built from. */
  answers: ServerAnswers;
  /** The page's title, when the page set one. */
  title?: string;
}

/** The renderer's one export. Resolves to null when the address is not a page (a redirect, a routing error). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;
