/**
 * What is read from a recipe's lines and labels through the food catalogue: the document search
 * indexes (columns search_labels, search_foods and search_food_keys, parsed into the weighted
 * recipes.search_vector; the name is read from recipe_name), its allergens (contained and may
 * contain) and the diets it suits
 * (foods/dietary.ts), and how central each food is (foodShares.ts). Written on every create and
 * edit, and rebuilt on start for every recipe an earlier catalogue read.
 */
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  AGE_GROUP_LABELS,
  NUTRITION_TRUSTED_COVERAGE,
  normaliseAgeGroup,
  type Allergen,
  type Diet,
} from '../../../contract/constants';
import type { NutritionDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, recipeLibraries, recipes, recipeTags, tags } from '../../db/schema';
import {
  broaderKinds,
  CATALOGUE_VERSION,
  madeWithFoods,
  normaliseWords,
  termKey,
  termName,
  termsInText,
} from '../foods/catalogue';
import { DIETARY_VERSION, recipeDietary } from '../foods/dietary';
import { NUTRITION_VERSION, recipeNutrition } from '../nutrition/recipeNutrition';
import { foodSharesOf } from './foodShares';
import { groupByRecipe } from './groupByRecipe';
import { ingredientLinesOf } from './ingredientLines';
import { joinFilingTables } from './recipeCards';

/** Bump when the document's shape changes; a catalogue or dietary data change is noticed by itself. */
const DOCUMENT_FORMAT = 6;

/** Which catalogue and format built a document: stored with it, compared on start. */
export const SEARCH_DOCUMENT_VERSION = `${DOCUMENT_FORMAT}-${CATALOGUE_VERSION}-${DIETARY_VERSION}-${NUTRITION_VERSION}`;

const MAX_DOCUMENT_CHARS = 20_000;

export interface SearchDocumentInput {
  libraryName: string;
  categoryName: string;
  tags: readonly string[];
  ageGroup: string;
  ingredients: readonly string[];
  /** Servings the lines make: the nutrition is per serving. */
  servingNumber: number;
}

export interface SearchDocument {
  searchLabels: string;
  searchFoods: string;
  searchFoodKeys: string;
  searchDocumentVersion: string;
  allergens: Allergen[];
  /** Allergens its lines may carry but do not contain (issue 35). */
  mayContain: Allergen[];
  suitsDiets: Diet[];
  nutrition: NutritionDto | null;
  kcalPerServing: number | null;
  proteinPerServing: number | null;
  /** Each used food's and kind's share of the weighed ingredients (foodShares.ts). */
  foodShares: Record<string, number>;
}

/** A label's one-word key: 'Gluten-Free' → 'glutenfree', 'no-cook' → 'nocook'. */
export const labelKey = (label: string): string => normaliseWords(label).join('');

/** The age group as people say it: 'Middle adulthood', not the stored code or the year range. */
function ageGroupLabel(ageGroup: string): string {
  const code = normaliseAgeGroup(ageGroup);
  return code ? AGE_GROUP_LABELS[code].replace(/\s*\(.*\)$/, '') : ageGroup;
}

/**
 * Each ingredient line's catalogue foods, or its words (no numbers) when it names none. Keys:
 * each food's own, its kinds' (salmon → fish, seafood) and those of the foods it is made with
 * (olive oil → olive), so a search for any of them is one key.
 */
function foodsOf(ingredients: readonly string[]): { words: string[]; keys: string[] } {
  const words: string[] = [];
  const keys: string[] = [];
  for (const line of ingredients) {
    const terms = termsInText(line);
    if (terms.length === 0) {
      words.push(...normaliseWords(line).filter((word) => !/\d/.test(word)));
      continue;
    }
    for (const term of terms) {
      words.push(termName(term));
      keys.push(termKey(term));
      for (const kind of broaderKinds(term)) keys.push(termKey({ type: 'kind', kind }));
      for (const food of madeWithFoods(term)) keys.push(termKey({ type: 'food', food }));
    }
  }
  return { words, keys };
}

export function buildSearchDocument(input: SearchDocumentInput): SearchDocument {
  const labels = [input.libraryName, input.categoryName, ...input.tags, ageGroupLabel(input.ageGroup)]
    .map((label) => label.trim())
    .filter(Boolean)
    .map((label) => `${label} ${labelKey(label)}`);
  const foods = foodsOf(input.ingredients);
  const dietary = recipeDietary(input.ingredients);
  const nutrition = recipeNutrition(input.ingredients, input.servingNumber);
  const trusted = nutrition !== null && nutrition.coverage >= NUTRITION_TRUSTED_COVERAGE;
  const clip = (parts: string[]) => [...new Set(parts)].join(' ').slice(0, MAX_DOCUMENT_CHARS);
  return {
    searchLabels: clip(labels),
    searchFoods: clip(foods.words),
    searchFoodKeys: clip(foods.keys),
    searchDocumentVersion: SEARCH_DOCUMENT_VERSION,
    allergens: dietary.allergens.map((source) => source.allergen),
    mayContain: dietary.mayContain.map((source) => source.allergen),
    suitsDiets: dietary.suitsDiets,
    nutrition,
    // Cards and the kcal and protein filters use only estimates read from most of the recipe.
    kcalPerServing: trusted ? nutrition.energy_kcal : null,
    proteinPerServing: trusted ? nutrition.protein_g : null,
    foodShares: foodSharesOf(input.ingredients),
  };
}

type Reader = Pick<Database, 'select' | 'update'>;

/** Rewrites the documents of these recipes from what the database holds of them. */
export async function refreshSearchDocuments(db: Reader, recipeIds: readonly number[]): Promise<void> {
  if (recipeIds.length === 0) return;
  const ids = [...recipeIds];
  // One after another: inside a transaction they share one connection.
  const rows = await joinFilingTables(
    db
      .select({
        id: recipes.id,
        ageGroup: recipes.ageGroup,
        servingNumber: recipes.servingNumber,
        libraryName: recipeLibraries.dietName,
        categoryName: categories.categoryName,
      })
      .from(recipes)
      .$dynamic(),
  ).where(inArray(recipes.id, ids));
  const tagRows = await db
    .select({ recipeId: recipeTags.recipeId, tagName: tags.tagName })
    .from(recipeTags)
    .innerJoin(tags, eq(tags.id, recipeTags.tagId))
    .where(inArray(recipeTags.recipeId, ids));
  const ingredientsByRecipe = await ingredientLinesOf(db, ids);
  const tagsByRecipe = groupByRecipe(tagRows, (row) => row.tagName);
  for (const row of rows) {
    const document = buildSearchDocument({
      libraryName: row.libraryName,
      categoryName: row.categoryName,
      tags: tagsByRecipe.get(row.id) ?? [],
      ageGroup: row.ageGroup,
      ingredients: (ingredientsByRecipe.get(row.id) ?? []).map((ingredient) => ingredient.line),
      servingNumber: row.servingNumber,
    });
    await db.update(recipes).set(document).where(eq(recipes.id, row.id));
  }
}

const REBUILD_BATCH = 200;

/**
 * Rebuilds, in id order and in batches, every document another catalogue built (after a
 * migration or a catalogue change). Search keeps answering meanwhile, from the older documents.
 * Returns how many were rebuilt.
 */
export async function rebuildStaleSearchDocuments(db: Database): Promise<number> {
  let rebuilt = 0;
  for (let after = 0; ;) {
    const stale = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(gt(recipes.id, after), ne(recipes.searchDocumentVersion, SEARCH_DOCUMENT_VERSION)))
      .orderBy(asc(recipes.id))
      .limit(REBUILD_BATCH);
    if (stale.length === 0) return rebuilt;
    const ids = stale.map((row) => row.id);
    await db.transaction((tx) => refreshSearchDocuments(tx, ids));
    rebuilt += ids.length;
    after = ids[ids.length - 1];
  }
}
