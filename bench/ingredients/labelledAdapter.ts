/**
 * The only place bench:ingredients-labelled imports Forkcast's parser and catalogue from: when
 * their modules move, this file is the one to change.
 */
import { parseIngredientLine, type ParsedIngredient } from '../../server/services/foods/ingredientLine';
import { termName, termsInText } from '../../server/services/foods/catalogue';

export type { ParsedIngredient };
export { parseIngredientLine };

/** The catalogue's name for what a text names: its first food, else its first kind; null when none. */
export function catalogueName(text: string): string | null {
  const terms = termsInText(text);
  const term = terms.find((candidate) => candidate.type === 'food') ?? terms[0];
  return term ? termName(term) : null;
}

/** Every catalogue name a text holds, in order. */
export const catalogueNames = (text: string): string[] => termsInText(text).map(termName);
