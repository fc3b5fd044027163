/**
 * The text of part of a page as a reader sees it, one line per block, walked with a stack (a
 * page may nest elements half a million deep) and never past a character budget.
 */
import { readerText } from '../readerText';
import { CODE_AND_CONTROLS, LINE_BLOCKS } from './htmlTags';
import { nextTurn } from './parseHtml';

/**
 * The page's DOM as the readers need it, and no more: plain objects, a few fields each (a 5 MB
 * page has tens of thousands of nodes, and every field of each is copied by the collector).
 */
export interface DomElement {
  readonly type: 'tag';
  readonly name: string;
  readonly attribs: Readonly<Record<string, string>>;
  children: DomNode[];
  readonly parent: DomElement | DomDocument;
  next: DomNode | null;
}

export interface DomText {
  readonly type: 'text';
  data: string;
  readonly parent: DomElement | DomDocument;
  next: DomNode | null;
}

export interface DomDocument {
  readonly type: 'root';
  children: DomNode[];
  readonly parent: null;
}

export type DomNode = DomElement | DomText;

/** Never read: code, styles, controls, embedded objects and drawings, the head. */
const UNREAD: ReadonlySet<string> = new Set([...CODE_AND_CONTROLS, 'object', 'canvas', 'textarea', 'head']);
/** Cells sit on one line, apart: "1 cup" and "flour" read as "1 cup flour". */
const CELLS: ReadonlySet<string> = new Set(['td', 'th']);
const LINE_END = null;
/** Nodes walked between turns of the event loop when reading a whole page. */
const NODES_PER_TURN = 20_000;

export function isElement(node: DomNode | DomDocument | null): node is DomElement {
  return node !== null && node.type === 'tag';
}

export function classesOf(element: DomElement): string[] {
  const classes = element.attribs.class;
  return classes ? classes.split(/\s+/).filter((name) => name !== '') : [];
}

/** Whether `ancestor` holds `element`, looking at most `maxSteps` parents up. */
export function isInside(element: DomElement, ancestor: DomElement, maxSteps = 500): boolean {
  let node: DomNode | DomDocument | null = element;
  for (let step = 0; node !== null && step <= maxSteps; step += 1) {
    if (node === ancestor) return true;
    node = node.parent;
  }
  return false;
}

/** Elements under `roots` (not the roots) that `matches`, in document order, within a node budget. */
export function findAll(
  roots: readonly DomNode[],
  matches: (element: DomElement) => boolean,
  maxResults = 1_000,
  maxNodes = 50_000,
): DomElement[] {
  const found: DomElement[] = [];
  const stack: DomNode[] = roots.flatMap((root) => (isElement(root) ? root.children : [])).reverse();
  for (let walked = 0; stack.length > 0 && walked < maxNodes && found.length < maxResults; walked += 1) {
    const node = stack.pop();
    if (!node || !isElement(node)) continue;
    if (matches(node)) found.push(node);
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]);
  }
  return found;
}

/**
 * Text pieces in reading order; null where a line ends. `spaced` puts a space at every element
 * boundary, for fields whose parts sit in adjacent spans ("15<span> minutes</span><span>mins</span>").
 */
function* textPieces(roots: readonly DomNode[], spaced = false): Generator<string | null> {
  const stack: (DomNode | typeof LINE_END)[] = [];
  for (let index = roots.length - 1; index >= 0; index -= 1) stack.push(roots[index]);
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === LINE_END || node === undefined) {
      yield LINE_END;
      continue;
    }
    if (node.type === 'text') {
      yield node.data;
      continue;
    }
    if (!isElement(node) || UNREAD.has(node.name)) {
      // Counted like text, so a budget also bounds a page of empty or unread elements.
      yield '';
      continue;
    }
    const block = LINE_BLOCKS.has(node.name);
    if (block) {
      yield LINE_END;
      stack.push(LINE_END);
    } else if (spaced || CELLS.has(node.name)) {
      yield ' ';
    }
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]);
  }
}

class LineCollector {
  readonly lines: string[] = [];
  private current: string[] = [];
  private characters = 0;
  private pieces = 0;

  constructor(
    private readonly maxCharacters: number,
    private readonly maxPieces = Number.POSITIVE_INFINITY,
  ) {}

  get full(): boolean {
    return this.characters >= this.maxCharacters || this.pieces >= this.maxPieces;
  }

  add(piece: string | null): void {
    this.pieces += 1;
    if (piece !== LINE_END) {
      this.current.push(piece);
      this.characters += piece.length;
      return;
    }
    this.endLine();
  }

  endLine(): void {
    if (this.current.length === 0) return;
    const line = readerText(this.current.join(''));
    this.current = [];
    if (line !== '') this.lines.push(line);
  }
}

/** The lines of these nodes (a few elements of a recipe card), read synchronously within a budget. */
export function linesOf(roots: readonly DomNode[], maxCharacters = 50_000, maxNodes = 20_000): string[] {
  const collector = new LineCollector(maxCharacters, maxNodes);
  for (const piece of textPieces(roots)) {
    collector.add(piece);
    if (collector.full) break;
  }
  collector.endLine();
  return collector.lines;
}

/** One element's text on one line. */
export function textOf(node: DomNode, maxCharacters = 10_000): string {
  return linesOf([node], maxCharacters).join(' ');
}

/** One short field's text with its elements kept apart by spaces (a time, a yield). */
export function spacedTextOf(node: DomNode, maxCharacters = 500): string {
  const collector = new LineCollector(maxCharacters, 2_000);
  for (const piece of textPieces([node], true)) {
    collector.add(piece === null ? ' ' : piece);
    if (collector.full) break;
  }
  collector.endLine();
  return collector.lines.join(' ');
}

/** The lines of a whole page (or a large part of it), letting the event loop run as it goes. */
export async function linesOfPage(roots: readonly DomNode[], maxCharacters: number): Promise<string[]> {
  const collector = new LineCollector(maxCharacters);
  let walked = 0;
  for (const piece of textPieces(roots)) {
    collector.add(piece);
    if (collector.full) break;
    walked += 1;
    if (walked % NODES_PER_TURN === 0) await nextTurn();
  }
  collector.endLine();
  return collector.lines;
}
