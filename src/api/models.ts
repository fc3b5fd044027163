/** The app's own shapes: what components see, whatever the wire says (see mappers.ts). */
import type { AgeGroup, Aisle, Allergen, Diet, MemberAgeGroup, NutrientField, Weekday } from '@contract/constants';
import type { HouseholdRole, SearchAlternativeDto, ShoppingItemDto, StepTimerDto } from '@contract/types';

export interface Recipe {
  id: number;
  code: string;
  name: string;
  image: string;
  video: string | null;
  library: { id: number; name: string };
  category: { id: number; name: string };
  servings: number;
  preparationMinutes: number;
  cookingMinutes: number;
  ageGroup: AgeGroup | string;
  ingredientCount: number;
  creator: string;
  views: number;
  averageRating: number;
  reviewsCount: number;
  isWishlisted: boolean;
  createdAt: string;
  /**
   * The major allergens its ingredients hold (ALLERGENS order), read by the server through the
   * food catalogue; [] when none, and when the answer carried none (the original API).
   */
  allergens: Allergen[];
  /**
   * The major allergens its ingredients may carry but do not contain (issue 35: traces, or some
   * brands), ALLERGENS order, none of `allergens`; [] when none, and when the answer carried none.
   * Codes this app does not know are dropped.
   */
  mayContain: Allergen[];
  /** The diets it suits (DIETS order); [] when an ingredient could not be read, or unknown. */
  suitsDiets: Diet[];
  /**
   * Estimated energy of one serving, whole kcal, read from its ingredients (issue 20); null when
   * none could be matched, and when the answer carried none (the original API).
   */
  kcalPerServing?: number | null;
  /** Present once the details were loaded. */
  details?: RecipeDetails;
}

/** An ingredient line as written, and the amount read from it (null when the server sent none). */
export interface RecipeIngredient {
  id: number;
  name: string;
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  /** The line without its amount: what a rescaled line shows after its new amount. */
  item: string | null;
}

/** One step of the method, with what issue 39's server reads from its words ([] when it sent nothing). */
export interface RecipeInstruction {
  id: number;
  step: string;
  /** The timers its words name, in order ("simmer 35 to 40 minutes"). */
  timers: StepTimerDto[];
  /** The ids of the ingredient lines the step uses, in the recipe's line order. */
  ingredientIds: number[];
}

export interface RecipeDetails {
  ingredients: RecipeIngredient[];
  instructions: RecipeInstruction[];
  nutrition: string;
  resourceLink: string | null;
  tags: { id: number; name: string }[];
  /**
   * Each allergen with the ingredient lines (as written) that bring it. Null when the answer
   * carried no allergen reading (the original API): the page then says nothing, never "none".
   */
  allergenSources: AllergenSource[] | null;
  /**
   * Each allergen of `mayContain` with the lines that may carry it (issue 35). Absent when the
   * answer carried none (an older server): the page then lists the card's `mayContain` alone.
   */
  mayContainSources?: AllergenSource[];
  /**
   * Each diet the recipe does not suit, with the first line that breaks it (issue 35). Absent when
   * the answer carried none (an older server): the page then explains no diet.
   */
  dietBreakers?: DietBreaker[];
  /** Lines the food catalogue could not read: nothing is known of them, so never call them safe. */
  unreadIngredients: string[];
  /**
   * One serving's nutrition estimated from the ingredients (IFCT 2017, issue 20). Null when no
   * ingredient could be matched (the page says so); absent when the answer carried no estimate
   * (the original API: the page says nothing).
   */
  nutritionPerServing?: NutritionEstimate | null;
}

/**
 * Amounts of one serving (of the recipe's own servings), of what was matched to the table: one
 * per nutrient of NUTRIENTS, by its camelCase `field`.
 */
export interface NutritionEstimate extends Record<NutrientField, number> {
  /** The share (0–1) of the ingredients' weight that was matched. */
  coverage: number;
  ingredientsMatched: number;
  ingredientsTotal: number;
}

export interface AllergenSource {
  allergen: Allergen;
  ingredients: string[];
}

/** A diet a recipe does not suit and the first line that breaks it; `food` null when nobody could read the line. */
export interface DietBreaker {
  diet: Diet;
  ingredient: string;
  food: string | null;
}

/** Results that bring recipes carry them here; the recipes entity slice upserts them. */
export interface RecipeCarrier {
  recipes: Recipe[];
}

export interface PageLinkModel {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Page {
  current: number;
  last: number;
  total: number;
  links: PageLinkModel[];
}

export interface RecipePage extends RecipeCarrier {
  ids: number[];
  page: Page;
}

/**
 * What a list's search words were read as (issue 37; contract `SearchUnderstoodDto`): the words
 * that became filters, and the words left to search as text.
 */
export interface SearchUnderstood {
  /** Allergen codes ('peanuts') or catalogue food names ('mushroom') the results hold none of. */
  freeFrom: string[];
  /** DIETS codes ('vegetarian') or a diet library's key ('keto'). */
  diets: string[];
  /** The longest total time in minutes, or null. */
  maxMinutes: number | null;
  /** Catalogue food names the results use as an ingredient ('rice'). */
  uses: string[];
  /** What is left to search as text; '' when the filters took every word. */
  words: string;
}

/** A search that finds recipes when the one asked for found none (contract `SearchAlternativeDto`). */
export interface SearchAlternative {
  /** The whole query text to search instead. */
  search: string;
  /** How it relates to what was asked: the filters dropped, the dish widened, or fewer words. */
  kind: SearchAlternativeDto['kind'];
  /** How many recipes it finds under the request's other filters. */
  total: number;
}

export interface User {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}

// The household (issue 19) and its shopping list (issue 18).

/** One person of the household: who eats, how much, and what they may not eat. */
export interface HouseholdMember {
  id: number;
  name: string;
  ageGroup: MemberAgeGroup;
  /** Adult servings this person eats (the age group's default unless set). */
  portion: number;
  allergens: Allergen[];
  diets: Diet[];
  /** Foods of the catalogue, by canonical name ('mushroom'). */
  dislikes: string[];
  /** The signed-in account itself (it cannot be removed). */
  isYou: boolean;
  /** Signs in with their own account (shares the plan and list). */
  hasAccount: boolean;
  /** An account's role in the family; null for people without an account. */
  role: HouseholdRole | null;
}

/** A live code another account can join the household with. */
export interface HouseholdInvite {
  /** As shown: 'K7QX-M2PA'. */
  code: string;
  /** The join page with the code filled in: '/join/K7QX-M2PA'. */
  path: string;
  expiresAt: string;
  usesLeft: number;
}

export interface Household {
  id: number;
  name: string;
  members: HouseholdMember[];
  /** The signed-in account may invite, remove and promote. */
  youAreParent: boolean;
  /** Another account is in the family, and a parent stays. */
  canLeave: boolean;
  /** Shown to parents only, while it is live and has uses left. */
  invite?: HouseholdInvite;
  /** Issue 38: the family's time zone ('Europe/London'); null: each browser's own. */
  timeZone: string | null;
  /** Issue 38: when each category's meals are eaten (the calendar feed's times), in category order. */
  mealTimes: MealTime[];
}

/** A category's meal time: '18:30' (24-hour, in the household's time zone). */
export interface MealTime {
  categoryId: number;
  categoryName: string;
  time: string;
}

/** The household's private calendar feed (issue 38). */
export interface CalendarFeed {
  /** https://host/api/calendar/{token}.ics: Google Calendar's "From URL". */
  url: string;
  /** webcal://…: Apple Calendar subscribes in one tap. */
  webcalUrl: string;
}

/** A planned meal that needs a shopping-list item. */
export interface ShoppingSource {
  mealPlanId: number;
  recipeId: number;
  recipeName: string;
  day: Weekday;
  /** Issue 38: the meal's date ('2026-11-28'). */
  date: string;
  /** The category's name: 'Dinner'. */
  category: string;
}

/**
 * One line of the shopping list: the wire's fields as they are (contract/types.ts documents them),
 * with the meals that need it in the app's shape.
 */
export interface ShoppingItem extends Omit<ShoppingItemDto, 'sources'> {
  /** The meals that need it, in week order; empty for a typed item. */
  sources: ShoppingSource[];
}

export interface ShoppingAisle {
  id: Aisle;
  name: string;
}

export interface ShoppingList {
  /** Issue 38: the dated week it covers (its Saturday and Friday, ISO dates). */
  week: { start: string; end: string };
  /** The days it covers, in week order. */
  days: Weekday[];
  /** In aisle order, then by food. */
  items: ShoppingItem[];
  /** Every aisle, in store order. */
  aisles: ShoppingAisle[];
}
