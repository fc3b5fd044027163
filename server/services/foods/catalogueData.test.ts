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

  it.each([
    [{ aisle: 'produce' }, 'name is required'],
    [{ name: 'onion' }, 'aisle is required'],
    [{ ...onion, aisle: 'garden' }, 'aisle is not valid'],
    [{ ...onion, colour: 'brown' }, 'colour is not a field of the format'],
    [{ ...onion, __proto__: { evil: true }, evil: 1 }, 'evil is not a field of the format'],
    [{ ...onion, density: -1 }, 'density is not valid'],
    [{ ...onion, pieceGrams: '150' }, 'pieceGrams is not valid'],
    [{ ...onion, allergens: ['nuts'] }, 'allergens is not valid'],
    [{ ...onion, alcohol: false }, 'alcohol is not valid'],
    [{ ...onion, aliases: ['scallion', ''] }, 'aliases is not valid'],
    [{ ...onion, composition: { table: 'cofid', code: '1', match: 'same' } }, 'composition: table is not valid'],
    [{ ...onion, composition: { table: 'usda', code: '11282' } }, 'composition: match is required'],
    [['onion'], 'is not an object'],
    [null, 'is not an object'],
  ])('refuses %j: %s', (row, message) => {
    expect(() => checkedFood(row)).toThrow(message);
  });
});
