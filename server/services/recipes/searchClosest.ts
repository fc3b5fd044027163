/**
 * No dead ends (issue 37): when nothing matches everything a search asked, the searches to try
 * instead, best first, each a whole query text written with contract/searchText.ts:
 * (1) 'without-filters': the words and uses only, no diet/free-from/time ("lasagne" for
 * "vegetarian lasagne"); (2) 'broader-dish': the filters kept and each food in the words widened to
 * its kind ("vegetarian pasta" if lasagne's kind is pasta); (3) 'fewer-words': with 2+ words, each
 * word alone with the filters kept. searchIntent.ts's closestCandidates hands in its reader, so
 * each candidate is one that reads back to another understanding than the query's.
 */
import { searchTextOf } from '../../../contract/searchText';
import type { SearchAlternativeDto, SearchUnderstoodDto } from '../../../contract/types';
import { broaderKinds, termName, type FoodTerm } from '../foods/catalogue';

/** A part of the words: a food's whole name as one (with its catalogue term), every other word alone. */
export interface WordPart {
  text: string;
  food: FoodTerm | null;
}

/** The reader the candidates are written for (searchIntent.ts, which imports this module). */
export interface ClosestReader {
  /** The words' parts as the reader finds them. */
  partsOf(words: string): WordPart[];
  /** What a query text is read as, or null for a blank one. */
  understand(search: string): SearchUnderstoodDto | null;
  /** Words that ask for nothing by themselves (the reader's filler). */
  filler: ReadonlySet<string>;
}

export type ClosestCandidate = { kind: SearchAlternativeDto['kind']; search: string };

/** Words that find nothing a person wanted when searched alone, beside the reader's filler. */
const NEVER_ALONE: ReadonlySet<string> = new Set(
  'no non not free without under over less more than minute minutes hour hours'.split(' '),
);
const NUMBER = /^[\d½.]+$/;

/** The kind a dish widens to: lasagne → pasta, rice → grain (not the kind of its own name). */
function broaderName(term: FoodTerm): string | null {
  const own = termName(term);
  return broaderKinds(term).find((kind) => kind.name !== own)?.name ?? null;
}

const sameUnderstanding = (a: SearchUnderstoodDto, b: SearchUnderstoodDto) =>
  a.words === b.words &&
  a.max_minutes === b.max_minutes &&
  a.free_from.join('\n') === b.free_from.join('\n') &&
  a.diets.join('\n') === b.diets.join('\n') &&
  a.uses.join('\n') === b.uses.join('\n');

/**
 * The candidates for an understanding, best first: no duplicates, none equal to the query itself,
 * none empty. The lead runs them in order and keeps the first SEARCH_CLOSEST_MAX that find recipes.
 */
export function closestSearches(understood: SearchUnderstoodDto, reader: ClosestReader): ClosestCandidate[] {
  const parts = reader.partsOf(understood.words).map((part) => ({
    text: part.text,
    broader: part.food ? broaderName(part.food) : null,
  }));
  const candidates: Array<{ kind: SearchAlternativeDto['kind']; understood: SearchUnderstoodDto }> = [
    {
      kind: 'without-filters',
      understood: { free_from: [], diets: [], max_minutes: null, uses: understood.uses, words: understood.words },
    },
  ];
  if (parts.some((part) => part.broader !== null))
    candidates.push({
      kind: 'broader-dish',
      understood: { ...understood, words: parts.map((part) => part.broader ?? part.text).join(' ') },
    });
  const mayStandAlone = (text: string) => !reader.filler.has(text) && !NEVER_ALONE.has(text) && !NUMBER.test(text);
  if (parts.length >= 2)
    for (const part of parts.filter((part) => mayStandAlone(part.text)))
      candidates.push({ kind: 'fewer-words', understood: { ...understood, words: part.text } });

  const seen = new Set<string>([searchTextOf(understood)]);
  const out: ClosestCandidate[] = [];
  for (const candidate of candidates) {
    const search = searchTextOf(candidate.understood);
    if (!search || seen.has(search)) continue;
    seen.add(search);
    const readBack = reader.understand(search);
    if (!readBack || sameUnderstanding(readBack, understood)) continue;
    out.push({ kind: candidate.kind, search });
  }
  return out;
}
