/**
 * The elements a reader may want, noted as the parser builds each one (no walk of the DOM after
 * it): microdata scopes, the elements of recipe plugins (by class) and the short elements that
 * may be headings. The readers then work from these lists and small subtrees, never by scanning
 * the whole page again.
 */
import { classesOf, type DomDocument, type DomElement } from './domText';
import { HEADING_TAGS } from './htmlTags';

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

const MAX_PER_LIST = 2_000;
const MAX_HEADING_CANDIDATES = 20_000;
/** Headings, and the elements pages write a heading's words in. */
const HEADING_LIKE_TAGS: ReadonlySet<string> = new Set([...HEADING_TAGS, 'strong', 'b', 'dt', 'th', 'legend']);
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

/** Told of each element as it opens (in document order), it keeps the lists of a PageIndex. */
export class PageIndexer {
  private readonly itemScopes: DomElement[] = [];
  private readonly byClass = new Map<string, DomElement[]>();
  /** Headings, and the short blocks that may be one: their children are only known once the page is read. */
  private readonly mayBeHeadings: DomElement[] = [];
  private readonly images: DomElement[] = [];
  /** One test per class attribute; only the few that may hold a wanted class are split. */
  private readonly mayHaveWanted: RegExp;

  constructor(private readonly wantedClasses: ReadonlySet<string>) {
    this.mayHaveWanted = new RegExp([...wantedClasses].map(escapeForPattern).join('|'));
  }

  readonly note = (element: DomElement): void => {
    const { name, attribs } = element;
    if (name === 'img') pushCapped(this.images, element, MAX_IMAGES);
    if (attribs.itemscope !== undefined && attribs.itemtype !== undefined) pushCapped(this.itemScopes, element);
    if (attribs.class !== undefined && this.mayHaveWanted.test(attribs.class)) {
      for (const className of classesOf(element)) {
        if (!this.wantedClasses.has(className)) continue;
        const list = this.byClass.get(className) ?? [];
        pushCapped(list, element);
        this.byClass.set(className, list);
      }
    }
    if (HEADING_LIKE_TAGS.has(name) || SHORT_BLOCK_TAGS.has(name)) this.mayBeHeadings.push(element);
  };

  indexOf(document: DomDocument): PageIndex {
    const headingCandidates: DomElement[] = [];
    for (const element of this.mayBeHeadings) {
      if (headingCandidates.length >= MAX_HEADING_CANDIDATES) break;
      if (HEADING_LIKE_TAGS.has(element.name) || element.children.length <= MAX_SHORT_BLOCK_CHILDREN) {
        headingCandidates.push(element);
      }
    }
    return {
      document,
      itemScopes: this.itemScopes,
      byClass: this.byClass,
      headingCandidates,
      images: this.images,
    };
  }
}
