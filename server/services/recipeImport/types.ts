import type { RecipeImportDraftDto } from '../../../contract/types';

/**
 * What the importer reads from a page or a pasted text, before the image is copied and the
 * cook's own recipes and family are consulted (issue 36): the draft's text fields (as a reader
 * sees them: entities decoded, tags stripped, whitespace collapsed), and what the draft's photo,
 * source and suggestions are made from.
 */
export interface ReadRecipe extends Omit<RecipeImportDraftDto, 'image_url' | 'source_url'> {
  /** The page's image candidates, best first, as absolute http(s) URLs. */
  image_urls: string[];
  /** The page's canonical URL (link rel=canonical, og:url, the recipe's url), absolute, or null. */
  canonical_url: string | null;
  /** The page's own category words ("Dinner", "Main Course", "Dessert"), for suggestions. */
  categories: string[];
}
