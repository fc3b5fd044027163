/**
 * Parsing a page in one pass, a slice at a time so a large page never holds the event loop:
 * htmlparser2 takes ~64 KB, then the loop runs, then the next slice.
 *
 * The pass notes the page's JSON-LD and meta tags as it goes (PageScanner). When the content
 * starts (the first tag that is not of the <head>), it asks whether what it has seen is enough;
 * only if not does it build a DOM of the rest, for the readers of microdata, recipe cards and
 * headings. A page whose <head> holds its whole recipe costs no DOM at all.
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
import { PageScanner, type PageScan } from './pageScan';

const SLICE_CHARACTERS = 64 * 1024;
export const MAX_DEPTH = 1_000;
export const MAX_ELEMENTS = 250_000;

export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Counts open elements and pauses the parser once they nest deeper than MAX_DEPTH or pass `maxElements`. */
class ParseLimits {
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
async function parseInSlices(html: string, handler: Partial<Handler>, limit: ParseLimits): Promise<void> {
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

/** Tags before a page's content: they never start the DOM. */
const HEAD_TAGS: ReadonlySet<string> = new Set([
  'html',
  'head',
  'meta',
  'link',
  'title',
  'base',
  'script',
  'style',
  'noscript',
  'template',
]);

type DomState = 'undecided' | 'building' | 'skipped';

/** A DomHandler that scans every tag and builds the DOM only from the content on, and only if asked. */
class PageHandler extends DomHandler {
  private state: DomState = 'undecided';
  /** Elements opened since the DOM started: the closing tags that are the DOM's own. */
  private openInDom = 0;

  constructor(
    private readonly limits: ParseLimits,
    readonly scanner: PageScanner,
    private readonly wantsDom: (scanSoFar: PageScan) => boolean,
  ) {
    super();
  }

  get building(): boolean {
    return this.state === 'building';
  }

  override onopentag(name: string, attribs: { [key: string]: string }): void {
    this.limits.opened();
    this.scanner.opened(name, attribs);
    if (this.state === 'undecided' && !HEAD_TAGS.has(name)) {
      this.state = this.wantsDom(this.scanner.scan) ? 'building' : 'skipped';
    }
    if (!this.building) return;
    this.openInDom += 1;
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.limits.closed();
    this.scanner.closed();
    // Tags close last-opened first: once the DOM's own are closed, the rest were opened before it.
    if (!this.building || this.openInDom === 0) return;
    this.openInDom -= 1;
    super.onclosetag();
  }

  override ontext(data: string): void {
    this.scanner.text(data);
    if (this.building) super.ontext(data);
  }

  override oncomment(data: string): void {
    if (this.building) super.oncomment(data);
  }

  override oncommentend(): void {
    if (this.building) super.oncommentend();
  }

  override oncdatastart(): void {
    if (this.building) super.oncdatastart();
  }

  override oncdataend(): void {
    if (this.building) super.oncdataend();
  }

  override onprocessinginstruction(name: string, data: string): void {
    if (this.building) super.onprocessinginstruction(name, data);
  }
}

export interface ParsedPage {
  scan: PageScan;
  /** The DOM from the content on, or null when `wantsDom` found the scan enough. */
  document: Document | null;
}

/**
 * The page's scan, and its DOM when `wantsDom` (asked once, as the content starts) says so. Every
 * node is in the tree from the moment it opens, so a parse paused for depth is read as it stands.
 */
export async function parsePage(html: string, wantsDom: (scanSoFar: PageScan) => boolean): Promise<ParsedPage> {
  const limits = new ParseLimits(MAX_ELEMENTS);
  const handler = new PageHandler(limits, new PageScanner(), wantsDom);
  await parseInSlices(html, handler, limits);
  return { scan: handler.scanner.scan, document: handler.building ? handler.root : null };
}
