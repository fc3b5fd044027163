/**
 * Text as a reader sees it, from a field that may hold HTML or encoded entities (JSON-LD strings,
 * microdata attributes, DOM text). Every pattern here runs over one short field and is linear.
 */
import { decodeHTML } from 'entities';

/** A tag: `<` then a letter, `/` or `!`, up to the next `>` (never across another `<`). */
const TAG = /<[a-zA-Z/!][^<>]*>/g;
/** Tags that end a line when a field's HTML is read as lines. */
const BLOCK_TAG = /<\/?(?:p|div|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote|pre|dd|dt|dl|table)\b[^<>]*>/gi;
const BR_TAG = /<br\b[^<>]*>/gi;
const LIST_ITEM = /<li[\s>]/i;
const ENTITY = /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});/;
/** Zero-width characters and soft hyphens: never seen by a reader, and never a space. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]+/g;
/** Runs of whitespace and control characters, one space each (a run is one match, however long). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this collapses
const SPACES = /[\s\u0000-\u001f\u007f]+/g;
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

/**
 * The most of a field that is read. Every line kept is far shorter (an instruction at most
 * 3,000 characters), and a bound keeps a field of a million tabs from costing a million matches.
 */
const MAX_FIELD_CHARACTERS = 20_000;
/** A field read as lines (a recipe's steps as one HTML string) may be longer. */
const MAX_LINES_FIELD_CHARACTERS = 200_000;

function collapse(text: string): string {
  return text.replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/** One line: entities decoded, tags stripped (a block's edge stays a space), whitespace (and &nbsp;) collapsed. */
export function readerText(text: string): string {
  const field = text.slice(0, MAX_FIELD_CHARACTERS);
  return collapse(decodeEntities(field).replace(BLOCK_TAG, ' ').replace(BR_TAG, ' ').replace(TAG, ''));
}

/**
 * The field's lines, as a reader sees them: block tags and line breaks split, empty lines
 * dropped. In a field written as a list, the items are the lines: a <br> inside one is a space.
 */
export function readerLines(text: string): string[] {
  const field = decodeEntities(text.slice(0, MAX_LINES_FIELD_CHARACTERS));
  const lineBreak = LIST_ITEM.test(field) ? ' ' : '\n';
  const decoded = field.replace(BLOCK_TAG, '\n').replace(BR_TAG, lineBreak).replace(TAG, '');
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
