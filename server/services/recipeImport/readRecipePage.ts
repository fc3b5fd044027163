/**
 * A recipe read from a web page (issue 36): schema.org JSON-LD first, then microdata, then the
 * cards of common recipe plugins, then the page's own headings; a later reading only fills what
 * the first lacks.
 *
 * One pass over the page notes its JSON-LD and meta tags; most recipe pages have the whole recipe
 * in their <head> and are read without a DOM. For the others the same pass builds the DOM of
 * the content, indexed as it is built, and read by the other readers. Every stage lets the
 * event loop run between slices.
 */
import { finishRecipe } from './finishRecipe';
import { linesOfPage } from './page/domText';
import { contentImageOf } from './page/contentImage';
import { completed, emptyFoundRecipe, isRecipe, isWhole, type FoundRecipe } from './page/foundRecipe';
import { readHeadingSections } from './page/headingSections';
import { readJsonLd, readJsonLdAtOnce } from './page/jsonLd';
import { readMicrodata } from './page/microdata';
import { PageIndexer, type PageIndex } from './page/pageIndex';
import { absoluteHttpUrl, pageMetaOf, type PageMeta } from './page/pageMeta';
import type { PageScan } from './page/pageScan';
import { pageTitleOf } from './page/pageTitle';
import { nextTurn, parsePage } from './page/parseHtml';
import { PLUGIN_CLASSES, readPluginMarkup } from './page/pluginMarkup';
import { factsOfLine, mergeFacts, noFacts } from './recipeFacts';
import type { ReadRecipe } from './types';

const MAX_IMAGE_CANDIDATES = 10;
/** Text of the page read for "Serves 4" and "Prep: 15 mins" lines. */
const MAX_FACT_TEXT = 300_000;

/** The recipe's own images, then the page's og:image, then the first photo of its article. */
function imageUrlsOf(found: FoundRecipe, meta: PageMeta, contentImage: string | null): string[] {
  const urls = new Set<string>();
  for (const image of [...found.images, ...meta.imageUrls, contentImage]) {
    const url = absoluteHttpUrl(image, meta.baseUrl);
    if (url !== null) urls.add(url);
  }
  return [...urls].slice(0, MAX_IMAGE_CANDIDATES);
}

/** The page's part headings and its "Serves 4" / "Prep: 15 mins" lines. */
async function headingReading(index: PageIndex): Promise<FoundRecipe> {
  const found = emptyFoundRecipe();
  const sections = await readHeadingSections(index);
  found.ingredients = sections.ingredients;
  found.instructions = sections.instructions;
  await nextTurn();
  const facts = noFacts();
  for (const line of await linesOfPage(index.document.children, MAX_FACT_TEXT)) {
    const lineFacts = factsOfLine(line);
    if (lineFacts) mergeFacts(facts, lineFacts);
  }
  found.servings = facts.servings;
  found.preparation = facts.preparation;
  found.cooking = facts.cooking;
  found.total = facts.total;
  return found;
}

interface DomReadings {
  readings: FoundRecipe[];
  contentImage: string | null;
}

/** Microdata and plugin cards from the page's DOM; its headings only when these leave the recipe short. */
async function domReadings(index: PageIndex, earlier: readonly FoundRecipe[]): Promise<DomReadings> {
  const readings: FoundRecipe[] = [];
  const fromMicrodata = readMicrodata(index);
  if (fromMicrodata) readings.push(fromMicrodata);
  await nextTurn();
  const fromPlugin = readPluginMarkup(index);
  if (fromPlugin) readings.push(fromPlugin);
  await nextTurn();
  const [first, ...others] = [...earlier, ...readings];
  if (!first || !isWhole(completed(first, ...others))) readings.push(await headingReading(index));
  return { readings, contentImage: contentImageOf(index) };
}

/** Asked as the page's content starts: does what the <head> said leave the recipe short? */
function wantsDom(scanSoFar: PageScan): boolean {
  const found = readJsonLdAtOnce(scanSoFar.jsonLdBlocks);
  return found === null || !isWhole(found);
}

export async function readRecipePage(html: string, pageUrl: string): Promise<ReadRecipe | null> {
  const indexer = new PageIndexer(PLUGIN_CLASSES);
  const { scan, document } = await parsePage(html, wantsDom, indexer.note);
  await nextTurn();
  const meta = pageMetaOf(scan, pageUrl);
  const fromJsonLd = await readJsonLd(scan.jsonLdBlocks);
  const readings = fromJsonLd ? [fromJsonLd] : [];
  let contentImage: string | null = null;
  if (document !== null && (!fromJsonLd || !isWhole(fromJsonLd))) {
    const fromDom = await domReadings(indexer.indexOf(document), readings);
    readings.push(...fromDom.readings);
    contentImage = fromDom.contentImage;
  }
  // A plugin card, microdata or a page's headings without a name of their own are named by the page.
  const title = pageTitleOf(meta, pageUrl);
  const named = readings.map((reading) => (reading.name === null ? { ...reading, name: title } : reading));
  const first = named.find(isRecipe);
  if (!first) return null;
  const found = completed(first, ...named.filter((reading) => reading !== first));
  return finishRecipe(found, {
    imageUrls: imageUrlsOf(found, meta, contentImage),
    canonicalUrl: meta.canonicalUrl ?? absoluteHttpUrl(found.url, meta.baseUrl),
  });
}
