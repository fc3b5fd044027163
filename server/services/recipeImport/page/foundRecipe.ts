/** What one reading of a page (JSON-LD, microdata, a plugin's markup, headings) found of a recipe. */
export interface FoundRecipe {
  name: string | null;
  description: string | null;
  servings: number | null;
  preparation: number | null;
  cooking: number | null;
  total: number | null;
  ingredients: string[];
  instructions: string[];
  /** Keywords, categories and cuisines, in that page's words. */
  keywords: string[];
  categories: string[];
  cuisines: string[];
  nutrition: string | null;
  /** Image addresses as the page wrote them (maybe relative). */
  images: string[];
  url: string | null;
}

export function emptyFoundRecipe(): FoundRecipe {
  return {
    name: null,
    description: null,
    servings: null,
    preparation: null,
    cooking: null,
    total: null,
    ingredients: [],
    instructions: [],
    keywords: [],
    categories: [],
    cuisines: [],
    nutrition: null,
    images: [],
    url: null,
  };
}

/** Enough to be a recipe: a name, and ingredients or steps. */
export function isRecipe(found: FoundRecipe): boolean {
  return found.name !== null && (found.ingredients.length > 0 || found.instructions.length > 0);
}

/** Enough that the page's DOM need not be read: ingredients, steps, servings and a time. */
export function isWhole(found: FoundRecipe): boolean {
  const hasTime = found.total !== null || found.preparation !== null || found.cooking !== null;
  return (
    isRecipe(found) &&
    found.ingredients.length > 0 &&
    found.instructions.length > 0 &&
    found.servings !== null &&
    hasTime
  );
}

/** The first reading, with what it lacks taken from the later ones. */
export function completed(first: FoundRecipe, ...others: FoundRecipe[]): FoundRecipe {
  const result = { ...first };
  for (const other of others) {
    result.name ??= other.name;
    result.description ??= other.description;
    result.servings ??= other.servings;
    result.preparation ??= other.preparation;
    result.cooking ??= other.cooking;
    result.total ??= other.total;
    result.nutrition ??= other.nutrition;
    result.url ??= other.url;
    if (result.ingredients.length === 0) result.ingredients = other.ingredients;
    if (result.instructions.length === 0) result.instructions = other.instructions;
    if (result.keywords.length === 0) result.keywords = other.keywords;
    if (result.categories.length === 0) result.categories = other.categories;
    if (result.cuisines.length === 0) result.cuisines = other.cuisines;
    if (result.images.length === 0) result.images = other.images;
  }
  return result;
}
