/**
 * The last resort for a page with no structured recipe: the lines after an "Ingredients"
 * heading (h1-h6, bold text, a short block; also "What you need") and the steps after "Method",
 * "Instructions", "Directions", …, read in document order until the next heading of a part.
 * Group headings ("For the sauce:") are skipped; they are not ingredients or steps.
 */
import type { RecipeSection } from '../sectionHeadings';
import { sectionOf } from '../sectionHeadings';
import { hasStepNumber, isGroupName, isScaler, stepsOfLine, withoutBullet } from '../lineMarks';
import { findAll, isElement, linesOf, type DomElement, type DomNode } from './domText';
import { CODE_AND_CONTROLS, HEADING_TAGS } from './htmlTags';
import { nextTurn } from './parseHtml';
import type { PageIndex } from './pageIndex';

type PartName = Exclude<RecipeSection, 'other'>;

const MAX_HEADING_TEXT = 60;
const CANDIDATES_PER_TURN = 1_000;
const MAX_HEADINGS_TRIED = 5;
/** Nodes walked after one heading before giving up on finding its end. */
const MAX_NODES_AFTER_HEADING = 5_000;
const MAX_LINES = 300;
/** Levels above the heading whose following content still belongs to it. */
const MAX_LEVELS_UP = 8;
/** An ingredient written as a paragraph this long is prose: the list has ended. */
const MAX_PARAGRAPH_INGREDIENT = 200;
const HEADING_LEVELS: ReadonlyMap<string, number> = new Map(HEADING_TAGS.map((tag, index) => [tag, index + 1]));
const NOT_A_HEADING_LEVEL = 7;
/** Blocks read as one unit each (never walked into). */
const UNIT_BLOCKS: ReadonlySet<string> = new Set([
  'li',
  'p',
  ...HEADING_TAGS,
  'dt',
  'dd',
  'tr',
  'blockquote',
  'pre',
  'figcaption',
  'label',
]);
const BLOCK_CHILDREN: ReadonlySet<string> = new Set([
  ...UNIT_BLOCKS,
  'div',
  'section',
  'article',
  'ul',
  'ol',
  'dl',
  'table',
  'tbody',
  'thead',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'figure',
  'form',
  'br',
  'hr',
]);
const UNREAD: ReadonlySet<string> = new Set(CODE_AND_CONTROLS);
const BOLD: ReadonlySet<string> = new Set(['strong', 'b']);

export interface HeadingSections {
  ingredients: string[];
  instructions: string[];
}

function shortText(element: DomElement): string | null {
  const text = linesOf([element], MAX_HEADING_TEXT + 20, 40).join(' ');
  return text.length > 0 && text.length <= MAX_HEADING_TEXT ? text : null;
}

function levelOf(element: DomElement): number {
  return HEADING_LEVELS.get(element.name) ?? NOT_A_HEADING_LEVEL;
}

/** A heading's level, also when the candidate is the block around an <h2>. */
function headingLevelOf(candidate: DomElement): number {
  const [inner] = findAll([candidate], (element) => HEADING_LEVELS.has(element.name), 1, 40);
  return Math.min(levelOf(candidate), inner ? levelOf(inner) : NOT_A_HEADING_LEVEL);
}

/** A block whose only content is bold text: a heading written as <p><strong>…</strong></p>. */
function isBoldBlock(element: DomElement): boolean {
  const content = element.children.filter((child) => !(child.type === 'text' && child.data.trim() === ''));
  const [only] = content;
  return content.length === 1 && isElement(only) && BOLD.has(only.name);
}

/** The heading, or the block around it when that block holds nothing else. */
function anchorOf(heading: DomElement, text: string): DomElement {
  let anchor = heading;
  for (let level = 0; level < MAX_LEVELS_UP; level += 1) {
    const parent = anchor.parent;
    if (!isElement(parent) || parent.name === 'body' || shortText(parent) !== text) break;
    anchor = parent;
  }
  return anchor;
}

/** What follows the anchor in document order, nearest first: its next siblings, then its parents'. */
function followingStack(anchor: DomElement): DomNode[] {
  const levels: DomNode[][] = [];
  let node: DomElement = anchor;
  for (let level = 0; level < MAX_LEVELS_UP; level += 1) {
    const siblings: DomNode[] = [];
    for (let sibling = node.next; sibling !== null; sibling = sibling.next) siblings.push(sibling as DomNode);
    levels.push(siblings);
    if (!isElement(node.parent) || node.parent.name === 'body') break;
    node = node.parent;
  }
  const stack: DomNode[] = [];
  for (let level = levels.length - 1; level >= 0; level -= 1) {
    for (let index = levels[level].length - 1; index >= 0; index -= 1) stack.push(levels[level][index]);
  }
  return stack;
}

function isUnit(element: DomElement): boolean {
  return (
    UNIT_BLOCKS.has(element.name) ||
    !element.children.some((child) => isElement(child) && BLOCK_CHILDREN.has(child.name))
  );
}

class PartReader {
  readonly lines: string[] = [];
  private inList = false;
  /** Steps written "1. …", "2. …": an unnumbered paragraph after them is a note, not a step. */
  private numbered = false;
  private done = false;

  constructor(
    private readonly part: PartName,
    private readonly headingLevel: number,
  ) {}

  get finished(): boolean {
    return this.done || this.lines.length >= MAX_LINES;
  }

  read(unit: DomNode): void {
    if (unit.type === 'text') {
      this.readLines(linesOf([unit]), false);
      return;
    }
    if (!isElement(unit)) return;
    const lines = linesOf([unit], 20_000, 2_000);
    if (lines.length === 0) return;
    const level = levelOf(unit);
    const headingText = lines.join(' ');
    if (headingText.length <= MAX_HEADING_TEXT && sectionOf(headingText) !== null) {
      this.done = true;
      return;
    }
    if (level < NOT_A_HEADING_LEVEL || isBoldBlock(unit)) {
      // Another part's heading ends this one; a smaller one names a group within it.
      if (level <= this.headingLevel && level < NOT_A_HEADING_LEVEL) this.done = true;
      return;
    }
    if (unit.name === 'li') {
      this.inList = true;
      this.addLine(lines.join(' '));
      return;
    }
    this.readLines(lines, true);
  }

  private readLines(lines: readonly string[], fromBlock: boolean): void {
    for (const line of lines) {
      if (isGroupName(line, this.part)) continue;
      if (this.inList && fromBlock) {
        this.done = true;
        return;
      }
      if (this.part === 'instructions' && fromBlock) {
        if (this.numbered && !hasStepNumber(line)) {
          this.done = true;
          return;
        }
        if (this.lines.length === 0 && hasStepNumber(line)) this.numbered = true;
      }
      if (this.part === 'ingredients' && line.length > MAX_PARAGRAPH_INGREDIENT) {
        this.done = this.lines.length > 0;
        return;
      }
      this.addLine(line);
    }
  }

  private addLine(line: string): void {
    if (isGroupName(line, this.part) || isScaler(line)) return;
    if (this.part === 'instructions') {
      this.lines.push(...stepsOfLine(line));
      return;
    }
    const ingredient = withoutBullet(line);
    if (ingredient !== '') this.lines.push(ingredient);
  }
}

function linesAfter(heading: DomElement, text: string, part: PartName): string[] {
  const anchor = anchorOf(heading, text);
  const reader = new PartReader(part, headingLevelOf(heading));
  const stack = followingStack(anchor);
  for (let walked = 0; stack.length > 0 && walked < MAX_NODES_AFTER_HEADING && !reader.finished; walked += 1) {
    const node = stack.pop();
    if (!node) break;
    if (node.type === 'text') {
      reader.read(node);
      continue;
    }
    if (!isElement(node) || UNREAD.has(node.name)) continue;
    if (isUnit(node)) {
      reader.read(node);
      continue;
    }
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]);
  }
  return reader.lines;
}

/** The ingredients and steps under the page's part headings (each empty when not found). */
export async function readHeadingSections(index: PageIndex): Promise<HeadingSections> {
  const found: HeadingSections = { ingredients: [], instructions: [] };
  const tried = new Map<PartName, number>([
    ['ingredients', 0],
    ['instructions', 0],
  ]);
  let checked = 0;
  for (const candidate of index.headingCandidates) {
    checked += 1;
    if (checked % CANDIDATES_PER_TURN === 0) await nextTurn();
    const text = shortText(candidate);
    const part = text === null ? null : sectionOf(text);
    if (text === null || part === null || part === 'other' || found[part].length > 0) continue;
    const attempts = tried.get(part) ?? 0;
    if (attempts >= MAX_HEADINGS_TRIED) continue;
    tried.set(part, attempts + 1);
    found[part] = linesAfter(candidate, text, part);
    if (found.ingredients.length > 0 && found.instructions.length > 0) break;
  }
  return found;
}
