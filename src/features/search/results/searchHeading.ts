import { freeFromWords } from '@contract/searchText';
import type { SearchUnderstood } from '@/api/models';

/** 'a', 'a and b', 'a, b and c'. */
function listed(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * What was searched, said plainly (the page's h1): 'Results for “lasagne”' for the words left to
 * search, or the filters as a sentence when they took every word ('Vegetarian recipes free from
 * peanuts, ready in 30 minutes or less').
 */
export function searchHeading(q: string, understood: SearchUnderstood | null): string {
  if (!q) return 'Search recipes';
  if (!understood) return `Results for “${q}”`;
  if (understood.words) return `Results for “${understood.words}”`;
  const kind = understood.diets.length ? `${capitalised(understood.diets.join(' '))} recipes` : 'Recipes';
  const clauses = [
    understood.freeFrom.length ? `free from ${listed(understood.freeFrom.map(freeFromWords))}` : '',
    understood.uses.length ? `using ${listed(understood.uses)}` : '',
    understood.maxMinutes ? `ready in ${understood.maxMinutes} minutes or less` : '',
  ].filter(Boolean);
  return clauses.length ? `${kind} ${clauses.join(', ')}` : kind;
}
