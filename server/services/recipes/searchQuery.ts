/**
 * What a person typed, read as a full-text query over the search document (searchDocument.ts):
 *
 * - A food or kind of food the catalogue knows ("pasta", "peppers", "sweet potato") means that
 *   food: its names in a recipe's name, or its key among the recipe's food keys, which carry the
 *   kinds of every food (pasta for spaghetti and noodles). "peppers" never finds black pepper.
 *   "nut free" means recipes without nuts.
 * - Two or three words that are one label ("gluten free", "no cook", "middle adulthood") mean
 *   the label's key; SEARCH_SYNONYMS first turns other words for a label into its own.
 * - Any other word matches as a word; the last one, when it matches nothing as a word, as a
 *   prefix (the search box answers as people type "chick", but "pie" never finds "piece").
 * - A word that matches nothing, not even as a prefix, is a typo: the real words of any document
 *   that are within its edit allowance (maxTypoEdits) stand in for it, the fewest edits first.
 *   Candidates come from the trigram index (similarity ≥ TYPO_SIMILARITY_FLOOR). Being a
 *   fallback, a look-alike never joins real matches ("curry" finds curries, never currants). A
 *   word with no near word is left out, as is a stop word ("the", "with"); a query left with
 *   nothing finds nothing.
 *
 * Every part must match (AND). Only letters and digits reach to_tsquery, so its operators can
 * never be injected.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchWords } from '../../db/schema';
import {
  kindOf,
  matchFoodTerms,
  membersOf,
  normaliseWords,
  termKey,
  termName,
  termNames,
  type FoodTerm,
} from '../foods/catalogue';
import { FOOD_KINDS, FOODS } from '../foods/catalogueData';
import { SEARCH_SYNONYMS } from './searchSynonyms';

const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 8;
const MAX_WORD_CHARS = 40;
/** The longest label or synonym, in words. */
const LONGEST_PHRASE_WORDS = 3;
/**
 * How alike (pg_trgm similarity, 0–1) a real word must be to stand in for a typed word that
 * matches nothing. Tuned on the judged queries: `npm run bench:search-quality -- --sweep` runs
 * them at other floors through SEARCH_TYPO_FLOOR (read only for that); see BENCHMARKS.md.
 * Never under 0.3, pg_trgm's threshold for the indexed `%` operator.
 */
export const TYPO_SIMILARITY_FLOOR = typoFloor(process.env.SEARCH_TYPO_FLOOR, 0.3);

function typoFloor(setting: string | undefined, tuned: number): number {
  const value = Number(setting);
  return setting !== undefined && value >= 0.3 && value <= 1 ? value : tuned;
}
/** Candidates read from the trigram index per typed word, most alike first. */
const NEAR_CANDIDATES = 12;
/** Near words kept per typed word. */
const NEAR_WORDS = 3;

/**
 * Edits (Damerau-Levenshtein) a typo may be from the real word: Elasticsearch's AUTO fuzziness,
 * the field's convention: none up to 2 letters, 1 up to 5, 2 beyond.
 */
export function maxTypoEdits(word: string): number {
  if (word.length <= 2) return 0;
  return word.length <= 5 ? 1 : 2;
}

export interface SearchTerms {
  /** The trimmed text as typed. */
  text: string;
  /** Its words, normalised (lower case, singular) and with synonyms replaced. */
  words: string[];
}

type QueryPart =
  | { type: 'term'; term: FoodTerm }
  /** "nut free": recipes without the food. */
  | { type: 'without'; term: FoodTerm }
  | { type: 'label'; key: string }
  | { type: 'word'; word: string; prefix: boolean }
  /** Near words standing in for a typo: any of them. */
  | { type: 'any'; parts: QueryPart[] };

/** Null when the query is blank: SPEC.md counts a query only if it is non-empty after trimming. */
export function searchTerms(raw: string | undefined): SearchTerms | null {
  if (raw === undefined) return null;
  const text = raw.trim().slice(0, MAX_QUERY_CHARS);
  if (!text) return null;
  const words = withSynonyms(normaliseWords(text).filter((word) => word.length <= MAX_WORD_CHARS)).slice(
    0,
    MAX_QUERY_WORDS,
  );
  return { text, words };
}

const SYNONYMS = new Map<string, string[]>();
for (const [from, to] of Object.entries(SEARCH_SYNONYMS)) {
  SYNONYMS.set(from, to.split(' '));
  // A label typed as itself stays itself ("senior adult" is not "senior" + "adult").
  if (!Object.hasOwn(SEARCH_SYNONYMS, to)) SYNONYMS.set(to, to.split(' '));
}

function withSynonyms(words: string[]): string[] {
  const out: string[] = [];
  for (let start = 0; start < words.length;) {
    let length = Math.min(LONGEST_PHRASE_WORDS, words.length - start);
    for (; length > 0; length -= 1) {
      const replacement = SYNONYMS.get(words.slice(start, start + length).join(' '));
      if (replacement) {
        out.push(...replacement);
        break;
      }
    }
    if (length === 0) {
      out.push(words[start]);
      length = 1;
    }
    start += length;
  }
  return out;
}

/** to_tsquery texts for the typed words: what matches and what ranks; null when nothing is left to match. */
export interface TextQuery {
  match: string;
  rank: string;
}

export async function buildTextQuery(db: Database, terms: SearchTerms): Promise<TextQuery | null> {
  const { words } = terms;
  if (words.length === 0) return null;
  const foodAt = new Map(matchFoodTerms(words).map((match) => [match.start, match]));
  const labelKeys = candidateLabelKeys(words, foodAt);
  const inFood = new Set([...foodAt.values()].flatMap((match) => range(match.start, match.end)));
  const lastIndex = words.length - 1;
  const known = await probe(db, {
    words: words.filter((_, index) => !inFood.has(index)),
    prefix: inFood.has(lastIndex) ? null : words[lastIndex],
    labelKeys,
  });
  const labelFound = new Set(labelKeys.filter((key) => known.labelKeys.has(key)));

  const parts: QueryPart[] = [];
  const unmatched: Array<{ index: number; word: string }> = [];
  for (let start = 0; start < words.length;) {
    const food = foodAt.get(start);
    const label = longestLabel(words, start, labelFound, food ? food.end - start : 1);
    if (label) {
      parts.push({ type: 'label', key: label.key });
      start += label.length;
    } else if (food) {
      parts.push({ type: food.absent ? 'without' : 'term', term: food.term });
      start = food.end;
    } else {
      const word = words[start];
      if (known.stopWords.has(word)) {
        // Left out: it means nothing to full-text search.
      } else if (known.words.has(word)) parts.push({ type: 'word', word, prefix: false });
      else if (start === lastIndex && known.prefix) parts.push({ type: 'word', word, prefix: true });
      else unmatched.push({ index: parts.length, word });
      start += 1;
    }
  }
  if (unmatched.length > 0) {
    const near = await nearWords(
      db,
      unmatched.map((item) => item.word),
    );
    // Inserted from the back so earlier indexes stay right.
    for (const item of [...unmatched].reverse()) {
      const alternatives = near.get(item.word) ?? [];
      if (alternatives.length > 0) parts.splice(item.index, 0, nearPart(alternatives));
    }
  }
  if (parts.length === 0) return null;
  return {
    match: parts.map((part) => partQuery(part, 'match')).join(' & '),
    rank: parts.map((part) => partQuery(part, 'rank')).join(' & '),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

/** Keys of two- or three-word spans that could be one label (not inside a longer food name). */
function candidateLabelKeys(words: string[], foodAt: Map<number, { end: number }>): string[] {
  const keys = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    const foodLength = (foodAt.get(start)?.end ?? start) - start;
    for (let length = Math.max(2, foodLength); length <= LONGEST_PHRASE_WORDS; length += 1) {
      if (start + length <= words.length) keys.add(words.slice(start, start + length).join(''));
    }
  }
  return [...keys];
}

function longestLabel(words: string[], start: number, found: Set<string>, atLeast: number) {
  for (let length = LONGEST_PHRASE_WORDS; length >= Math.max(2, atLeast); length -= 1) {
    if (start + length > words.length) continue;
    const key = words.slice(start, start + length).join('');
    if (found.has(key)) return { key, length };
  }
  return null;
}

/** Near real words stand in for the typed one: as foods where the catalogue knows them. */
function nearPart(alternatives: string[]): QueryPart {
  const parts = alternatives.map((alternative): QueryPart => {
    const words = normaliseWords(alternative);
    const [food] = matchFoodTerms(words);
    return food && food.end === words.length && food.start === 0
      ? { type: 'term', term: food.term }
      : { type: 'word', word: words.join(''), prefix: false };
  });
  return parts.length === 1 ? parts[0] : { type: 'any', parts };
}

/** What matches, and what ranks: the same but with a kind's members named in a recipe's name. */
type Use = 'match' | 'rank';

function partQuery(part: QueryPart, use: Use): string {
  switch (part.type) {
    case 'any':
      return `(${part.parts.map((alternative) => partQuery(alternative, use)).join(' | ')})`;
    case 'label':
      return `${part.key}:B`;
    case 'word':
      return part.prefix ? `${part.word}:*` : part.word;
    case 'term':
      return termQuery(part.term, use);
    case 'without':
      return `!${termQuery(part.term, 'match')}`;
  }
}

/** In a recipe's name, as a phrase (not in its labels: "Dairy-Free" holds no dairy). */
const namedIn = (name: string) =>
  normaliseWords(name)
    .map((word) => `${word}:A`)
    .join(' <-> ');

/**
 * A food or kind: any of its names in a recipe's name, or its key among the recipe's food keys,
 * which hold every kind a food belongs to and every food it is made with (searchDocument.ts):
 * "pasta" matches by one key, however many pastas the catalogue knows. To rank, a kind's members
 * named in a recipe's name count too ("Spaghetti Pomodoro" first for "pasta"); only the pool's
 * rows are ranked, so the longer query costs little. Cached: the catalogue is fixed.
 */
function termQuery(term: FoodTerm, use: Use): string {
  return cachedTermQuery(term, use);
}

/** A to_tsquery text matching recipes that hold the food or kind: named, or among their food keys. */
export const foodMatchQuery = (term: FoodTerm): string => termQuery(term, 'match');

function cachedTermQuery(term: FoodTerm, use: Use): string {
  const cacheKey = `${use}:${term.type}:${termName(term)}`;
  const cached = TERM_QUERIES.get(cacheKey);
  if (cached) return cached;
  const kind = kindOf(term);
  const names = [...termNames(term), ...(kind && term.type === 'food' ? termNames({ type: 'kind', kind }) : [])];
  // One-word member names only: ts_rank scores each word of a phrase alone, and "rice
  // vermicelli" would rank every rice dish.
  if (kind && use === 'rank')
    names.push(
      ...membersOf(kind)
        .map(termName)
        .filter((name) => !name.includes(' ')),
    );
  const phrases = [...new Set(names.map(namedIn).filter(Boolean))];
  // A phrase holding a word that is an alternative by itself adds nothing ("salmon fillet").
  const single = new Set(phrases.filter((phrase) => !phrase.includes(' ')));
  const alternatives = [
    ...phrases.filter((phrase) => single.has(phrase) || !phrase.split(' <-> ').some((word) => single.has(word))),
    `${termKey(term)}:D`,
  ];
  const query = `(${alternatives.join(' | ')})`;
  TERM_QUERIES.set(cacheKey, query);
  return query;
}

const TERM_QUERIES = new Map<string, string>();

interface Known {
  /** Words some document holds (as full-text search stems them). */
  words: Set<string>;
  /** Whether some document holds a word starting like the prefix. */
  prefix: boolean;
  /** Label keys some document holds. */
  labelKeys: Set<string>;
  stopWords: Set<string>;
}

/**
 * Which typed words, prefix and label keys match anything, read from search_words by B-tree
 * (byte order, so a prefix is a range): never a scan of the recipes, whose planner would walk
 * the whole table for a word no recipe holds.
 */
async function probe(
  db: Database,
  asked: { words: string[]; prefix: string | null; labelKeys: string[] },
): Promise<Known> {
  const known: Known = { words: new Set(), prefix: false, labelKeys: new Set(), stopWords: new Set() };
  if (asked.words.length === 0 && asked.prefix === null && asked.labelKeys.length === 0) return known;
  const lexeme = sql.raw(`(${searchWords.lexeme.name} collate "C")`);
  const result = await db.execute(sql`
    with typed as (select word, (ts_lexize('english_stem', word))[1] as stem from unnest(${textArray(asked.words)}::text[]) as word)
    select 'word' as kind, word as text, stem is null as stop,
           exists (select from ${searchWords} where ${lexeme} = typed.stem) as found
    from typed
    union all
    select 'prefix', prefix, stem is null,
           exists (select from ${searchWords} where ${lexeme} >= stem and ${lexeme} < stem || chr(1114111))
    from (select prefix, (ts_lexize('english_stem', prefix))[1] as stem
          from unnest(${textArray(asked.prefix === null ? [] : [asked.prefix])}::text[]) as prefix) p
    union all
    select 'label', key, false, exists (select from ${searchWords} where ${searchWords.word} = key)
    from unnest(${textArray(asked.labelKeys)}::text[]) as key`);
  const rows = (result as unknown as { rows: Array<{ kind: string; text: string; stop: boolean; found: boolean }> })
    .rows;
  for (const row of rows) {
    if (row.kind === 'word' && row.stop) known.stopWords.add(row.text);
    else if (row.kind === 'word' && row.found) known.words.add(row.text);
    else if (row.kind === 'prefix') known.prefix = row.found && !row.stop;
    else if (row.kind === 'label' && row.found) known.labelKeys.add(row.text);
  }
  return known;
}

/** A text[] literal; safe as every element is letters and digits only (normaliseWords). */
const textArray = (items: string[]) => `{${items.map((item) => `"${item}"`).join(',')}}`;

/** For each typed word, the real words within its edit allowance: fewest edits, then most alike, first. */
async function nearWords(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const result = await db.execute(sql`
    select typed.word as typed,
           array(select ${searchWords.word} from ${searchWords}
                 where ${searchWords.word} % typed.word
                   and similarity(${searchWords.word}, typed.word) >= ${TYPO_SIMILARITY_FLOOR}
                 order by similarity(${searchWords.word}, typed.word) desc, ${searchWords.word}
                 limit ${NEAR_CANDIDATES}) as near
    from unnest(${textArray(words)}::text[]) as typed(word)`);
  const rows = (result as unknown as { rows: Array<{ typed: string; near: string[] }> }).rows;
  return new Map(
    rows.map((row) => {
      const allowed = maxTypoEdits(row.typed);
      const near = row.near
        .map((word, rank) => ({ word, rank, edits: damerauLevenshtein(row.typed, word).steps }))
        .filter((candidate) => candidate.edits <= allowed);
      const fewest = Math.min(...near.map((candidate) => candidate.edits));
      return [
        row.typed,
        near
          .filter((candidate) => candidate.edits === fewest)
          .slice(0, NEAR_WORDS)
          .map((candidate) => candidate.word),
      ];
    }),
  );
}

/**
 * The catalogue's words, so a typo of a food no recipe names yet ("aubergin") still reads as the
 * food. Run on start and by the seed; words already known are kept.
 */
export async function rememberCatalogueWords(db: Database): Promise<void> {
  const words = new Set<string>();
  for (const entry of [...FOODS, ...FOOD_KINDS]) {
    for (const name of [entry.name, ...(entry.aliases ?? [])]) {
      for (const word of name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) if (word.length >= 3) words.add(word);
    }
  }
  await db.execute(sql`
    insert into ${searchWords} (word, lexeme)
    select word, (ts_lexize('english_stem', word))[1] from unnest(${textArray([...words])}::text[]) as word
    on conflict do nothing`);
}
