/**
 * The signed-in account's household (issue 19): its members, with their age groups, portions,
 * allergies, diets and dislikes. Every account has one: made on its first visit, with the
 * account's own person as its first member. A member of another household is not found.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PORTIONS,
  HOUSEHOLD_MEMBERS_MAX,
  type Allergen,
  type Diet,
  type MemberAgeGroup,
} from '../../../contract/constants';
import { MEAL_PEOPLE } from '../../../contract/messages';
import type { HouseholdDto, HouseholdMemberDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { householdAccounts, householdMembers, households, mealPlans, users } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { termName, termNamed } from '../foods/catalogue';
import { showInviteCode } from './inviteCodes';

const MEMBER_NOT_FOUND = 'Family member not found';

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
    await tx.insert(householdAccounts).values({ userId, householdId: household.id });
    await tx.insert(householdMembers).values({ householdId: household.id, userId, name: user.name, ageGroup: 'adult' });
    return household.id;
  });
}

export type MemberRow = typeof householdMembers.$inferSelect;

function toMemberDto(row: MemberRow, viewerId: number): HouseholdMemberDto {
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
  const householdId = await householdIdOf(db, userId);
  const [[household], rows] = await Promise.all([
    db.select().from(households).where(eq(households.id, householdId)),
    memberRows(db, householdId),
  ]);
  const invite =
    household.inviteCode && household.inviteExpiresAt && household.inviteExpiresAt > new Date()
      ? { code: showInviteCode(household.inviteCode), expires_at: household.inviteExpiresAt.toISOString() }
      : undefined;
  return {
    id: household.id,
    name: household.name,
    members: rows.map((row) => toMemberDto(row, userId)),
    ...(invite ? { invite } : {}),
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
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  if (count >= HOUSEHOLD_MEMBERS_MAX)
    throw conflict(`A family can list ${HOUSEHOLD_MEMBERS_MAX} people. Remove someone before adding more.`);
  const [row] = await db
    .insert(householdMembers)
    .values({ householdId, name: input.name, ageGroup: input.ageGroup, ...values })
    .returning();
  return toMemberDto(row, userId);
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
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toMemberDto(row, userId);
}

export async function removeMember(db: Database, userId: number, memberId: number): Promise<void> {
  const householdId = await householdIdOf(db, userId);
  const [row] = await db
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, householdId)));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  if (row.userId !== null) throw conflict("A family member with an account can't be removed from the family.");
  await db.transaction(async (tx) => {
    await tx.delete(householdMembers).where(eq(householdMembers.id, memberId));
    // Meals planned for named people forget this one (an empty list: nobody eats it any more).
    await tx
      .update(mealPlans)
      .set({ memberIds: sql`array_remove(${mealPlans.memberIds}, ${memberId})` })
      .where(and(eq(mealPlans.householdId, householdId), sql`${memberId} = any(${mealPlans.memberIds})`));
  });
}

/** What recipes must avoid for the whole household: every member's allergens and diets. */
export async function householdNeeds(db: Database, userId: number): Promise<{ allergens: Allergen[]; diets: Diet[] }> {
  const rows = await memberRows(db, await householdIdOf(db, userId));
  return {
    allergens: [...new Set(rows.flatMap((row) => row.allergens as Allergen[]))],
    diets: [...new Set(rows.flatMap((row) => row.diets as Diet[]))],
  };
}
