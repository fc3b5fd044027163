import type {
  PageLink,
  Paginated,
  RecipeDetailDto,
  RecipeListAnswer,
  RecipeListMeta,
  RecipeSummaryDto,
} from '@contract/types';

export function recipeDto(id: number, overrides: Partial<RecipeSummaryDto> = {}): RecipeSummaryDto {
  return {
    id,
    recipe_id: `FC-${id}`,
    recipe_name: `Recipe ${id}`,
    recipe_image: `uploads/recipes/r${id}-640.webp`,
    recipe_video: null,
    recipe_library: { id: 1, diet_name: 'Vegan' },
    library_name: 'Vegan',
    category: { id: 2, category_name: 'Dinner' },
    category_name: 'Dinner',
    serving_number: 4,
    preparation_time: 15,
    cooking_time: 30,
    age_group: 'teen',
    total_ingredients: 7,
    recipe_creator: 'Maya',
    views: 1200,
    average_rating: 4.5,
    reviews_count: 2,
    is_wishlisted: false,
    created_at: '2026-11-01T00:00:00.000Z',
    tag_names: [{ id: 9, tag_name: 'quick' }],
    // Carrots and an onion: no major allergen, and every diet.
    allergens: [],
    may_contain: [],
    suits_diets: ['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher', 'gluten-free', 'dairy-free'],
    ...overrides,
  };
}

export function recipeDetailDto(id: number, overrides: Partial<RecipeDetailDto> = {}): RecipeDetailDto {
  return {
    ...recipeDto(id),
    ingredients: [
      { id: 1, ingredient_name: '2 carrots' },
      { id: 2, ingredient_name: '1 onion' },
    ],
    instructions: [
      { id: 1, step: 'Chop the vegetables.' },
      { id: 2, step: 'Simmer for 20 minutes.' },
    ],
    nutrition_info: '320 kcal per serving',
    resource_link: null,
    tags: [{ id: 9, tag_name: 'quick' }],
    allergen_sources: [],
    may_contain_sources: [],
    diet_breakers: [],
    unread_ingredients: [],
    ...overrides,
  };
}

/**
 * A recipe whose lines bring allergens, one of them read by nobody (gochujang): overrides for
 * recipeDto or recipeDetailDto. An unread line leaves `suits_diets` empty, as the server sends it.
 */
export const FETA_TRAYBAKE = {
  recipe_name: 'Feta Traybake',
  total_ingredients: 6,
  ingredients: [
    { id: 1, ingredient_name: '200 g feta, crumbled' },
    { id: 2, ingredient_name: '2 tbsp butter' },
    { id: 3, ingredient_name: '2 eggs' },
    { id: 4, ingredient_name: '150 g plain flour' },
    { id: 5, ingredient_name: '1 tbsp sesame seeds' },
    { id: 6, ingredient_name: '1 tbsp gochujang' },
  ],
  allergens: ['gluten', 'eggs', 'milk', 'sesame'],
  suits_diets: [],
  allergen_sources: [
    { allergen: 'gluten', ingredients: ['150 g plain flour'] },
    { allergen: 'eggs', ingredients: ['2 eggs'] },
    { allergen: 'milk', ingredients: ['200 g feta, crumbled', '2 tbsp butter'] },
    { allergen: 'sesame', ingredients: ['1 tbsp sesame seeds'] },
  ],
  unread_ingredients: ['1 tbsp gochujang'],
  // The first line that breaks each diet; the unread line breaks every diet nothing earlier broke.
  diet_breakers: [
    { diet: 'vegetarian', ingredient: '1 tbsp gochujang', food: null },
    { diet: 'vegan', ingredient: '200 g feta, crumbled', food: 'feta' },
    { diet: 'pescatarian', ingredient: '1 tbsp gochujang', food: null },
    { diet: 'halal', ingredient: '1 tbsp gochujang', food: null },
    { diet: 'kosher', ingredient: '1 tbsp gochujang', food: null },
    { diet: 'gluten-free', ingredient: '150 g plain flour', food: 'wheat flour' },
    { diet: 'dairy-free', ingredient: '200 g feta, crumbled', food: 'feta' },
  ],
} satisfies Partial<RecipeDetailDto>;

/**
 * A vegan curry whose paste may carry crustaceans (shrimp paste in some brands) and whose
 * chocolate may carry milk (issue 35): it suits the diets by its ingredients, and may contain
 * what vegan, vegetarian, kosher and dairy-free leave out.
 */
export const RED_CURRY = {
  recipe_name: 'Red Lentil Curry',
  total_ingredients: 4,
  ingredients: [
    { id: 1, ingredient_name: '200 g red lentils' },
    { id: 2, ingredient_name: '2 tbsp Thai red curry paste' },
    { id: 3, ingredient_name: '400 ml coconut milk' },
    { id: 4, ingredient_name: '10 g dark chocolate' },
  ],
  allergens: [],
  may_contain: ['crustaceans', 'milk'],
  suits_diets: ['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher', 'gluten-free', 'dairy-free'],
  allergen_sources: [],
  may_contain_sources: [
    { allergen: 'crustaceans', ingredients: ['2 tbsp Thai red curry paste'] },
    { allergen: 'milk', ingredients: ['10 g dark chocolate'] },
  ],
  diet_breakers: [],
  unread_ingredients: [],
} satisfies Partial<RecipeDetailDto>;

/** Laravel-style links for `last` pages with `current` active. */
export function pageLinks(path: string, current: number, last: number): PageLink[] {
  const url = (page: number) => `http://localhost${path}?page=${page}`;
  return [
    { url: current > 1 ? url(current - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: last }, (_, index) => ({
      url: url(index + 1),
      label: String(index + 1),
      active: index + 1 === current,
    })),
    { url: current < last ? url(current + 1) : null, label: 'Next &raquo;', active: false },
  ];
}

export function paginated<T>(data: T[], path: string, current = 1, last = 1): Paginated<T> {
  return {
    current_page: current,
    data,
    first_page_url: `${path}?page=1`,
    from: data.length ? 1 : null,
    last_page: last,
    last_page_url: `${path}?page=${last}`,
    links: pageLinks(path, current, last),
    next_page_url: null,
    path,
    per_page: 12,
    prev_page_url: null,
    to: data.length || null,
    total: data.length,
  };
}

/** A stubbed /api/guest/recipes reply: the page's recipes in `data`, the paginator in `meta`. */
export function recipeListReply(
  data: RecipeSummaryDto[],
  extra: Partial<Pick<RecipeListMeta, 'category_counts' | 'total_all'>> & { current?: number; last?: number } = {},
): { status: number; body: RecipeListAnswer } {
  const { current = 1, last = 1, ...counts } = extra;
  const {
    data: _items,
    first_page_url,
    last_page_url,
    next_page_url,
    prev_page_url,
    ...meta
  } = paginated(data, '/api/guest/recipes', current, last);
  const body: RecipeListAnswer = {
    success: true,
    message: '',
    data,
    links: { first: first_page_url, last: last_page_url, prev: prev_page_url, next: next_page_url },
    meta: { ...meta, category_counts: [], total_all: data.length, ...counts },
  };
  return { status: 200, body };
}
