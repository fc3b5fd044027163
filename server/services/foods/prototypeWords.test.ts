import { normaliseAgeGroup } from '../../../contract/constants';
import { isUnitCode } from '../../../contract/quantities';
import { mediaTypeOf } from '../infra/mediaTypes';
import { per100gOf } from '../nutrition/recipeNutrition';
import { parseIngredientLine } from './ingredientLine';

/**
 * Words of Object.prototype typed where a table is read ("2 constructor of milk" once stored the
 * unit `function Object() { [native code] }`): every table lookup of a typed word is an own key.
 */
const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('words that name Object.prototype keys', () => {
  it.each([
    ['2 constructor of milk', { quantity: 2, unit: null, food: 'milk' }],
    ['1 __proto__ flour', { quantity: 1, unit: null, food: 'flour' }],
    ['3 toString eggs', { quantity: 3, unit: null, food: 'egg' }],
    ['2 hasOwnProperty milk', { quantity: 2, unit: null, food: 'milk' }],
    ['2 constructors of milk', { quantity: 2, unit: null, food: 'milk' }],
    ['1 valueOf', { quantity: 1, unit: null, food: 'valueof' }],
  ])('%s gets no unit', (line, expected) => {
    const parsed = parseIngredientLine(line);
    expect(parsed).toMatchObject(expected);
    expect(parsed.unit === null || isUnitCode(parsed.unit)).toBe(true);
  });

  it.each(PROTOTYPE_WORDS)('"2 %s" keeps every field plain text or a number', (word) => {
    const parsed = parseIngredientLine(`2 ${word}`);
    expect(parsed.unit).toBeNull();
    for (const value of Object.values(parsed)) expect(typeof value === 'function').toBe(false);
    expect(JSON.stringify(parsed)).not.toContain('native code');
  });

  it('still reads count words and units', () => {
    expect(parseIngredientLine('2 garlic cloves')).toMatchObject({ quantity: 2, unit: 'clove', food: 'garlic' });
    expect(parseIngredientLine('2 tins chickpeas')).toMatchObject({ quantity: 2, unit: 'tin', food: 'chickpea' });
  });

  it.each(PROTOTYPE_WORDS)('"%s" is no age group, no media type and no food of the table', (word) => {
    expect(normaliseAgeGroup(word)).toBeNull();
    expect(normaliseAgeGroup(word.toUpperCase())).toBeNull();
    expect(mediaTypeOf(`uploads/file.${word}`)).toBe('application/octet-stream');
    expect(per100gOf(word, `1 ${word}`)).toBeUndefined();
  });
});
