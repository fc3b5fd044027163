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
    ...overrides,
  };
}

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
