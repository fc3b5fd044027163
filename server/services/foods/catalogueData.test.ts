import { CATALOGUE_VERSION, catalogueVersionOf } from './catalogue';
import { checkedFood, FOOD_KINDS, FOODS } from './catalogueData';

const onion = { name: 'onion', aisle: 'produce', composition: { table: 'usda', code: '11282', match: 'same' } };

describe('reading the catalogue data', () => {
  it('reads every food and kind of server/data/foods', () => {
    expect(FOODS.length).toBeGreaterThan(1000);
    expect(FOOD_KINDS.length).toBeGreaterThan(30);
  });

  it('accepts a row of the format', () => {
    expect(checkedFood(onion)).toEqual(onion);
    expect(
      checkedFood({ ...onion, allergens: ['celery'], animal: ['meat'], alcohol: true, staple: false }),
    ).toMatchObject({ name: 'onion' });
  });

  it('accepts allergens it may contain beside those it contains', () => {
    const row = { ...onion, allergens: ['gluten'], mayContain: ['eggs', 'milk'], dietaryNote: 'some brands' };
    expect(checkedFood(row)).toEqual(row);
  });

  it('accepts the USDA row that weighs a food linked to another table', () => {
    const parsley = { name: 'parsley', aisle: 'produce', composition: { table: 'ifct', code: 'C028', match: 'same' } };
    expect(checkedFood({ ...parsley, measures: '11297' })).toMatchObject({ measures: '11297' });
    expect(checkedFood({ name: 'parsley', aisle: 'produce', measures: '11297' })).toMatchObject({ measures: '11297' });
  });

  it('accepts a purchase form', () => {
    const purchase = { form: 'bag', size: 1000, unit: 'g', others: [{ size: 500 }], per: { handful: 60 } };
    expect(checkedFood({ ...onion, purchase })).toMatchObject({ purchase });
  });

  it('says how a shop sells the foods families buy packaged most', () => {
    const sold = FOODS.filter((food) => food.purchase);
    expect(sold.length).toBeGreaterThanOrEqual(60);
    const formOf = (name: string) => {
      const purchase = FOODS.find((food) => food.name === name)?.purchase;
      return purchase && `${purchase.form} ${purchase.size} ${purchase.unit}`;
    };
    expect(formOf('tinned tomato')).toBe('tin 400 g');
    expect(formOf('coconut milk')).toBe('tin 400 ml');
    expect(formOf('double cream')).toBe('pot 150 ml');
    expect(formOf('basil')).toBe('bunch 30 g');
    expect(formOf('egg')).toBe('box 6 piece');
    // A drained weight is less than the tin's.
    for (const food of sold) if (food.purchase?.drained) expect(food.purchase.drained).toBeLessThan(food.purchase.size);
  });

  it('leaves purchase forms out of the catalogue version: a pack size re-reads no recipe', () => {
    const withoutPurchase = FOODS.map(({ purchase: _purchase, ...food }) => food);
    expect(catalogueVersionOf(withoutPurchase, FOOD_KINDS)).toBe(CATALOGUE_VERSION);
    const moreBasil = FOODS.map((food) => (food.name === 'basil' ? { ...food, density: 0.3 } : food));
    expect(catalogueVersionOf(moreBasil, FOOD_KINDS)).not.toBe(CATALOGUE_VERSION);
  });

  it.each([
    [{ aisle: 'produce' }, 'name is required'],
    [{ name: 'onion' }, 'aisle is required'],
    [{ ...onion, aisle: 'garden' }, 'aisle is not valid'],
    [{ ...onion, colour: 'brown' }, 'colour is not a field of the format'],
    [{ ...onion, __proto__: { evil: true }, evil: 1 }, 'evil is not a field of the format'],
    [{ ...onion, density: -1 }, 'density is not valid'],
    [{ ...onion, pieceGrams: '150' }, 'pieceGrams is not valid'],
    [{ ...onion, allergens: ['nuts'] }, 'allergens is not valid'],
    [{ ...onion, mayContain: ['nuts'] }, 'mayContain is not valid'],
    [{ ...onion, mayContain: 'milk' }, 'mayContain is not valid'],
    [{ ...onion, mayContain: ['milk', 'celery', 'milk'] }, 'mayContain names an allergen twice'],
    [{ ...onion, allergens: ['gluten', 'gluten'] }, 'allergens names an allergen twice'],
    [{ ...onion, allergens: ['gluten', 'milk'], mayContain: ['eggs', 'milk'] }, 'mayContain repeats what allergens'],
    [{ ...onion, alcohol: false }, 'alcohol is not valid'],
    [{ ...onion, aliases: ['scallion', ''] }, 'aliases is not valid'],
    [{ ...onion, composition: { table: 'cofid', code: '1', match: 'same' } }, 'composition: table is not valid'],
    [{ ...onion, composition: { table: 'usda', code: '11282' } }, 'composition: match is required'],
    [
      { ...onion, composition: { table: 'ifct', code: 'C028', match: 'same' }, measures: '1129' },
      'measures is not valid',
    ],
    [
      { ...onion, composition: { table: 'ifct', code: 'C028', match: 'same' }, measures: 11297 },
      'measures is not valid',
    ],
    [{ ...onion, measures: '11282' }, 'measures is for a food whose composition is not USDA'],
    [{ ...onion, purchase: { form: 'sack', size: 1, unit: 'g' } }, 'purchase: form is not valid'],
    [{ ...onion, purchase: { form: 'bag', unit: 'g' } }, 'purchase: size is required'],
    [{ ...onion, purchase: { form: 'bag', size: 0, unit: 'g' } }, 'purchase: size is not valid'],
    [{ ...onion, purchase: { form: 'bag', size: 1, unit: 'cup' } }, 'purchase: unit is not valid'],
    [{ ...onion, purchase: { form: 'bag', size: 1, unit: 'g', per: { fistful: 2 } } }, 'purchase: per is not valid'],
    [{ ...onion, purchase: { form: 'bag', size: 1, unit: 'g', per: {} } }, 'purchase: per is not valid'],
    [{ ...onion, purchase: { form: 'bag', size: 1, unit: 'g', others: [{ label: '2' }] } }, 'size is required'],
    [['onion'], 'is not an object'],
    [null, 'is not an object'],
  ])('refuses %j: %s', (row, message) => {
    expect(() => checkedFood(row)).toThrow(message);
  });
});
