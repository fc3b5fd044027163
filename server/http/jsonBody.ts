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

/** Fastify's own JSON parser (prototype poisoning refused), after the depth check. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!nestsWithin(text, JSON_DEPTH_MAX)) {
      done(new HttpError(400, `The JSON body nests deeper than ${JSON_DEPTH_MAX} levels.`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
