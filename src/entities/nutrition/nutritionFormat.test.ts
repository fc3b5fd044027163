import {
  formatGrams,
  formatKcal,
  formatNutrientAmount,
  formatPercent,
  formatSalt,
  NUTRIENT_MISSING,
} from './nutritionFormat';

describe('nutrient amounts', () => {
  it('kcal: whole, grouped by thousands', () => {
    expect([formatKcal(419.5), formatKcal(0.4), formatKcal(1180.2), formatKcal(16800)]).toEqual([
      '420',
      '0',
      '1,180',
      '16,800',
    ]);
  });

  it('grams: one decimal under 10 g, whole (grouped) from there', () => {
    expect([formatGrams(0), formatGrams(4.04), formatGrams(9.94), formatGrams(9.96), formatGrams(12.5)]).toEqual([
      '0.0',
      '4.0',
      '9.9',
      '10',
      '13',
    ]);
    // From the amount itself, never from an amount already rounded (12.46 → 12, not 12.5 → 13).
    expect(formatGrams(12.46)).toBe('12');
    expect(formatGrams(2184.4)).toBe('2,184');
  });

  it('salt: two decimals under 1 g, one from there', () => {
    expect([formatSalt(0.044), formatSalt(0.996), formatSalt(1.249), formatSalt(1.26), formatSalt(2)]).toEqual([
      '0.04',
      '1.0',
      '1.2',
      '1.3',
      '2.0',
    ]);
  });

  it('never shows a negative amount, and says so when there is no amount', () => {
    expect([formatKcal(-3), formatGrams(-0.2), formatSalt(-1)]).toEqual(['0', '0.0', '0.00']);
    expect([formatKcal(NaN), formatGrams(Infinity), formatSalt(NaN)]).toEqual([
      NUTRIENT_MISSING,
      NUTRIENT_MISSING,
      NUTRIENT_MISSING,
    ]);
  });
});

describe('a plan nutrient', () => {
  it('is written in its own rounding', () => {
    expect(formatNutrientAmount('energy_kcal', 2400)).toBe('2,400');
    expect(formatNutrientAmount('protein_g', 52.34)).toBe('52');
    expect(formatNutrientAmount('fibre_g', 4.26)).toBe('4.3');
    expect(formatNutrientAmount('salt_g', 0.444)).toBe('0.44');
  });

  it('has its share written as a whole percentage', () => {
    expect([formatPercent(0.49), formatPercent(1.174), formatPercent(0), formatPercent(12.5)]).toEqual([
      '49',
      '117',
      '0',
      '1,250',
    ]);
    expect([formatPercent(NaN), formatPercent(-0.2)]).toEqual(['0', '0']);
  });
});
