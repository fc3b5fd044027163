import { dailyReference, energyRequirement } from './referenceIntakes';

describe('reference intakes per age group', () => {
  it("reproduces EFSA's energy requirements at the ages it gives, as the mean of both sexes", () => {
    expect(energyRequirement(6)).toBe(1550);
    expect(energyRequirement(12)).toBe(2100);
    expect(energyRequirement(17)).toBe(2600);
    expect(energyRequirement(34.5)).toBe(2300);
    expect(energyRequirement(74.5)).toBe(2050);
  });

  it('reads between two ages in a straight line, and holds the ends', () => {
    expect(energyRequirement(9)).toBe(1825);
    expect(energyRequirement(15)).toBe(2400);
    expect(energyRequirement(2)).toBe(1550);
    expect(energyRequirement(90)).toBe(2050);
  });

  it('scales the EU reference intakes to the energy of the age group', () => {
    // A teen (read at 15) needs 2,400 kcal: 1.2 times the EU reference adult.
    expect(dailyReference('teen')).toEqual({
      energy_kcal: 2400,
      protein_g: 50.1,
      carbohydrate_g: 312,
      sugars_g: 108,
      fat_g: 84,
      saturated_fat_g: 24,
      fibre_g: 21,
      salt_g: 6,
    });
  });

  it('gives a child less of everything than an adult, and at most 5 g of salt', () => {
    const child = dailyReference('child');
    const adult = dailyReference('adult');
    for (const nutrient of Object.keys(child) as (keyof typeof child)[])
      expect(child[nutrient]).toBeLessThan(adult[nutrient]);
    expect(child).toMatchObject({ energy_kcal: 1825, protein_g: 28.3, fibre_g: 16, salt_g: 5 });
  });
});
