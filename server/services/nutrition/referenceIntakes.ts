/**
 * A day's reference intakes for each household age group (issue 20), from published dietary
 * reference values. Members carry an age group but no age, sex or weight, so each group is read
 * at a representative age, and where a source gives girls and boys (women and men) apart, the
 * mean of the two is used. docs/decisions.md ("Reference intakes per age group") says why.
 */
import { PLAN_NUTRIENTS, type MemberAgeGroup } from '../../../contract/constants';
import type { NutrientAmountsDto } from '../../../contract/types';

export const REFERENCE_SOURCE =
  'Energy: EFSA average requirements at a moderately active lifestyle (EFSA Journal 2013;11(1):3005). ' +
  'Protein: UK reference nutrient intakes (Department of Health, 1991). ' +
  'Fibre: EFSA adequate intakes (EFSA Journal 2010;8(3):1462). ' +
  'Carbohydrate, sugars, fat and saturates: the EU reference intakes for 2,000 kcal (Regulation (EU) ' +
  'No 1169/2011, Annex XIII), scaled to each age group’s energy. ' +
  'Salt: the EU reference intake of 6 g, 5 g for children (SACN, Salt and Health, 2003). ' +
  'Girls’ and boys’ (women’s and men’s) values averaged.';

/**
 * EFSA's average energy requirements (kcal/day) at PAL 1.6, as its press release of 10 January
 * 2013 gives them: [girls or women, boys or men] at an age, or the middle of an age band.
 */
const EFSA_ENERGY_AT_AGE: readonly (readonly [age: number, female: number, male: number])[] = [
  [6, 1500, 1600],
  [12, 2000, 2200],
  [17, 2300, 2900],
  [34.5, 2000, 2600],
  [54.5, 2000, 2500],
  [74.5, 1800, 2300],
];

/** The age each group is read at: a child of 9, a teen of 15, and the middle of the others' bands. */
const REPRESENTATIVE_AGE: Readonly<Record<MemberAgeGroup, number>> = {
  child: 9,
  teen: 15,
  adult: 34.5,
  'middle-adulthood': 54.5,
  'senior-adult': 74.5,
};

/** The mean of both sexes' requirement at an age, straight between EFSA's figures either side. */
export function energyRequirement(age: number): number {
  const points = EFSA_ENERGY_AT_AGE.map(([at, female, male]) => [at, (female + male) / 2] as const);
  if (age <= points[0][0]) return points[0][1];
  for (let index = 1; index < points.length; index += 1) {
    const [toAge, toKcal] = points[index];
    if (age > toAge) continue;
    const [fromAge, fromKcal] = points[index - 1];
    return fromKcal + ((toKcal - fromKcal) * (age - fromAge)) / (toAge - fromAge);
  }
  return points[points.length - 1][1];
}

/**
 * UK reference nutrient intakes for protein (g/day), [girls or women, boys or men]: 7–10 years,
 * 15–18 years, 19–50 years, and over 50. EFSA gives protein per kilogram of body weight, which
 * members do not have.
 */
const PROTEIN_RNI: Readonly<Record<MemberAgeGroup, readonly [number, number]>> = {
  child: [28.3, 28.3],
  teen: [45.0, 55.2],
  adult: [45.0, 55.5],
  'middle-adulthood': [46.5, 53.3],
  'senior-adult': [46.5, 53.3],
};

/** EFSA's adequate intakes for fibre (g/day): 7–10 years, 15–17 years, adults. */
const FIBRE_AI: Readonly<Record<MemberAgeGroup, number>> = {
  child: 16,
  teen: 21,
  adult: 25,
  'middle-adulthood': 25,
  'senior-adult': 25,
};

/** The EU reference intakes of an average adult, for 2,000 kcal. */
const EU_REFERENCE = { energyKcal: 2000, carbohydrateG: 260, sugarsG: 90, fatG: 70, saturatedFatG: 20, saltG: 6 };
/** SACN's most salt a child of 7–10 should eat in a day. */
const CHILD_SALT_G = 5;

const grams = (value: number) => Math.round(value * 10) / 10;
const mean = ([female, male]: readonly [number, number]) => (female + male) / 2;

/**
 * A member's reference intakes for one day, by age group. Each nutrient is named here, not looped
 * over: each has its own source, so a nutrient added to NUTRIENTS fails to compile until it has one.
 */
export function dailyReference(ageGroup: MemberAgeGroup): NutrientAmountsDto {
  const energy = Math.round(energyRequirement(REPRESENTATIVE_AGE[ageGroup]));
  const scale = energy / EU_REFERENCE.energyKcal;
  return {
    energy_kcal: energy,
    protein_g: grams(mean(PROTEIN_RNI[ageGroup])),
    carbohydrate_g: grams(EU_REFERENCE.carbohydrateG * scale),
    sugars_g: grams(EU_REFERENCE.sugarsG * scale),
    fat_g: grams(EU_REFERENCE.fatG * scale),
    saturated_fat_g: grams(EU_REFERENCE.saturatedFatG * scale),
    fibre_g: FIBRE_AI[ageGroup],
    salt_g: ageGroup === 'child' ? CHILD_SALT_G : EU_REFERENCE.saltG,
  };
}

export const noNutrients = (): NutrientAmountsDto =>
  Object.fromEntries(PLAN_NUTRIENTS.map((nutrient) => [nutrient, 0])) as NutrientAmountsDto;
