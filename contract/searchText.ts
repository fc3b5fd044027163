/**
 * A search's understanding (SearchUnderstoodDto) written back as the words a person would type,
 * for the search box, removable chips and the closest searches. The server reads every text
 * written here back to the same understanding (server/services/recipes/searchIntent.ts tests it):
 * diets first, then the words, 'with' the foods used, 'free from' what is left out, and 'under N
 * minutes'.
 */
import { ALLERGEN_NAMES, ALLERGENS, DIET_NAMES, DIETS, type Allergen, type Diet } from './constants';
import type { SearchUnderstoodDto } from './types';

/** One understood part: a chip. `max_minutes` is the limit itself when a label is wanted. */
export type SearchUnderstoodPart =
  { free_from: string } | { diet: string } | { max_minutes: number | true } | { uses: string };

/** Maps, not the records: a part's text comes from a query, and must never read Object.prototype. */
const ALLERGEN_NAME: ReadonlyMap<string, string> = new Map(
  ALLERGENS.map((allergen: Allergen) => [allergen, ALLERGEN_NAMES[allergen]]),
);
const DIET_NAME: ReadonlyMap<string, string> = new Map(DIETS.map((diet: Diet) => [diet, DIET_NAMES[diet]]));

/** An allergen as people write it ('tree nuts'), else the food's own name ('mushroom'). */
export const freeFromWords = (item: string): string => (ALLERGEN_NAME.get(item) ?? item).toLowerCase();

/** The understanding written back as query words, e.g. 'vegetarian lasagne with rice free from peanuts under 30 minutes'. */
export function searchTextOf(understood: SearchUnderstoodDto): string {
  const parts: string[] = [...understood.diets, understood.words.trim()];
  if (understood.uses.length > 0) parts.push(`with ${understood.uses.join(' and ')}`);
  if (understood.free_from.length > 0) parts.push(`free from ${understood.free_from.map(freeFromWords).join(', ')}`);
  if (understood.max_minutes !== null) parts.push(`under ${understood.max_minutes} minutes`);
  return parts.filter(Boolean).join(' ');
}

/** The understanding less one part: what a removed chip leaves. */
export function understoodWithout(understood: SearchUnderstoodDto, part: SearchUnderstoodPart): SearchUnderstoodDto {
  if ('free_from' in part)
    return { ...understood, free_from: understood.free_from.filter((item) => item !== part.free_from) };
  if ('diet' in part) return { ...understood, diets: understood.diets.filter((diet) => diet !== part.diet) };
  if ('uses' in part) return { ...understood, uses: understood.uses.filter((food) => food !== part.uses) };
  return { ...understood, max_minutes: null };
}

/** The query text without one part: removing a chip. */
export function searchTextWithout(understood: SearchUnderstoodDto, part: SearchUnderstoodPart): string {
  return searchTextOf(understoodWithout(understood, part));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A chip's words for people: 'Free from: Peanuts' (the allergen's name, else the food's), 'Vegetarian',
 * 'Keto', 'Under 30 min', 'Uses: rice'.
 */
export function understoodLabel(part: SearchUnderstoodPart): string {
  if ('free_from' in part) return `Free from: ${ALLERGEN_NAME.get(part.free_from) ?? part.free_from}`;
  if ('diet' in part) return DIET_NAME.get(part.diet) ?? capitalised(part.diet);
  if ('uses' in part) return `Uses: ${part.uses}`;
  return part.max_minutes === true ? 'Time limit' : `Under ${part.max_minutes} min`;
}

/** Every part of the understanding as a chip, in the order searchTextOf writes them (the words are no chip). */
export function understoodParts(understood: SearchUnderstoodDto): SearchUnderstoodPart[] {
  return [
    ...understood.diets.map((diet) => ({ diet })),
    ...understood.uses.map((uses) => ({ uses })),
    ...understood.free_from.map((item) => ({ free_from: item })),
    ...(understood.max_minutes === null ? [] : [{ max_minutes: understood.max_minutes }]),
  ];
}
