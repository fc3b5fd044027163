import { toBaseAmount } from '../../../contract/quantities';
import { compositionLinkOf } from '../foods/catalogueData';
import { termNamed } from '../foods/catalogue';
import { compositionTable, KJ_PER_KCAL } from './compositionTable';
import { gramsOf } from './lineWeight';
import { parseIngredientLine } from '../foods/ingredientLine';
import { KCAL_PER_G_CARBOHYDRATE, recipeNutrition, SALT_PER_SODIUM } from './recipeNutrition';

const tableRow = (food: string) => compositionTable().get(compositionLinkOf(food)!.code)!;
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

  it('weighs a drained tin of beans as drained: 240 g of a 400 g tin', () => {
    expect(weigh('400 g tin chickpeas, drained')).toBe(240);
    expect(weigh('2 x 400 g tins black beans, drained and rinsed')).toBe(480);
    expect(weigh('400 g tin chickpeas')).toBe(400);
    expect(weigh('200 g dried chickpeas, soaked and drained')).toBe(200);
    expect(weigh('400 g tin chopped tomatoes, drained')).toBe(400);
  });

  it('weighs a fruit used for its zest not at all, and one juiced as before', () => {
    expect(weigh('1 lemon, zested')).toBeNull();
    expect(weigh('zest of 1 orange')).toBeNull();
    expect(weigh('1 lemon, zested and juiced')).toBe(foodOf('lemon').pieceGrams!);
    expect(weigh('1 lime, juiced')).toBe(foodOf('lime').pieceGrams!);
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

  it('counts white sugars as sucrose: 100 g is 400 kcal, 100 g carbohydrate, all sugars', () => {
    for (const line of ['100 g sugar', '100 g caster sugar', '100 g icing sugar', '100 g granulated sugar']) {
      const nutrition = recipeNutrition([line], 1)!;
      expect(nutrition).toEqual({
        energy_kcal: 100 * KCAL_PER_G_CARBOHYDRATE,
        protein_g: 0,
        carbohydrate_g: 100,
        sugars_g: 100,
        fat_g: 0,
        saturated_fat_g: 0,
        fibre_g: 0,
        salt_g: 0,
        coverage: 1,
        ingredients_matched: 1,
        ingredients_total: 1,
      });
    }
    expect(KCAL_PER_G_CARBOHYDRATE).toBe(4);
    expect(recipeNutrition(['100 g honey'], 1)).toBeNull();
  });

  it('counts sparkling water and ice as water: nothing, but matched', () => {
    const nutrition = recipeNutrition(['1 litre sparkling water', '4 ice cubes', '100 g spinach'], 1)!;
    expect(nutrition).toEqual({
      ...recipeNutrition(['100 g spinach'], 1)!,
      coverage: 1,
      ingredients_matched: 3,
      ingredients_total: 3,
    });
  });

  it("reads a near link's values from its table row, as for a same one", () => {
    const lines: Record<string, string> = {
      yoghurt: '100 g natural yoghurt',
      mozzarella: '100 g mozzarella',
      leek: '100 g leeks',
      broccoli: '100 g broccoli',
      oat: '100 g rolled oats',
      'chia seed': '100 g chia seeds',
      hazelnut: '100 g hazelnuts',
      'pumpkin seed': '100 g pumpkin seeds',
      raspberry: '100 g raspberries',
      blackberry: '100 g blackberries',
      'mixed berry': '100 g frozen mixed berries',
    };
    for (const [food, line] of Object.entries(lines)) {
      expect(compositionLinkOf(food)?.match).toBe('near');
      const row = tableRow(food);
      const nutrition = recipeNutrition([line], 1)!;
      expect({ food, ...nutrition }).toEqual({
        food,
        energy_kcal: Math.round(row.energyKcal),
        protein_g: tenth(row.proteinG),
        carbohydrate_g: tenth(row.carbohydrateG),
        sugars_g: tenth(row.sugarsG),
        fat_g: tenth(row.fatG),
        saturated_fat_g: tenth(row.saturatedFatG),
        fibre_g: tenth(row.fibreG),
        salt_g: Math.round(row.sodiumG * SALT_PER_SODIUM * 100) / 100,
        coverage: 1,
        ingredients_matched: 1,
        ingredients_total: 1,
      });
    }
    expect(tableRow('yoghurt').name).toBe('Milk, whole, Cow');
    expect(tableRow('mozzarella').name).toBe('Paneer');
  });

  it('leaves strained (Greek) yoghurt unmatched: the milk standing in for yoghurt is not it', () => {
    expect(recipeNutrition(['150 g Greek yoghurt', '100 g spinach'], 1)!.coverage).toBe(0.4);
    expect(recipeNutrition(['250 g 0% Greek yoghurt'], 1)).toBeNull();
    expect(recipeNutrition(['4 tbsp plain yoghurt'], 1)!.coverage).toBe(1);
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
    expect(tinned.coverage).toBe(Math.round((100 / (240 + 100)) * 1000) / 1000);
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
