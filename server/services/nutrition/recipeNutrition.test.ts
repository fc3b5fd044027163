import { toBaseAmount } from '../../../contract/quantities';
import { COMPOSITION_LINKS } from '../foods/compositionLinks';
import { termNamed } from '../foods/catalogue';
import { compositionTable, KJ_PER_KCAL } from './compositionTable';
import { gramsOf } from './lineWeight';
import { parseIngredientLine } from '../foods/ingredientLine';
import { recipeNutrition, SALT_PER_SODIUM } from './recipeNutrition';

const tableRow = (food: string) => compositionTable().get(COMPOSITION_LINKS[food].code)!;
const foodOf = (name: string) => {
  const term = termNamed(name);
  if (term?.type !== 'food') throw new Error(`${name} is not a catalogue food`);
  return term.food;
};
const tenth = (value: number) => Math.round(value * 10) / 10;
const weigh = (line: string) => gramsOf(parseIngredientLine(line), line);

describe('the composition table', () => {
  it('is IFCT 2017 as the package ships it: 542 rows, energy from kJ', () => {
    const table = compositionTable();
    expect(table.size).toBe(542);
    const milk = [...table.values()].find((row) => row.name === 'Milk, whole, Cow')!;
    expect(milk.energyKcal * KJ_PER_KCAL).toBeCloseTo(305, 0);
    expect(milk.proteinG).toBe(3.26);
    expect(milk.sodiumG).toBeCloseTo(0.02546, 5);
  });
});

describe('weighing a line', () => {
  it('reads weights, volumes through density and pieces through their weight', () => {
    expect(weigh('250 g spinach')).toBe(250);
    expect(weigh('1 kg potatoes')).toBe(1000);
    expect(weigh('2 onions, chopped')).toBe(2 * foodOf('onion').pieceGrams!);
    expect(weigh('2–3 carrots')).toBe(2.5 * foodOf('carrot').pieceGrams!);
    expect(weigh('1 cup whole milk')).toBeCloseTo(236.6 * foodOf('milk').density!, 1);
    expect(weigh('400 g tin chopped tomatoes')).toBe(400);
  });

  it('weighs nothing it cannot know', () => {
    expect(weigh('salt to taste')).toBeNull();
    expect(weigh('a pinch of nutmeg')).toBeNull();
    expect(weigh('1 bunch coriander')).toBeNull();
  });
});

describe('nutrition per serving', () => {
  it('reproduces the table for 100 g of a table food, for one serving', () => {
    const row = tableRow('spinach');
    const nutrition = recipeNutrition(['100 g spinach'], 1)!;
    expect(nutrition.energy_kcal).toBe(Math.round(row.energyKcal));
    expect(nutrition.protein_g).toBe(tenth(row.proteinG));
    expect(nutrition.carbohydrate_g).toBe(tenth(row.carbohydrateG));
    expect(nutrition.fibre_g).toBe(tenth(row.fibreG));
    expect(nutrition.salt_g).toBeCloseTo(row.sodiumG * SALT_PER_SODIUM, 2);
    expect(nutrition).toMatchObject({ coverage: 1, ingredients_matched: 1, ingredients_total: 1 });
  });

  it('divides by the servings and adds the lines up', () => {
    const spinach = tableRow('spinach');
    const onion = tableRow('onion');
    const onionGrams = 2 * foodOf('onion').pieceGrams!;
    const nutrition = recipeNutrition(['400 g spinach', '2 onions'], 4)!;
    const expected = (spinach.proteinG * 400 + onion.proteinG * onionGrams) / 100 / 4;
    expect(nutrition.protein_g).toBeCloseTo(expected, 1);
    expect(nutrition.energy_kcal).toBe(
      Math.round((spinach.energyKcal * 400 + onion.energyKcal * onionGrams) / 100 / 4),
    );
  });

  it('counts salt as salt and water as nothing', () => {
    const nutrition = recipeNutrition(['1 tsp salt', '500 ml water'], 1)!;
    expect(nutrition.salt_g).toBeCloseTo(toBaseAmount(1, 'tsp')!.value * foodOf('salt').density!, 2);
    expect(nutrition.energy_kcal).toBe(0);
    expect(nutrition.coverage).toBe(1);
  });

  it('derives energy from the macronutrients only where the table gives 0 kJ (its oils)', () => {
    const oil = tableRow('sunflower oil');
    expect(oil.energyDerived).toBe(true);
    expect(oil.energyKcal).toBeCloseTo((oil.fatG * 37 + oil.proteinG * 17 + oil.carbohydrateG * 17) / KJ_PER_KCAL, 6);
    expect(tableRow('spinach').energyDerived).toBe(false);
  });

  it('leaves tinned and cooked pulses unmatched: the table has them dry', () => {
    const tinned = recipeNutrition(['400 g tin chickpeas, drained', '100 g spinach'], 1)!;
    expect(tinned.ingredients_matched).toBe(1);
    expect(tinned.coverage).toBe(0.2);
    expect(recipeNutrition(['100 g dried chickpeas'], 1)!.ingredients_matched).toBe(1);
  });

  it('lowers coverage for what it cannot match, and never invents values for it', () => {
    const alone = recipeNutrition(['100 g spinach'], 1)!;
    const withUnknown = recipeNutrition(['100 g spinach', '100 g gochujang paste', 'a pinch of mystery'], 1)!;
    expect(withUnknown.coverage).toBe(0.5);
    expect(withUnknown.ingredients_matched).toBe(1);
    expect(withUnknown.ingredients_total).toBe(3);
    expect({ ...withUnknown, coverage: 1, ingredients_total: 1 }).toEqual(alone);
    expect(recipeNutrition(['1 tbsp gochujang', 'salt to taste'], 2)).toBeNull();
  });
});
