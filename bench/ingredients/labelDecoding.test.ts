import { decodeQuantities, decodeQuantityToken, decodeUnits, expectedAmount, mapUnitWord } from './labelDecoding';

describe('decodeQuantityToken', () => {
  it.each([
    ['#1$2', 0.5],
    ['1#1$2', 1.5],
    ['#3$4', 0.75],
    ['2-3', 2],
    ['1#1$2-2', 1.5],
    ['#1$2-#3$4', 0.5],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['2x', 2],
    ['#1$2x', 0.5],
    ['<#1$2', 0.5],
    ['One', 1],
    ['half', 0.5],
    ['Thirty-two', 32],
    ['few', null],
    ['#1$0', null],
  ])('%s → %p', (token, value) => {
    expect(decodeQuantityToken(token)).toBe(value);
  });

  it('folds dozen into the number before it', () => {
    expect(decodeQuantities('3-4 dozen').values).toEqual([36]);
    expect(decodeQuantities('150 5#1$4').values).toEqual([150, 5.25]);
  });
});

describe('unit words', () => {
  it.each([
    ['cup', 'cup'],
    ['c', 'cup'],
    ['Tb', 'tbsp'],
    ['T', 'tbsp'],
    ['t', 'tsp'],
    ['teaspoon', 'tsp'],
    ['gram', 'g'],
    ['ounce', 'oz'],
    ['pound', 'lb'],
    ['mL', 'ml'],
    ['litre', 'l'],
    ['can', 'tin'],
    ['package', 'pack'],
    ['qt', 'quart'],
    ['splash', 'splash'],
    ['spears', 'spear'],
  ])('%s → %s', (word, code) => {
    expect(mapUnitWord(word)).toBe(code);
  });

  it('drops size words and keeps fluid ounces whole', () => {
    expect(decodeUnits('ml fl oz')).toEqual(['ml', 'fl-oz']);
    expect(decodeUnits('large bunch')).toEqual(['bunch']);
    expect(decodeUnits('g oz can')).toEqual(['g', 'oz', 'tin']);
    expect(decodeUnits('')).toEqual([]);
  });

  it('drops words that describe a count unit, not a unit of their own', () => {
    expect(decodeUnits('plump clove')).toEqual(['clove']);
    expect(decodeUnits('very fine slice')).toEqual(['slice']);
    expect(decodeUnits('medium scoop pint ounce gram')).toEqual(['scoop', 'pint', 'oz', 'g']);
    expect(decodeUnits('glug or two')).toEqual(['glug', 'or', 'two']);
  });
});

describe('expectedAmount', () => {
  const first = (sentence: string, quantity: string, unit: string) => expectedAmount(sentence, quantity, unit);

  it('reads the first of metric and imperial amounts', () => {
    expect(first('150g/5¼oz canned chickpeas, drained', '150 5#1$4', 'g oz')).toEqual({
      shape: 'several amounts',
      readings: [{ quantity: 150, unit: 'g' }],
    });
  });

  it('reads a range as its lower end in the unit after it', () => {
    expect(first('1 to 2 Tb lemon juice', '1-2', 'Tb').readings).toEqual([{ quantity: 1, unit: 'tbsp' }]);
    expect(first('2-3 tablespoons honey', '2-3', 'tablespoon')).toEqual({
      shape: 'range',
      readings: [{ quantity: 2, unit: 'tbsp' }],
    });
  });

  it('gives a counted food no unit though a later amount has one', () => {
    expect(first('2 rib-eye steaks (about 225g/8oz each)', '2 225 8', 'g oz').readings[0]).toEqual({
      quantity: 2,
      unit: null,
    });
    expect(first('1 large yellow onion, cut into dice (about 2 cups)', '1 2', 'cup').readings[0].unit).toBeNull();
  });

  it('takes a count unit written after the food', () => {
    expect(first('4 mint sprigs', '4', 'sprig').readings).toEqual([{ quantity: 4, unit: 'sprig' }]);
    expect(first('2 plump garlic cloves, minced', '2', 'plump clove').readings).toEqual([
      { quantity: 2, unit: 'clove' },
    ]);
    expect(first('3 plump cloves garlic', '3', 'plump clove').readings).toEqual([{ quantity: 3, unit: 'clove' }]);
  });

  it('reads "1 (14 oz) can" as one tin or 14 oz', () => {
    expect(first('1 (15-ounce) can kidney beans', '1 15', 'ounce can')).toEqual({
      shape: 'count of containers',
      readings: [
        { quantity: 1, unit: 'tin' },
        { quantity: 15, unit: 'oz' },
      ],
    });
    expect(first('2 x 400g/14oz cans chopped tomatoes', '2x 400 14', 'g oz can').readings).toEqual([
      { quantity: 2, unit: 'tin' },
      { quantity: 800, unit: 'g' },
    ]);
  });

  it('reads a fraction before a length as the size of counted things', () => {
    expect(first('Eight ½-inch slices ciabatta', 'Eight #1$2', 'inch slice').readings[0]).toEqual({
      quantity: 8,
      unit: 'slice',
    });
    expect(first('6 ¼-inch-thick slices crusty bread', '6', 'inch-thick slice').readings[0]).toEqual({
      quantity: 6,
      unit: 'slice',
    });
    expect(first('1 ½ cups milk', '1#1$2', 'cup').readings).toEqual([{ quantity: 1.5, unit: 'cup' }]);
  });

  it('reads an amount given twice, the second in brackets', () => {
    expect(first('5 (1.25 L) cups chicken stock', '5 1.25', 'L cup').readings).toEqual([{ quantity: 5, unit: 'cup' }]);
  });

  it('reads "1 3 lb pork shoulder" as 3 lb, or one piece', () => {
    expect(first('1 3 lb pork shoulder', '1 3', 'lb')).toEqual({
      shape: 'count of sized things',
      readings: [
        { quantity: 3, unit: 'lb' },
        { quantity: 1, unit: null },
      ],
    });
  });

  it('adds "plus" amounts, in either unit', () => {
    const plus = first('¼ cup plus 2 tablespoons heavy cream', '#1$4 2', 'cup tablespoon');
    expect(plus.shape).toBe('plus amounts');
    expect(plus.readings[0]).toEqual({ quantity: 0.25, unit: 'cup' });
    expect(plus.readings[1].unit).toBe('cup');
    expect(plus.readings[1].quantity).toBeCloseTo(0.375, 6);
    expect(plus.readings[2].unit).toBe('tbsp');
    expect(plus.readings[2].quantity).toBeCloseTo(6, 6);
  });

  it('reads a length as one piece', () => {
    expect(first('2.5cm/1in piece fresh root ginger', '2.5 1', 'cm in piece').readings[0]).toEqual({
      quantity: 1,
      unit: 'piece',
    });
  });

  it('reads lines without a quantity', () => {
    expect(first('salt to taste', '', '').readings).toEqual([{ quantity: null, unit: null }]);
    expect(first('a pinch of salt', '', 'pinch').readings).toEqual([
      { quantity: null, unit: 'pinch' },
      { quantity: 1, unit: 'pinch' },
    ]);
    expect(first('few sprigs coriander', 'few', 'sprig').readings).toEqual([{ quantity: null, unit: 'sprig' }]);
    expect(first('half a teaspoon ground cinnamon', 'half', 'teaspoon').readings).toEqual([
      { quantity: 0.5, unit: 'tsp' },
    ]);
  });
});
