import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * How deep a JSON body may nest. No form of the API nests past 3; JSON.parse of 500,000 nested
 * lists (1 MB) held the event loop 0.7 s (issue 33), and every other request with it.
 */
export const JSON_DEPTH_MAX = 32;

/**
 * The largest JSON (or text) body any route takes: 413 "The request is too large." beyond it,
 * before a byte is parsed. The longest JSON form is a review (a 2,000-character comment: 12 KB
 * even with every character sent as a `\uXXXX` escape); a household member (60 + 30 × 60
 * characters) and the account forms are smaller. The recipe and avatar forms are multipart,
 * with their own limits (app.ts). At 1 MB, JSON.parse of 60,000 small objects held the event
 * loop 165 ms on a loaded machine (issue 33); 64 KB bounds every parse to a sixteenth of that.
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests no deeper than `max`: one pass over its characters, strings skipped. */
export function nestsWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return false;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return true;
}

/** Just past the string whose text starts at `from`: a quote not escaped by an odd run of backslashes. */
function afterString(text: string, from: number): number {
  for (let search = from; ;) {
    const quote = text.indexOf('"', search);
    if (quote === -1) return text.length;
    let backslashes = 0;
    while (quote - backslashes - 1 >= from && text.charCodeAt(quote - backslashes - 1) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    search = quote + 1;
  }
}

/**
 * Whether the JSON text holds at most `max` keys and values (counted by the `{ [ , :` outside
 * strings). Linear, and strings are skipped with indexOf: a 6 MB page takes a few milliseconds.
 */
export function tokensWithin(text: string, max: number): boolean {
  let tokens = 0;
  for (let index = 0; index < text.length;) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = afterString(text, index + 1);
      continue;
    }
    if ((code === OPEN_BRACE || code === OPEN_BRACKET || code === COMMA || code === COLON) && ++tokens > max) {
      return false;
    }
    index += 1;
  }
  return true;
}

/**
 * Puts Fastify's own JSON parser (prototype poisoning refused) behind a check of the body's text:
 * where `refusal` names a fault, the body is answered 400 with those words and never parsed.
 * With `turnBeforeParse`, other requests get a turn of the event loop between the check and the
 * parse (for a body of megabytes, where each takes some milliseconds). Registered on the app, it
 * parses every route's JSON; inside a plugin, only that plugin's routes'.
 */
export function registerCheckedJsonParser(
  app: FastifyInstance,
  refusal: (text: string) => string | null,
  { turnBeforeParse = false }: { turnBeforeParse?: boolean } = {},
): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const fault = refusal(text);
    if (fault !== null) {
      done(new HttpError(400, fault), undefined);
      return;
    }
    if (turnBeforeParse) setImmediate(() => parseJson(request, text, done));
    else parseJson(request, text, done);
  });
}

/** Every route's JSON parser: Fastify's own, after the depth check. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  registerCheckedJsonParser(app, (text) =>
    nestsWithin(text, JSON_DEPTH_MAX) ? null : `The JSON body nests deeper than ${JSON_DEPTH_MAX} levels.`,
  );
}
