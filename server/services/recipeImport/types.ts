/**
 * What the importer reads from a page or a pasted text, before the image is copied and the
 * cook's own recipes and family are consulted (issue 36). Text fields are as a reader sees
 * them: entities decoded, tags stripped, whitespace collapsed.
 */
export interface ReadRecipe {
  recipe_name: string;
  description: string | null;
  serving_number: number | null;
  preparation_time: number | null;
  cooking_time: number | null;
  total_time: number | null;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  /** The page's own nutrition figures as one line of text, or null. */
  nutrition: string | null;
  /** The page's image candidates, best first, as absolute http(s) URLs. */
  image_urls: string[];
  /** The page's canonical URL (link rel=canonical, og:url, the recipe's url), absolute, or null. */
  canonical_url: string | null;
  /** The page's own category words ("Dinner", "Main Course", "Dessert"), for suggestions. */
  categories: string[];
}
