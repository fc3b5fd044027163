import { ALLERGENS, SEARCH_MAX_MINUTES, SEARCH_QUICK_MINUTES, type Allergen } from '../../../contract/constants';
import { searchTextOf, searchTextWithout, understoodParts, understoodWithout } from '../../../contract/searchText';
import type { SearchUnderstoodDto } from '../../../contract/types';
import { termName } from '../foods/catalogue';
import { closestCandidates, hasFilters, readSearchIntent, type SearchIntent } from './searchIntent';

const read = (text: string): SearchIntent => {
  const intent = readSearchIntent(text);
  if (!intent) throw new Error(`nothing read from ${JSON.stringify(text)}`);
  return intent;
};
const understood = (text: string) => read(text).understood;
const NOTHING: SearchUnderstoodDto = { free_from: [], diets: [], max_minutes: null, uses: [], words: '' };
const only = (part: Partial<SearchUnderstoodDto>): SearchUnderstoodDto => ({ ...NOTHING, ...part });

/** What a parent writes for each allergen. */
const ALLERGEN_WORDS: ReadonlyArray<[Allergen, string]> = [
  ['celery', 'celery'],
  ['gluten', 'gluten'],
  ['crustaceans', 'crustacean'],
  ['eggs', 'egg'],
  ['fish', 'fish'],
  ['lupin', 'lupin'],
  ['milk', 'milk'],
  ['molluscs', 'mollusc'],
  ['mustard', 'mustard'],
  ['tree-nuts', 'tree nut'],
  ['peanuts', 'peanut'],
  ['sesame', 'sesame'],
  ['soya', 'soya'],
  ['sulphites', 'sulphite'],
];

describe('readSearchIntent: free from', () => {
  it('names a word for every allergen', () => {
    expect(ALLERGEN_WORDS.map(([allergen]) => allergen).sort()).toEqual([...ALLERGENS].sort());
  });

  it.each(
    ALLERGEN_WORDS.flatMap(([allergen, word]) => [
      [allergen, `${word} free`],
      [allergen, `free from ${word}s`],
      [allergen, `no ${word}`],
    ]),
  )('reads %s from "%s", leaving no words', (allergen, text) => {
    const intent = read(text);
    expect(intent.freeFromAllergens).toEqual([allergen]);
    expect(intent.understood.free_from).toEqual([allergen]);
    expect(intent.withoutFoods).toEqual([]);
    expect(intent.rest).toBeNull();
    expect(hasFilters(intent)).toBe(true);
  });

  it.each([
    ['peanut free', ['peanuts']],
    ['nut free', ['tree-nuts', 'peanuts']],
    ['Nut-Free', ['tree-nuts', 'peanuts']],
    ['gluten free', ['gluten']],
    ['wheat free', ['gluten']],
    ['dairy free', ['milk']],
    ['dairy-free', ['milk']],
    ['milk free', ['milk']],
    ['lactose free', ['milk']],
    ['non dairy', ['milk']],
    ['coeliac', ['gluten']],
    ['egg free', ['eggs']],
    ['no eggs', ['eggs']],
    ['shellfish free', ['crustaceans', 'molluscs']],
    ['soy free', ['soya']],
    ['no sulfites', ['sulphites']],
    ['free of gluten', ['gluten']],
    ['without nuts', ['tree-nuts', 'peanuts']],
    ['without any shellfish', ['crustaceans', 'molluscs']],
    ['no nuts or eggs', ['eggs', 'tree-nuts', 'peanuts']],
    ['no nuts, eggs', ['eggs', 'tree-nuts', 'peanuts']],
    ['free from nuts, eggs or milk', ['eggs', 'milk', 'tree-nuts', 'peanuts']],
    ['gluten and dairy free', ['gluten', 'milk']],
    ['dairy, egg and nut free', ['eggs', 'milk', 'tree-nuts', 'peanuts']],
    ['peanut butter free', ['peanuts']],
    ['no cheese', ['milk']],
    ['almond free', ['tree-nuts']],
  ])('"%s" → %j', (text, allergens) => {
    expect(understood(text)).toEqual(only({ free_from: allergens }));
  });

  it('leaves out a food that brings no allergen by its catalogue name', () => {
    const intent = read('no mushrooms');
    expect(intent.freeFromAllergens).toEqual([]);
    expect(intent.withoutFoods.map(termName)).toEqual(['mushroom']);
    expect(intent.understood).toEqual(only({ free_from: ['mushroom'] }));
    expect(understood('mushroom free risotto')).toEqual(only({ free_from: ['mushroom'], words: 'risotto' }));
  });

  it('leaves out a food by name when it stands for no one allergen ("no pasta" is not "no eggs")', () => {
    expect(understood('no pasta')).toEqual(only({ free_from: ['pasta'] }));
    expect(understood('no sausages')).toEqual(only({ free_from: ['sausage'] }));
    expect(understood('no meat')).toEqual(only({ free_from: ['meat'] }));
    expect(understood('no prawns')).toEqual(only({ free_from: ['crustaceans'] }));
  });

  it('lists allergens (in ALLERGENS order) before foods', () => {
    expect(understood('no mushrooms or peanuts')).toEqual(only({ free_from: ['peanuts', 'mushroom'] }));
  });

  it('searches what is left', () => {
    const intent = read('peanut free cookies');
    expect(intent.understood).toEqual(only({ free_from: ['peanuts'], words: 'cookies' }));
    expect(intent.rest?.text).toBe('cookies');
    expect(understood('gluten free pasta')).toEqual(only({ free_from: ['gluten'], words: 'pasta' }));
  });

  it('never invents a filter from an unknown word', () => {
    expect(understood('no fuss')).toEqual(only({ words: 'no fuss' }));
    expect(understood('fuss free')).toEqual(only({ words: 'fuss free' }));
    expect(understood('free range eggs')).toEqual(only({ words: 'free range eggs' }));
  });

  it('keeps labels that only look like a free-from', () => {
    expect(understood('sugar free')).toEqual(only({ words: 'sugar free' }));
    expect(understood('no sugar cake')).toEqual(only({ words: 'no sugar cake' }));
    expect(understood('no cook lunch')).toEqual(only({ words: 'no cook lunch' }));
  });

  it('in a list after the food, only allergens join it ("rice and nut free" is rice, free from nuts)', () => {
    expect(understood('rice and nut free')).toEqual(only({ free_from: ['tree-nuts', 'peanuts'], words: 'rice' }));
  });

  it('ranks by the free-from labels, never matches by them', () => {
    expect(read('gluten and dairy free').rankLabels).toEqual(['glutenfree', 'dairyfree']);
  });
});

describe('readSearchIntent: diets', () => {
  it.each([
    ['vegetarian', ['vegetarian'], []],
    ['veggie', ['vegetarian'], []],
    ['vegan', ['vegan'], []],
    ['plant based', ['vegan'], []],
    ['plant-based', ['vegan'], []],
    ['pescatarian', ['pescatarian'], []],
    ['halal', ['halal'], []],
    ['kosher', ['kosher'], []],
    ['keto', [], ['keto']],
    ['ketogenic', [], ['keto']],
    ['low carb', [], ['keto']],
  ])('"%s" → diets %j, libraries %j', (text, diets, libraries) => {
    const intent = read(text);
    expect(intent.diets).toEqual(diets);
    expect(intent.libraryDiets).toEqual(libraries);
    expect(intent.understood.diets).toEqual([...diets, ...libraries]);
    expect(intent.rest).toBeNull();
    expect(intent.rankLabels).toEqual([...diets, ...libraries]);
  });

  it('keeps the dish as words, the diets in the order typed', () => {
    expect(understood('vegetarian lasagne')).toEqual(only({ diets: ['vegetarian'], words: 'lasagne' }));
    expect(understood('keto vegan curry')).toEqual(only({ diets: ['keto', 'vegan'], words: 'curry' }));
  });

  it('reads "gluten free" and "dairy free" as free-from, not diets', () => {
    expect(read('gluten free').diets).toEqual([]);
    expect(read('dairy free').diets).toEqual([]);
  });
});

describe('readSearchIntent: time', () => {
  it.each([
    ['quick', SEARCH_QUICK_MINUTES],
    ['under 30 minutes', 30],
    ['in 20 min', 20],
    ['30 min', 30],
    ['30 mins', 30],
    ['30min', 30],
    ['30-minute', 30],
    ['30 minutes or less', 30],
    ['less than an hour', 60],
    ['under an hour', 60],
    ['under 1 hour', 60],
    ['1 hour', 60],
    ['within 45 minutes', 45],
    ['max 25 mins', 25],
    ['up to 40 minutes', 40],
    ['half an hour', 30],
    ['1½ hours', 90],
    ['1.5 hours', 90],
    ['an hour and a half', 90],
    ['one and a half hours', 90],
    ['1 hour 30 minutes', 90],
    ['1h30', 90],
    ['2 hrs', 120],
    ['fifteen minutes', 15],
    ['under 48 hours', SEARCH_MAX_MINUTES],
  ])('"%s" → at most %d minutes', (text, minutes) => {
    const intent = read(text);
    expect(intent.maxMinutes).toBe(minutes);
    expect(intent.understood).toEqual(only({ max_minutes: minutes }));
  });

  it('takes the smallest of several times', () => {
    expect(read('quick under 20 minutes').maxMinutes).toBe(20);
    expect(read('in 20 min, under 1 hour').maxMinutes).toBe(20);
  });

  it('keeps the words when the time is none or absurd', () => {
    expect(understood('under 0 minutes')).toEqual(only({ words: 'under 0 minutes' }));
    expect(understood('under 99999999 minutes')).toEqual(only({ words: 'under 99999999 minutes' }));
    expect(understood('under 5 ingredients')).toEqual(only({ words: 'under 5 ingredients' }));
  });

  it('ranks "quick" by its tag', () => {
    expect(read('quick pasta').rankLabels).toEqual(['quick']);
    expect(understood('quick pasta')).toEqual(only({ max_minutes: SEARCH_QUICK_MINUTES, words: 'pasta' }));
  });
});

describe('readSearchIntent: uses', () => {
  it.each([
    ['leftover rice', ['rice']],
    ['leftovers rice', ['rice']],
    ['left over rice', ['rice']],
    ['with rice', ['rice']],
    ['using rice', ['rice']],
    ['use up spinach', ['spinach']],
    ['with leftover rice', ['rice']],
    ['rice leftovers', ['rice']],
    ['with sweet potato', ['sweet potato']],
    ['with chicken and leeks', ['chicken', 'leek']],
  ])('"%s" → uses %j', (text, uses) => {
    const intent = read(text);
    expect(intent.uses.map(termName)).toEqual(uses);
    expect(intent.understood).toEqual(only({ uses }));
  });

  it('drops filler once something is asked', () => {
    expect(understood('something with leftover rice')).toEqual(only({ uses: ['rice'] }));
    expect(read('something with leftover rice').rest).toBeNull();
    expect(understood('what can i make with leftover chicken')).toEqual(only({ uses: ['chicken'] }));
    expect(understood('curry recipes with leftover rice')).toEqual(only({ uses: ['rice'], words: 'curry' }));
  });

  it('keeps filler when nothing else is asked', () => {
    expect(understood('the')).toEqual(only({ words: 'the' }));
    expect(understood('meal ideas')).toEqual(only({ words: 'meal ideas' }));
  });

  it('drops "with" before something that is no food', () => {
    const intent = read('with love');
    expect(intent.uses).toEqual([]);
    expect(intent.understood).toEqual(only({ words: 'love' }));
    expect(hasFilters(intent)).toBe(false);
  });

  it('keeps the dish as words', () => {
    expect(understood('chicken with rice')).toEqual(only({ uses: ['rice'], words: 'chicken' }));
  });
});

describe('readSearchIntent: bad and odd input', () => {
  it('is null for a blank query', () => {
    expect(readSearchIntent(undefined)).toBeNull();
    expect(readSearchIntent('   ')).toBeNull();
    expect(readSearchIntent(42 as unknown as string)).toBeNull();
  });

  it.each([
    '__proto__ free',
    'constructor free',
    'no __proto__',
    'hasOwnProperty free',
    'free from toString',
    'with prototype',
  ])('reads no filter from "%s"', (text) => {
    const intent = read(text);
    expect(hasFilters(intent)).toBe(false);
    expect(intent.understood.free_from).toEqual([]);
  });

  it('reads a 50 KB query by its first characters, quickly', () => {
    const huge = 'nut free '.repeat(6_000);
    const started = performance.now();
    const intent = read(huge);
    expect(performance.now() - started).toBeLessThan(500);
    expect(intent.understood.free_from).toEqual(['tree-nuts', 'peanuts']);
    expect((intent.rest?.words.length ?? 0) <= 8).toBe(true);
  });

  it('survives NUL bytes and odd characters', () => {
    expect(understood('peanut\u0000free')).toEqual(only({ free_from: ['peanuts'] }));
    expect(() => read('\u0000\u0000')).not.toThrow();
    expect(() => read('½½½ ,,, --- 1.2.3 hours')).not.toThrow();
    expect(understood('crème brûlée')).toEqual(only({ words: 'crème brûlée' }));
  });

  it('finds no filter in a query typed halfway', () => {
    const typed = 'vegetarian lasagne peanut free under 30 minutes';
    for (let length = 1; length <= typed.length; length += 1)
      expect(() => readSearchIntent(typed.slice(0, length))).not.toThrow();
    expect(understood('peanut fr')).toEqual(only({ words: 'peanut fr' }));
    expect(understood('under 3')).toEqual(only({ words: 'under 3' }));
    expect(understood('vegetar')).toEqual(only({ words: 'vegetar' }));
    expect(understood('with leftov')).toEqual(only({ words: 'leftov' }));
  });

  it('reads a thousand queries in well under a second', () => {
    const queries = ['nut free chocolate cake', 'vegetarian lasagne under 30 minutes', 'something with leftover rice'];
    const started = performance.now();
    for (let round = 0; round < 1_000; round += 1) readSearchIntent(`${queries[round % 3]} ${round}`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('searchTextOf reads back the same', () => {
  const understandings: SearchUnderstoodDto[] = [];
  const dietSets = [[], ['vegetarian'], ['keto'], ['vegan', 'halal'], ['pescatarian', 'kosher', 'keto']];
  const wordSets = ['', 'lasagne', 'chocolate cake', 'crème brûlée'];
  const useSets = [[], ['rice'], ['sweet potato', 'chicken'], ['sweet and sour sauce']];
  const freeFromSets = [
    [],
    ['peanuts'],
    ['gluten', 'milk'],
    [...ALLERGENS],
    ['mushroom'],
    ['eggs', 'tree-nuts', 'mushroom', 'meat'],
  ];
  const times = [null, 20, 90, SEARCH_MAX_MINUTES];
  for (const diets of dietSets)
    for (const words of wordSets)
      for (const uses of useSets)
        for (const free_from of freeFromSets)
          for (const max_minutes of times) understandings.push({ free_from, diets, max_minutes, uses, words });

  it(`for ${understandings.length} understandings`, () => {
    const misread = understandings.filter((one) => {
      const back = readSearchIntent(searchTextOf(one))?.understood ?? NOTHING;
      return JSON.stringify(back) !== JSON.stringify(one);
    });
    expect(misread.map(searchTextOf)).toEqual([]);
  });

  it('with any one part removed', () => {
    const sample = understandings.filter((_, index) => index % 7 === 0);
    for (const one of sample)
      for (const part of understoodParts(one))
        expect(readSearchIntent(searchTextWithout(one, part))?.understood ?? NOTHING).toEqual(
          understoodWithout(one, part),
        );
  });

  it('for what the reader understood', () => {
    for (const text of [
      'vegetarian lasagne with rice peanuts free under 30 minutes',
      'no mushrooms or nuts quick curry',
    ]) {
      const first = understood(text);
      expect(understood(searchTextOf(first))).toEqual(first);
    }
  });
});

describe('closestCandidates', () => {
  it('offers the dish without the filters, then the filters with the dish widened', () => {
    expect(closestCandidates(read('vegetarian lasagne'))).toEqual([
      { kind: 'without-filters', search: 'lasagne' },
      { kind: 'broader-dish', search: 'vegetarian pasta' },
    ]);
  });

  it('offers each word alone, with the filters kept', () => {
    const candidates = closestCandidates(read('nut free chocolate fudge'));
    expect(candidates).toContainEqual({ kind: 'without-filters', search: 'chocolate fudge' });
    expect(candidates).toContainEqual({ kind: 'fewer-words', search: 'chocolate free from tree nuts, peanuts' });
    expect(candidates).toContainEqual({ kind: 'fewer-words', search: 'fudge free from tree nuts, peanuts' });
  });

  it('offers nothing empty, twice, or the same as the query', () => {
    for (const text of [
      'peanut free',
      'lasagne',
      'with leftover rice',
      'vegan quick chicken curry',
      'no fuss',
      'the',
    ]) {
      const intent = read(text);
      const searches = closestCandidates(intent).map((candidate) => candidate.search);
      expect(new Set(searches).size).toBe(searches.length);
      for (const search of searches) {
        expect(search.trim()).not.toBe('');
        expect(readSearchIntent(search)?.understood).not.toEqual(intent.understood);
      }
    }
    expect(closestCandidates(read('peanut free'))).toEqual([]);
    expect(closestCandidates(read('the'))).toEqual([]);
  });
});

describe('hasFilters', () => {
  it('is false for words alone', () => {
    expect(hasFilters(read('chicken curry'))).toBe(false);
  });

  it.each(['peanut free', 'no mushrooms', 'vegan', 'keto', 'quick', 'leftover rice'])('is true for "%s"', (text) => {
    expect(hasFilters(read(text))).toBe(true);
  });
});
