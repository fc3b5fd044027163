import { ALLERGENS, type Allergen } from '../../../contract/constants';
import { broaderKinds, termsInText } from './catalogue';
import { allergensOfTerm } from './dietary';
import { dietaryOf, FOODS } from './catalogueData';
import { ANIMAL_SOURCES, type FoodDietary, type Food } from './types';

/** The foods that hold an allergen, an animal origin or alcohol, by name. */
const FOOD_DIETARY: Record<string, FoodDietary> = Object.fromEntries(
  FOODS.flatMap((food) => {
    const dietary = dietaryOf(food.name);
    return dietary ? [[food.name, dietary]] : [];
  }),
);
const FOOD_NAMES = new Set(FOODS.map((food) => food.name));

const kindsOf = (food: Food) => new Set(broaderKinds({ type: 'food', food }).map((kind) => kind.name));
const foodsOfKind = (kind: string) => FOODS.filter((food) => kindsOf(food).has(kind));
const allergensOf = (name: string) => [...(FOOD_DIETARY[name]?.allergens ?? [])].sort();
const animalOf = (name: string) => [...(FOOD_DIETARY[name]?.animal ?? [])].sort();
const mayContainOf = (name: string) => [...(FOOD_DIETARY[name]?.mayContain ?? [])].sort();

describe('FOOD_DIETARY integrity', () => {
  it('is keyed only by canonical names of catalogue foods', () => {
    expect(Object.keys(FOOD_DIETARY).filter((name) => !FOOD_NAMES.has(name))).toEqual([]);
  });

  it('uses only known allergen codes and animal sources, each once per food', () => {
    for (const [name, dietary] of Object.entries(FOOD_DIETARY)) {
      for (const allergen of dietary.allergens ?? [])
        expect([name, ALLERGENS.includes(allergen)]).toEqual([name, true]);
      for (const source of dietary.animal ?? []) expect([name, ANIMAL_SOURCES.includes(source)]).toEqual([name, true]);
      expect([name, new Set(dietary.allergens).size]).toEqual([name, dietary.allergens?.length ?? 0]);
      expect([name, new Set(dietary.animal).size]).toEqual([name, dietary.animal?.length ?? 0]);
    }
  });

  it('has no empty entries', () => {
    const empty = Object.entries(FOOD_DIETARY)
      .filter(([, d]) => !d.allergens?.length && !d.mayContain?.length && !d.animal?.length && !d.alcohol)
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('uses every major allergen (lupin only if the catalogue has a lupin food)', () => {
    const used = new Set<Allergen>(Object.values(FOOD_DIETARY).flatMap((d) => d.allergens ?? []));
    const hasLupinFood = FOODS.some((food) => /lupin/.test([food.name, ...(food.aliases ?? [])].join(' ')));
    const expected = ALLERGENS.filter((allergen) => allergen !== 'lupin' || hasLupinFood);
    expect(expected.filter((allergen) => !used.has(allergen))).toEqual([]);
  });
});

describe('FOOD_DIETARY agrees with food kinds', () => {
  it('marks every meat as meat or pork', () => {
    const meats = foodsOfKind('meat');
    expect(meats.length).toBeGreaterThan(20);
    const missing = meats.filter((food) => !animalOf(food.name).some((s) => s === 'meat' || s === 'pork'));
    expect(missing.map((food) => food.name)).toEqual([]);
  });

  it('marks every pork food as pork', () => {
    const missing = foodsOfKind('pork').filter((food) => !animalOf(food.name).includes('pork'));
    expect(missing.map((food) => food.name)).toEqual([]);
  });

  it('marks every fish as fish, by origin and allergen', () => {
    const fish = foodsOfKind('fish');
    expect(fish.length).toBeGreaterThan(10);
    const missing = fish.filter(
      (food) => !animalOf(food.name).includes('fish') || !allergensOf(food.name).includes('fish'),
    );
    expect(missing.map((food) => food.name)).toEqual([]);
  });

  it('marks every shellfish as shellfish, and as crustaceans or molluscs', () => {
    const shellfish = foodsOfKind('shellfish');
    expect(shellfish.length).toBeGreaterThan(5);
    const missing = shellfish.filter(
      (food) =>
        !animalOf(food.name).includes('shellfish') ||
        !allergensOf(food.name).some((a) => a === 'crustaceans' || a === 'molluscs'),
    );
    expect(missing.map((food) => food.name)).toEqual([]);
  });

  it('marks every dairy food (no dairy-free alternative is filed under dairy) as milk and dairy', () => {
    const dairy = foodsOfKind('dairy');
    expect(dairy.length).toBeGreaterThan(20);
    const missing = dairy.filter(
      (food) => !animalOf(food.name).includes('dairy') || !allergensOf(food.name).includes('milk'),
    );
    expect(missing.map((food) => food.name)).toEqual([]);
  });

  it('marks every tree nut but pine nuts and chestnuts (not tree nuts in law), and no plant milk as dairy', () => {
    const nuts = foodsOfKind('nut').filter(
      (food) => !['pine nut', 'chestnut', 'peanut', 'peanut butter'].includes(food.name),
    );
    expect(nuts.filter((food) => !allergensOf(food.name).includes('tree-nuts')).map((food) => food.name)).toEqual([]);
    for (const food of foodsOfKind('plant milk')) expect([food.name, animalOf(food.name)]).toEqual([food.name, []]);
  });
});

describe('FOOD_DIETARY spot checks', () => {
  it.each<[string, Allergen[]]>([
    ['celery', ['celery']],
    ['celeriac', ['celery']],
    ['vegetable stock', ['celery', 'gluten']],
    ['flour', ['gluten']],
    ['spaghetti', ['gluten']],
    ['couscous', ['gluten']],
    ['oat', ['gluten']],
    ['oat milk', ['gluten']],
    ['egg noodle', ['eggs', 'gluten']],
    ['soy sauce', ['gluten', 'soya']],
    ['prawn', ['crustaceans']],
    ['crab', ['crustaceans']],
    ['mussel', ['molluscs']],
    ['squid', ['molluscs']],
    ['oyster sauce', ['gluten', 'molluscs']],
    ['egg', ['eggs']],
    ['mayonnaise', ['eggs', 'mustard']],
    ['salmon', ['fish']],
    ['fish sauce', ['fish']],
    ['worcestershire sauce', ['fish', 'gluten']],
    ['butter', ['milk']],
    ['cheddar', ['milk']],
    ['yoghurt', ['milk']],
    ['mustard', ['mustard']],
    ['english mustard', ['gluten', 'mustard']],
    ['dijon mustard', ['mustard', 'sulphites']],
    ['parmesan', ['milk']],
    ['vegetarian hard cheese', ['eggs', 'milk']],
    ['mustard seed', ['mustard']],
    ['almond', ['tree-nuts']],
    ['almond milk', ['tree-nuts']],
    ['cashew', ['tree-nuts']],
    ['peanut', ['peanuts']],
    ['peanut butter', ['peanuts']],
    ['groundnut oil', ['peanuts']],
    ['tahini', ['sesame']],
    ['sesame oil', ['sesame']],
    ['houmous', ['sesame']],
    ['tofu', ['soya']],
    ['tamari', ['soya']],
    ['edamame', ['soya']],
    ['soya milk', ['soya']],
    ['dried apricot', ['sulphites']],
    ['red wine vinegar', ['sulphites']],
    ['balsamic vinegar', ['sulphites']],
    ['white wine', ['sulphites']],
    ['chocolate hazelnut spread', ['milk', 'soya', 'tree-nuts']],
    ['pesto', ['eggs', 'milk', 'tree-nuts']],
  ])('%s holds %j', (name, allergens) => {
    expect(FOOD_NAMES.has(name)).toBe(true);
    expect(allergensOf(name)).toEqual([...allergens].sort());
  });

  it.each<[string, Allergen[], Allergen[]]>([
    // Issue 35: what only some brands or variants hold is "may contain", never "contains".
    ['pasta', ['gluten'], ['eggs']],
    ['fresh pasta', ['eggs', 'gluten'], []],
    ['noodle', ['gluten'], ['eggs']],
    ['curry paste', [], ['crustaceans', 'mustard']],
    ['yellow curry paste', [], ['crustaceans']],
    ['curry powder', [], ['celery', 'mustard']],
    ['garam masala', [], ['celery', 'mustard']],
    ['dark chocolate', [], ['milk', 'peanuts', 'tree-nuts']],
    ['chocolate', ['milk'], ['peanuts', 'tree-nuts']],
    ['granola', ['gluten', 'tree-nuts'], ['milk', 'peanuts', 'sulphites']],
    ['oat', ['gluten'], []],
    ['fish sauce', ['fish'], ['crustaceans']],
    ['raisin', [], ['sulphites']],
    ['breadcrumb', ['gluten'], ['milk', 'sesame', 'soya']],
  ])('%s contains %j and may contain %j', (name, contains, mayContain) => {
    expect(FOOD_NAMES.has(name)).toBe(true);
    expect(allergensOf(name)).toEqual([...contains].sort());
    expect(mayContainOf(name)).toEqual([...mayContain].sort());
  });

  it('reads as contains what a line names as the egg variant', () => {
    for (const line of ['fresh egg pasta', 'egg pasta', 'fresh pasta', 'egg noodles', 'egg noodle nests'])
      expect([line, termsInText(line).flatMap(allergensOfTerm)]).toEqual([line, expect.arrayContaining(['eggs'])]);
  });

  it('gives a food whose diet origin is only in some brands no such origin', () => {
    expect(animalOf('pasta')).toEqual([]);
    expect(animalOf('noodle')).toEqual([]);
    expect(animalOf('yellow curry paste')).toEqual([]);
    expect(animalOf('egg noodle')).toEqual(['egg']);
  });

  it('reads animal origins and alcohol', () => {
    expect(animalOf('pork sausage')).toEqual(['pork']);
    expect(animalOf('bacon')).toEqual(['pork']);
    expect(animalOf('beef stock')).toEqual(['meat']);
    expect(animalOf('chicken breast')).toEqual(['meat']);
    expect(animalOf('fish sauce')).toEqual(['fish']);
    expect(animalOf('worcestershire sauce')).toEqual(['fish']);
    expect(animalOf('prawn')).toEqual(['shellfish']);
    expect(animalOf('egg')).toEqual(['egg']);
    expect(animalOf('butter')).toEqual(['dairy']);
    expect(animalOf('honey')).toEqual(['honey']);
    expect(animalOf('gelatine')).toEqual(['gelatine']);
    expect(animalOf('vegetable stock')).toEqual([]);
    expect(animalOf('dark chocolate')).toEqual([]);
    expect(FOOD_DIETARY['red wine']?.alcohol).toBe(true);
    expect(FOOD_DIETARY['white wine']?.alcohol).toBe(true);
    expect(FOOD_DIETARY['vanilla extract']).toBeUndefined();
    const alcoholic = Object.entries(FOOD_DIETARY)
      .filter(([, d]) => d.alcohol)
      .map(([name]) => name);
    expect(alcoholic).toEqual(expect.arrayContaining(['red wine', 'white wine', 'beer', 'vodka', 'sherry', 'mirin']));
    expect(alcoholic).not.toContain('vanilla extract');
    expect(alcoholic).not.toContain('red wine vinegar');
  });

  it.each([
    'onion',
    'carrot',
    'rice',
    'olive oil',
    'apple',
    'potato',
    'tomato',
    'chickpea',
    'coconut milk',
    'pine nut',
    'chestnut',
    'rice noodle',
    'gluten-free flour',
    'cornflour',
    'nutmeg',
    'sugar',
    'salt',
  ])('%s has no entry', (name) => {
    expect(FOOD_NAMES.has(name)).toBe(true);
    expect(FOOD_DIETARY[name]).toBeUndefined();
  });
});
