import { foodNamed } from '../foods/catalogueData';
import type { Food, PurchaseForm } from '../foods/types';
import { buyText, choosePacks, lineInForm } from './purchase';

const cream: PurchaseForm = { form: 'pot', size: 150, unit: 'ml', others: [{ size: 300 }, { size: 600 }] };
const tin: PurchaseForm = { form: 'tin', size: 400, unit: 'g' };
const packs = (need: number, form: PurchaseForm) =>
  choosePacks(need, form).map((part) => `${part.count}×${part.size.size}`);

describe('choosePacks', () => {
  it('buys whole packs, rounding up', () => {
    expect(packs(83, cream)).toEqual(['1×150']);
    expect(packs(150, cream)).toEqual(['1×150']);
    expect(packs(430, tin)).toEqual(['2×400']);
  });

  it('mixes two sizes when that wastes least, then takes the fewest packs', () => {
    expect(packs(400, cream)).toEqual(['1×300', '1×150']);
    expect(packs(290, cream)).toEqual(['1×300']);
    expect(packs(700, cream)).toEqual(['1×600', '1×150']);
  });

  it('buys no more for a hair over whole packs, from scaling portions', () => {
    expect(packs(806, tin)).toEqual(['2×400']);
    expect(packs(820, tin)).toEqual(['3×400']);
  });

  it('answers a party-sized need at once, in one size', () => {
    const started = performance.now();
    expect(packs(1_000_000, tin)).toEqual(['2500×400']);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('lineInForm', () => {
  const chickpea = foodNamed('chickpea') as Food;
  const form = chickpea.purchase as PurchaseForm;
  const read = (value: number, unit: string | null, line: string, note: string | null = null) =>
    lineInForm({ value, unit, line, note }, chickpea, form);

  it('reads tins, whole tins by weight, and a drained weight', () => {
    expect(read(2, 'tin', '2 tins chickpeas')).toEqual({ value: 800, inPacks: true });
    expect(read(400, 'g', '400 g tinned chickpeas, drained')).toEqual({ value: 400, inPacks: false });
    expect(read(240, 'g', '240 g chickpeas')).toEqual({ value: 400, inPacks: false });
  });

  it('reads no dried chickpeas as tins, and no unit it has no weight for', () => {
    expect(read(250, 'g', '250 g dried chickpeas')).toBeNull();
    expect(read(1, 'sprig', '1 sprig chickpea')).toBeNull();
  });
});

describe('buyText', () => {
  it('reads as a shopper would', () => {
    expect(buyText([{ size: tin, count: 2 }], tin, 'chopped tomatoes', 'chopped tomatoes')).toBe(
      '2 tins chopped tomatoes (400 g each)',
    );
    const eggs: PurchaseForm = { form: 'box', size: 6, unit: 'piece' };
    expect(buyText([{ size: eggs, count: 1 }], eggs, 'egg', 'eggs')).toBe('1 box of 6 eggs');
    const bunch: PurchaseForm = { form: 'bunch', size: 30, unit: 'g' };
    expect(buyText([{ size: bunch, count: 2 }], bunch, 'basil', 'basils')).toBe('2 bunches basil');
    const milk: PurchaseForm = { form: 'bottle', size: 568, unit: 'ml', label: '1 pint' };
    expect(buyText([{ size: milk, count: 1 }], milk, 'milk', 'milks')).toBe('1 bottle milk (1 pint)');
  });
});
