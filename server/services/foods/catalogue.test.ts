import { RECIPES_BY_LIBRARY } from '../../seed/recipes';
import {
  foodsMadeWith,
  kindOf,
  membersOf,
  normaliseWords,
  termName,
  termNames,
  termsInText,
  type FoodTerm,
} from './catalogue';
import { FOOD_KINDS, FOODS } from './catalogueData';
import { AISLES, type FoodKind } from './types';

const phraseOf = (name: string) => normaliseWords(name).join(' ');
const label = (term: FoodTerm) => `${term.type}:${termName(term)}`;
const foodTerms: FoodTerm[] = FOODS.map((food) => ({ type: 'food', food }));
const kindTerms: FoodTerm[] = FOOD_KINDS.map((kind) => ({ type: 'kind', kind }));
const allTerms = [...foodTerms, ...kindTerms];

function kindNamed(name: string): FoodKind {
  const kind = FOOD_KINDS.find((k) => k.name === name);
  if (!kind) throw new Error(`no kind ${name}`);
  return kind;
}
const memberNames = (kindName: string) => membersOf(kindNamed(kindName)).map(termName);
const foodsIn = (text: string) => termsInText(text).filter((term) => term.type === 'food');
const firstFood = (text: string) => {
  const [first] = foodsIn(text);
  return first ? termName(first) : null;
};

describe('catalogue integrity', () => {
  it('has unique canonical names for foods and for kinds', () => {
    const dupes = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);
    expect(dupes(FOODS.map((f) => f.name))).toEqual([]);
    expect(dupes(FOOD_KINDS.map((k) => k.name))).toEqual([]);
  });

  it('writes canonical names lower case, trimmed and singular', () => {
    const bad = allTerms.map(termName).filter((name) => {
      // The words as written, accents and apostrophes (and a possessive 's) dropped, but not singularised.
      const written = name
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/['’]s\b/g, '')
        .replace(/['’]/g, '')
        .match(/[\p{L}\p{N}]+/gu);
      const normalised = normaliseWords(name);
      return (
        name !== name.toLowerCase() ||
        name !== name.trim() ||
        /\s{2}/.test(name) ||
        !written ||
        written.length !== normalised.length ||
        // The head word (the last) is already singular: 'cherry tomato', not 'cherry tomatoes'.
        written[written.length - 1] !== normalised[normalised.length - 1]
      );
    });
    expect(bad).toEqual([]);
  });

  it('gives no two foods or kinds the same phrase, except a food and the kind sharing its name', () => {
    const owners = new Map<string, string[]>();
    for (const term of allTerms) {
      for (const name of termNames(term)) {
        const phrase = phraseOf(name);
        owners.set(phrase, [...(owners.get(phrase) ?? []), label(term)]);
      }
    }
    const clashes = [...owners]
      .filter(([phrase, labels]) => {
        if (labels.length === 1) return false;
        const sharedName = labels.length === 2 && labels[0] === `food:${phrase}` && labels[1] === `kind:${phrase}`;
        return !sharedName;
      })
      .map(([phrase, labels]) => `${phrase}: ${labels.join(', ')}`);
    expect(clashes).toEqual([]);
  });

  it('keeps every name short enough for the matcher to reach (at most 4 words) and not empty', () => {
    const bad = allTerms.flatMap(termNames).filter((name) => {
      const words = normaliseWords(name).length;
      return words === 0 || words > 4;
    });
    expect(bad).toEqual([]);
  });

  it('reads every name and alias back as its own food or kind', () => {
    const wrong: string[] = [];
    for (const term of allTerms) {
      for (const name of termNames(term)) {
        const read = termsInText(name);
        const sameNamedFood = term.type === 'kind' && read[0]?.type === 'food' && termName(read[0]) === term.kind.name;
        if (read.length !== 1 || (label(read[0]) !== label(term) && !sameNamedFood)) {
          wrong.push(`${name} → ${read.map(label).join(', ') || 'nothing'} (want ${label(term)})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refers only to kinds that exist', () => {
    const kindNames = new Set(FOOD_KINDS.map((k) => k.name));
    const unknown = allTerms.flatMap((term) =>
      ((term.type === 'food' ? term.food.kinds : term.kind.kinds) ?? [])
        .filter((name) => !kindNames.has(name))
        .map((name) => `${label(term)} → ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('makes foods only with foods that exist, never with themselves', () => {
    const foodNames = new Set(FOODS.map((food) => food.name));
    const wrong = FOODS.flatMap((food) =>
      (food.madeWith ?? [])
        .filter((name) => !foodNames.has(name) || name === food.name)
        .map((name) => `${food.name} ← ${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has no cycles among kinds', () => {
    const parents = new Map(FOOD_KINDS.map((k) => [k.name, k.kinds ?? []]));
    const cycles: string[] = [];
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) {
        cycles.push([...path, name].join(' → '));
        return;
      }
      for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    };
    for (const kind of FOOD_KINDS) visit(kind.name, []);
    expect(cycles).toEqual([]);
  });

  it('lists, on a food sharing a kind’s name, that kind (so broader kinds reach the food)', () => {
    const kindNames = new Set(FOOD_KINDS.map((k) => k.name));
    const missing = FOODS.filter((food) => kindNames.has(food.name) && !food.kinds?.includes(food.name)).map(
      (food) => food.name,
    );
    expect(missing).toEqual([]);
  });

  it('puts every food in a known aisle', () => {
    const aisles: readonly string[] = AISLES;
    expect(FOODS.filter((food) => !aisles.includes(food.aisle)).map((food) => food.name)).toEqual([]);
  });

  it('gives plausible densities (0.1–2.5 g/ml) and piece weights (1–3000 g)', () => {
    const bad = FOODS.filter(
      (food) =>
        (food.density !== undefined && !(food.density >= 0.1 && food.density <= 2.5)) ||
        (food.pieceGrams !== undefined && !(food.pieceGrams >= 1 && food.pieceGrams <= 3000)),
    ).map((food) => `${food.name}: density ${food.density}, piece ${food.pieceGrams}`);
    expect(bad).toEqual([]);
  });

  it('knows the weights and densities the shopping list relies on', () => {
    const food = (name: string) => FOODS.find((f) => f.name === name);
    expect(food('egg')?.pieceGrams).toBe(50);
    expect(food('garlic')?.pieceGrams).toBe(5);
    expect(food('onion')?.pieceGrams).toBe(150);
    expect(food('lemon')?.pieceGrams).toBe(100);
    expect(food('water')?.density).toBe(1);
    expect(food('milk')?.density).toBeCloseTo(1.03);
    expect(food('honey')?.density).toBeCloseTo(1.42);
    expect(food('flour')?.density).toBeCloseTo(0.53);
  });

  it('marks salt, pepper, water and cooking oils as staples, and not produce', () => {
    const staples = FOODS.filter((food) => food.staple).map((food) => food.name);
    expect(staples).toEqual(expect.arrayContaining(['salt', 'black pepper', 'water', 'olive oil', 'vegetable oil']));
    expect(staples).not.toEqual(expect.arrayContaining(['onion']));
    expect(staples).not.toContain('egg');
  });
});

describe('demo recipe coverage', () => {
  const lines = RECIPES_BY_LIBRARY.flatMap((library) =>
    library.recipes.flatMap((recipe) => recipe.ingredients.map((line) => ({ recipe: recipe.name, line }))),
  );

  it('reads the demo seed', () => {
    expect(lines.length).toBeGreaterThan(300);
  });

  it('finds at least one food in every demo ingredient line', () => {
    const unread = lines
      .filter(({ line }) => foodsIn(line).length === 0)
      .map(({ recipe, line }) => `${recipe}: ${line}`);
    expect(unread).toEqual([]);
  });

  it.each([
    ['2 x 400 g tins chickpeas, drained', 'chickpea'],
    ['A pinch of ground cinnamon', 'cinnamon'],
    ['4 tbsp tahini mixed with 1 lemon and a splash of water', 'tahini'],
    ['A pinch of black pepper', 'black pepper'],
    ['1 tsp ground black pepper', 'black pepper'],
    ['1 tsp sweet paprika', 'paprika'],
    ['1 tsp smoked paprika', 'smoked paprika'],
    ['100 g chestnut mushrooms, sliced', 'mushroom'],
    ['1 butternut squash, peeled and cubed', 'butternut squash'],
    ['A little grated nutmeg', 'nutmeg'],
    ['1 tbsp rapeseed oil', 'rapeseed oil'],
    ['400 ml tin coconut milk', 'coconut milk'],
    ['2 tbsp smooth peanut butter', 'peanut butter'],
    ['25 g butter', 'butter'],
    ['200 g full-fat cream cheese, softened', 'cream cheese'],
    ['120 g mature Cheddar, grated', 'cheddar'],
    ['300 ml oat milk', 'oat milk'],
    ['100 g rolled oats', 'oat'],
    ['200 g egg noodles', 'egg noodle'],
    ['8 large eggs', 'egg'],
    ['150 g flat rice noodles', 'rice noodle'],
    ['100 g rice vermicelli', 'rice vermicelli'],
    ['250 g jasmine rice, to serve', 'rice'],
    ['1 tbsp fish sauce', 'fish sauce'],
    ['200 ml vegetable stock', 'vegetable stock'],
    ['1 tsp sugar-free syrup (optional)', 'sugar-free syrup'],
    ['1/2 tsp sugar', 'sugar'],
    ['150 g light brown sugar', 'brown sugar'],
    ['320 g ready-rolled puff pastry', 'puff pastry'],
    ['200 g cooked quinoa', 'cooked quinoa'],
    ['100 g Kalamata olives', 'olive'],
    ['100 g olive oil', 'olive oil'],
    ['3 garlic cloves, thinly sliced', 'garlic'],
    ['3 cloves of garlic, crushed', 'garlic'],
    ['1/2 tsp garlic granules', 'garlic granule'],
    ['2 medium sweet potatoes, peeled and cubed', 'sweet potato'],
    ['1.2 kg floury potatoes, peeled and thinly sliced', 'potato'],
    ['2 red peppers, sliced', 'sweet pepper'],
    ['1/2 tsp chilli flakes', 'chilli flake'],
    ['2 red chillies, finely chopped', 'chilli'],
    ['2 chicken breasts', 'chicken breast'],
    ['1.2 litres gluten-free chicken stock', 'chicken stock'],
    ['400 g raw king prawns', 'prawn'],
    ['30 g chocolate protein powder', 'protein powder'],
    ['10 g dark chocolate chips', 'chocolate chip'],
    ['200 g dark chocolate (70%), chopped', 'dark chocolate'],
    ['2 x 400 g tins whole plum tomatoes', 'tinned tomato'],
    ['6 cherry tomatoes, quartered', 'cherry tomato'],
    ['80 g sun-dried tomatoes, chopped', 'sun-dried tomato'],
    ['2 tbsp tomato purée', 'tomato purée'],
    ['40 g Parmesan-style hard cheese, finely grated', 'vegetarian hard cheese'],
    ['20 g Gruyère, grated', 'gruyère'],
    ['1 tsp za’atar', "za'atar"],
    ['8 small corn tortillas', 'corn tortilla'],
    ['4 large tortilla wraps', 'tortilla'],
    ['4 wholemeal pittas, warmed', 'pitta'],
    ['1 tbsp ground flaxseed', 'flaxseed'],
    ['300 ml cold water or coconut water', 'water'],
    ['1.5 litres sparkling water, chilled', 'sparkling water'],
    ['A squeeze of lemon juice', 'lemon juice'],
    ['1 tsp Dijon mustard', 'dijon mustard'],
    ['3 tbsp Thai green curry paste', 'curry paste'],
    ['2 tbsp dairy-free chocolate sauce', 'chocolate sauce'],
    ['A handful of Thai basil', 'basil'],
    ['2 x 400 g tins black beans, drained', 'black bean'],
    ['200 g green beans, trimmed', 'green bean'],
    ['4 Bramley or Braeburn apples', 'apple'],
    ['2 Little Gem lettuces, leaves separated', 'lettuce'],
    ['1/2 tsp dried onion flakes', 'dried onion'],
    ['4 ice cubes', 'ice'],
    ['2 tbsp toasted coconut flakes', 'coconut'],
    ['12 rice paper wrappers', 'rice paper'],
    ['6 plain rice cakes', 'rice cake'],
    ['Salt, to taste', 'salt'],
  ])('reads %j as %s first', (line, food) => {
    expect(firstFood(line)).toBe(food);
  });

  it('reads the second food of a line too', () => {
    expect(foodsIn('4 tbsp tahini mixed with 1 lemon and a splash of water').map(termName)).toEqual([
      'tahini',
      'lemon',
      'water',
    ]);
    expect(foodsIn('Salt and black pepper').map(termName)).toEqual(['salt', 'black pepper']);
    expect(foodsIn('A handful of mint and coriander leaves').map(termName)).toEqual(['mint', 'coriander']);
  });
});

describe('kinds', () => {
  it('counts noodles as pasta, but not puff pastry', () => {
    const pasta = memberNames('pasta');
    expect(pasta).toEqual(
      expect.arrayContaining(['spaghetti', 'penne', 'lasagne', 'noodle', 'rice noodle', 'egg noodle']),
    );
    expect(pasta).not.toContain('puff pastry');
  });

  it('keeps nutmeg, butternut squash, chestnut mushrooms and coconut out of nuts', () => {
    const nuts = memberNames('nut');
    expect(nuts).toEqual(
      expect.arrayContaining(['almond', 'walnut', 'peanut butter', 'ground almond', 'flaked almond']),
    );
    for (const line of [
      'nutmeg',
      'butternut squash',
      'chestnut mushrooms',
      'coconut',
      'desiccated coconut',
      'coconut milk',
    ]) {
      for (const term of termsInText(line)) expect(nuts).not.toContain(termName(term));
    }
  });

  it('keeps rapeseed oil out of seeds, and fish sauce and fish stock out of fish', () => {
    expect(memberNames('seed')).toEqual(expect.arrayContaining(['chia seed', 'sesame seed', 'pumpkin seed']));
    expect(memberNames('seed')).not.toContain('rapeseed oil');
    expect(memberNames('fish')).toEqual(expect.arrayContaining(['salmon', 'cod', 'anchovy', 'white fish']));
    expect(memberNames('fish')).not.toContain('fish sauce');
    expect(memberNames('fish')).not.toContain('fish stock');
  });

  it('reaches members through broader kinds', () => {
    expect(memberNames('seafood')).toEqual(expect.arrayContaining(['prawn', 'salmon', 'fish', 'shellfish']));
    expect(memberNames('meat')).toEqual(
      expect.arrayContaining(['chicken', 'chicken thigh', 'bacon', 'beef mince', 'lamb']),
    );
    expect(memberNames('meat')).not.toContain('chicken stock');
    expect(memberNames('dairy')).toEqual(expect.arrayContaining(['milk', 'butter', 'feta', 'cream cheese']));
    expect(memberNames('dairy')).not.toContain('peanut butter');
    expect(memberNames('vegetable')).toEqual(expect.arrayContaining(['potato', 'sweet potato', 'carrot', 'spinach']));
    expect(memberNames('vegetable')).not.toContain('vegetable stock');
    expect(memberNames('fruit')).toEqual(expect.arrayContaining(['lemon', 'strawberry', 'mixed berry', 'banana']));
  });

  it('reads a name shared by a food and a kind as the food, whose kind holds its relatives', () => {
    const [potato] = termsInText('potatoes');
    expect(potato.type).toBe('food');
    const kind = kindOf(potato);
    expect(kind?.name).toBe('potato');
    expect(membersOf(kind!).map(termName)).toContain('potato');
    // A sweet potato is another plant and cooks otherwise: no potato (issue 35).
    expect(membersOf(kind!).map(termName)).not.toContain('sweet potato');
  });

  it('reads a kind’s own words as the kind', () => {
    for (const [text, kind] of [
      ['nuts', 'nut'],
      ['seafood', 'seafood'],
      ['shellfish', 'shellfish'],
      ['berries', 'berry'],
      ['herbs', 'herb'],
      ['veg', 'vegetable'],
    ]) {
      const [term] = termsInText(text);
      expect(term && label(term)).toBe(`kind:${kind}`);
    }
  });
});

describe('foods made with a food', () => {
  const madeWith = (name: string) =>
    foodsMadeWith({ type: 'food', food: FOODS.find((food) => food.name === name)! }).map((food) => food.name);

  it('finds olive oil for olive and peanut butter for peanut, but no peanut butter for butter', () => {
    expect(madeWith('olive')).toContain('olive oil');
    expect(madeWith('peanut')).toContain('peanut butter');
    expect(madeWith('coconut')).toEqual(expect.arrayContaining(['coconut milk', 'coconut oil']));
    expect(madeWith('butter')).not.toContain('peanut butter');
    expect(madeWith('butter')).not.toContain('butter bean');
    expect(madeWith('sugar')).not.toContain('sugar-free syrup');
  });

  it('reads "dairy-free" and "nut free" as no food', () => {
    expect(termsInText('8 pork sausages (dairy-free)').map(termName)).toEqual(['pork sausage']);
    expect(termsInText('nut free granola').map(termName)).not.toContain('nut');
    expect(termsInText('a handful of nuts').map(termName)).toContain('nut');
  });
});

describe('spellings', () => {
  it.each([
    ['zucchini', 'courgette'],
    ['yogurt', 'yoghurt'],
    ['chili', 'chilli'],
    ['chilies', 'chilli'],
    ['chillies', 'chilli'],
    ['cilantro', 'coriander'],
    ['arugula', 'rocket'],
    ['shrimp', 'prawn'],
    ['scallions', 'spring onion'],
    ['garbanzo beans', 'chickpea'],
    ['eggplant', 'aubergine'],
    ['hummus', 'houmous'],
    ['pita', 'pitta'],
    ['bell peppers', 'sweet pepper'],
    ['confectioners’ sugar', 'icing sugar'],
    ['ground beef', 'beef mince'],
    ['baking soda', 'bicarbonate of soda'],
    ['cornstarch', 'cornflour'],
    ['molasses', 'black treacle'],
    ['Gruyere', 'gruyère'],
    ['creme fraiche', 'crème fraîche'],
    ["goat's cheese", "goat's cheese"],
    ['goats cheese', "goat's cheese"],
  ])('reads %j as %s', (text, food) => {
    expect(termsInText(text).map(label)).toEqual([`food:${food}`]);
  });
});

describe('reading long lines (issue 33)', () => {
  it('reads a line of 300 vulgar fractions as 301 numbers naming no food, and a food among them', () => {
    const fractions = '⅓⅔¼¾½⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚'.repeat(20);
    expect(normaliseWords(fractions)).toHaveLength(301);
    expect(termsInText(fractions)).toEqual([]);
    expect(termsInText(`${fractions} black pepper ${fractions}`).map(termName)).toEqual(['black pepper']);
  });

  it('answers a fresh list each time: changing one changes no later answer', () => {
    const first = normaliseWords('Two ripe Tomatoes');
    first.push('changed');
    first[0] = 'changed';
    expect(normaliseWords('Two ripe Tomatoes')).toEqual(['two', 'ripe', 'tomato']);
  });
});
