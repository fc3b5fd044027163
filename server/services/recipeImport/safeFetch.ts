/**
 * Fetching another site's page or image for the importer (issue 36), safely: http(s) only, one
 * deadline for the whole fetch, at most RECIPE_IMPORT.maxRedirects redirects, each checked like
 * the first address, and a cap on the bytes read, decompressed bytes included (a gzip bomb stops
 * at the cap). Loopback, private, link-local, CGNAT, unique-local and cloud metadata addresses
 * are refused when the connection is made, after the DNS lookup (request-filtering-agent), so a
 * name that resolves to a public address once and a private one later (DNS rebinding) is still
 * refused. Node's http/https are used because the global fetch ignores agents.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { RECIPE_IMPORT } from '../../../contract/constants';

export type FetchFailureKind = 'refused' | 'timeout' | 'tooLarge' | 'status' | 'network' | 'notHtml';

/** Why a fetch gave up; the route answers each kind with its status and message. */
export class FetchFailure extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
    /** The site's status, for `status`. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}

export interface FetchRules {
  /** `host:port` keys fetched even at a private address (IMPORT_ALLOWED_HOSTS): a test server. */
  allowedHosts: ReadonlySet<string>;
  /** The whole fetch, redirects and body included, gives up after this long. */
  timeoutMs: number;
  userAgent: string;
}

export interface FetchWanted {
  /** The Accept header. */
  accept: string;
  /** Bytes read at most, after decompression. */
  maxBytes: number;
  /** Whether an answer of this media type (null when the site sent none) is what was asked for. */
  acceptsType: (mediaType: string | null) => boolean;
  /** Aborts the fetch early (a caller's own deadline over several fetches); answered as a timeout. */
  signal?: AbortSignal;
}

export interface FetchedBody {
  /** The address that answered, after redirects. */
  url: string;
  /** The answer's media type, lower-case, without parameters; null when it sent none. */
  mediaType: string | null;
  /** The Content-Type's charset parameter, or null. */
  charset: string | null;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Private addresses refused at connection time (the agents' defaults: only unicast addresses pass). */
const guardedAgents = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };
/** For IMPORT_ALLOWED_HOSTS only: a private address passes, 0.0.0.0 and :: still do not. */
const allowedHostAgents = {
  http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true }),
  https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
};

/** request-filtering-agent's refusal: a plain Error whose message says the address is not allowed. */
const REFUSED_BY_AGENT = /^DNS lookup .* is not allowed/;

/** The `host:port` key of an address, as IMPORT_ALLOWED_HOSTS lists them (IPv6 in brackets). */
export function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** An absolute http(s) address, without credentials; anything else is refused. */
export function httpUrl(address: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new FetchFailure('refused', `not an address: ${String(address).slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailure('refused', `not an http(s) address: ${url.protocol}`);
  }
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

function contentType(header: string | undefined): { mediaType: string | null; charset: string | null } {
  if (!header) return { mediaType: null, charset: null };
  const [type, ...parameters] = header.split(';');
  let charset: string | null = null;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=', 2);
    if (name?.trim().toLowerCase() === 'charset' && value) charset = value.trim().replace(/^"|"$/g, '') || null;
  }
  return { mediaType: type.trim().toLowerCase() || null, charset };
}

/** One request, answered once its headers arrive. */
function send(url: URL, rules: FetchRules, wanted: FetchWanted, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === 'https:';
  const agents = rules.allowedHosts.has(hostKey(url)) ? allowedHostAgents : guardedAgents;
  const request = (secure ? https : http).request(url, {
    method: 'GET',
    agent: secure ? agents.https : agents.http,
    signal,
    headers: {
      'User-Agent': rules.userAgent,
      Accept: wanted.accept,
      'Accept-Encoding': 'gzip, deflate, br',
      'Accept-Language': 'en;q=1.0, *;q=0.5',
    },
  });
  return new Promise((resolve, reject) => {
    // Errors after the answer began reach its body stream; this listener keeps them from crashing the process.
    request.on('error', (error) => reject(failureOf(error, signal)));
    request.on('response', resolve);
    request.end();
  });
}

function failureOf(error: unknown, signal: AbortSignal): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (signal.aborted) return new FetchFailure('timeout', 'the site took too long');
  const message = error instanceof Error ? error.message : String(error);
  if (REFUSED_BY_AGENT.test(message)) return new FetchFailure('refused', message);
  return new FetchFailure('network', message);
}

type Decoder = zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress;

/** The decompressor for a Content-Encoding, null for none. */
function decoderFor(encoding: string): Decoder | null {
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  if (encoding === '' || encoding === 'identity') return null;
  throw new FetchFailure('network', `unknown content encoding: ${encoding.slice(0, 40)}`);
}

/**
 * The body, decompressed, stopping (and closing the connection) as soon as either the bytes
 * received or the bytes they decompress to pass `maxBytes`: nothing past the cap is held.
 */
async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const stop = () => response.destroy(new FetchFailure('timeout', 'the site took too long'));
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Buffer[] = [];
  let read = 0;
  let decoder: Decoder | null = null;
  try {
    if (Number.isFinite(declared) && declared > maxBytes)
      throw new FetchFailure('tooLarge', `${declared} bytes declared`);
    decoder = decoderFor((response.headers['content-encoding'] ?? '').trim().toLowerCase());
    if (decoder) {
      const inflating = decoder;
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) response.destroy(new FetchFailure('tooLarge', `over ${maxBytes} bytes received`));
      });
      response.on('error', (error) => inflating.destroy(error));
      response.pipe(inflating);
    }
    for await (const chunk of (decoder ?? response) as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > maxBytes) throw new FetchFailure('tooLarge', `over ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    throw failureOf(error, signal);
  } finally {
    signal.removeEventListener('abort', stop);
    response.destroy();
    decoder?.destroy();
  }
  return Buffer.concat(chunks, read);
}

/**
 * GETs `address` under `rules`: follows redirects (each re-checked), refuses private addresses
 * at connection time, and answers the body once it is whole. Throws FetchFailure.
 */
export async function fetchBody(address: string, rules: FetchRules, wanted: FetchWanted): Promise<FetchedBody> {
  const deadline = AbortSignal.timeout(rules.timeoutMs);
  const signal = wanted.signal ? AbortSignal.any([deadline, wanted.signal]) : deadline;
  let url = httpUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    const response = await send(url, rules, wanted, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= RECIPE_IMPORT.maxRedirects) throw new FetchFailure('network', 'too many redirects');
      url = httpUrl(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FetchFailure('status', `the site answered ${status}`, status);
    }
    const { mediaType, charset } = contentType(response.headers['content-type']);
    if (!wanted.acceptsType(mediaType)) {
      response.destroy();
      throw new FetchFailure('notHtml', `the site answered ${mediaType ?? 'no media type'}`);
    }
    const body = await readBody(response, wanted.maxBytes, signal);
    return { url: url.toString(), mediaType, charset, body };
  }
}
