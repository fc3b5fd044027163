/**
 * A page's DOM, built a slice at a time so a large page never holds the event loop: htmlparser2
 * (through cheerio's string stream, in HTML mode) takes ~64 KB, then the loop runs, then the next.
 */
import { stringStream, type CheerioAPI } from 'cheerio';
import { RECIPE_IMPORT } from '@contract/constants';

const SLICE_CHARACTERS = 64 * 1024;
/** htmlparser2 rather than parse5: several times faster, streams, and lenient enough for reading. */
const PARSER_OPTIONS = { xml: { xmlMode: false, decodeEntities: true } };

export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export async function parseHtmlInSlices(html: string): Promise<CheerioAPI> {
  const page = html.slice(0, RECIPE_IMPORT.pageMaxBytes);
  let loaded: ((value: CheerioAPI) => void) | undefined;
  let failed: ((reason: unknown) => void) | undefined;
  const document = new Promise<CheerioAPI>((resolve, reject) => {
    loaded = resolve;
    failed = reject;
  });
  const stream = stringStream(PARSER_OPTIONS, (error, $) => (error ? failed?.(error) : loaded?.($)));
  stream.on('error', (error) => failed?.(error));
  for (let start = 0; start < page.length; start += SLICE_CHARACTERS) {
    stream.write(page.slice(start, start + SLICE_CHARACTERS));
    await nextTurn();
  }
  stream.end();
  return document;
}
