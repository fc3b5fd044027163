/** Business constants of SPEC.md §9, shared by the SPA and the API service. */

export const WEEKDAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Canonical age-group spellings (stored and answered). */
export const AGE_GROUPS = ['teen', 'adult', 'middle-adulthood', 'senior-adult'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  teen: 'Teen (13 to 19 years)',
  adult: 'Adult (20 to 39 years)',
  'middle-adulthood': 'Middle adulthood (40 to 59 years)',
  'senior-adult': 'Senior Adult (60+ years)',
};

/** SPEC.md §3 lists two spellings (share form vs edit form); both are accepted on input. */
/** A Map: a typed word is never read as an Object.prototype key ("constructor", "__proto__"). */
const AGE_GROUP_ALIASES: ReadonlyMap<string, AgeGroup> = new Map([
  ['teen', 'teen'],
  ['adult', 'adult'],
  ['middle', 'middle-adulthood'],
  ['middle-adulthood', 'middle-adulthood'],
  ['senior', 'senior-adult'],
  ['senior-adult', 'senior-adult'],
]);

/** Words as a person counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function normaliseAgeGroup(value: unknown): AgeGroup | null {
  if (typeof value !== 'string') return null;
  return AGE_GROUP_ALIASES.get(value.trim().toLowerCase()) ?? null;
}

export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_VALID_MINUTES = 15;
export const TOKEN_VALID_DAYS = 30;

export const MAX_TAGS = 10;
/** Text limits: what the hints announce is what the schemas enforce, on both sides (issue 15). */
export const RECIPE_NAME_MAX_WORDS = 20;
export const RECIPE_NAME_MAX_LENGTH = 200;
export const NUTRITION_MAX_WORDS = 1000;
export const NUTRITION_MAX_LENGTH = 10000;
export const INGREDIENT_MAX_LENGTH = 300;
export const INSTRUCTION_MAX_LENGTH = 3000;
export const TAG_MAX_LENGTH = 40;
export const RESOURCE_LINK_MAX_LENGTH = 2000;
export const PERSON_NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const MEAL_NAME_MAX_LENGTH = 100;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 48;

export const DASHBOARD_PREVIEW_COUNT = 4;
export const HOME_LIBRARY_COUNT = 4;
export const SKELETON_CARD_COUNT = 4;
export const REVIEW_PLACEHOLDER_COUNT = 3;
export const BLOG_PREVIEW_CHARS = 80;
export const SEARCH_NAME_MAX_CHARS = 40;

/** The search page's time filter (issue 37): total time (preparation + cooking) at most this many minutes. */
export const SEARCH_TIME_LIMITS = [20, 30, 45, 60] as const;
/** "quick" in a search means at most this many minutes in total. */
export const SEARCH_QUICK_MINUTES = 30;
/** The longest `max_minutes` a list accepts (a day). */
export const SEARCH_MAX_MINUTES = 1440;
/** At most this many closest searches are offered when nothing matches (issue 37). */
export const SEARCH_CLOSEST_MAX = 2;

export const USER_REFETCH_MINUTES = 60;
export const TOAST_DURATION_MS = { success: 2000, error: 4000, blank: 4000 } as const;
export const TOAST_LIMIT = 20;

export const NARROW_BREAKPOINT_PX = 768;
export const CONTENT_COLUMN_PX = 600;
export const PROFILE_SECTION_PX = 717;

/** Upload limits (SPEC.md leaves them open; see docs/decisions.md). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
/** Images with more pixels are refused from their header, before decoding (a small PNG can declare 16000 × 16000). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What one cook's recipes may store in all (image variants and videos). */
export const USER_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;
/** Uploads read at once: per cook, and by the whole process. */
export const UPLOADS_PER_USER = 2;
export const UPLOADS_IN_TOTAL = 8;

/** Every stored image is re-encoded to WebP at these widths; the stored path names the middle one. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const IMAGE_DEFAULT_WIDTH = 640;

export const SOCIAL_MEDIA = ['facebook', 'twitter', 'instagram'] as const;
export type SocialMedia = (typeof SOCIAL_MEDIA)[number];

export const CMS_KEYS = [
  'home-banner',
  'why-choose-us',
  'meal-planner',
  'share-your-recipe',
  'testimonial',
  'meal-planning-by-age-group',
  'meal-planner-card',
] as const;
export type CmsKey = (typeof CMS_KEYS)[number];

/**
 * Where a food is found in a shop, in the order a shopping list walks them (issue 18). Every
 * food of the catalogue has one; a food the catalogue does not know is in 'other'.
 */
export const AISLES = [
  'produce',
  'dairy & eggs',
  'meat & fish',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'drinks',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

/** How each aisle is headed on the shopping list. */
export const AISLE_NAMES: Readonly<Record<Aisle, string>> = {
  produce: 'Fruit & vegetables',
  'dairy & eggs': 'Dairy & eggs',
  'meat & fish': 'Meat & fish',
  bakery: 'Bakery',
  pantry: 'Cupboard',
  spices: 'Herbs & spices',
  frozen: 'Frozen',
  drinks: 'Drinks',
  other: 'Other',
};

/** The shopping list's longest free-text item (POST /api/shopping-list/items). */
export const SHOPPING_ITEM_NAME_MAX = 200;

/**
 * The 14 major allergens of UK and EU food labelling law (issue 19), as codes. 'gluten' is
 * "cereals containing gluten"; 'tree-nuts' are the law's "nuts" (almond, hazelnut, walnut,
 * cashew, pecan, Brazil, pistachio, macadamia).
 */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree-nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_NAMES: Readonly<Record<Allergen, string>> = {
  celery: 'Celery',
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphites',
};

/** Diets a recipe can suit and a household member can keep (issue 19). */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher', 'gluten-free', 'dairy-free'] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_NAMES: Readonly<Record<Diet, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  halal: 'Halal',
  kosher: 'Kosher',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
};

/**
 * The allergens a diet leaves out by what it is (issue 35): a recipe that suits the diet holds none
 * of them, so a "may contain" of one of them (traces, or some brands) is explained beside it.
 */
export const ALLERGENS_A_DIET_LEAVES_OUT: Readonly<Record<Diet, readonly Allergen[]>> = {
  vegetarian: ['fish', 'crustaceans', 'molluscs'],
  vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
  pescatarian: [],
  halal: [],
  kosher: ['crustaceans', 'molluscs'],
  'gluten-free': ['gluten'],
  'dairy-free': ['milk'],
};

/**
 * The diet a recipe library's name promises (issue 35), by the name in lower case with hyphens as
 * spaces ('Gluten Free' → 'gluten free'): a recipe of that library that does not suit the diet, or
 * may contain what it leaves out, says why on its page. Libraries of no such diet (Keto) have none.
 */
export const DIET_OF_LIBRARY: ReadonlyMap<string, Diet> = new Map<string, Diet>([
  ['vegan', 'vegan'],
  ['vegetarian', 'vegetarian'],
  ['pescatarian', 'pescatarian'],
  ['gluten free', 'gluten-free'],
  ['dairy free', 'dairy-free'],
  ['halal', 'halal'],
  ['kosher', 'kosher'],
]);

/** The diet a library's name promises, or null ('Keto', 'Mediterranean'). */
export function dietOfLibrary(libraryName: string): Diet | null {
  return DIET_OF_LIBRARY.get(libraryName.trim().toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ')) ?? null;
}

/** A household member's age group: the product's four, and children under 13 (issue 19). */
export const MEMBER_AGE_GROUPS = ['child', ...AGE_GROUPS] as const;
export type MemberAgeGroup = (typeof MEMBER_AGE_GROUPS)[number];

export const MEMBER_AGE_GROUP_LABELS: Readonly<Record<MemberAgeGroup, string>> = {
  child: 'Child (under 13)',
  ...AGE_GROUP_LABELS,
};

/**
 * How much of an adult's serving each age group eats, unless set per person: a child half, a
 * senior-adult four fifths (issue 19; "kid = ½ adult").
 */
export const DEFAULT_PORTIONS: Readonly<Record<MemberAgeGroup, number>> = {
  child: 0.5,
  teen: 1,
  adult: 1,
  'middle-adulthood': 1,
  'senior-adult': 0.8,
};

/** The smallest and largest portion a member may be given, in adult servings. */
export const PORTION_MIN = 0.25;
export const PORTION_MAX = 3;
/** Members one household may list. */
export const HOUSEHOLD_MEMBERS_MAX = 20;
export const MEMBER_NAME_MAX_LENGTH = 60;
/** Foods one member may dislike. */
export const MEMBER_DISLIKES_MAX = 30;
/** How long a family invite code works. */
export const HOUSEHOLD_INVITE_DAYS = 7;
/** A family invite code: 8 characters of this alphabet (no 0/O, 1/I/L), shown as XXXX-XXXX. */
export const HOUSEHOLD_INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const HOUSEHOLD_INVITE_LENGTH = 8;
/** The most accounts one invite code may let in (a code is single use unless a parent asks for more). */
export const HOUSEHOLD_INVITE_USES_MAX = 10;
/** How often the planner and shopping list ask for what others in the family changed. */
export const HOUSEHOLD_SYNC_MS = 8_000;
/**
 * Issue 20: the share of a recipe's ingredient weight its nutrition must be read from to be shown
 * as figures, printed on cards and used by the kcal and protein filters; below it the recipe page
 * says how little is known instead.
 */
export const NUTRITION_TRUSTED_COVERAGE = 0.8;
/** How many recipes "Fill this slot" proposes. */
export const MEAL_SUGGESTIONS_MAX = 6;

/**
 * Issue 20: the eight nutrients Forkcast reports, in the order they are shown: the one list the
 * others are read from (NutritionDto's fields, the SPA's NutritionEstimate, the composition table's
 * columns, the recipe page's rows, the plan's sums). `key` is the wire field, `field` the camelCase
 * name of the SPA's models and the server's composition rows, `places` the decimals the API keeps,
 * `partOf` the nutrient it is a part of ("of which sugars"). An `aim` is an amount to reach (energy
 * is an average requirement, protein a population reference intake, fibre an adequate intake,
 * carbohydrate a reference intake); a `limit` one to stay under.
 */
export const NUTRIENTS = [
  { key: 'energy_kcal', field: 'energyKcal', label: 'Energy', unit: 'kcal', kind: 'aim', places: 0 },
  { key: 'protein_g', field: 'proteinG', label: 'Protein', unit: 'g', kind: 'aim', places: 1 },
  { key: 'carbohydrate_g', field: 'carbohydrateG', label: 'Carbohydrate', unit: 'g', kind: 'aim', places: 1 },
  { key: 'sugars_g', field: 'sugarsG', label: 'Sugars', unit: 'g', kind: 'limit', places: 1, partOf: 'carbohydrate_g' },
  { key: 'fat_g', field: 'fatG', label: 'Fat', unit: 'g', kind: 'limit', places: 1 },
  {
    key: 'saturated_fat_g',
    field: 'saturatedFatG',
    label: 'Saturates',
    unit: 'g',
    kind: 'limit',
    places: 1,
    partOf: 'fat_g',
  },
  { key: 'fibre_g', field: 'fibreG', label: 'Fibre', unit: 'g', kind: 'aim', places: 1 },
  { key: 'salt_g', field: 'saltG', label: 'Salt', unit: 'g', kind: 'limit', places: 2 },
] as const satisfies readonly {
  key: string;
  field: string;
  label: string;
  unit: 'kcal' | 'g';
  kind: 'aim' | 'limit';
  places: number;
  partOf?: string;
}[];

export type Nutrient = (typeof NUTRIENTS)[number];
/** A nutrient's wire field: 'energy_kcal', 'protein_g', … */
export type PlanNutrient = Nutrient['key'];
/** A nutrient's camelCase field: 'energyKcal', 'proteinG', … */
export type NutrientField = Nutrient['field'];

/** The nutrients' wire fields, in the order they are shown. */
export const PLAN_NUTRIENTS: readonly PlanNutrient[] = NUTRIENTS.map((nutrient) => nutrient.key);

export const PLAN_NUTRIENT_INFO = Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient.key, nutrient])) as {
  readonly [K in PlanNutrient]: Extract<Nutrient, { key: K }>;
};

/** The nutrients of the planner's compact row under the week (the weekly summary shows all). */
export const PLAN_NUTRIENTS_COMPACT: readonly PlanNutrient[] = ['energy_kcal', 'protein_g', 'fibre_g', 'salt_g'];

/** Issue 36: importing a recipe from a web page or pasted text. */
export const RECIPE_IMPORT = {
  /** A fetched page, and a `{ url, html }` body, may be at most this large. */
  pageMaxBytes: 5 * 1024 * 1024,
  /** A pasted recipe may be at most this long (characters). */
  textMaxLength: 50_000,
  /** The longest URL we take. */
  urlMaxLength: 2_048,
  /** Each fetch (the page, the image) gives up after this long. */
  fetchTimeoutMs: 10_000,
  /** Redirects followed, each checked like the first address. */
  maxRedirects: 5,
} as const;

/** Issue 38: dated weeks, leftovers, templates and the calendar feed. */
export const WEEK_PLANNING = {
  /** Leftovers keep this many days in the fridge (USDA: 3–4 days): "Eat the rest on…" offers no later day. */
  leftoverMaxDays: 4,
  /** Saved week templates a household may keep. */
  templatesMax: 50,
  templateNameMax: 60,
  /** A meal's length in the calendar feed. */
  mealEventMinutes: 45,
  /** Weeks of the past and future the feed carries around this week. */
  feedWeeksBack: 4,
  feedWeeksAhead: 8,
} as const;

/**
 * When a category's meals are eaten when the household has not said (24-hour, its time zone),
 * by category name in lower case; any other category: `DEFAULT_MEAL_TIME`.
 */
export const DEFAULT_MEAL_TIMES: Readonly<Record<string, string>> = {
  breakfast: '08:00',
  brunch: '10:30',
  lunch: '12:30',
  snack: '15:30',
  snacks: '15:30',
  dinner: '18:30',
  supper: '19:30',
  dessert: '19:30',
};
export const DEFAULT_MEAL_TIME = '12:00';
