/**
 * The signed-in account's household (issue 19): its members, with their age groups, portions,
 * allergies, diets and dislikes. Every account has one: made on its first visit, with the
 * account's own person as its first member. A member of another household is not found.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_PORTIONS,
  HOUSEHOLD_MEMBERS_MAX,
  type Allergen,
  type Diet,
  type MemberAgeGroup,
} from '../../../contract/constants';
import { HOUSEHOLD, MEAL_PEOPLE } from '../../../contract/messages';
import type { HouseholdDto, HouseholdMemberDto, HouseholdRole } from '../../../contract/types';
import type { Database } from '../../db/client';
import { householdAccounts, householdMembers, households, mealPlans, users } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { termName, termNamed } from '../foods/catalogue';
import { liveInvite } from './inviteCodes';
import { categoryRows, mealTimesOf } from './mealTimes';

/** The household of an account, made (with the account as its first member) when it has none. */
export async function householdIdOf(db: Database, userId: number): Promise<number> {
  const [link] = await db
    .select({ householdId: householdAccounts.householdId })
    .from(householdAccounts)
    .where(eq(householdAccounts.userId, userId));
  if (link) return link.householdId;
  return db.transaction(async (tx) => {
    // The account's row, locked: two first visits at once make one household, not two.
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('Account not found');
    const [again] = await tx
      .select({ householdId: householdAccounts.householdId })
      .from(householdAccounts)
      .where(eq(householdAccounts.userId, userId));
    if (again) return again.householdId;
    const firstName = user.name.trim().split(/\s+/)[0] || 'My';
    const [household] = await tx
      .insert(households)
      .values({ name: `${firstName}'s family` })
      .returning({ id: households.id });
    // Whoever makes a household is its parent (issue 33).
    await tx.insert(householdAccounts).values({ userId, householdId: household.id, role: 'parent' });
    await tx.insert(householdMembers).values({ householdId: household.id, userId, name: user.name, ageGroup: 'adult' });
    return household.id;
  });
}

export type MemberRow = typeof householdMembers.$inferSelect;

/** The roles of a household's accounts, by account id. */
export type Roles = ReadonlyMap<number, HouseholdRole>;

export async function rolesOf(db: Database, householdId: number): Promise<Map<number, HouseholdRole>> {
  const rows = await db
    .select({ userId: householdAccounts.userId, role: householdAccounts.role })
    .from(householdAccounts)
    .where(eq(householdAccounts.householdId, householdId));
  return new Map(rows.map((row) => [row.userId, row.role as HouseholdRole]));
}

/** The household and role of an account (its household made when it has none). */
export async function membershipOf(
  db: Database,
  userId: number,
): Promise<{ householdId: number; role: HouseholdRole }> {
  for (let attempt = 0; ; attempt += 1) {
    await householdIdOf(db, userId);
    const [row] = await db
      .select({ householdId: householdAccounts.householdId, role: householdAccounts.role })
      .from(householdAccounts)
      .where(eq(householdAccounts.userId, userId));
    if (row) return { householdId: row.householdId, role: row.role as HouseholdRole };
    // Removed from the family between the two reads: the next round makes its own household.
    if (attempt >= 2) throw conflict(HOUSEHOLD.familyChanged);
  }
}

/**
 * Locks household rows (SELECT … FOR UPDATE), in id order so that two transactions locking the
 * same two never deadlock; answers the ids that still exist.
 */
export async function lockHouseholds(tx: Database, ids: readonly number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: households.id })
    .from(households)
    .where(inArray(households.id, [...new Set(ids)]))
    .orderBy(asc(households.id))
    .for('update');
  return new Set(rows.map((row) => row.id));
}

export function toMemberDto(row: MemberRow, viewerId: number, roles: Roles): HouseholdMemberDto {
  const ageGroup = row.ageGroup as MemberAgeGroup;
  return {
    id: row.id,
    name: row.name,
    age_group: ageGroup,
    portion: portionOf(row),
    allergens: row.allergens as Allergen[],
    diets: row.diets as Diet[],
    dislikes: row.dislikes,
    is_you: row.userId === viewerId,
    has_account: row.userId !== null,
    role: row.userId === null ? null : (roles.get(row.userId) ?? null),
  };
}

/** A household's people in the order they were added (the account's own person first). */
export async function memberRows(db: Database, householdId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.id));
}

/**
 * The named people of a planned meal, checked to be of the household (another household's id:
 * 404), in household order; undefined (nobody named) or everyone named is null: the whole
 * household.
 */
export async function namedMembers(
  db: Database,
  householdId: number,
  memberIds: readonly number[] | undefined,
): Promise<number[] | null> {
  if (memberIds === undefined) return null;
  const members = await memberRows(db, householdId);
  const known = new Set(members.map((member) => member.id));
  if (memberIds.some((id) => !known.has(id))) throw notFound(MEAL_PEOPLE.memberNotFound);
  // Everyone named is the whole household: people added later eat it too.
  if (memberIds.length === members.length) return null;
  return members.filter((member) => memberIds.includes(member.id)).map((member) => member.id);
}

/** A member's portion: their own, or their age group's default. */
export const portionOf = (row: Pick<MemberRow, 'portion' | 'ageGroup'>): number =>
  row.portion ?? DEFAULT_PORTIONS[row.ageGroup as MemberAgeGroup] ?? 1;

export async function loadHousehold(db: Database, userId: number): Promise<HouseholdDto> {
  const { householdId } = await membershipOf(db, userId);
  const [[household], rows, roles, categoryList] = await Promise.all([
    db.select().from(households).where(eq(households.id, householdId)),
    memberRows(db, householdId),
    rolesOf(db, householdId),
    categoryRows(db),
  ]);
  if (!household) throw conflict(HOUSEHOLD.familyChanged);
  const youAreParent = roles.get(userId) === 'parent';
  const parents = [...roles.values()].filter((role) => role === 'parent').length;
  // Another account stays behind, and a parent stays with it.
  const canLeave = roles.size > 1 && (!youAreParent || parents > 1);
  const invite = youAreParent ? liveInvite(household) : null;
  return {
    id: household.id,
    name: household.name,
    members: rows.map((row) => toMemberDto(row, userId, roles)),
    you_are_parent: youAreParent,
    can_leave: canLeave,
    ...(invite ? { invite } : {}),
    time_zone: household.timeZone,
    meal_times: mealTimesOf(household.mealTimes, categoryList),
  };
}

/** Dislikes as the catalogue names them ('Mushrooms' → 'mushroom'); a name it does not know is refused. */
function catalogueFoods(names: readonly string[]): string[] {
  const unknown = names.filter((name) => termNamed(name)?.type !== 'food');
  if (unknown.length > 0)
    throw invalid({ dislikes: [`${unknown[0].slice(0, 60)} is not a food we know. Choose one from the list.`] });
  return [...new Set(names.map((name) => termName(termNamed(name)!)))];
}

export interface MemberInput {
  name?: string;
  ageGroup?: MemberAgeGroup;
  /** Null: the age group's default. */
  portion?: number | null;
  allergens?: Allergen[];
  diets?: Diet[];
  dislikes?: string[];
}

function memberValues(input: MemberInput) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.ageGroup !== undefined ? { ageGroup: input.ageGroup } : {}),
    ...(input.portion !== undefined ? { portion: input.portion } : {}),
    ...(input.allergens !== undefined ? { allergens: input.allergens } : {}),
    ...(input.diets !== undefined ? { diets: input.diets } : {}),
    ...(input.dislikes !== undefined ? { dislikes: catalogueFoods(input.dislikes) } : {}),
  };
}

export async function addMember(
  db: Database,
  userId: number,
  input: MemberInput & { name: string; ageGroup: MemberAgeGroup },
): Promise<HouseholdMemberDto> {
  const householdId = await householdIdOf(db, userId);
  const values = memberValues(input);
  const row = await db.transaction(async (tx) => {
    // The household's row, locked for the count and the insert: parallel adds never pass the cap.
    if (!(await lockHouseholds(tx, [householdId])).has(householdId)) throw conflict(HOUSEHOLD.familyChanged);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId));
    if (count >= HOUSEHOLD_MEMBERS_MAX)
      throw conflict(`A family can list ${HOUSEHOLD_MEMBERS_MAX} people. Remove someone before adding more.`);
    const [inserted] = await tx
      .insert(householdMembers)
      .values({ householdId, name: input.name, ageGroup: input.ageGroup, ...values })
      .returning();
    return inserted;
  });
  return toMemberDto(row, userId, new Map());
}

export async function updateMember(
  db: Database,
  userId: number,
  memberId: number,
  input: MemberInput,
): Promise<HouseholdMemberDto> {
  const householdId = await householdIdOf(db, userId);
  const values = memberValues(input);
  const where = and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, householdId));
  const [row] =
    Object.keys(values).length > 0
      ? await db.update(householdMembers).set(values).where(where).returning()
      : await db.select().from(householdMembers).where(where);
  if (!row) throw notFound(MEAL_PEOPLE.memberNotFound);
  return toMemberDto(row, userId, await rolesOf(db, householdId));
}

/** A member of the household, or 404 (another household's member is not found). */
export async function memberOf(db: Database, householdId: number, memberId: number): Promise<MemberRow> {
  const [row] = await db
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, householdId)));
  if (!row) throw notFound(MEAL_PEOPLE.memberNotFound);
  return row;
}

/** Takes a member out of the household, and out of the meals named for them. */
export async function deleteMemberRow(tx: Database, householdId: number, memberId: number): Promise<void> {
  await tx.delete(householdMembers).where(eq(householdMembers.id, memberId));
  // Meals planned for named people forget this one (an empty list: nobody eats it any more).
  await tx
    .update(mealPlans)
    .set({ memberIds: sql`array_remove(${mealPlans.memberIds}, ${memberId})` })
    .where(and(eq(mealPlans.householdId, householdId), sql`${memberId} = any(${mealPlans.memberIds})`));
}

/** What recipes must avoid for the whole household: every member's allergens and diets. */
export async function householdNeeds(db: Database, userId: number): Promise<{ allergens: Allergen[]; diets: Diet[] }> {
  const rows = await memberRows(db, await householdIdOf(db, userId));
  return {
    allergens: [...new Set(rows.flatMap((row) => row.allergens as Allergen[]))],
    diets: [...new Set(rows.flatMap((row) => row.diets as Diet[]))],
  };
}
