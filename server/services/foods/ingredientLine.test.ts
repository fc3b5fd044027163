import { RECIPES_BY_LIBRARY } from '../../seed/recipes';
import { parseIngredientLine } from './ingredientLine';

describe('parseIngredientLine', () => {
  it.each([
    ['2–3 cloves garlic, crushed', { quantity: 2, quantity2: 3, unit: 'clove', food: 'garlic', note: 'crushed' }],
    ['2 x 400 g tins chickpeas, drained', { quantity: 2, unit: 'tin', food: 'chickpea', note: 'drained; 400 g' }],
    ['A pinch of ground cinnamon', { quantity: 1, unit: 'pinch', food: 'cinnamon' }],
    ['200g/7oz spaghetti', { quantity: 200, unit: 'g', food: 'spaghetti' }],
    ['1 litre vegetable stock', { quantity: 1, unit: 'l', food: 'vegetable stock' }],
    ['juice of 1 lemon', { quantity: 1, unit: null, food: 'lemon juice' }],
    ['salt to taste', { quantity: null, unit: null, food: 'salt' }],
    ['3 large eggs', { quantity: 3, unit: null, food: 'egg' }],
    ['A little grated nutmeg', { quantity: null, unit: null, food: 'nutmeg', item: null }],
    ['A few sprigs of mint', { quantity: null, food: 'mint' }],
    ['2 cm piece ginger, grated', { quantity: 1, unit: 'piece', food: 'ginger', note: 'grated; 2 cm' }],
    ['200 g red lentils, rinsed', { quantity: 200, unit: 'g', food: 'lentil', item: 'red lentils, rinsed' }],
  ])('reads %s', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it('keeps a line it cannot place as its cleaned text', () => {
    expect(parseIngredientLine('2 tbsp gochujang, to taste')).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      food: 'gochujang',
      known: false,
      note: 'to taste',
    });
  });

  it('places a food in every demo ingredient line', () => {
    const lines = RECIPES_BY_LIBRARY.flatMap((library) => library.recipes.flatMap((recipe) => recipe.ingredients));
    const unplaced = lines.filter((line) => !parseIngredientLine(line).known);
    expect(unplaced).toEqual([]);
  });

  it('never throws on hostile text, and answers finite non-negative amounts', () => {
    for (const line of [
      '',
      '   ',
      '\u0000',
      'x'.repeat(50_000),
      '<script>alert(1)</script>',
      '99999999999999999999999 g flour',
      '-5 g sugar',
      '1/0 cup milk',
      '½½½ tsp',
      '%00%2F..',
    ]) {
      const parsed = parseIngredientLine(line);
      for (const amount of [parsed.quantity, parsed.quantity2]) {
        if (amount !== null) {
          expect(Number.isFinite(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }
      expect(typeof parsed.food).toBe('string');
    }
  });
});
