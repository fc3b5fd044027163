import { householdMeasures, ML_PER_UNIT, readUnit } from './householdMeasures';

const measuresOf = (ndbNo: string) => {
  const measures = householdMeasures(ndbNo);
  if (!measures) throw new Error(`no measures for ${ndbNo}`);
  return measures;
};

describe('reading SR28 measure descriptions', () => {
  it.each([
    ['cup', 'cup', 0],
    ['cup, chopped', 'cup', 3],
    ['tbsp chopped', 'tbsp', 3],
    ['tablespoon', 'tbsp', 0],
    ['fl oz', 'fl oz', 0],
    ['cup (8 fl oz)', 'cup', 0],
    ['cup, fluid (yields 2 cups whipped)', 'cup', 0],
    ['medium (2-1/2" dia)', 'medium', 0],
    ['large whole (3" dia)', 'large', 0],
    ['extra large (9" or longer)', 'extra large', 0],
    ['stalk, medium (7-1/2" - 8" long)', 'stalk', 1],
    ['stalk, large (11"-12" long)', 'stalk', 2],
    ['ear, medium (6-3/4" to 7-1/2" long) yields', 'ear', 1],
    ['cloves', 'clove', 0],
    ['leaves', 'leaf', 0],
    ['slice crust not eaten', 'slice', 3],
  ])('%s is a %s of rank %d', (unit, word, rank) => {
    expect(readUnit(unit)).toEqual([{ word, rank }]);
  });

  it('reads a measure named after the food as one of it', () => {
    const potato = new Set(['potato', 'flesh', 'and', 'skin', 'raw']);
    expect(readUnit('Potato medium (2-1/4" to 3-1/4" dia)', potato)).toEqual([{ word: 'medium', rank: 0 }]);
    expect(readUnit('almond', new Set(['nut', 'almond']))).toEqual([{ word: 'whole', rank: 0 }]);
  });

  it('keeps no weight measure: an ounce of anything is 28.35 g', () => {
    expect(readUnit('oz')).toEqual([]);
    expect(readUnit('oz, boneless')).toEqual([]);
    expect(readUnit('lb')).toEqual([]);
    expect(readUnit('')).toEqual([]);
  });

  it('reads a long description in one pass', () => {
    const long = `cup, ${'chopped (1" pieces) '.repeat(20000)}`;
    const started = performance.now();
    expect(readUnit(long)).toEqual([{ word: 'cup', rank: 3 }]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('household measures of SR28 foods', () => {
  it('butter: a cup of 227 g is 0.96 g/ml', () => {
    const butter = measuresOf('01001');
    expect(butter.densityGPerMl).toBeCloseTo(227 / 236.588, 6);
    expect(butter.densityGPerMl).toBeCloseTo(0.96, 2);
    expect(butter.densityFrom).toBe('cup');
    expect(butter.measures.get('tbsp')).toBe(14.2);
    expect(butter.measures.get('stick')).toBe(113);
    expect(butter.measures.get('pat')).toBe(5);
  });

  it('heavy cream: a tbsp is 15 g; a cup is the fluid one, not the whipped', () => {
    const cream = measuresOf('01053');
    expect(cream.measures.get('tbsp')).toBe(15);
    expect(cream.measures.get('fl oz')).toBe(29.8);
    expect(cream.measures.get('cup')).toBe(238);
    expect(cream.densityGPerMl).toBeCloseTo(238 / ML_PER_UNIT.get('cup')!, 6);
  });

  it('onion: a medium one is 110 g; its cup is chopped', () => {
    const onion = measuresOf('11282');
    expect(onion.pieceGrams).toBe(110);
    expect(onion.pieceFrom).toBe('medium (2-1/2" dia)');
    expect(onion.measures.get('large')).toBe(150);
    expect(onion.measures.get('small')).toBe(70);
    expect(onion.measures.get('slice')).toBe(14);
    expect(onion.densityFrom).toBe('cup, chopped');
    expect(onion.densityGPerMl).toBeCloseTo(160 / 236.588, 6);
  });

  it('garlic: a clove is 3 g, and one garlic is a clove', () => {
    const garlic = measuresOf('11215');
    expect(garlic.measures.get('clove')).toBe(3);
    expect(garlic.pieceGrams).toBe(3);
    expect(garlic.measures.get('tsp')).toBe(2.8);
  });

  it('white bread: a slice is 29 g, the first plain slice USDA lists', () => {
    const bread = measuresOf('18069');
    expect(bread.measures.get('slice')).toBe(29);
    expect(bread.pieceGrams).toBe(29);
    expect(bread.all).toHaveLength(10);
  });

  it('counts pieces in the medium size of the food’s own unit', () => {
    expect(measuresOf('11143').measures.get('stalk')).toBe(40);
    expect(measuresOf('11143').pieceGrams).toBe(40);
    expect(measuresOf('11167').measures.get('ear')).toBe(102);
    expect(measuresOf('11252').measures.get('head')).toBe(539);
    expect(measuresOf('11252').measures.get('leaf')).toBe(8);
    expect(measuresOf('11252').pieceGrams).toBe(539);
    expect(measuresOf('11352').pieceGrams).toBe(213);
    expect(measuresOf('12061').measures.get('whole')).toBe(1.2);
    expect(measuresOf('16358').measures.get('can')).toBe(253);
    expect(measuresOf('02045').measures.get('sprig')).toBeCloseTo(0.2, 6);
    expect(measuresOf('09200').pieceGrams).toBe(131);
  });

  it('takes a composition code as well as an NDB number, and nothing else', () => {
    expect(householdMeasures('usda:11282')).toBe(householdMeasures('11282'));
    for (const code of ['99999', 'usda:99999', '__proto__', 'constructor', ''])
      expect(householdMeasures(code)).toBeUndefined();
  });
});
