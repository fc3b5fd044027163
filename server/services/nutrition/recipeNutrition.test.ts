import { toBaseAmount } from '../../../contract/quantities';
import { compositionLinkOf, FOODS } from '../foods/catalogueData';
import { termNamed } from '../foods/catalogue';
import { compositionTable, KJ_PER_KCAL } from './compositionTable';
import { gramsOf } from './lineWeight';
import { parseIngredientLine } from '../foods/ingredientLine';
import { householdMeasures } from './householdMeasures';
import {
  KCAL_PER_G_CARBOHYDRATE,
  linkedComposition,
  per100gOf,
  recipeNutrition,
  SALT_PER_SODIUM,
} from './recipeNutrition';

const tableRow = (food: string) => linkedComposition(compositionLinkOf(food)!)!;
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
    expect(weigh('a pinch of zorblax')).toBeNull();
    expect(weigh('1 handful zorblax')).toBeNull();
  });

  it('weighs a pinch as a sixteenth of a teaspoon, and a dash as an eighth', () => {
    const nutmeg = foodOf('nutmeg');
    const density = nutmeg.density ?? householdMeasures(nutmeg.composition!.code)!.densityGPerMl!;
    expect(weigh('a pinch of nutmeg')).toBeCloseTo((4.929 / 16) * density, 6);
    expect(weigh('2 dashes of nutmeg')).toBeCloseTo(2 * (4.929 / 8) * density, 6);
  });

  it('weighs pieces by the USDA household measure of their size and unit where the catalogue gives none', () => {
    const garlic = foodOf('garlic');
    const measures = householdMeasures(garlic.composition!.code);
    if (garlic.composition?.table === 'usda' && measures?.measures.get('clove') && !garlic.pieceGrams)
      expect(weigh('3 cloves garlic')).toBeCloseTo(3 * measures.measures.get('clove')!, 6);
    const usdaFood = FOODS.find(
      (food) =>
        food.composition?.table === 'usda' &&
        !food.pieceGrams &&
        householdMeasures(food.composition.code)?.measures.get('large') !== undefined &&
        parseIngredientLine(`1 large ${food.name}`).food === food.name,
    )!;
    expect(weigh(`1 large ${usdaFood.name}`)).toBe(
      householdMeasures(usdaFood.composition!.code)!.measures.get('large'),
    );
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
    // Honey holds water and more than one sugar: its own row, not sucrose.
    expect(recipeNutrition(['100 g honey'], 1)!.energy_kcal).toBeLessThan(100 * KCAL_PER_G_CARBOHYDRATE);
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
    const nearFoods = FOODS.filter(
      (food) => food.composition?.match === 'near' && parseIngredientLine(`100 g ${food.name}`).food === food.name,
    );
    expect(nearFoods.length).toBeGreaterThan(5);
    for (const { name: food } of nearFoods) {
      const row = tableRow(food);
      const nutrition = recipeNutrition([`100 g ${food}`], 1)!;
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
  });

  it('derives energy from the macronutrients only where the table gives 0 kJ (IFCT oils)', () => {
    const rows = [...compositionTable().values()];
    const oil = rows.find((row) => row.energyDerived)!;
    expect(oil.fatG).toBeGreaterThan(90);
    expect(oil.energyKcal).toBeCloseTo((oil.fatG * 37 + oil.proteinG * 17 + oil.carbohydrateG * 17) / KJ_PER_KCAL, 6);
    expect(rows.find((row) => row.name === 'Spinach')?.energyDerived).toBe(false);
  });

  it('counts a tinned or cooked pulse read against its dry row by its cooked yield, never three times over', () => {
    const dry = per100gOf('chickpea', '100 g dried chickpeas')!;
    const tinned = per100gOf('chickpea', '400 g tin chickpeas, drained')!;
    expect(tinned.energyKcal).toBeCloseTo(dry.energyKcal / 2.7, 6);
    expect(tinned.proteinG).toBeCloseTo(dry.proteinG / 2.7, 6);
    const recipe = recipeNutrition(['400 g tin chickpeas, drained', '100 g spinach'], 1)!;
    expect(recipe.ingredients_matched).toBe(2);
    expect(recipe.coverage).toBe(1);
  });

  it('reads strained (Greek) yoghurt as its own food, not as plain yoghurt', () => {
    const greek = recipeNutrition(['150 g Greek yoghurt'], 1)!;
    const plain = recipeNutrition(['150 g natural yoghurt'], 1)!;
    expect(greek.protein_g).toBeGreaterThan(plain.protein_g * 1.5);
  });

  it('counts a known food with no amount as read, but not in the estimate', () => {
    const withSalt = recipeNutrition(['100 g spinach', 'salt to taste'], 1)!;
    expect(withSalt).toEqual({
      ...recipeNutrition(['100 g spinach'], 1)!,
      ingredients_matched: 2,
      ingredients_total: 2,
    });
    expect(recipeNutrition(['100 g spinach', 'zorblax to taste'], 1)!.ingredients_matched).toBe(1);
  });

  it('lowers coverage for what it cannot match, and never invents values for it', () => {
    const alone = recipeNutrition(['100 g spinach'], 1)!;
    const withUnknown = recipeNutrition(['100 g spinach', '100 g zorblax paste', 'a pinch of mystery'], 1)!;
    expect(withUnknown.coverage).toBe(0.5);
    expect(withUnknown.ingredients_matched).toBe(1);
    expect(withUnknown.ingredients_total).toBe(3);
    expect({ ...withUnknown, coverage: 1, ingredients_total: 1 }).toEqual(alone);
    expect(recipeNutrition(['1 tbsp zorblax', 'zorblax to taste'], 2)).toBeNull();
  });
});

describe('weighing counted pieces', () => {
  it('weighs a stalk, an ear or a fillet as one piece where no measure of that unit is known', () => {
    const celery = foodOf('celery');
    const stalk =
      (celery.composition?.table === 'usda' && householdMeasures(celery.composition.code)?.measures.get('stalk')) ||
      celery.pieceGrams!;
    expect(weigh('2 stalks celery')).toBeCloseTo(2 * stalk, 6);
    expect(weigh('2 celery stalks, diced')).toBeCloseTo(2 * stalk, 6);
  });

  it('weighs a piece by the count word the line names, where SR28 measures it (a bouillon cube)', () => {
    const cube = foodOf('chicken stock cube');
    expect(cube.composition?.table).toBe('usda');
    expect(weigh('1 chicken bouillon cube')).toBe(householdMeasures(cube.composition!.code)!.measures.get('cube'));
  });
});
