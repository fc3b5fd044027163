import type { Paginated, RecipeDetailDto, RecipeSummaryDto } from '@contract/types';

export function recipeDto(
  id: number,
  overrides: Partial<RecipeDetailDto> = {},
): RecipeSummaryDto & Partial<RecipeDetailDto> {
  return {
    id,
    recipe_id: `FC-${String(id).padStart(6, '0')}`,
    recipe_name: `Recipe ${id}`,
    recipe_image: `uploads/recipes/r${id}-640.webp`,
    recipe_video: null,
    recipe_library: { id: 2, diet_name: 'Vegetarian' },
    library_name: 'Vegetarian',
    category: { id: 3, category_name: 'Dinner' },
    category_name: 'Dinner',
    serving_number: 4,
    preparation_time: 15,
    cooking_time: 30,
    age_group: 'adult',
    total_ingredients: 6,
    recipe_creator: 'Maya',
    views: 12,
    average_rating: 4.5,
    reviews_count: 2,
    is_wishlisted: false,
    created_at: '2026-11-01T10:00:00.000Z',
    tag_names: [{ id: 1, tag_name: 'quick' }],
    // Pasta and tomatoes: gluten, and every diet but gluten-free.
    allergens: ['gluten'],
    suits_diets: ['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher', 'dairy-free'],
    ...overrides,
  };
}

export function recipeDetailDto(id: number, overrides: Partial<RecipeDetailDto> = {}): RecipeDetailDto {
  return {
    ...recipeDto(id),
    ingredients: [
      { id: 1, ingredient_name: '200 g pasta' },
      { id: 2, ingredient_name: '1 can tomatoes' },
    ],
    instructions: [
      { id: 1, step: 'Boil the pasta.' },
      { id: 2, step: 'Simmer the sauce.' },
    ],
    nutrition_info: 'About 450 kcal per serving.',
    resource_link: 'https://example.com/pasta',
    tags: [
      { id: 1, tag_name: 'quick' },
      { id: 2, tag_name: 'family' },
    ],
    tag_names: [
      { id: 1, tag_name: 'quick' },
      { id: 2, tag_name: 'family' },
    ],
    allergen_sources: [{ allergen: 'gluten', ingredients: ['200 g pasta'] }],
    unread_ingredients: [],
    ...overrides,
  } as RecipeDetailDto;
}

/** Laravel's paginator around `data`, with numbered links that carry `?page=`. */
export function paginated<T>(
  data: T[],
  currentPage = 1,
  lastPage = 1,
  path = 'http://localhost/api/list',
): Paginated<T> {
  const url = (page: number) => `${path}?page=${page}`;
  return {
    current_page: currentPage,
    data,
    first_page_url: url(1),
    from: data.length ? 1 : null,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links: [
      { url: currentPage > 1 ? url(currentPage - 1) : null, label: '&laquo; Previous', active: false },
      ...Array.from({ length: lastPage }, (_, index) => ({
        url: url(index + 1),
        label: String(index + 1),
        active: index + 1 === currentPage,
      })),
      { url: currentPage < lastPage ? url(currentPage + 1) : null, label: 'Next &raquo;', active: false },
    ],
    next_page_url: currentPage < lastPage ? url(currentPage + 1) : null,
    path,
    per_page: 12,
    prev_page_url: currentPage > 1 ? url(currentPage - 1) : null,
    to: data.length || null,
    total: data.length + (lastPage - 1) * 12,
  };
}

export const CATEGORIES = [
  { id: 3, category_name: 'Dinner' },
  { id: 4, category_name: 'Breakfast' },
];

export const LIBRARIES = [
  { id: 2, diet_name: 'Vegetarian', image: 'uploads/l2-640.webp', recipes_count: 5 },
  { id: 5, diet_name: 'Keto', image: 'uploads/l5-640.webp', recipes_count: 3 },
];

/**
 * A stand-in for XMLHttpRequest at the network boundary: records what was sent and lets a
 * test report upload progress, answer, or see the abort.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr {
    return FakeXhr.instances[FakeXhr.instances.length - 1];
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function installFakeXhr(): () => void {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.instances = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}

/** jsdom has no object URLs; previews only need a string. */
export function installObjectUrls(): void {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
}
