import {
  UNIT_CODES,
  convertAmount,
  formatAmount,
  formatQuantity,
  isUnitCode,
  roundForKitchen,
  scaleIngredient,
  servingsFactor,
  tidyAmount,
  toBaseAmount,
  unitDimension,
  unitLabel,
} from './quantities';
import { UNIT_CODES as SERVER_UNIT_CODES } from '../server/services/foods/units';

describe('unit codes', () => {
  test('the 35 codes, shared with the server', () => {
    expect(UNIT_CODES).toHaveLength(36);
    expect(SERVER_UNIT_CODES).toBe(UNIT_CODES);
  });

  test('isUnitCode', () => {
    expect(isUnitCode('g')).toBe(true);
    expect(isUnitCode('fl-oz')).toBe(true);
    expect(isUnitCode('Tbs')).toBe(false);
    expect(isUnitCode('gram')).toBe(false);
    expect(isUnitCode('constructor')).toBe(false);
    expect(isUnitCode(null)).toBe(false);
    expect(isUnitCode(3)).toBe(false);
  });

  test.each([
    ['g', 'mass'],
    ['kg', 'mass'],
    ['mg', 'mass'],
    ['oz', 'mass'],
    ['lb', 'mass'],
    ['ml', 'volume'],
    ['l', 'volume'],
    ['tsp', 'volume'],
    ['tbsp', 'volume'],
    ['cup', 'volume'],
    ['fl-oz', 'volume'],
    ['pint', 'volume'],
    ['quart', 'volume'],
    ['gallon', 'volume'],
  ])('%s weighs or measures %s', (unit, dimension) => {
    expect(unitDimension(unit)).toBe(dimension);
  });

  test.each([null, 'clove', 'tin', 'pinch', 'dash', 'handful', 'piece', 'stalk', 'head', 'loaf', 'toString', 'Tbs'])(
    '%s has no dimension',
    (unit) => {
      expect(unitDimension(unit)).toBeNull();
    },
  );
});

describe('conversions (convert-units ratios)', () => {
  test('within metric', () => {
    expect(convertAmount(1500, 'g', 'kg')).toBe(1.5);
    expect(convertAmount(0.5, 'kg', 'g')).toBe(500);
    expect(convertAmount(250, 'mg', 'g')).toBe(0.25);
    expect(convertAmount(1.5, 'l', 'ml')).toBe(1500);
  });

  test('within US measures the ratios are exact', () => {
    expect(convertAmount(3, 'tsp', 'tbsp')).toBe(1);
    expect(convertAmount(16, 'tbsp', 'cup')).toBe(1);
    expect(convertAmount(2, 'cup', 'pint')).toBe(1);
    expect(convertAmount(1, 'cup', 'fl-oz')).toBe(8);
    expect(convertAmount(16, 'oz', 'lb')).toBe(1);
    expect(convertAmount(4, 'cup', 'quart')).toBe(1);
    expect(convertAmount(4, 'quart', 'gallon')).toBe(1);
  });

  test('across systems: the US cup is 236.6 ml, a pound 453.6 g', () => {
    expect(convertAmount(1, 'cup', 'ml')).toBeCloseTo(236.588, 3);
    expect(convertAmount(1, 'tbsp', 'ml')).toBeCloseTo(14.787, 3);
    expect(convertAmount(1, 'tsp', 'ml')).toBeCloseTo(4.929, 3);
    expect(convertAmount(1, 'pint', 'l')).toBeCloseTo(0.4732, 4);
    expect(convertAmount(1, 'quart', 'ml')).toBeCloseTo(946.353, 3);
    expect(convertAmount(1, 'gallon', 'ml')).toBeCloseTo(3785.41, 2);
    expect(convertAmount(1, 'lb', 'g')).toBeCloseTo(453.592, 3);
    expect(convertAmount(1, 'oz', 'g')).toBeCloseTo(28.3495, 4);
    expect(convertAmount(100, 'g', 'oz')).toBeCloseTo(3.5274, 4);
  });

  test('the same unit, counted foods and impossible conversions', () => {
    expect(convertAmount(2, 'clove', 'clove')).toBe(2);
    expect(convertAmount(2, null, null)).toBe(2);
    expect(convertAmount(2, 'clove', 'g')).toBeNull();
    expect(convertAmount(2, 'g', 'ml')).toBeNull();
    expect(convertAmount(2, null, 'g')).toBeNull();
    expect(convertAmount(2, 'tin', 'jar')).toBeNull();
  });

  test('toBaseAmount: grams or millilitres', () => {
    expect(toBaseAmount(1.2, 'kg')).toEqual({ value: 1200, unit: 'g' });
    expect(toBaseAmount(500, 'mg')).toEqual({ value: 0.5, unit: 'g' });
    expect(toBaseAmount(2, 'l')).toEqual({ value: 2000, unit: 'ml' });
    const cups = toBaseAmount(2, 'cup');
    expect(cups?.unit).toBe('ml');
    expect(cups?.value).toBeCloseTo(473.176, 3);
    const pound = toBaseAmount(1, 'lb');
    expect(pound?.unit).toBe('g');
    expect(pound?.value).toBeCloseTo(453.592, 3);
    expect(toBaseAmount(2, 'clove')).toBeNull();
    expect(toBaseAmount(2, null)).toBeNull();
  });
});

describe('tidyAmount', () => {
  test.each([
    [1000, 'g', 1, 'kg'],
    [2500, 'g', 2.5, 'kg'],
    [0.5, 'kg', 500, 'g'],
    [999, 'g', 999, 'g'],
    [1000, 'mg', 1, 'g'],
    [500, 'mg', 500, 'mg'],
    [0.5, 'g', 0.5, 'g'],
    [1500, 'ml', 1.5, 'l'],
    [0.25, 'l', 250, 'ml'],
    [3, 'tsp', 1, 'tbsp'],
    [2, 'tsp', 2, 'tsp'],
    [0.5, 'tbsp', 1.5, 'tsp'],
    [16, 'tbsp', 1, 'cup'],
    [8, 'tbsp', 8, 'tbsp'],
    [48, 'tsp', 1, 'cup'],
    [0.25, 'cup', 0.25, 'cup'],
    [0.125, 'cup', 2, 'tbsp'],
    [16, 'oz', 1, 'lb'],
    [24, 'oz', 1.5, 'lb'],
    [0.5, 'lb', 8, 'oz'],
  ])('%s %s → %s %s', (value, unit, tidyValue, tidyUnit) => {
    const tidy = tidyAmount(value, unit);
    expect(tidy.unit).toBe(tidyUnit);
    expect(tidy.value).toBeCloseTo(tidyValue, 9);
  });

  test('never between metric and US units', () => {
    expect(tidyAmount(1000, 'ml').unit).toBe('l');
    expect(tidyAmount(500, 'g').unit).toBe('g');
    expect(tidyAmount(100, 'tbsp').unit).toBe('cup');
    expect(tidyAmount(40, 'oz').unit).toBe('lb');
  });

  test('fluid ounces, pints, quarts, gallons, counts and count-like units stay', () => {
    expect(tidyAmount(32, 'fl-oz')).toEqual({ value: 32, unit: 'fl-oz' });
    expect(tidyAmount(0.5, 'pint')).toEqual({ value: 0.5, unit: 'pint' });
    expect(tidyAmount(6, 'quart')).toEqual({ value: 6, unit: 'quart' });
    expect(tidyAmount(0.5, 'gallon')).toEqual({ value: 0.5, unit: 'gallon' });
    expect(tidyAmount(3, 'stalk')).toEqual({ value: 3, unit: 'stalk' });
    expect(tidyAmount(12, 'clove')).toEqual({ value: 12, unit: 'clove' });
    expect(tidyAmount(3, null)).toEqual({ value: 3, unit: null });
  });
});

describe('roundForKitchen', () => {
  test.each([
    [333.33, 'g', 335],
    [1234, 'ml', 1235],
    [101, 'g', 100],
    [66.6, 'g', 67],
    [12.4, 'ml', 12],
    [2.54, 'kg', 2.5],
    [1.2345, 'l', 1.2],
    [0.04, 'g', 0.04],
  ])('metric %s %s → %s', (value, unit, rounded) => {
    expect(roundForKitchen(value, unit)).toBe(rounded);
  });

  test.each([
    [0.66, 'cup', 2 / 3],
    [0.3, 'cup', 1 / 3],
    [1.4, 'tsp', 4 / 3],
    [1.45, 'tsp', 1.5],
    [1.1, 'tbsp', 1.125],
    [0.8, 'tsp', 0.75],
    [2.9, null, 3],
    [1.5, null, 1.5],
    [1.2, 'clove', 1.25],
    [0.02, 'pinch', 0.125],
    [0.01, null, 0.125],
    [12.4, 'tbsp', 12],
    [5.5, 'oz', 5.5],
  ])('%s %s → nearest kitchen step %s', (value, unit, rounded) => {
    expect(roundForKitchen(value, unit)).toBeCloseTo(rounded, 9);
  });

  test('zero stays zero', () => {
    expect(roundForKitchen(0, 'g')).toBe(0);
    expect(roundForKitchen(0, 'cup')).toBe(0);
  });
});

describe('formatQuantity', () => {
  test.each([
    [2, '2'],
    [1.5, '1½'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [0.25, '¼'],
    [2.75, '2¾'],
    [0.125, '⅛'],
    [0.5, '½'],
    [0.34, '⅓'],
    [1.4, '1.4'],
    [0.05, '0.05'],
    [2.1, '2.1'],
    [1500, '1500'],
    [0, '0'],
  ])('%s → %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  test('decimals for metric amounts, plain text on request', () => {
    expect(formatQuantity(2.5, { fractions: false })).toBe('2.5');
    expect(formatQuantity(1.25, { fractions: false })).toBe('1.25');
    expect(formatQuantity(1.5, { ascii: true })).toBe('1 1/2');
    expect(formatQuantity(1 / 3, { ascii: true })).toBe('1/3');
  });

  test('not a number reads as nothing', () => {
    expect(formatQuantity(Number.NaN)).toBe('');
  });
});

describe('formatAmount', () => {
  test.each([
    [{ quantity: 200, quantity2: null, unit: 'g' }, '200 g'],
    [{ quantity: 2.5, quantity2: null, unit: 'kg' }, '2.5 kg'],
    [{ quantity: 0.5, quantity2: null, unit: 'l' }, '0.5 l'],
    [{ quantity: 2, quantity2: 3, unit: 'clove' }, '2–3 cloves'],
    [{ quantity: 1, quantity2: null, unit: 'clove' }, '1 clove'],
    [{ quantity: 1.5, quantity2: null, unit: 'cup' }, '1½ cups'],
    [{ quantity: 1, quantity2: null, unit: 'cup' }, '1 cup'],
    [{ quantity: 0.5, quantity2: null, unit: 'cup' }, '½ cup'],
    [{ quantity: 0.5, quantity2: 1, unit: 'cup' }, '½–1 cup'],
    [{ quantity: 1, quantity2: 2, unit: 'cup' }, '1–2 cups'],
    [{ quantity: 2, quantity2: null, unit: 'pinch' }, '2 pinches'],
    [{ quantity: 3, quantity2: null, unit: 'bunch' }, '3 bunches'],
    [{ quantity: 2, quantity2: null, unit: 'tin' }, '2 tins'],
    [{ quantity: 2, quantity2: null, unit: 'tbsp' }, '2 tbsp'],
    [{ quantity: 2, quantity2: null, unit: 'fl-oz' }, '2 fl oz'],
    [{ quantity: 2, quantity2: null, unit: 'lb' }, '2 lb'],
    [{ quantity: 2, quantity2: null, unit: null }, '2'],
    [{ quantity: 2, quantity2: 2, unit: null }, '2'],
    [{ quantity: 1.5, quantity2: null, unit: null }, '1½'],
    [{ quantity: null, quantity2: null, unit: null }, ''],
    [{ quantity: null, quantity2: null, unit: 'g' }, ''],
  ])('%j → "%s"', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  test('an IngredientDto without parts reads as nothing; plain text on request', () => {
    expect(formatAmount({})).toBe('');
    expect(formatAmount({ quantity: 1.5, quantity2: 2, unit: 'cup' }, { ascii: true })).toBe('1 1/2-2 cups');
  });

  test('unitLabel', () => {
    expect(unitLabel('sprig', 1)).toBe('sprig');
    expect(unitLabel('sprig', 4)).toBe('sprigs');
    expect(unitLabel('dash', 2)).toBe('dashes');
    expect(unitLabel('handful', 2)).toBe('handfuls');
    expect(unitLabel('piece', 2)).toBe('pieces');
    expect(unitLabel('loaf', 2)).toBe('loaves');
    expect(unitLabel('drop', 3)).toBe('drops');
    expect(unitLabel('quart', 1)).toBe('quart');
    expect(unitLabel('ml', 250)).toBe('ml');
    expect(unitLabel(null, 2)).toBe('');
  });
});

describe('scaleIngredient', () => {
  const scaled = (ingredient: Parameters<typeof scaleIngredient>[0], factor: number) =>
    formatAmount(scaleIngredient(ingredient, factor));

  test.each([
    [{ quantity: 200, unit: 'g' }, 5, '1 kg'],
    [{ quantity: 1 / 3, unit: 'cup' }, 2, '⅔ cup'],
    [{ quantity: 1, unit: 'tsp' }, 3, '1 tbsp'],
    [{ quantity: 250, unit: 'ml' }, 4, '1 l'],
    [{ quantity: 1, unit: null }, 1.5, '1½'],
    [{ quantity: 2, quantity2: 3, unit: 'clove' }, 2, '4–6 cloves'],
    [{ quantity: 0.5, unit: 'kg' }, 1, '500 g'],
    [{ quantity: 1, unit: 'kg' }, 0.5, '500 g'],
    [{ quantity: 333, unit: 'g' }, 3, '1 kg'],
    [{ quantity: 400, unit: 'g' }, 1.5, '600 g'],
    [{ quantity: 150, unit: 'g' }, 0.75, '115 g'],
    [{ quantity: 1, unit: 'l' }, 2.5, '2.5 l'],
    [{ quantity: 2, unit: 'tbsp' }, 0.25, '1½ tsp'],
    [{ quantity: 0.5, unit: 'cup' }, 0.5, '¼ cup'],
    [{ quantity: 0.25, unit: 'cup' }, 0.5, '2 tbsp'],
    [{ quantity: 8, unit: 'tbsp' }, 2, '1 cup'],
    [{ quantity: 1, unit: 'lb' }, 0.5, '8 oz'],
    [{ quantity: 12, unit: 'oz' }, 2, '1½ lb'],
    [{ quantity: 1, unit: 'pinch' }, 3, '3 pinches'],
    [{ quantity: 1, unit: 'quart' }, 1.5, '1½ quarts'],
    [{ quantity: 2, unit: 'stalk' }, 2, '4 stalks'],
    [{ quantity: 1, unit: 'tin' }, 1.5, '1½ tins'],
    [{ quantity: 3, unit: null }, 1 / 3, '1'],
    [{ quantity: 1, unit: null }, 0.1, '⅛'],
    [{ quantity: 600, quantity2: 800, unit: 'g' }, 2, '1.2–1.6 kg'],
    [{ quantity: 400, quantity2: 600, unit: 'g' }, 2, '800–1200 g'],
  ])('%j × %s → %s', (ingredient, factor, text) => {
    expect(scaled(ingredient, factor)).toBe(text);
  });

  test('returns the parts, tidied and rounded', () => {
    expect(scaleIngredient({ quantity: 200, quantity2: null, unit: 'g' }, 5)).toEqual({
      quantity: 1,
      quantity2: null,
      unit: 'kg',
    });
    expect(scaleIngredient({ quantity: 2, quantity2: 3, unit: 'clove' }, 2)).toEqual({
      quantity: 4,
      quantity2: 6,
      unit: 'clove',
    });
  });

  test('a line without a quantity comes back unchanged', () => {
    expect(scaleIngredient({ quantity: null, quantity2: null, unit: null }, 3)).toEqual({
      quantity: null,
      quantity2: null,
      unit: null,
    });
    expect(scaleIngredient({ unit: 'pinch' }, 2)).toEqual({ quantity: null, quantity2: null, unit: 'pinch' });
    expect(scaled({ quantity: null }, 2)).toBe('');
  });

  test('a factor must be a positive number', () => {
    expect(() => scaleIngredient({ quantity: 1, unit: 'g' }, 0)).toThrow(RangeError);
    expect(() => scaleIngredient({ quantity: 1, unit: 'g' }, Number.NaN)).toThrow(RangeError);
  });
});

describe('servingsFactor', () => {
  test('servings over the recipe’s own', () => {
    expect(servingsFactor(6, 4)).toBe(1.5);
    expect(servingsFactor(2, 4)).toBe(0.5);
    expect(servingsFactor(4, 4)).toBe(1);
  });

  test('1 without a usable number', () => {
    expect(servingsFactor(4, 0)).toBe(1);
    expect(servingsFactor(0, 4)).toBe(1);
    expect(servingsFactor(4, Number.NaN)).toBe(1);
  });
});
