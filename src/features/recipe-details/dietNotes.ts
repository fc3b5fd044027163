import {
  ALLERGENS,
  ALLERGENS_A_DIET_LEAVES_OUT,
  DIET_NAMES,
  DIETS,
  dietOfLibrary,
  type Allergen,
  type Diet,
} from '@contract/constants';
import type { AllergenSource, Recipe } from '@/api/models';
import { allergenName, dietMarks } from '@/entities/recipe';

/**
 * The plain sentences "Allergens and diets" adds about diets (issue 35): why a recipe listed under
 * a diet's library does not suit that diet, and what a "may contain" means for a diet it suits.
 */

const dietWord = (diet: Diet) => DIET_NAMES[diet].toLowerCase();
const quoted = (line: string) => `“${line}”`;

/** "a", or "b and c", or "a, b and c". */
function listed(words: readonly string[], lastJoin = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${lastJoin} ${words[words.length - 1]}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Why a recipe its library's name puts under a diet does not suit it, from the first line that
 * breaks it: "Listed under Vegan, but “2 tbsp butter” isn't vegan as written — use a vegan one."
 * Null when the library promises no diet, the recipe suits it, or the answer carried no breakers
 * (an older server: nothing to say why, so nothing said).
 */
export function libraryDietNote(recipe: Pick<Recipe, 'library' | 'suitsDiets' | 'details'>): string | null {
  const promised = dietOfLibrary(recipe.library.name);
  const breakers = recipe.details?.dietBreakers;
  if (!promised || recipe.suitsDiets.includes(promised) || !breakers) return null;
  const listedUnder = `Listed under ${recipe.library.name.trim()}`;
  const word = dietWord(promised);
  const breaker = breakers.find(({ diet }) => diet === promised);
  if (!breaker) return `${listedUnder}, but its ingredients don’t show it is ${word} — check the labels.`;
  if (breaker.food === null) {
    return `${listedUnder}, but we couldn’t check ${quoted(breaker.ingredient)}, so we can’t say it is ${word}.`;
  }
  return `${listedUnder}, but ${quoted(breaker.ingredient)} isn’t ${word} as written — use a ${word} one.`;
}

/**
 * What each "may contain" means for the diets the recipe suits that leave that allergen out:
 * "Vegan by its ingredients — “may contain milk” means traces, or some brands, of “100 g dark
 * chocolate”. Choose one labelled vegan if that matters." Allergens that concern the same diets
 * share one sentence, so there are at most as many sentences as the diets' lists differ (five).
 * A diet the recipe does not suit is left to `libraryDietNote`: "vegan by its ingredients" would
 * not be true.
 */
export function mayContainDietNotes(
  recipe: Pick<Recipe, 'suitsDiets'>,
  mayContain: readonly AllergenSource[],
): string[] {
  const suited = DIETS.filter((diet) => recipe.suitsDiets.includes(diet));
  const groups = new Map<string, { diets: Diet[]; allergens: Allergen[]; lines: string[] }>();
  for (const { allergen, ingredients } of mayContain) {
    const diets = suited.filter((diet) => ALLERGENS_A_DIET_LEAVES_OUT[diet].includes(allergen));
    if (diets.length === 0) continue;
    const key = diets.join(' ');
    const group = groups.get(key) ?? { diets, allergens: [], lines: [] };
    group.allergens.push(allergen);
    group.lines.push(...ingredients.filter((line) => !group.lines.includes(line)));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ diets: concerned, allergens, lines }) => {
    // "Vegan", not "Vegetarian and vegan": a diet another of them implies goes without saying.
    const diets = dietMarks(concerned);
    const names = listed(diets.map(dietWord));
    const mayContainWhat = `“may contain ${listed(
      [...allergens]
        .sort((a, b) => ALLERGENS.indexOf(a) - ALLERGENS.indexOf(b))
        .map((a) => allergenName(a).toLowerCase()),
      'or',
    )}”`;
    const ofWhat = lines.length > 0 ? `, of ${listed(lines.map(quoted))}` : '';
    const choose =
      diets.length === 1
        ? `Choose one labelled ${dietWord(diets[0])} if that matters.`
        : 'Choose one labelled for your diet if that matters.';
    return `${capitalised(names)} by its ingredients — ${mayContainWhat} means traces, or some brands${ofWhat}. ${choose}`;
  });
}
