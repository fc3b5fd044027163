/**
 * The share form's choices the importer suggests (issue 36), each null when unsure: the meal
 * category from the page's own category words, the diet library from what the ingredient lines
 * say of the recipe's diets, the age group from the cook's family.
 */
import { eq } from 'drizzle-orm';
import { MEMBER_AGE_GROUPS, type AgeGroup, type Diet, type MemberAgeGroup } from '../../../contract/constants';
import type { RecipeImportSuggestionsDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, householdAccounts, householdMembers, recipeLibraries } from '../../db/schema';
import { recipeDietary } from '../foods/dietary';

/** A page's category words, as the categories table names them (the seed's six). */
const CATEGORY_OF_WORD: ReadonlyMap<string, string> = new Map([
  ['breakfast', 'Breakfast'],
  ['brunch', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
  ['supper', 'Dinner'],
  ['main', 'Dinner'],
  ['main course', 'Dinner'],
  ['main dish', 'Dinner'],
  ['entree', 'Dinner'],
  ['snack', 'Snacks'],
  ['appetizer', 'Snacks'],
  ['appetiser', 'Snacks'],
  ['starter', 'Snacks'],
  ['dessert', 'Desserts'],
  ['cake', 'Desserts'],
  ['baking', 'Desserts'],
  ['cookie', 'Desserts'],
  ['drink', 'Drinks'],
  ['beverage', 'Drinks'],
  ['cocktail', 'Drinks'],
  ['smoothie', 'Drinks'],
]);

/** The library suggested for a diet the recipe keeps, most specific first; library names compared without case. */
const LIBRARY_OF_DIET: readonly [Diet, string][] = [
  ['vegan', 'vegan'],
  ['vegetarian', 'vegetarian'],
  ['gluten-free', 'gluten-free'],
  ['dairy-free', 'dairy-free'],
];

/** Category words looked at, and ingredient lines read for diets: what a recipe has, and a bound on the work. */
const CATEGORY_WORDS_MAX = 20;
const INGREDIENT_LINES_MAX = 200;

/** "Main Courses", "Entrée", "Cookies" as the map's words: lower-case, without accents, singular. */
function plainWords(text: string): string {
  return text
    .slice(0, 100)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join(' ');
}

/** The category named by the first of the page's words that names one: the whole phrase, else one of its words. */
export function categoryNameFor(words: readonly string[]): string | null {
  for (const text of words.slice(0, CATEGORY_WORDS_MAX)) {
    for (const part of text.split(/[,/&|;]/)) {
      const phrase = plainWords(part);
      const word = phrase.split(' ').find((each) => CATEGORY_OF_WORD.has(each));
      const category = CATEGORY_OF_WORD.get(phrase) ?? (word === undefined ? undefined : CATEGORY_OF_WORD.get(word));
      if (category !== undefined) return category;
    }
  }
  return null;
}

/**
 * The age group most of the family's grown-ups and teens are in (children have no recipe age
 * group), or null when no group holds more than half of them.
 */
export function familyAgeGroup(memberAgeGroups: readonly string[]): AgeGroup | null {
  const counts = new Map<AgeGroup, number>();
  let total = 0;
  for (const group of memberAgeGroups) {
    if (!(MEMBER_AGE_GROUPS as readonly string[]).includes(group) || (group as MemberAgeGroup) === 'child') continue;
    counts.set(group as AgeGroup, (counts.get(group as AgeGroup) ?? 0) + 1);
    total += 1;
  }
  for (const [group, count] of counts) if (count * 2 > total) return group;
  return null;
}

/** The library for the recipe's diets, by name among `libraries`, or null. */
export function libraryIdFor(
  ingredients: readonly string[],
  libraries: readonly { id: number; name: string }[],
): number | null {
  if (ingredients.length === 0) return null;
  const { suitsDiets } = recipeDietary(ingredients.slice(0, INGREDIENT_LINES_MAX));
  for (const [diet, name] of LIBRARY_OF_DIET) {
    if (!suitsDiets.includes(diet)) continue;
    const library = libraries.find((row) => row.name.toLowerCase() === name);
    if (library) return library.id;
  }
  return null;
}

/** The cook's family's age groups, without making a household for a cook who has none. */
async function familyAgeGroups(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ ageGroup: householdMembers.ageGroup })
    .from(householdAccounts)
    .innerJoin(householdMembers, eq(householdMembers.householdId, householdAccounts.householdId))
    .where(eq(householdAccounts.userId, userId));
  return rows.map((row) => row.ageGroup);
}

export async function importSuggestions(
  db: Database,
  userId: number,
  read: { categories: readonly string[]; ingredients: readonly string[] },
): Promise<RecipeImportSuggestionsDto> {
  const [categoryRows, libraryRows, ageGroups] = await Promise.all([
    db.select({ id: categories.id, name: categories.categoryName }).from(categories),
    db.select({ id: recipeLibraries.id, name: recipeLibraries.dietName }).from(recipeLibraries),
    familyAgeGroups(db, userId),
  ]);
  const categoryName = categoryNameFor(read.categories)?.toLowerCase();
  return {
    category_id: categoryRows.find((row) => row.name.toLowerCase() === categoryName)?.id ?? null,
    recipe_library_id: libraryIdFor(read.ingredients, libraryRows),
    age_group: familyAgeGroup(ageGroups),
  };
}
