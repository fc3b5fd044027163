import { compositionOf, compositionSource, compositionTable, compositionVersion } from './compositionTable';
import { ndbNumber, usdaCode, usdaTable, usdaVersion } from './usdaTable';

describe('USDA SR28 as a composition table', () => {
  it('reads every food of foods.csv per 100 g, sodium in grams', () => {
    const table = usdaTable();
    expect(table.size).toBe(8789);
    expect([...table.keys()].every((code) => /^usda:\d{5}$/.test(code))).toBe(true);
    expect(table.get('usda:01001')).toEqual({
      code: 'usda:01001',
      name: 'Butter, salted',
      group: 'Dairy and Egg Products',
      energyKcal: 717,
      proteinG: 0.85,
      carbohydrateG: 0.06,
      sugarsG: 0.06,
      fatG: 81.11,
      saturatedFatG: 51.368,
      fibreG: 0,
      sodiumG: 0.643,
      energyDerived: false,
    });
    expect(table.get('usda:20081')).toMatchObject({
      name: 'Wheat flour, white, all-purpose, enriched, bleached',
      energyKcal: 364,
      proteinG: 10.33,
      fatG: 0.98,
      carbohydrateG: 76.31,
      sugarsG: 0.27,
      fibreG: 2.7,
      sodiumG: 0.002,
    });
    expect(table.get('usda:18069')).toMatchObject({ energyKcal: 266, sodiumG: 0.49 });
  });

  it('counts a blank nutrient as 0 and says it is unknown', () => {
    const coconutMilk = usdaTable().get('usda:12118')!;
    expect(coconutMilk).toMatchObject({ energyKcal: 197, sugarsG: 0, fibreG: 0, saturatedFatG: 18.915 });
    expect(coconutMilk.unknownNutrients).toEqual(['sugarsG', 'fibreG']);
    const withBlanks = [...usdaTable().values()].filter((row) => row.unknownNutrients);
    expect(withBlanks.filter((row) => row.unknownNutrients!.includes('sugarsG'))).toHaveLength(1832);
    expect(withBlanks.filter((row) => row.unknownNutrients!.includes('sodiumG'))).toHaveLength(83);
  });

  it('names its rows by "usda:" and the NDB number, leading zeros kept', () => {
    expect(usdaCode('01001')).toBe('usda:01001');
    expect(ndbNumber('usda:01001')).toBe('01001');
    expect(ndbNumber('01001')).toBe('01001');
    expect(usdaVersion()).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('compositionOf', () => {
  it('reads either table by its code', () => {
    expect(compositionOf('usda:01001')?.name).toBe('Butter, salted');
    expect(compositionOf('usda:01001')).toBe(usdaTable().get('usda:01001'));
    const ifctMilk = [...compositionTable().values()].find((row) => row.name === 'Milk, whole, Cow')!;
    expect(compositionOf(ifctMilk.code)).toBe(ifctMilk);
    expect(compositionSource(ifctMilk.code)).toBe('ifct2017');
    expect(compositionSource('usda:01001')).toBe('usda-sr28');
  });

  it('has no row for a code neither table has, whatever it is called', () => {
    for (const code of ['usda:99999', '01001', 'Z999', '', 'usda:', '__proto__', 'usda:__proto__', 'constructor'])
      expect(compositionOf(code)).toBeUndefined();
  });

  it('versions both tables together', () => {
    expect(compositionVersion()).toMatch(/^[0-9a-f]{12}$/);
    expect(compositionVersion()).toBe(compositionVersion());
  });
});
