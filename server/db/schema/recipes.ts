import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NutritionDto } from '../../../contract/types';
import { users } from './accounts';
import { belongsTo, createdAt, serialId, textList, timestamptz, updatedAt } from './columns';
import { households } from './households';

/** PostgreSQL's tsvector, read as its text form (only SQL ever uses it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serialId(),
  categoryName: text('category_name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const recipeLibraries = pgTable('recipe_libraries', {
  id: serialId(),
  dietName: text('diet_name').notNull().unique(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
});

export const tags = pgTable('tags', {
  id: serialId(),
  tagName: text('tag_name').notNull().unique(),
});

export const recipes = pgTable(
  'recipes',
  {
    id: serialId(),
    /** Public, human-readable code (e.g. "FC-000042"). */
    recipeCode: text('recipe_code').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    recipeName: text('recipe_name').notNull(),
    recipeImage: text('recipe_image').notNull(),
    recipeVideo: text('recipe_video'),
    /** Bytes the image's stored variants and the video take: what counts against the cook's quota. */
    imageBytes: integer('image_bytes').notNull().default(0),
    videoBytes: integer('video_bytes').notNull().default(0),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    recipeLibraryId: integer('recipe_library_id')
      .notNull()
      .references(() => recipeLibraries.id),
    ageGroup: text('age_group').notNull(),
    servingNumber: integer('serving_number').notNull(),
    preparationTime: integer('preparation_time').notNull(),
    cookingTime: integer('cooking_time').notNull(),
    nutritionInfo: text('nutrition_info').notNull(),
    resourceLink: text('resource_link'),
    totalIngredients: integer('total_ingredients').notNull().default(0),
    views: integer('views').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    reviewsAvg: numeric('reviews_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * What a recipe is labelled: its diet (library), meal category, tags and age group, each as
     * written and as one key word ('Gluten-Free glutenfree'), so a search for "gluten free"
     * finds the label and not every recipe holding the word "free". Kept by every write
     * (services/recipes/searchDocument.ts), since the labels live in other tables.
     */
    searchLabels: text('search_labels').notNull().default(''),
    /** The words of the foods its ingredient lines name ('olive oil', 'feta'): matched word by word. */
    searchFoods: text('search_foods').notNull().default(''),
    /**
     * One key per food of its ingredients ('oliveoil feta'): a search meaning a food (or a kind
     * of food) matches these alone, so "butter" never finds peanut butter.
     */
    searchFoodKeys: text('search_food_keys').notNull().default(''),
    /**
     * Which catalogue built the document (a hash of it, services/recipes/searchDocument.ts): on
     * start the server rebuilds every document built by another, so a new food takes effect.
     */
    searchDocumentVersion: text('search_document_version').notNull().default(''),
    /**
     * The major allergens its ingredient lines hold (ALLERGEN codes) and the diets it suits (DIET
     * codes), read with the search document from the lines through the food catalogue
     * (services/foods/dietary.ts), never typed by hand; rebuilt with it on start.
     */
    allergens: textList('allergens'),
    suitsDiets: textList('suits_diets'),
    /**
     * The major allergens its lines may carry but do not contain (issue 35: some brands, or a
     * label's "may contain"), never one of `allergens`; written with them. Filters for an allergy
     * leave these out too.
     */
    mayContain: textList('may_contain'),
    /**
     * Nutrition per serving estimated from the ingredient lines through the composition table
     * (services/nutrition/, issue 20), null when nothing matched; written with the search
     * document. Energy and protein have columns of their own for the list filters.
     */
    nutrition: jsonb('nutrition').$type<NutritionDto>(),
    kcalPerServing: integer('kcal_per_serving'),
    proteinPerServing: doublePrecision('protein_per_serving'),
    /**
     * How central each food is (issue 37): per catalogue key of a food its lines name and of each
     * kind it belongs to, its share of the recipe's weighed grams (0–1); a food with no amount
     * ("salt to taste") is present at 0.001. Search's "with X" and "leftover X" filter and rank
     * by it (services/recipes/foodShares.ts); written with the search document.
     */
    foodShares: jsonb('food_shares')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The search document, parsed once on write (a stored generated column), weighted so a name
     * match ranks first: name A, labels B, food words C, food keys D.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${recipes.recipeName}), 'A') || setweight(to_tsvector('english', ${recipes.searchLabels}), 'B') || setweight(to_tsvector('english', ${recipes.searchFoods}), 'C') || setweight(to_tsvector('english', ${recipes.searchFoodKeys}), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('recipes_library_category_idx').on(table.recipeLibraryId, table.categoryId, table.id),
    index('recipes_category_idx').on(table.categoryId, table.id),
    index('recipes_user_idx').on(table.userId, table.id),
    index('recipes_age_group_idx').on(table.ageGroup, table.id),
    index('recipes_kcal_idx').on(table.kcalPerServing),
    index('recipes_search_vector_idx').using('gin', table.searchVector),
    index('recipes_name_trgm_idx').using('gin', sql`${table.recipeName} gin_trgm_ops`),
  ],
);

/**
 * The columns a line of a recipe's ordered list starts with (an ingredient, a step): its id, its
 * recipe's (the line goes with it) and its place in the list.
 */
const recipeLineColumns = () => ({
  id: serialId(),
  recipeId: belongsTo('recipe_id', () => recipes.id),
  position: integer('position').notNull(),
});

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    ...recipeLineColumns(),
    /** The line exactly as written; the columns below are read from it (services/foods/ingredientLine.ts). */
    ingredientName: text('ingredient_name').notNull(),
    /** The amount, the lower end of a range ("2–3 cloves" → 2); null for "salt to taste". */
    quantity: doublePrecision('quantity'),
    /** The upper end of a range, else null. */
    quantity2: doublePrecision('quantity2'),
    /** A canonical unit code (services/foods/units.ts), or null for a counted food. */
    unit: text('unit'),
    /** The catalogue's name for the food, or the line's cleaned text when the catalogue has none. */
    food: text('food'),
    /** What follows the food: "finely chopped". */
    note: text('note'),
    /** The line without its amount ("red lentils, rinsed"): what a rescaled line shows after its amount. */
    item: text('item'),
    /** Which parser and catalogue read the line; the server rereads lines read by another on start. */
    parseVersion: text('parse_version').notNull().default(''),
  },
  (table) => [index('recipe_ingredients_recipe_idx').on(table.recipeId, table.position)],
);

export const recipeInstructions = pgTable(
  'recipe_instructions',
  {
    ...recipeLineColumns(),
    step: text('step').notNull(),
  },
  (table) => [index('recipe_instructions_recipe_idx').on(table.recipeId, table.position)],
);

export const recipeTags = pgTable(
  'recipe_tags',
  {
    recipeId: belongsTo('recipe_id', () => recipes.id),
    tagId: belongsTo('tag_id', () => tags.id),
  },
  (table) => [primaryKey({ columns: [table.recipeId, table.tagId] }), index('recipe_tags_tag_idx').on(table.tagId)],
);

/** One row per counted view; drives trending and the per-client de-duplication window. */
export const recipeViews = pgTable(
  'recipe_views',
  {
    id: serialId(),
    recipeId: belongsTo('recipe_id', () => recipes.id),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (table) => [
    index('recipe_views_recipe_viewer_idx').on(table.recipeId, table.viewerKey, table.viewedAt),
    index('recipe_views_viewed_at_idx').on(table.viewedAt),
  ],
);

/**
 * The columns a row one user keeps about one recipe starts with (a wishlist entry, a review, a
 * planned meal): its id, then the user's and the recipe's, the row going with either.
 */
const userRecipeColumns = () => ({
  id: serialId(),
  userId: belongsTo('user_id', () => users.id),
  recipeId: belongsTo('recipe_id', () => recipes.id),
});

export const wishlists = pgTable(
  'wishlists',
  {
    ...userRecipeColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wishlists_user_recipe_key').on(table.userId, table.recipeId),
    index('wishlists_recipe_idx').on(table.recipeId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    ...userRecipeColumns(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('reviews_user_recipe_key').on(table.userId, table.recipeId),
    index('reviews_recipe_idx').on(table.recipeId, table.createdAt),
  ],
);

export const mealPlans = pgTable(
  'meal_plans',
  {
    ...userRecipeColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The household whose plan it is: every account of it sees and changes it (issue 19). */
    householdId: belongsTo('household_id', () => households.id),
    /** The Saturday its week starts on (issue 38); with `day`, the meal's date. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    day: text('day').notNull(),
    name: text('name').notNull(),
    /** Who eats it (household member ids); null: the whole household, people added later too. */
    memberIds: integer('member_ids').array(),
    /**
     * Issue 38: the cooked meal this one eats the rest of. A leftover adds nothing to the shopping
     * list; its cooked meal buys for both. Removed with its cooked meal unless kept (then null).
     */
    leftoverOf: integer('leftover_of').references((): AnyPgColumn => mealPlans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('meal_plans_user_idx').on(table.userId, table.day),
    index('meal_plans_household_week_idx').on(table.householdId, table.weekStart, table.day),
    index('meal_plans_leftover_of_idx').on(table.leftoverOf),
  ],
);

/**
 * Every word of every recipe's search document (name, labels, foods), as written and as stemmed.
 * Search asks it whether a typed word matches anything, exactly or as a prefix (by lexeme, a
 * B-tree in byte order), and, when not, for the nearest real words (trigram similarity, GIN).
 * Filled by the trigger recipes_search_words (migration 0004) on every insert or change of a
 * document; words are never removed (a stale word only matches nothing).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** The word's English stem, as full-text search indexes it; null for a stop word. */
    lexeme: text('lexeme'),
  },
  (table) => [
    index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
    index('search_words_lexeme_idx').on(sql`(${table.lexeme} collate "C")`),
  ],
);
