/**
 * Wire → app shapes. SPEC.md §3 allows two readings of several recipe fields
 * (category_name or category{}, library_name or recipe_library{}, average_rating or
 * reviews_avg, tag_names or tags[]); these mappers accept both so components never see it.
 */
import {
  ALLERGENS,
  DIETS,
  NUTRIENTS,
  SEARCH_CLOSEST_MAX,
  type Allergen,
  type Diet,
  type NutrientField,
} from '@contract/constants';
import type {
  AllergenSourceDto,
  DietBreakerDto,
  NutritionDto,
  PageLink,
  Paginated,
  RecipeDetailDto,
  RecipeSummaryDto,
  SearchAlternativeDto,
  SearchUnderstoodDto,
  TagDto,
  UserDto,
} from '@contract/types';
import type {
  AllergenSource,
  DietBreaker,
  NutritionEstimate,
  Page,
  Recipe,
  RecipeDetails,
  RecipePage,
  SearchAlternative,
  SearchUnderstood,
  User,
} from './models';
import type {
  HouseholdDto,
  HouseholdInviteDto,
  HouseholdMemberDto,
  ShoppingItemDto,
  ShoppingListDto,
} from '@contract/types';
import type { Household, HouseholdInvite, HouseholdMember, ShoppingItem, ShoppingList } from './models';

type LooseRecipe = Partial<Omit<RecipeDetailDto, 'tag_names'>> &
  Pick<RecipeSummaryDto, 'id' | 'recipe_name'> & {
    reviews_avg?: number | string;
    nutritions?: string;
    /** Objects on our wire; plain names in SPEC.md's older reading. */
    tag_names?: (TagDto | string)[];
  };

const KNOWN_ALLERGENS: ReadonlySet<unknown> = new Set(ALLERGENS);
const KNOWN_DIETS: ReadonlySet<unknown> = new Set(DIETS);
const isAllergen = (value: unknown): value is Allergen => KNOWN_ALLERGENS.has(value);
const isDiet = (value: unknown): value is Diet => KNOWN_DIETS.has(value);

/** The codes this app knows, in the order sent; a newer server's allergen shows nowhere rather than as a raw code. */
function knownAllergens(codes: readonly unknown[] | undefined): Allergen[] {
  return Array.isArray(codes) ? codes.filter(isAllergen) : [];
}

function toMayContainSources(dtos: readonly AllergenSourceDto[]): AllergenSource[] {
  return dtos
    .filter((source) => isAllergen(source.allergen))
    .map((source) => ({ allergen: source.allergen, ingredients: [...(source.ingredients ?? [])] }));
}

function toDietBreakers(dtos: readonly DietBreakerDto[]): DietBreaker[] {
  return dtos
    .filter((breaker) => isDiet(breaker.diet) && typeof breaker.ingredient === 'string')
    .map((breaker) => ({
      diet: breaker.diet,
      ingredient: breaker.ingredient,
      food: typeof breaker.food === 'string' && breaker.food !== '' ? breaker.food : null,
    }));
}

export function toRecipe(dto: LooseRecipe): Recipe {
  const recipe: Recipe = {
    id: dto.id,
    code: dto.recipe_id ?? String(dto.id),
    name: dto.recipe_name,
    image: dto.recipe_image ?? '',
    video: dto.recipe_video ?? null,
    library: { id: dto.recipe_library?.id ?? 0, name: dto.recipe_library?.diet_name ?? dto.library_name ?? '' },
    category: { id: dto.category?.id ?? 0, name: dto.category?.category_name ?? dto.category_name ?? '' },
    servings: Number(dto.serving_number ?? 0),
    preparationMinutes: Number(dto.preparation_time ?? 0),
    cookingMinutes: Number(dto.cooking_time ?? 0),
    ageGroup: dto.age_group ?? '',
    ingredientCount: Number(dto.total_ingredients ?? dto.ingredients?.length ?? 0),
    creator: dto.recipe_creator ?? '',
    views: Number(dto.views ?? 0),
    averageRating: Number(dto.average_rating ?? dto.reviews_avg ?? 0),
    reviewsCount: Number(dto.reviews_count ?? 0),
    isWishlisted: Boolean(dto.is_wishlisted),
    createdAt: dto.created_at ?? '',
    allergens: [...(dto.allergens ?? [])],
    mayContain: knownAllergens(dto.may_contain),
    suitsDiets: [...(dto.suits_diets ?? [])],
    kcalPerServing: Number.isFinite(dto.kcal_per_serving) ? Number(dto.kcal_per_serving) : null,
  };
  if (dto.ingredients || dto.instructions) recipe.details = toRecipeDetails(dto);
  return recipe;
}

function toRecipeDetails(dto: LooseRecipe): RecipeDetails {
  const tags = (dto.tags ?? dto.tag_names ?? []).map((tag: TagDto | string, index) =>
    typeof tag === 'string' ? { id: -(index + 1), name: tag } : { id: tag.id, name: tag.tag_name },
  );
  return {
    ingredients: (dto.ingredients ?? []).map((line) => ({
      id: line.id,
      name: line.ingredient_name,
      quantity: line.quantity ?? null,
      quantity2: line.quantity2 ?? null,
      unit: line.unit ?? null,
      item: line.item ?? null,
    })),
    instructions: (dto.instructions ?? []).map((item) => ({
      id: item.id,
      step: item.step,
      // Absent from an older server (or before issue 39's readers): no timers, no lines.
      timers: (item.timers ?? []).map((timer) => ({ ...timer })),
      ingredientIds: [...(item.ingredient_ids ?? [])],
    })),
    nutrition: dto.nutrition_info ?? dto.nutritions ?? '',
    resourceLink: dto.resource_link ?? null,
    tags,
    allergenSources: dto.allergen_sources
      ? dto.allergen_sources.map((source) => ({ allergen: source.allergen, ingredients: [...source.ingredients] }))
      : null,
    // Absent (an older server) stays absent, as the allergen reading does.
    ...(Array.isArray(dto.may_contain_sources) && { mayContainSources: toMayContainSources(dto.may_contain_sources) }),
    ...(Array.isArray(dto.diet_breakers) && { dietBreakers: toDietBreakers(dto.diet_breakers) }),
    unreadIngredients: [...(dto.unread_ingredients ?? [])],
    // Absent (the original API) stays absent: the page then shows no estimate at all.
    ...(dto.nutrition_per_serving !== undefined && {
      nutritionPerServing: dto.nutrition_per_serving ? toNutritionEstimate(dto.nutrition_per_serving) : null,
    }),
  };
}

function toNutritionEstimate(dto: NutritionDto): NutritionEstimate {
  const amounts = Object.fromEntries(NUTRIENTS.map(({ key, field }) => [field, Number(dto[key])]));
  return {
    ...(amounts as Record<NutrientField, number>),
    coverage: Number(dto.coverage),
    ingredientsMatched: Number(dto.ingredients_matched),
    ingredientsTotal: Number(dto.ingredients_total),
  };
}

export function toPage(paginated: Pick<Paginated<unknown>, 'current_page' | 'last_page' | 'total' | 'links'>): Page {
  return {
    current: paginated.current_page,
    last: paginated.last_page,
    total: paginated.total,
    links: paginated.links.map((link: PageLink) => ({ url: link.url, label: link.label, active: link.active })),
  };
}

export function toRecipePage(
  paginated: Pick<Paginated<RecipeSummaryDto>, 'data' | 'current_page' | 'last_page' | 'total' | 'links'>,
): RecipePage {
  const recipes = paginated.data.map(toRecipe);
  return { ids: recipes.map((recipe) => recipe.id), recipes, page: toPage(paginated) };
}

export function toUser(dto: UserDto): User {
  return { id: dto.id, name: dto.name, email: dto.email, avatar: dto.avatar ?? null };
}

/** The page number a paginator link points at (SPEC.md §4: from the url's page query). */
export function pageOfLink(url: string | null): number | null {
  if (!url) return null;
  const page = Number(new URL(url, 'http://x').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}

// A list's search understanding (issue 37).

/** Null without a search, and when the answer carried none (the original API). */
export function toSearchUnderstood(dto: SearchUnderstoodDto | null | undefined): SearchUnderstood | null {
  if (!dto) return null;
  return {
    freeFrom: [...(dto.free_from ?? [])],
    diets: [...(dto.diets ?? [])],
    maxMinutes: Number.isFinite(dto.max_minutes) ? Number(dto.max_minutes) : null,
    uses: [...(dto.uses ?? [])],
    words: dto.words ?? '',
  };
}

/** The wire's shape again: contract/searchText.ts writes an understanding back as words. */
export function toSearchUnderstoodDto(understood: SearchUnderstood): SearchUnderstoodDto {
  return {
    free_from: [...understood.freeFrom],
    diets: [...understood.diets],
    max_minutes: understood.maxMinutes,
    uses: [...understood.uses],
    words: understood.words,
  };
}

/** The closest searches, best first; [] when the answer carried none (the original API). */
export function toSearchAlternatives(dtos: SearchAlternativeDto[] | undefined): SearchAlternative[] {
  return (dtos ?? [])
    .filter((dto) => dto.search.trim() !== '')
    .slice(0, SEARCH_CLOSEST_MAX)
    .map((dto) => ({ search: dto.search, kind: dto.kind, total: Number(dto.total) }));
}

// The household and its shopping list.

export function toHouseholdMember(dto: HouseholdMemberDto): HouseholdMember {
  return {
    id: dto.id,
    name: dto.name,
    ageGroup: dto.age_group,
    portion: dto.portion,
    allergens: [...dto.allergens],
    diets: [...dto.diets],
    dislikes: [...dto.dislikes],
    isYou: dto.is_you,
    hasAccount: dto.has_account,
    role: dto.role,
  };
}

export function toHouseholdInvite(dto: HouseholdInviteDto): HouseholdInvite {
  return { code: dto.code, path: dto.path, expiresAt: dto.expires_at, usesLeft: dto.uses_left };
}

export function toHousehold(dto: HouseholdDto): Household {
  return {
    id: dto.id,
    name: dto.name,
    members: dto.members.map(toHouseholdMember),
    youAreParent: dto.you_are_parent,
    canLeave: dto.can_leave,
    ...(dto.invite && { invite: toHouseholdInvite(dto.invite) }),
    // An older server (or a test's household) names none: each browser's own zone.
    timeZone: dto.time_zone ?? null,
    mealTimes: (dto.meal_times ?? []).map((entry) => ({
      categoryId: entry.category_id,
      categoryName: entry.category_name,
      time: entry.time,
    })),
  };
}

export function toShoppingItem(dto: ShoppingItemDto): ShoppingItem {
  return {
    id: dto.id,
    food: dto.food,
    quantity: dto.quantity,
    unit: dto.unit,
    display: dto.display,
    aisle: dto.aisle,
    checked: dto.checked,
    hidden: dto.hidden,
    manual: dto.manual,
    pantry: dto.pantry,
    // Issue 38; an older server names neither.
    needed: dto.needed ?? null,
    more_needed: dto.more_needed ?? null,
    sources: dto.sources.map((source) => ({
      mealPlanId: source.meal_plan_id,
      recipeId: source.recipe_id,
      recipeName: source.recipe_name,
      day: source.day,
      date: source.date,
      category: source.category,
    })),
  };
}

export function toShoppingList(dto: ShoppingListDto): ShoppingList {
  return {
    week: { start: dto.week.start, end: dto.week.end },
    days: [...dto.days],
    items: dto.items.map(toShoppingItem),
    aisles: dto.aisles.map((aisle) => ({ id: aisle.id, name: aisle.name })),
  };
}
