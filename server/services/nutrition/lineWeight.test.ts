import { termNamed } from '../foods/catalogue';
import { FOODS } from '../foods/catalogueData';
import { parseIngredientLine } from '../foods/ingredientLine';
import type { Food } from '../foods/types';
import { householdMeasures, ML_PER_UNIT } from './householdMeasures';
import { gramsOf } from './lineWeight';
import { per100gOf, recipeNutrition } from './recipeNutrition';

const weigh = (line: string) => gramsOf(parseIngredientLine(line), line);
const foodOf = (name: string): Food => {
  const term = termNamed(name);
  if (term?.type !== 'food') throw new Error(`${name} is not a catalogue food`);
  return term.food;
};
/** The SR28 measures a food linked to another table is weighed by. */
const measuresOf = (name: string) => {
  const food = foodOf(name);
  expect(food.composition?.table).not.toBe('usda');
  expect(food.measures).toMatch(/^\d{5}$/);
  return householdMeasures(food.measures!)!;
};
const CUP_ML = ML_PER_UNIT.get('cup')!;

describe('weighing a food linked to IFCT by the SR28 row its measures name', () => {
  it('weighs cups of chopped herbs and leaves as SR28 measures them (parsley, spinach)', () => {
    const parsley = measuresOf('parsley');
    expect(weigh('1/4 cup chopped fresh parsley')).toBeCloseTo(0.25 * CUP_ML * parsley.densityGPerMl!, 3);
    // SR28: a cup of chopped parsley is 60 g, a tablespoon 3.8 g.
    expect(weigh('1/4 cup chopped fresh parsley')).toBeCloseTo(15, 0);
    const spinach = measuresOf('spinach');
    expect(weigh('2 cups fresh spinach')).toBeCloseTo(2 * spinach.measures.get('cup')!, 3);
    expect(weigh('2 cups fresh spinach')).toBeCloseTo(60, 3);
  });

  it('weighs a head, an ear and a spoon of grated root by their SR28 measures', () => {
    expect(weigh('1 head cauliflower')).toBe(measuresOf('cauliflower').measures.get('head'));
    expect(weigh('1 head cauliflower')).toBe(588);
    expect(weigh('2 ears of corn')).toBe(2 * measuresOf('sweetcorn').measures.get('ear')!);
    expect(weigh('1 tablespoon grated fresh ginger')).toBeCloseTo(
      ML_PER_UNIT.get('tbsp')! * measuresOf('ginger').densityGPerMl!,
      3,
    );
    expect(weigh('1 cup chopped onion')).toBeCloseTo(measuresOf('onion').measures.get('cup')!, 3);
  });

  it("weighs a size by SR28's measure of it, and a plain count by the catalogue's own piece weight", () => {
    expect(weigh('1 small onion')).toBe(measuresOf('onion').measures.get('small'));
    expect(weigh('2 onions')).toBe(2 * foodOf('onion').pieceGrams!);
    expect(weigh('3 medium potatoes')).toBe(3 * measuresOf('potato').measures.get('medium')!);
  });

  it('reads its nutrients from its own table still: the measures only weigh it', () => {
    const spinach = per100gOf('spinach')!;
    const nutrition = recipeNutrition(['2 cups fresh spinach'], 1)!;
    expect(nutrition.coverage).toBe(1);
    expect(nutrition.energy_kcal).toBeCloseTo(0.6 * spinach.energyKcal, 0);
  });

  it('weighs nothing by volume for a food linked to IFCT with neither density nor measures', () => {
    const unmeasured = FOODS.find(
      (food) =>
        food.composition?.table === 'ifct' &&
        !food.measures &&
        !food.density &&
        parseIngredientLine(`1 cup ${food.name}`).food === food.name,
    )!;
    expect(unmeasured).toBeDefined();
    expect(weigh(`1 cup ${unmeasured.name}`)).toBeNull();
  });
});

describe('the words that name what a line counts', () => {
  it('counts the food, not the pieces it is cut into', () => {
    const tomato = foodOf('tomato').pieceGrams!;
    expect(weigh('4 ripe tomatoes, cut into wedges')).toBe(4 * tomato);
    expect(weigh('4 tomatoes cut into wedges')).toBe(4 * tomato);
    expect(weigh('2 potatoes, cut into large chunks')).toBe(2 * foodOf('potato').pieceGrams!);
  });

  it('weighs florets and leaves by SR28 measure of one, never as whole heads', () => {
    expect(weigh('10 cauliflower florets')).toBe(10 * measuresOf('cauliflower').measures.get('floret')!);
    expect(weigh('12 cabbage leaves')).toBe(12 * measuresOf('cabbage').measures.get('leaf')!);
    // Lettuce has no SR28 row of its own (its varieties differ fivefold): a leaf of it is not known.
    expect(foodOf('lettuce').pieceGrams).toBeGreaterThan(0);
    expect(weigh('6 large lettuce leaves')).toBeNull();
  });
});

describe('weighing by the pack a shop sells, where nothing else weighs the unit', () => {
  it('weighs a bunch and a handful of herbs by the bunch and handful the shopping list buys by', () => {
    const coriander = foodOf('coriander').purchase!;
    expect(coriander.form).toBe('bunch');
    expect(weigh('small bunch coriander, chopped')).toBe(coriander.size);
    expect(weigh('handful of mint leaves')).toBe(foodOf('mint').purchase!.per!.handful);
  });

  it('weighs a sheet of puff pastry as its pack, and counts a bunch of spring onions by their pieces', () => {
    expect(weigh('1 sheet frozen puff pastry, thawed')).toBe(foodOf('puff pastry').purchase!.per!.sheet);
    const springOnion = foodOf('spring onion');
    expect(weigh('1 bunch spring onions')).toBeCloseTo(springOnion.purchase!.size * springOnion.pieceGrams!, 3);
  });

  it('still weighs nothing a pack does not say ("1 bunch kale", "a few thyme sprigs" of no pack)', () => {
    expect(foodOf('kale').purchase).toBeUndefined();
    expect(weigh('1 bunch kale, stems removed')).toBeNull();
  });

  it('weighs a tin of pulses by its label, drained once where the line says so', () => {
    const chickpea = foodOf('chickpea').purchase!;
    expect(chickpea.form).toBe('tin');
    expect(weigh('2 tins chickpeas, drained')).toBeCloseTo(2 * chickpea.size * (240 / 400), 3);
  });
});
