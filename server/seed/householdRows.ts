/**
 * Every seeded cook's household (issue 19), with the cook as its first member; the demo account's
 * family eats at the table too: a partner, a pescatarian teen and a child with a peanut allergy,
 * so the demo planner shows who eats what, and a couple of meals to sort out.
 */
import type { Allergen, Diet, MemberAgeGroup } from '../../contract/constants';
import { householdAccounts, householdMembers, households } from '../db/schema';
import { COOKS, type CookKey } from './catalogData';
import type { SeedContext } from './seedContext';

interface FamilyMemberSeed {
  name: string;
  ageGroup: MemberAgeGroup;
  allergens?: Allergen[];
  diets?: Diet[];
  dislikes?: string[];
}

/** The demo account's family, after Maya herself. */
export const DEMO_FAMILY: readonly FamilyMemberSeed[] = [
  { name: 'Tom Fernandes', ageGroup: 'adult' },
  { name: 'Ava', ageGroup: 'teen', diets: ['pescatarian'] },
  { name: 'Leo', ageGroup: 'child', allergens: ['peanuts'], dislikes: ['mushroom'] },
];

const DEMO_COOK: CookKey = 'maya';

export interface SeededHousehold {
  id: number;
  /** Member ids by name. */
  members: Map<string, number>;
}

export async function insertHouseholds(
  context: SeedContext,
  cookIds: Map<CookKey, number>,
): Promise<Map<CookKey, SeededHousehold>> {
  const seeded = new Map<CookKey, SeededHousehold>();
  for (const [cook, userId] of cookIds) {
    const name = COOKS[cook].name;
    const [household] = await context.tx
      .insert(households)
      .values({ name: `${name.split(' ')[0]}'s family` })
      .returning({ id: households.id });
    await context.tx.insert(householdAccounts).values({ userId, householdId: household.id, role: 'parent' });
    const people = [
      { userId, name, ageGroup: 'adult' as MemberAgeGroup },
      ...(cook === DEMO_COOK ? DEMO_FAMILY : []).map((member) => ({ userId: null, ...member })),
    ];
    const rows = await context.tx
      .insert(householdMembers)
      .values(people.map((person) => ({ householdId: household.id, ...person })))
      .returning({ id: householdMembers.id, name: householdMembers.name });
    seeded.set(cook, { id: household.id, members: new Map(rows.map((row) => [row.name, row.id])) });
  }
  return seeded;
}
