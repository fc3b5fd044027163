/**
 * The body of POST /api/recipes/import (issue 36): one of `{url}`, `{url, html}`, `{text}`.
 * Its JSON parser (for this route only) takes a page of up to 5 MB, but only in a body of a few
 * values: JSON.parse of 5 MB of small objects would hold the event loop for most of a second.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RECIPE_IMPORT } from '../../contract/constants';
import { RECIPE_IMPORT_MESSAGES as M } from '../../contract/messages';
import { HttpError, unprocessable } from '../http/errors';
import { registerCheckedJsonParser, tokensWithin } from '../http/jsonBody';
import type { ImportSource } from '../services/recipeImport/importRecipe';

/**
 * A 5 MB page in a JSON body: its quotes, backslashes and line breaks are escaped (two bytes
 * each), so the body may be somewhat larger than the page. The page's own size is checked
 * after parsing.
 */
export const IMPORT_BODY_MAX_BYTES = RECIPE_IMPORT.pageMaxBytes + 1024 * 1024;
/** Values (and keys) a body may hold: the form has three fields; a few more are ignored. */
const BODY_TOKENS_MAX = 64;

/** For the import route's plugin only: Fastify's JSON parser (prototype poisoning refused) after the token count. */
export function registerImportJsonParser(app: FastifyInstance): void {
  registerCheckedJsonParser(
    app,
    (text) => (tokensWithin(text, BODY_TOKENS_MAX) ? null : 'The JSON body holds more values than this form takes.'),
    // The count and the parse of a 6 MB body each take some milliseconds: other requests get a turn between them.
    { turnBeforeParse: true },
  );
}

/** preParsing: a body that says it is over the cap is refused in the importer's words before a byte is read. */
export async function refuseDeclaredTooLarge(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length']) > IMPORT_BODY_MAX_BYTES) {
    throw new HttpError(413, M.pageTooLarge);
  }
}

function webAddress(value: unknown): string {
  if (typeof value !== 'string') throw unprocessable({ url: [M.urlInvalid] });
  if (value.length > RECIPE_IMPORT.urlMaxLength) throw unprocessable({ url: [M.urlTooLong] });
  const text = value.trim();
  if (text === '') throw unprocessable({ url: [M.urlRequired] });
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Answered below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw unprocessable({ url: [M.urlInvalid] });
  }
  return url.toString();
}

function pageHtml(value: unknown): string {
  if (typeof value !== 'string') throw unprocessable({ html: [M.htmlInvalid] });
  // Characters first: a UTF-8 byte is at most one character, so only a long text is measured.
  if (value.length > RECIPE_IMPORT.pageMaxBytes / 3 && Buffer.byteLength(value, 'utf8') > RECIPE_IMPORT.pageMaxBytes) {
    throw unprocessable({ html: [M.pageTooLarge] });
  }
  return value;
}

function pastedText(value: unknown): string {
  if (typeof value !== 'string') throw unprocessable({ text: [M.textRequired] });
  if (value.length > RECIPE_IMPORT.textMaxLength) throw unprocessable({ text: [M.textTooLong] });
  if (value.trim() === '') throw unprocessable({ text: [M.textRequired] });
  return value;
}

/** The source the body names, or 422 with the field's message. Fields other than the three are ignored. */
export function importSourceOf(body: unknown): ImportSource {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const has = (key: string) => Object.hasOwn(fields, key);
  const value = (key: string): unknown => (fields as Record<string, unknown>)[key];
  if (has('text') === (has('url') || has('html'))) {
    throw unprocessable({ url: [M.oneSource], text: [M.oneSource] }, M.oneSource);
  }
  if (has('text')) return { kind: 'text', text: pastedText(value('text')) };
  if (!has('url')) throw unprocessable({ url: [M.urlRequired] });
  const url = webAddress(value('url'));
  return has('html') ? { kind: 'page', url, html: pageHtml(value('html')) } : { kind: 'address', url };
}
