/**
 * One walk over the page's DOM, letting the event loop run as it goes, that notes every element
 * a reader may want: microdata scopes, the elements of recipe plugins (by class) and the short
 * elements that may be headings. The readers then work from these lists and small subtrees,
 * never by scanning the whole page again.
 */
import { nextTurn } from './parseHtml';
import { classesOf, isElement, type DomDocument, type DomElement, type DomNode } from './domText';

export interface PageIndex {
  document: DomDocument;
  /** Elements with both itemscope and itemtype. */
  itemScopes: DomElement[];
  /** Elements carrying one of the classes asked for, by class. */
  byClass: ReadonlyMap<string, DomElement[]>;
  /** Headings, bold text and short blocks: where "Ingredients" and "Method" may be written. */
  headingCandidates: DomElement[];
  /** The page's first images, for a page that names none in its data or meta tags. */
  images: DomElement[];
}

const NODES_PER_TURN = 20_000;
const MAX_PER_LIST = 2_000;
const MAX_HEADING_CANDIDATES = 20_000;
const HEADING_TAGS: ReadonlySet<string> = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'dt',
  'th',
  'legend',
]);
/** Blocks that may hold nothing but a heading's words. */
const SHORT_BLOCK_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'span', 'header', 'label', 'summary']);
const MAX_SHORT_BLOCK_CHILDREN = 3;
const MAX_IMAGES = 200;

function pushCapped<T>(list: T[], item: T, max = MAX_PER_LIST): void {
  if (list.length < max) list.push(item);
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function indexPage(document: DomDocument, wantedClasses: ReadonlySet<string>): Promise<PageIndex> {
  // One test per class attribute; only the few that may hold a wanted class are split.
  const mayHaveWanted = new RegExp([...wantedClasses].map(escapeForPattern).join('|'));
  const index: PageIndex = {
    document,
    itemScopes: [],
    byClass: new Map(),
    headingCandidates: [],
    images: [],
  };
  const byClass = new Map<string, DomElement[]>();
  const stack: DomNode[] = [...document.children].reverse();
  let walked = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    walked += 1;
    if (walked % NODES_PER_TURN === 0) await nextTurn();
    if (!node || !isElement(node)) continue;
    noteElement(index, byClass, node, wantedClasses, mayHaveWanted);
    for (let child = node.children.length - 1; child >= 0; child -= 1) stack.push(node.children[child]);
  }
  index.byClass = byClass;
  return index;
}

function noteElement(
  index: PageIndex,
  byClass: Map<string, DomElement[]>,
  element: DomElement,
  wantedClasses: ReadonlySet<string>,
  mayHaveWanted: RegExp,
): void {
  const { name, attribs } = element;
  if (name === 'img') pushCapped(index.images, element, MAX_IMAGES);
  if (attribs.itemscope !== undefined && attribs.itemtype !== undefined) pushCapped(index.itemScopes, element);
  if (attribs.class !== undefined && mayHaveWanted.test(attribs.class)) {
    for (const className of classesOf(element)) {
      if (!wantedClasses.has(className)) continue;
      const list = byClass.get(className) ?? [];
      pushCapped(list, element);
      byClass.set(className, list);
    }
  }
  const mayBeHeading =
    HEADING_TAGS.has(name) || (SHORT_BLOCK_TAGS.has(name) && element.children.length <= MAX_SHORT_BLOCK_CHILDREN);
  if (mayBeHeading) pushCapped(index.headingCandidates, element, MAX_HEADING_CANDIDATES);
}
