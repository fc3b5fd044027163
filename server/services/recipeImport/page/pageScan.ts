/**
 * What a page says outside its DOM, noted as the parser goes: the text of its JSON-LD blocks,
 * its meta and link tags, <base>, <title> and first <h1>. Most recipe pages say all in JSON-LD
 * in their <head>, and are read from this alone, without a DOM.
 */

export type Attributes = Readonly<Record<string, string>>;

export interface PageScan {
  jsonLdBlocks: string[];
  metas: Attributes[];
  links: Attributes[];
  baseHref: string | null;
  title: string | null;
  firstHeading: string | null;
}

const MAX_BLOCK_CHARACTERS = 1024 * 1024;
const MAX_BLOCKS = 50;
const MAX_TAGS = 1_000;
const MAX_TITLE_CHARACTERS = 2_000;

type CaptureKind = 'json-ld' | 'title' | 'heading';

interface Capture {
  kind: CaptureKind;
  depth: number;
  parts: string[];
  length: number;
  max: number;
}

/** Told of each tag opened and closed and each text, it keeps the parts of a PageScan. */
export class PageScanner {
  readonly scan: PageScan = { jsonLdBlocks: [], metas: [], links: [], baseHref: null, title: null, firstHeading: null };
  private depth = 0;
  private capture: Capture | null = null;

  opened(name: string, attribs: Attributes): void {
    this.depth += 1;
    if (this.capture !== null) return;
    switch (name) {
      case 'script':
        if ((attribs.type ?? '').trim().toLowerCase().startsWith('application/ld+json')) {
          if (this.scan.jsonLdBlocks.length < MAX_BLOCKS) this.startCapture('json-ld', MAX_BLOCK_CHARACTERS);
        }
        return;
      case 'meta':
        if (this.scan.metas.length < MAX_TAGS) this.scan.metas.push(attribs);
        return;
      case 'link':
        if (this.scan.links.length < MAX_TAGS) this.scan.links.push(attribs);
        return;
      case 'base':
        this.scan.baseHref ??= attribs.href ?? null;
        return;
      case 'title':
        if (this.scan.title === null) this.startCapture('title', MAX_TITLE_CHARACTERS);
        return;
      case 'h1':
        if (this.scan.firstHeading === null) this.startCapture('heading', MAX_TITLE_CHARACTERS);
        return;
      default:
    }
  }

  text(data: string): void {
    const capture = this.capture;
    if (capture === null || capture.length > capture.max) return;
    capture.parts.push(data);
    capture.length += data.length;
  }

  closed(): void {
    const capture = this.capture;
    if (capture !== null && capture.depth === this.depth) this.endCapture(capture);
    this.depth -= 1;
  }

  private startCapture(kind: CaptureKind, max: number): void {
    this.capture = { kind, depth: this.depth, parts: [], length: 0, max };
  }

  private endCapture(capture: Capture): void {
    this.capture = null;
    const text = capture.parts.join('');
    switch (capture.kind) {
      case 'json-ld':
        // A block over 1 MB is skipped, not cut: cut JSON would not parse anyway.
        if (capture.length <= capture.max && text.trim() !== '') this.scan.jsonLdBlocks.push(text);
        return;
      // An empty <title> or a logo's <h1> leaves room for the next one.
      case 'title':
        if (text.trim() !== '') this.scan.title = text;
        return;
      case 'heading':
        if (text.trim() !== '') this.scan.firstHeading = text;
        return;
    }
  }
}
