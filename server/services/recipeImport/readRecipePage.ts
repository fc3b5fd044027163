/**
 * A recipe read from a web page (issue 36): schema.org JSON-LD first, then microdata, then the
 * markup of common recipe plugins, then the page's headings; a later reading only fills what the
 * first one lacks. The DOM is built in slices and each stage yields to the event loop.
 */
import { finishRecipe } from './finishRecipe';
import { completed, isRecipe, type FoundRecipe } from './page/foundRecipe';
import { readJsonLd } from './page/jsonLd';
import { absoluteHttpUrl, pageMetaOf, type PageMeta } from './page/pageMeta';
import { nextTurn, parseHtmlInSlices } from './page/parseHtml';
import type { ReadRecipe } from './types';

const MAX_IMAGE_CANDIDATES = 10;

function imageUrlsOf(found: FoundRecipe, meta: PageMeta): string[] {
  const urls = new Set<string>();
  for (const image of found.images) {
    const url = absoluteHttpUrl(image, meta.baseUrl);
    if (url !== null) urls.add(url);
  }
  for (const url of meta.imageUrls) urls.add(url);
  return [...urls].slice(0, MAX_IMAGE_CANDIDATES);
}

export async function readRecipePage(html: string, pageUrl: string): Promise<ReadRecipe | null> {
  const $ = await parseHtmlInSlices(html);
  await nextTurn();
  const meta = pageMetaOf($, pageUrl);
  const readings: FoundRecipe[] = [];
  const fromJsonLd = await readJsonLd($);
  if (fromJsonLd) readings.push(fromJsonLd);
  await nextTurn();
  const first = readings.find(isRecipe);
  if (!first) return null;
  const found = completed(first, ...readings.filter((reading) => reading !== first));
  return finishRecipe(found, {
    imageUrls: imageUrlsOf(found, meta),
    canonicalUrl: meta.canonicalUrl ?? absoluteHttpUrl(found.url, meta.baseUrl),
  });
}
