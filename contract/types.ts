/**
 * Wire shapes of the HTTP contract (SPEC.md §3 and §7). The server answers exactly these;
 * the SPA's endpoints map them to app types in transformResponse. docs/api.md documents them.
 */
import type { AgeGroup, Aisle, Allergen, Diet, MemberAgeGroup, PlanNutrient, SocialMedia, Weekday } from './constants';

export interface Envelope<T> {
  success: true;
  message: string;
  data: T;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
  /** The request's id, as in the server's log lines and the X-Request-Id header (issue 21). */
  request_id?: string;
}

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

/** Laravel's length-aware paginator, which SPEC.md's client reads. */
export interface Paginated<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PageLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/**
 * Laravel's resource collection of a paginated list (`JsonResource::collection($paginator)`):
 * the page's items in `data`, the paginator beside them. The recipe lists answer this form.
 */
export interface ResourceCollection<T> {
  data: T[];
  links: CollectionLinks;
  meta: CollectionMeta;
}

/** The edge pages of a resource collection. */
export interface CollectionLinks {
  first: string;
  last: string;
  prev: string | null;
  next: string | null;
}

/** The paginator of a resource collection, without its items and edge urls. */
export interface CollectionMeta {
  current_page: number;
  from: number | null;
  last_page: number;
  links: PageLink[];
  path: string;
  per_page: number;
  to: number | null;
  total: number;
}

export interface UserDto {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}

export interface SiteSettingsDto {
  logo: string;
  favicon: string;
  description: string;
  copyright_text: string;
}

export interface SocialLinkDto {
  id: number;
  social_media: SocialMedia;
  profile_link: string;
}

export interface CategoryDto {
  id: number;
  category_name: string;
}

export interface LibraryDto {
  id: number;
  diet_name: string;
  image: string;
  recipes_count: number;
}

export interface TagDto {
  id: number;
  tag_name: string;
}

/** A recipe as lists and carousels answer it. */
export interface RecipeSummaryDto {
  id: number;
  recipe_id: string;
  recipe_name: string;
  recipe_image: string;
  recipe_video: string | null;
  recipe_library: { id: number; diet_name: string };
  library_name: string;
  category: CategoryDto;
  category_name: string;
  serving_number: number;
  preparation_time: number;
  cooking_time: number;
  age_group: AgeGroup;
  total_ingredients: number;
  recipe_creator: string;
  views: number;
  average_rating: number;
  reviews_count: number;
  is_wishlisted: boolean;
  created_at: string;
  /** The recipe's tags, by name; the original API's clients read `.tag_name` of each. */
  tag_names: TagDto[];
  /**
   * The major allergens its ingredients hold, read through the food catalogue (never typed by
   * hand), in ALLERGENS order. Always sent by this server; optional for the original API.
   */
  allergens?: Allergen[];
  /** The diets it suits, in DIETS order; none when an ingredient could not be read. */
  suits_diets?: Diet[];
  /**
   * The major allergens its ingredients may carry but do not contain (issue 35): traces, or some
   * brands ("Thai red curry paste" may contain crustaceans). None of `allergens`; ALLERGENS order.
   * Always sent by this server; optional for the original API.
   */
  may_contain?: Allergen[];
  /**
   * Estimated energy per serving from its ingredients (issue 20), whole kcal; null when no
   * ingredient could be weighed and matched to the composition table. Always sent by this server.
   */
  kcal_per_serving?: number | null;
}

/**
 * A recipe's nutrition per serving, estimated from its ingredients through a food-composition
 * table (IFCT 2017) (issue 20): one amount per nutrient of NUTRIENTS (constants.ts). Amounts of
 * what was matched only: `coverage` says how much of the recipe's weighed ingredients that is.
 */
export interface NutritionDto extends NutrientAmountsDto {
  /** The share (0–1) of the recipe's ingredient weight that was matched to the table. */
  coverage: number;
  /** Ingredient lines matched to the table, of all lines ("based on 9 of 11 ingredients"). */
  ingredients_matched: number;
  ingredients_total: number;
}

/**
 * A diet a recipe does not suit and the first line that breaks it (issue 35): vegan, "2 tbsp
 * butter", food 'butter'. `food` is null when the line could not be read at all.
 */
export interface DietBreakerDto {
  diet: Diet;
  ingredient: string;
  food: string | null;
}

/** An allergen of a recipe and the lines that bring it: "Milk — from 200 g feta, crumbled". */
export interface AllergenSourceDto {
  allergen: Allergen;
  ingredients: string[];
}

/**
 * One ingredient line: `ingredient_name` exactly as written, and what Forkcast reads from it.
 * The parts are always sent by this server; optional for answers of the original API.
 */
export interface IngredientDto {
  id: number;
  ingredient_name: string;
  /** The amount (the lower end of a range); null for "salt to taste". */
  quantity?: number | null;
  /** The upper end of a range ("2–3"), else null. */
  quantity2?: number | null;
  /** A unit code: g, kg, mg, ml, l, tsp, tbsp, cup, fl-oz, pint, oz, lb, pinch, dash, handful, clove, slice, sprig, bunch, tin, jar, pack, sheet, stick, piece; null for a counted food. */
  unit?: string | null;
  /** The food catalogue's name for the food ('chickpea'), or the line's cleaned text. */
  food?: string | null;
  /** What follows the food: "finely chopped". */
  note?: string | null;
  /**
   * The line without its amount ("red lentils, rinsed" of "200 g red lentils, rinsed"): what a
   * rescaled line shows after its new amount. Null when the line has no amount.
   */
  item?: string | null;
}

/**
 * A timer read from a step's words (issue 39): "simmer 35 to 40 minutes" → 2100 s, up to 2400 s.
 * `text` is the words it came from, exactly as they appear in the step ("35 to 40 minutes").
 */
export interface StepTimerDto {
  seconds: number;
  /** The upper end of a range ("35 to 40 minutes"), else null. */
  seconds_max: number | null;
  text: string;
}

/** One step of a recipe's method, in order. */
export interface InstructionDto {
  id: number;
  step: string;
  /** The timers its words name, in the order they appear. Always sent by this server (issue 39). */
  timers?: StepTimerDto[];
  /**
   * The ids of the recipe's ingredient lines whose food the step names ("Add the garlic" → the
   * garlic line), in the recipe's line order. Always sent by this server (issue 39).
   */
  ingredient_ids?: number[];
}

/** A recipe as /api/single-recipe/{id} and /api/my-recipe-details/{id} answer it. */
export interface RecipeDetailDto extends RecipeSummaryDto {
  ingredients: IngredientDto[];
  instructions: InstructionDto[];
  nutrition_info: string;
  resource_link: string | null;
  /** The same list as `tag_names` (SPEC.md names both). */
  tags: TagDto[];
  /**
   * The widest banner crop of `recipe_image` (1600 × 600, framed on the dish; `-banner-800`
   * beside it), or null for an image uploaded before banners existed: show `recipe_image` then.
   * Always sent by this server; optional for answers of the original API.
   */
  recipe_banner_image?: string | null;
  /**
   * Each allergen with the ingredient lines that bring it, in ALLERGENS order, and the lines the
   * food catalogue could not read (so nothing is known of them). Always sent by this server.
   */
  allergen_sources?: AllergenSourceDto[];
  /** Each allergen of `may_contain` with the lines that may carry it, in ALLERGENS order (issue 35). */
  may_contain_sources?: AllergenSourceDto[];
  /**
   * Each diet of DIETS the recipe does not suit, with the first ingredient line that breaks it, in
   * DIETS order (issue 35): what the page says when the recipe's library promises that diet. An
   * unread line breaks every diet (nothing is known of it). Always sent by this server.
   */
  diet_breakers?: DietBreakerDto[];
  unread_ingredients?: string[];
  /** Estimated per serving from the ingredients; null when nothing could be matched. Always sent by this server. */
  nutrition_per_serving?: NutritionDto | null;
}

export interface CategoryCountDto {
  category_id: number;
  count: number;
}

/** The paginator of a recipe list, with the counts the library page's tabs show. */
export interface RecipeListMeta extends CollectionMeta {
  /** Counts per category under the other filters (for the library page's tabs). */
  category_counts: CategoryCountDto[];
  /** Count under the other filters with no category filter ('All Recipes'). */
  total_all: number;
  /**
   * What the `search` words were read as (issue 37); null without a search. Always sent by this
   * server when `search` is given; optional for the original API.
   */
  understood?: SearchUnderstoodDto | null;
  /**
   * When nothing matches every word and filter: the closest searches that do find recipes, best
   * first (at most SEARCH_CLOSEST_MAX); empty otherwise. Always sent by this server with `search`.
   */
  closest?: SearchAlternativeDto[];
}

/**
 * The words of a search read as filters (issue 37): "peanut free", "no mushrooms", "vegetarian",
 * "under 30 minutes", "leftover rice" filter; what is left (`words`) is searched as text.
 * contract/searchText.ts writes it back as words (a chip removed is the query without it).
 */
export interface SearchUnderstoodDto {
  /**
   * What the results hold none of: an allergen's code (ALLERGENS: 'peanuts', 'milk', …) for
   * "peanut free" or "dairy free", or a catalogue food's name ('mushroom') for "no mushrooms".
   */
  free_from: string[];
  /** Diets the results keep: a DIETS code ('vegetarian'), or a diet library's key ('keto'). */
  diets: string[];
  /** The longest total time (preparation + cooking), in minutes: "quick", "under 30 minutes". */
  max_minutes: number | null;
  /** Foods (catalogue names) the results use as an ingredient: "leftover rice", "with chicken". */
  uses: string[];
  /** The words left to search as text, as typed (lower case); '' when the filters took them all. */
  words: string;
}

/** A search that finds recipes when the one asked for found none (issue 37's "no dead ends"). */
export interface SearchAlternativeDto {
  /** The whole query text to search instead ('lasagne', 'vegetarian pasta'). */
  search: string;
  /** How it relates to what was asked: the filters dropped, or the dish widened to its kind. */
  kind: 'without-filters' | 'broader-dish' | 'fewer-words';
  /** How many recipes it finds (under the request's other filters). */
  total: number;
}

/**
 * GET /api/guest/recipes and /api/auth/recipes: `data` is the page's recipes (clients of the
 * original API do `data.map(…)`), with Laravel's resource-collection `links` and `meta` beside it.
 */
export interface RecipeListAnswer extends Envelope<RecipeSummaryDto[]> {
  links: CollectionLinks;
  meta: RecipeListMeta;
}

export interface RecipeSearchResultDto {
  id: number;
  recipe_name: string;
  recipe_image: string;
  category_name: string;
  average_rating: number;
}

export interface ReviewDto {
  id: number;
  rating: number;
  comment: string;
  created_date: string;
  /** `avatar` here is what clients of the original API read; the top-level one is SPEC.md's. */
  user: { id: number; name: string; avatar: string | null };
  avatar: { avatar: string | null };
  /** True on the signed-in reader's own review (listed first on page 1); false otherwise. */
  is_mine?: boolean;
}

export interface BlogDto {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  category: { category_name: string };
  time_ago: string;
  created_date: string;
  author_name: string;
  author_image: string;
}

export interface ContentBlockDto {
  id?: number;
  title?: string;
  sub_title?: string;
  description?: string;
  btn_text?: string;
  btn_link?: string;
  image?: string;
  image_one?: string;
  image_two?: string;
  image_three?: string;
  icon?: string;
  name?: string;
  rating?: number;
}

/** Someone of the household eating a planned meal (issue 19). */
export interface MealAttendeeDto {
  member_id: number;
  name: string;
  /** Adult servings they eat. */
  portion: number;
}

/**
 * Why a planned meal does not suit someone eating it (issue 19): exactly one of `allergen`,
 * `may_contain` (the softer mark of issue 35: traces, or some brands), `diet` or `dislike`, and
 * the food of the recipe that causes it ('peanut butter').
 */
export type MealConflictDto = { member_id: number; member_name: string; food: string } & (
  | { allergen: Allergen; may_contain?: never; diet?: never; dislike?: never }
  | { may_contain: Allergen; allergen?: never; diet?: never; dislike?: never }
  | { diet: Diet; allergen?: never; may_contain?: never; dislike?: never }
  | { dislike: string; allergen?: never; may_contain?: never; diet?: never }
);

/** One planned meal. `id` and `meal_plan_id` are both its row id, the id rename and delete take. */
export interface MealPlanEntryDto {
  id: number;
  meal_plan_id: number;
  day: Weekday;
  name: string;
  recipe: { id: number; recipe_name: string; recipe_image: string; serving_number: number };
  category: CategoryDto;
  /** Who eats it, in household order. */
  attendees: MealAttendeeDto[];
  /** True when planned for the whole household (people added later eat it too). */
  whole_household: boolean;
  /** The attendees' portions added up: what the shopping list buys for. */
  portions: number;
  conflicts: MealConflictDto[];
  /** The account that planned it. */
  planned_by: string;
  /** Issue 38: the meal's date (its week's date of `day`). */
  date: string;
  /** A leftover: the cooked meal it eats the rest of. It adds nothing to the shopping list. */
  leftover_of: MealLinkDto | null;
  /** A cooked meal's leftovers, in date order: it is cooked (and bought) for their eaters too. */
  leftovers: MealLinkDto[];
  /** The portions to cook: `portions` plus its leftovers' eaters' (equal to `portions` without leftovers). */
  cook_portions: number;
}

/** Another meal of the plan a meal points to: "Leftover of Sunday's dinner". */
export interface MealLinkDto {
  meal_plan_id: number;
  day: Weekday;
  date: string;
  category: CategoryDto;
}

/** A dated week (issue 38): its Saturday and its Friday, ISO dates. */
export interface WeekRangeDto {
  start: string;
  end: string;
}

/**
 * One category's meals of one day (a planner cell). `id` is the category's id: a day holds at
 * most one slot per category. It is not a meal plan id.
 */
export interface MealPlanSlotDto {
  id: number;
  category: CategoryDto;
  meals: MealPlanEntryDto[];
}

/**
 * Every weekday, each with one slot per category that has meals that day, in category order; and
 * (issue 38) which week it is. The original's clients read only the weekday keys.
 */
export type MealPlanWeekDto = Record<Weekday, MealPlanSlotDto[]> & { week: WeekRangeDto };

/** The caller's meals of the day and category just added to, the new one included. */
export interface MealPlanAddDto {
  meals: MealPlanEntryDto[];
  week: WeekRangeDto;
}

/** POST /api/meal-plans/copy-week: `from` and `to` are any dates inside the two weeks. */
export interface MealPlanCopyPayload {
  from: string;
  to: string;
  /** True: the target week's meals are removed first; otherwise they are kept beside the copies. */
  replace?: boolean;
}

/** What a copy (or a template applied) did to the target week. */
export interface MealPlanCopyDto {
  week: WeekRangeDto;
  /** Meals planned by the copy. */
  copied: number;
  /** Meals of the source left out because the target slot already held that recipe. */
  skipped: number;
  /** Meals of the target removed first (`replace: true`). */
  removed: number;
}

/** One meal of a saved week template. */
export interface WeekTemplateMeal {
  day: Weekday;
  category_id: number;
  recipe_id: number;
  /** The meal's title as renamed in the week it was saved from. */
  name: string;
  /** Null: the whole household. */
  member_ids: number[] | null;
  /** A leftover: the index, in this list, of the meal it eats the rest of. */
  leftover_of: number | null;
}

/** GET /api/meal-plans/templates: the household's saved weeks, newest first. */
export interface WeekTemplateDto {
  id: number;
  name: string;
  meal_count: number;
  /** The first few recipes' names, to recognise it by: 'Pasta bake, Fish pie, …'. */
  recipe_names: string[];
  created_at: string;
}

/** POST /api/meal-plans/templates */
export interface WeekTemplatePayload {
  name: string;
  /** Any date inside the week to save. */
  week: string;
}

/** POST /api/meal-plans/templates/{id}/apply */
export interface WeekTemplateApplyPayload {
  week: string;
  replace?: boolean;
}

/** POST /api/meal-plans/leftovers: "Eat the rest on…". */
export interface MealLeftoverPayload {
  meal_plan_id: number;
  day: Weekday;
  category_id: number;
  /** Any date inside the leftover's week; absent: the cooked meal's week. */
  week?: string;
  /** Who eats the leftover; absent: the cooked meal's eaters. */
  member_ids?: number[];
}

/**
 * DELETE /api/meal/{id} answers what it removed, so "Undo" can put it back
 * (POST /api/meal-plans/restore with this body).
 */
export interface RemovedMealDto {
  recipe_id: number;
  week: string;
  day: Weekday;
  category_id: number;
  name: string;
  member_ids: number[] | null;
  /**
   * A leftover removed on its own: the cooked meal it ate the rest of, so Undo links it again (if
   * that meal is still planned); null or absent for a cooked meal.
   */
  leftover_of?: number | null;
  /** Its leftovers removed with it, put back with it. */
  leftovers: Omit<RemovedMealDto, 'recipe_id' | 'leftovers' | 'leftover_of'>[];
}

/** A "Fill this slot" suggestion (issue 38: with why it fits). */
export type MealSuggestionDto = RecipeSummaryDto & {
  /** One short reason: 'Everyone can eat it · not planned this week'. */
  reason: string;
};

export interface WishlistEntryDto {
  id: number;
  recipe_id: number;
  user_id: number;
}

export interface LoginDto {
  token: string;
  user: UserDto;
}

export interface EmailDto {
  email: string;
}

export interface OtpVerifiedDto {
  email: string;
  password_reset_token: string;
}

/* Request payloads */

export interface LoginPayload {
  email: string;
  password: string;
}
export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}
export interface OtpPayload {
  email: string;
  otp: string;
}
export interface ResetPasswordPayload {
  email: string;
  key: string;
  password: string;
  password_confirmation: string;
}
export interface ChangePasswordPayload {
  current_password: string;
  password: string;
  password_confirmation: string;
}
export interface ReviewPayload {
  comment: string;
  rating: number;
}
export interface MealPlanPayload {
  day: Weekday;
  category_id: number;
  /** Issue 38: any date inside the week to plan in; absent: this week. */
  week?: string;
  /** Who eats it; absent: the whole household. */
  member_ids?: number[];
}
/** POST /api/meal-attendees/{meal_plan_id} */
export interface MealAttendeesPayload {
  member_ids: number[];
}
/** POST /api/household/join */
export interface HouseholdJoinPayload {
  code: string;
  /**
   * Bring the joiner's planned meals and typed shopping items into the family's week and list
   * (each brought meal keeps only the joiner as its eater); absent or false: leave them behind.
   */
  bring_meals?: boolean;
}
/** POST /api/household/invite (body optional) */
export interface HouseholdInvitePayload {
  /** How many accounts may join with the code: 1 (the default) to HOUSEHOLD_INVITE_USES_MAX. */
  uses?: number;
}
export interface MealRenamePayload {
  name: string;
}

export interface RecipeFilters {
  category_id?: number | string;
  recipe_library_id?: number | string;
  age_group?: string;
  tag_id?: number | string;
  search?: string;
  page?: number;
  per_page?: number;
}

/** A planned meal that needs a shopping-list item. */
export interface ShoppingSourceDto {
  meal_plan_id: number;
  recipe_id: number;
  recipe_name: string;
  day: Weekday;
  /** Issue 38: the meal's date. */
  date: string;
  /** The category's name: 'Dinner'. */
  category: string;
}

/**
 * One line of the shopping list: a food merged over the chosen days' meals, or an item the user
 * typed (`manual`). `id` is stable while the food stays planned: 'p-red-lentil' for a planned
 * food, 'm-12' for a typed item.
 */
export interface ShoppingItemDto {
  id: string;
  /** The catalogue's name for the food ('red lentil'), or the line's cleaned text. */
  food: string;
  /** The first amount, in `unit`; null when no meal says how much ("salt to taste"). */
  quantity: number | null;
  unit: string | null;
  /** The whole line as a shopper reads it: "700 g red lentils", "2 onions + 100 g", "Salt". */
  display: string;
  aisle: Aisle;
  checked: boolean;
  /**
   * A planned item the shopper marked "not needed this week": still listed, so it can be put
   * back (PATCH `{ hidden: false }`), but not to buy. Always false for a typed item.
   */
  hidden: boolean;
  manual: boolean;
  /** A pantry staple (salt, oil, water): listed apart, collapsed, as probably at home. */
  pantry: boolean;
  /**
   * Issue 38: what the recipes need when `display` is what to buy ("1 pot double cream (150 ml)"
   * for "83 ml needed"); null when the two read the same.
   */
  needed: string | null;
  /** A ticked item whose amount has grown since: shown unticked, with "2 more needed". Null otherwise. */
  more_needed: string | null;
  /** The meals that need it, in week order; empty for a typed item. */
  sources: ShoppingSourceDto[];
}

export interface ShoppingAisleDto {
  id: Aisle;
  name: string;
}

/** GET /api/shopping-list?days=…&week=… */
export interface ShoppingListDto {
  /** Issue 38: the week it covers. */
  week: WeekRangeDto;
  /** The days it covers, in week order (every day when none were chosen). */
  days: Weekday[];
  /** The items, in aisle order then by food. */
  items: ShoppingItemDto[];
  /** Every aisle, in store order. */
  aisles: ShoppingAisleDto[];
}

/** PATCH /api/shopping-list/items/{id}: at least one of the two. */
export interface ShoppingItemPatch {
  checked?: boolean;
  /** Only for a planned item: true hides it for the week, false puts it back. */
  hidden?: boolean;
}
export interface ShoppingItemPayload {
  name: string;
}

/** One person of a household (issue 19): who eats, how much, and what they may not eat. */
export interface HouseholdMemberDto {
  id: number;
  name: string;
  age_group: MemberAgeGroup;
  /** Adult servings this person eats (default by age group, DEFAULT_PORTIONS). */
  portion: number;
  allergens: Allergen[];
  diets: Diet[];
  /** Foods of the catalogue, by canonical name ('mushroom'). */
  dislikes: string[];
  /** Whether this member is the signed-in account itself (it cannot be removed). */
  is_you: boolean;
  /** Whether this member signs in with their own account (shares the plan and list). */
  has_account: boolean;
  /** An account's role in the family; null for people without an account. */
  role: HouseholdRole | null;
}

/**
 * Parents (the household's creator, and whoever a parent makes a parent) invite, remove and
 * promote; members read and change the plan, the list and the people without accounts.
 */
export type HouseholdRole = 'parent' | 'member';

/** A live code another account can join the household with (POST /api/household/invite). */
export interface HouseholdInviteDto {
  /** As shown: 'K7QX-M2PA'. */
  code: string;
  /** The link that opens the join page with the code filled in: '/join/K7QX-M2PA' (same origin). */
  path: string;
  expires_at: string;
  /** How many more accounts may join with it (1 for a single-use code). */
  uses_left: number;
}

/** GET /api/household */
export interface HouseholdDto {
  id: number;
  name: string;
  members: HouseholdMemberDto[];
  /** Whether the signed-in account is a parent of the family (may invite, remove and promote). */
  you_are_parent: boolean;
  /** Whether leaving is possible (another account is in the family, and a parent stays). */
  can_leave: boolean;
  /** The household's live invite code: shown to parents only, while it is live and has uses left. */
  invite?: HouseholdInviteDto;
  /** Issue 38: the family's time zone ('Europe/London'); null: each browser's own. */
  time_zone: string | null;
  /** When each category's meals are eaten, in category order (the calendar feed's times). */
  meal_times: MealTimeDto[];
}

/** A category's meal time: '18:30' (24-hour, the household's time zone). */
export interface MealTimeDto {
  category_id: number;
  category_name: string;
  time: string;
}

/** PATCH /api/household/settings: any of these. */
export interface HouseholdSettingsPayload {
  /** An IANA zone, or null for each browser's own. */
  time_zone?: string | null;
  /** Only the categories named change. */
  meal_times?: { category_id: number; time: string }[];
}

/** GET /api/household/calendar (POST: a new URL, the old one stops working). */
export interface CalendarFeedDto {
  /** https://host/api/calendar/{token}.ics */
  url: string;
  /** The same as webcal://, which Apple Calendar subscribes to in one tap. */
  webcal_url: string;
}

/** POST /api/household/members (PATCH takes any of these fields). */
export interface HouseholdMemberPayload {
  name: string;
  age_group: MemberAgeGroup;
  portion?: number | null;
  allergens?: Allergen[];
  diets?: Diet[];
  dislikes?: string[];
}

/** An amount of each of the plan's nutrients (issue 20): kcal for energy, grams for the rest. */
export type NutrientAmountsDto = Record<PlanNutrient, number>;

/**
 * What the planned meals of a day (or of the requested days together) give one household member:
 * each meal they eat counts as the recipe's estimate per serving times their portion.
 */
export interface MemberNutritionDto {
  member_id: number;
  name: string;
  age_group: MemberAgeGroup;
  /** Planned meals this member eats in the period. */
  meals: number;
  /**
   * Of those, the meals counted: those whose recipe has a trusted estimate (coverage at least
   * NUTRITION_TRUSTED_COVERAGE). A partial estimate is never added into a day.
   */
  meals_counted: number;
  /** The days of the period with at least one counted meal for this member. */
  days_counted: number;
  /** Portion-weighted sums of the counted meals' estimates: what was matched only, never guessed. */
  totals: NutrientAmountsDto;
  /**
   * The member's reference intakes for the period: a day's reference times the days counted
   * (for one day, a day's reference), so a half-planned week is not read as a week of eating.
   */
  reference: NutrientAmountsDto;
  /** totals ÷ reference, to two decimals (0.45 = 45 % of the reference met by planned meals). */
  share: NutrientAmountsDto;
  /**
   * The average share of the counted meals' ingredient weight that was matched to the
   * composition table (0–1); null when no meal of the member's is counted in the period.
   */
  coverage: number | null;
}

export interface DayNutritionDto {
  day: Weekday;
  members: MemberNutritionDto[];
}

/** GET /api/meal-plans/nutrition?days=saturday,sunday (all seven days when absent). */
export interface PlanNutritionDto {
  /** The requested days, Saturday first. */
  days: DayNutritionDto[];
  /**
   * The requested days together: totals over them against the references times the days counted;
   * and (issue 38) the dated week they belong to, `start` and `end`.
   */
  week: WeekRangeDto & { days: number; members: MemberNutritionDto[] };
  /** Where the reference values come from, to cite on the page. */
  reference_source: string;
}

/**
 * Issue 36: POST /api/recipes/import. One of: a URL the server fetches; a URL with the page's
 * HTML as the cook's browser has it (the bookmarklet: nothing is fetched but the image); a
 * recipe pasted as text.
 */
export type RecipeImportPayload = { url: string; html?: string } | { text: string };

/** A recipe read from a page or a pasted text: not saved; the share form is filled from it. */
export interface RecipeImportDraftDto {
  recipe_name: string;
  description: string | null;
  /** The integer of the yield ("Serves 4-6" → 4), null when the page gives none. */
  serving_number: number | null;
  /** Minutes, null when unknown. */
  preparation_time: number | null;
  cooking_time: number | null;
  total_time: number | null;
  /** One ingredient per line, as a reader sees it (entities decoded, tags stripped). */
  ingredients: string[];
  /** One step per entry; sections flattened in order, their names not counted as steps. */
  instructions: string[];
  /** Our own copy of the page's image (downloaded and processed), null when there is none. */
  image_url: string | null;
  /** The canonical URL without tracking parameters; null for pasted text. */
  source_url: string | null;
  tags: string[];
  /** The page's own nutrition figures as one line of text ("Calories 420 kcal · Protein 12 g"), or null. */
  nutrition: string | null;
}

export type RecipeImportWarningCode =
  /** This cook already imported a recipe from the same canonical URL (`recipe_id` links it). */
  | 'already_imported'
  /** The page names an image but it could not be downloaded or read. */
  | 'image_failed'
  /** The page names no image: the review asks for a photo. */
  | 'no_image'
  /** Something of the recipe was not found (no steps, no ingredients, no servings). */
  | 'missing_part';

export interface RecipeImportWarningDto {
  code: RecipeImportWarningCode;
  message: string;
  /** For `already_imported`: the earlier recipe. */
  recipe_id?: number;
}

/** Form choices the server suggests from the recipe and the family; each may be null. */
export interface RecipeImportSuggestionsDto {
  category_id: number | null;
  recipe_library_id: number | null;
  age_group: AgeGroup | null;
}

export interface RecipeImportDto {
  draft: RecipeImportDraftDto;
  warnings: RecipeImportWarningDto[];
  suggestions: RecipeImportSuggestionsDto;
}
