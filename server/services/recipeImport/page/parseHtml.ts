/**
 * Parsing a page a slice at a time so a large page never holds the event loop: htmlparser2
 * takes ~64 KB, then the loop runs, then the next slice.
 *
 * Nesting is capped: htmlparser2 keeps its open elements in an array it grows at the front, so
 * each element opened costs as much as the depth, and a page of a million nested <div>s would
 * take hours. Past MAX_DEPTH the parser is paused and the page is read as far as it got: no real
 * page nests that deep, and what was parsed is already in the tree. A DOM is also capped at
 * MAX_ELEMENTS (a real 5 MB page has a few tens of thousands), which bounds every walk after it.
 */
import type { Document } from 'domhandler';
import { DomHandler, Parser, type Handler } from 'htmlparser2';
import { RECIPE_IMPORT } from '@contract/constants';

const SLICE_CHARACTERS = 64 * 1024;
export const MAX_DEPTH = 1_000;
export const MAX_ELEMENTS = 250_000;

export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Counts open elements and pauses the parser once they nest deeper than MAX_DEPTH or pass `maxElements`. */
export class ParseLimits {
  private depth = 0;
  private elements = 0;
  private parser: Parser | null = null;
  stopped = false;

  constructor(private readonly maxElements = Number.POSITIVE_INFINITY) {}

  attach(parser: Parser): void {
    this.parser = parser;
  }

  opened(): void {
    this.depth += 1;
    this.elements += 1;
    if ((this.depth > MAX_DEPTH || this.elements > this.maxElements) && !this.stopped) {
      this.stopped = true;
      this.parser?.pause();
    }
  }

  closed(): void {
    this.depth -= 1;
  }
}

/** Feeds the page to a parser in slices, yielding between them, until the end or a pause for depth. */
export async function parseInSlices(html: string, handler: Partial<Handler>, limit: ParseLimits): Promise<void> {
  const page = html.slice(0, RECIPE_IMPORT.pageMaxBytes);
  // htmlparser2 in HTML mode: several times faster than parse5, and lenient enough for reading.
  const parser = new Parser(handler, { decodeEntities: true });
  limit.attach(parser);
  for (let start = 0; start < page.length && !limit.stopped; start += SLICE_CHARACTERS) {
    parser.write(page.slice(start, start + SLICE_CHARACTERS));
    await nextTurn();
  }
  if (!limit.stopped) parser.end();
}

class ParseLimitsedDomHandler extends DomHandler {
  constructor(private readonly limit: ParseLimits) {
    super();
  }

  override onopentag(name: string, attribs: { [key: string]: string }): void {
    super.onopentag(name, attribs);
    this.limit.opened();
  }

  override onclosetag(): void {
    this.limit.closed();
    super.onclosetag();
  }
}

/** The page's DOM. Every node is in the tree from the moment it opens, so a paused parse is read as it stands. */
export async function parseHtmlInSlices(html: string): Promise<Document> {
  const limit = new ParseLimits(MAX_ELEMENTS);
  const handler = new ParseLimitsedDomHandler(limit);
  await parseInSlices(html, handler, limit);
  return handler.root;
}
