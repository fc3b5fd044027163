/**
 * Text as a reader sees it, from a field that may hold HTML or encoded entities (JSON-LD strings,
 * microdata attributes, DOM text). Every pattern here runs over one short field and is linear.
 */
import { decodeHTML } from 'entities';

/** A tag: `<` then a letter, `/` or `!`, up to the next `>` (never across another `<`). */
const TAG = /<[a-zA-Z/!][^<>]*>/g;
/** Tags that end a line when a field's HTML is read as lines. */
const LINE_BREAK_TAG =
  /<(?:br|\/?(?:p|div|li|ul|ol|h[1-6]|tr|section|article|blockquote|pre|dd|dt|dl|table))\b[^<>]*>/gi;
const ENTITY = /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});/;
/** Zero-width characters, soft hyphens and controls other than line breaks: never seen by a reader. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const INVISIBLE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200d\u2060\ufeff]/g;
const SPACES = /\s+/g;
const LINE_BREAKS = /\r\n?|\n|\u2028|\u2029/;
/** Double-encoded text ("&amp;amp;") takes more than one pass; three covers what pages do. */
const DECODE_PASSES = 3;

/** Entities decoded, as often as the text was encoded. */
export function decodeEntities(text: string): string {
  let decoded = text;
  for (let pass = 0; pass < DECODE_PASSES && ENTITY.test(decoded); pass += 1) {
    decoded = decodeHTML(decoded);
  }
  return decoded;
}

function collapse(text: string): string {
  return text.replace(INVISIBLE, ' ').replace(SPACES, ' ').trim();
}

/** One line: entities decoded, tags stripped, whitespace (and &nbsp;) collapsed. */
export function readerText(text: string): string {
  return collapse(decodeEntities(text).replace(TAG, ' '));
}

/** The field's lines, as a reader sees them: block tags and line breaks split, empty lines dropped. */
export function readerLines(text: string): string[] {
  const decoded = decodeEntities(text).replace(LINE_BREAK_TAG, '\n').replace(TAG, ' ');
  const lines: string[] = [];
  for (const line of decoded.split(LINE_BREAKS)) {
    const collapsed = collapse(line);
    if (collapsed !== '') lines.push(collapsed);
  }
  return lines;
}

/** A line cut to `max` characters, ending in an ellipsis when it was longer. */
export function clipped(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
