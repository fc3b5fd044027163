/**
 * A recipe site on 127.0.0.1 for the importer's tests (issue 36): a real HTTP server on a random
 * port, each path answered by a handler the test gives, every connection and request counted
 * (so a test can tell that a refused address was never connected to).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface RecipeSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`, as IMPORT_ALLOWED_HOSTS takes it. */
  hostPort: string;
  port: number;
  /** Connections accepted so far. */
  connections: () => number;
  /** Paths requested so far, in order. */
  requested: string[];
  /** The request headers of each path, the last request's. */
  headersOf: Map<string, http.IncomingHttpHeaders>;
  /** Adds (or replaces) pages once the origin is known: pages that link to the site itself. */
  serve: (routes: Record<string, SiteHandler>) => void;
  close: () => Promise<void>;
}

export async function startRecipeSite(routes: Record<string, SiteHandler> = {}): Promise<RecipeSite> {
  const handlers = new Map(Object.entries(routes));
  const requested: string[] = [];
  const headersOf = new Map<string, http.IncomingHttpHeaders>();
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    headersOf.set(path, request.headers);
    const handler = handlers.get(path);
    if (!handler) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    Promise.resolve(handler(request, response)).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    port,
    connections: () => connections,
    requested,
    headersOf,
    serve(more) {
      for (const [path, handler] of Object.entries(more)) handlers.set(path, handler);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Answers `body` with `type` (and more headers). */
export const answer =
  (type: string, body: string | Buffer, headers: Record<string, string> = {}): SiteHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type, ...headers }).end(body);
  };

export const html = (body: string, headers: Record<string, string> = {}) =>
  answer('text/html; charset=utf-8', body, headers);

export const redirect =
  (location: string, status = 302): SiteHandler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

export const status =
  (code: number): SiteHandler =>
  (_request, response) => {
    response.writeHead(code, { 'content-type': 'text/html' }).end(`<h1>${code}</h1>`);
  };

/** Sends the headers, then nothing for `ms`, then the page: slower than any deadline a test sets. */
export const slow =
  (ms: number, body = '<h1>Late</h1>'): SiteHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<!doctype html>');
    const timer = setTimeout(() => response.end(body), ms);
    response.on('close', () => clearTimeout(timer));
  };

/** An endless page sent in 64 KB chunks without a Content-Length, until the client hangs up. */
export const endless: SiteHandler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const pump = () => {
    while (!response.destroyed && response.write(chunk));
  };
  response.on('drain', pump);
  pump();
};

/** A tiny recipe page in schema.org JSON-LD. */
export function recipePage(recipe: Record<string, unknown>, head = ''): string {
  // As sites write it: `<` escaped, so a `</script>` in the data does not end the element.
  const data = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe }).replace(
    /</g,
    '\\u003c',
  );
  return `<!doctype html><html><head><title>${String(recipe.name ?? 'Recipe')}</title>${head}<script type="application/ld+json">${data}</script></head><body><h1>${String(recipe.name ?? '')}</h1></body></html>`;
}
