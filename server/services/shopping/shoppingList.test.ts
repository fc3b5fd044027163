import { moreNeeded } from './shoppingList';

describe('moreNeeded', () => {
  it('says what more a grown amount needs, written as the list writes amounts', () => {
    expect(moreNeeded({ quantity: 200, unit: 'g' }, { value: 700, unit: 'g' })).toBe('500 g more needed');
    expect(moreNeeded({ quantity: 3, unit: null }, { value: 5, unit: null })).toBe('2 more needed');
    expect(moreNeeded({ quantity: 1, unit: 'tin' }, { value: 3, unit: 'tin' })).toBe('2 tins more needed');
    expect(moreNeeded({ quantity: 1, unit: 'cup' }, { value: 1.5, unit: 'cup' })).toBe('½ cup more needed');
  });

  it('compares weights and volumes across units, and tidies the difference', () => {
    expect(moreNeeded({ quantity: 900, unit: 'g' }, { value: 1.1, unit: 'kg' })).toBe('200 g more needed');
    expect(moreNeeded({ quantity: 1.1, unit: 'kg' }, { value: 1.5, unit: 'kg' })).toBe('400 g more needed');
    expect(moreNeeded({ quantity: 500, unit: 'ml' }, { value: 2, unit: 'l' })).toBe('1.5 l more needed');
  });

  it('says nothing when the amount stays, shrinks, grows by rounding only, or cannot be compared', () => {
    expect(moreNeeded({ quantity: 700, unit: 'g' }, { value: 700, unit: 'g' })).toBeNull();
    expect(moreNeeded({ quantity: 700, unit: 'g' }, { value: 200, unit: 'g' })).toBeNull();
    // Within 1 %: scaling noise, not more to buy.
    expect(moreNeeded({ quantity: 1000, unit: 'g' }, { value: 1005, unit: 'g' })).toBeNull();
    expect(moreNeeded({ quantity: 0.5, unit: 'tsp' }, { value: 0.505, unit: 'tsp' })).toBeNull();
    expect(moreNeeded({ quantity: 2, unit: null }, { value: 500, unit: 'g' })).toBeNull();
    expect(moreNeeded({ quantity: 200, unit: 'g' }, { value: 300, unit: 'ml' })).toBeNull();
    // Ticked without an amount ("salt"), or no amount now.
    expect(moreNeeded({ quantity: null, unit: null }, { value: 5, unit: 'g' })).toBeNull();
    expect(moreNeeded({ quantity: 200, unit: 'g' }, undefined)).toBeNull();
  });

  it('writes pack forms in their plural', () => {
    expect(moreNeeded({ quantity: 1, unit: 'pot' }, { value: 3, unit: 'pot' })).toBe('2 pots more needed');
    expect(moreNeeded({ quantity: 1, unit: 'box' }, { value: 2, unit: 'box' })).toBe('1 box more needed');
    expect(moreNeeded({ quantity: 1, unit: 'box' }, { value: 3, unit: 'box' })).toBe('2 boxes more needed');
  });

  it('asks for whole packs of a food bought in packs, from what the packs hold', () => {
    // A box of 6 ticked, a box of 12 now: one box is not enough.
    expect(moreNeeded({ quantity: 6, unit: 'piece' }, { value: 12, unit: 'piece' }, { form: 'box', size: 6 })).toBe(
      '1 box more needed',
    );
    expect(moreNeeded({ quantity: 150, unit: 'ml' }, { value: 450, unit: 'ml' }, { form: 'pot', size: 150 })).toBe(
      '2 pots more needed',
    );
    // 83 ml more of cream in 150 ml pots is still one pot; ticked in grams before it came in packs.
    expect(moreNeeded({ quantity: 150, unit: 'ml' }, { value: 233, unit: 'ml' }, { form: 'pot', size: 150 })).toBe(
      '1 pot more needed',
    );
    expect(moreNeeded({ quantity: 300, unit: 'g' }, { value: 400, unit: 'g' }, { form: 'tin', size: 400 })).toBe(
      '1 tin more needed',
    );
    expect(
      moreNeeded({ quantity: 12, unit: 'piece' }, { value: 12, unit: 'piece' }, { form: 'box', size: 6 }),
    ).toBeNull();
    // Counted pieces written either way are one count.
    expect(moreNeeded({ quantity: 3, unit: null }, { value: 5, unit: 'piece' })).toBe('2 more needed');
  });

  it('asks for whole pieces and tins, never a part of one', () => {
    expect(moreNeeded({ quantity: 2, unit: null }, { value: 3.25, unit: null })).toBe('2 more needed');
    expect(moreNeeded({ quantity: 2, unit: 'clove' }, { value: 2.5, unit: 'clove' })).toBe('1 clove more needed');
  });
});
