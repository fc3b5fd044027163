/** The app's own shapes: what components see, whatever the wire says (see mappers.ts). */
import type { AgeGroup, Allergen, Diet } from '@contract/constants';

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

export interface RecipeDetails {
  ingredients: RecipeIngredient[];
  instructions: { id: number; step: string }[];
  nutrition: string;
  resourceLink: string | null;
  tags: { id: number; name: string }[];
  /**
   * Each allergen with the ingredient lines (as written) that bring it. Null when the answer
   * carried no allergen reading (the original API): the page then says nothing, never "none".
   */
  allergenSources: AllergenSource[] | null;
  /** Lines the food catalogue could not read: nothing is known of them, so never call them safe. */
  unreadIngredients: string[];
  /**
   * One serving's nutrition estimated from the ingredients (IFCT 2017, issue 20). Null when no
   * ingredient could be matched (the page says so); absent when the answer carried no estimate
   * (the original API: the page says nothing).
   */
  nutritionPerServing?: NutritionEstimate | null;
}

/** Amounts of one serving (of the recipe's own servings), of what was matched to the table. */
export interface NutritionEstimate {
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  sugarsG: number;
  fatG: number;
  saturatedFatG: number;
  fibreG: number;
  saltG: number;
  /** The share (0–1) of the ingredients' weight that was matched. */
  coverage: number;
  ingredientsMatched: number;
  ingredientsTotal: number;
}

export interface AllergenSource {
  allergen: Allergen;
  ingredients: string[];
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

export interface User {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}
