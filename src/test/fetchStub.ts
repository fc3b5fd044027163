/**
 * Stubs the network at the fetch boundary (never our own modules): each route answers a
 * JSON body for a method + path pattern. Unmatched requests fail the test loudly.
 */
export interface StubbedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Responder = (
  request: StubbedRequest,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export interface FetchStub {
  on(method: string, path: string | RegExp, responder: Responder | { status?: number; body: unknown }): FetchStub;
  requests: StubbedRequest[];
  restore(): void;
}

export function ok<T>(data: T, message = '') {
  return { status: 200, body: { success: true, message, data } };
}

export function fail(status: number, message: string, errors?: Record<string, string[]>) {
  return { status, body: { success: false, message, ...(errors ? { errors } : {}) } };
}

export function stubFetch(): FetchStub {
  const original = globalThis.fetch;
  const routes: { method: string; path: string | RegExp; responder: Responder }[] = [];
  const requests: StubbedRequest[] = [];

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    let body: unknown = undefined;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const stubbed: StubbedRequest = { method: request.method, url, headers: request.headers, body };
    requests.push(stubbed);
    const route = [...routes]
      .reverse()
      .find(
        (candidate) =>
          candidate.method === request.method &&
          (typeof candidate.path === 'string' ? candidate.path === url.pathname : candidate.path.test(url.pathname)),
      );
    if (!route) {
      return new Response(JSON.stringify({ success: false, message: `Unstubbed ${request.method} ${url.pathname}` }), {
        status: 599,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const answer = await route.responder(stubbed);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;

  const stub: FetchStub = {
    on(method, path, responder) {
      routes.push({ method, path, responder: typeof responder === 'function' ? responder : () => responder });
      return stub;
    },
    requests,
    restore() {
      globalThis.fetch = original;
    },
  };
  return stub;
}
