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
import { Parser, type Handler } from 'htmlparser2';
import { RECIPE_IMPORT } from '@contract/constants';
import type { DomDocument, DomElement, DomNode, DomText } from './domText';
import { LINE_BLOCKS } from './htmlTags';
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

/**
 * Elements whose content no reader ever reads (code, styles, inert or embedded documents,
 * drawings): the element is kept, with its attributes, but nothing inside it is built.
 */
const CONTENT_NOT_BUILT: ReadonlySet<string> = new Set(['script', 'style', 'template', 'svg', 'iframe', 'textarea']);
/** Containers of blocks (lists, tables) where a run of whitespace after a block is never seen. */
const BLOCK_CONTAINERS: ReadonlySet<string> = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr']);
const ONLY_WHITESPACE = /^[ \t\n\r\f]*$/;

/** A handler that scans every tag and builds the DOM only from the content on, and only if asked. */
class PageHandler implements Partial<Handler> {
  private state: DomState = 'undecided';
  readonly root: DomDocument = { type: 'root', children: [], parent: null };
  /** The open elements of the DOM, innermost last. */
  private readonly open: DomElement[] = [];
  /** A text node still being written to (a text run comes in pieces). */
  private lastText: DomText | null = null;
  /** Depth inside an element whose content is not built (0: outside any). */
  private unbuiltDepth = 0;
  /** Whitespace held back from a block container; kept only if the text run goes on past it. */
  private heldWhitespace: string | null = null;

  constructor(
    private readonly limits: ParseLimits,
    readonly scanner: PageScanner,
    private readonly wantsDom: (scanSoFar: PageScan) => boolean,
    private readonly onElement: (element: DomElement) => void,
  ) {}

  get building(): boolean {
    return this.state === 'building';
  }

  private get parent(): DomElement | DomDocument {
    return this.open[this.open.length - 1] ?? this.root;
  }

  private append(node: DomNode): void {
    const siblings = this.parent.children;
    const previous = siblings[siblings.length - 1];
    if (previous !== undefined) previous.next = node;
    siblings.push(node);
  }

  onopentag(name: string, attribs: { [key: string]: string }): void {
    this.limits.opened();
    this.scanner.opened(name, attribs);
    if (this.state === 'undecided' && !HEAD_TAGS.has(name)) {
      this.state = this.wantsDom(this.scanner.scan) ? 'building' : 'skipped';
    }
    if (!this.building) return;
    this.lastText = null;
    this.heldWhitespace = null;
    if (this.unbuiltDepth > 0) {
      this.unbuiltDepth += 1;
      return;
    }
    const element: DomElement = { type: 'tag', name, attribs, children: [], parent: this.parent, next: null };
    this.append(element);
    this.open.push(element);
    this.onElement(element);
    if (CONTENT_NOT_BUILT.has(name)) this.unbuiltDepth = 1;
  }

  onclosetag(): void {
    this.limits.closed();
    this.scanner.closed();
    if (!this.building) return;
    this.lastText = null;
    this.heldWhitespace = null;
    if (this.unbuiltDepth > 1) {
      this.unbuiltDepth -= 1;
      return;
    }
    this.unbuiltDepth = 0;
    // Tags close last-opened first: once the DOM's own are closed, the rest were opened before it.
    const element = this.open.pop();
    // An array grown by push keeps room for 16 children; most elements have one or two.
    if (element !== undefined && element.children.length > 0) element.children = element.children.slice();
  }

  ontext(data: string): void {
    this.scanner.text(data);
    if (!this.building || this.unbuiltDepth > 0) return;
    if (this.lastText !== null) {
      this.lastText.data += data;
      return;
    }
    const text = this.heldWhitespace === null ? data : this.heldWhitespace + data;
    this.heldWhitespace = null;
    if (this.isUnseenWhitespace(text)) {
      this.heldWhitespace = text;
      return;
    }
    const node: DomText = { type: 'text', data: text, parent: this.parent, next: null };
    this.append(node);
    this.lastText = node;
  }

  /** Whitespace that starts a line inside a list or table: nothing a reader sees, unless a text run goes on. */
  private isUnseenWhitespace(text: string): boolean {
    const parent = this.parent;
    if (parent.type !== 'tag' || !BLOCK_CONTAINERS.has(parent.name)) return false;
    const previous = parent.children[parent.children.length - 1];
    const afterBlock = previous === undefined || (previous.type === 'tag' && LINE_BLOCKS.has(previous.name));
    return afterBlock && ONLY_WHITESPACE.test(text);
  }

  // Comments, CDATA and processing instructions are never read: not built. A comment ends a text run.
  oncomment(): void {
    this.lastText = null;
    this.heldWhitespace = null;
  }
}

export interface ParsedPage {
  scan: PageScan;
  /** The DOM from the content on, or null when `wantsDom` found the scan enough. */
  document: DomDocument | null;
}

/**
 * The page's scan, and its DOM when `wantsDom` (asked once, as the content starts) says so, each
 * element of it shown to `onElement` as it opens (in document order). Every node is in the tree
 * from the moment it opens, so a parse paused for depth is read as it stands.
 */
export async function parsePage(
  html: string,
  wantsDom: (scanSoFar: PageScan) => boolean,
  onElement: (element: DomElement) => void = () => {},
): Promise<ParsedPage> {
  const limits = new ParseLimits(MAX_ELEMENTS);
  const handler = new PageHandler(limits, new PageScanner(), wantsDom, onElement);
  await parseInSlices(html, handler, limits);
  return { scan: handler.scanner.scan, document: handler.building ? handler.root : null };
}
