/**
 * The document that full-text search indexes for a recipe: its name (twice, so a name match
 * ranks above an ingredient match), category, tags and ingredients. Kept in recipes.search_text
 * by every write, because it spans four tables; PostgreSQL parses it into the generated column
 * recipes.search_vector, which search reads.
 */
export function buildSearchText(recipe: {
  recipeName: string;
  categoryName: string;
  tags: string[];
  ingredients: string[];
}): string {
  return [recipe.recipeName, recipe.recipeName, recipe.categoryName, ...recipe.tags, ...recipe.ingredients]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 20_000);
}
