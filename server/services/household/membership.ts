/**
 * Who belongs to the family (issue 33). Its parents remove accounts and make other accounts
 * parents; anyone may leave, except the last parent of a household that still has other accounts
 * (someone must be able to invite and remove) and the only account (there is nothing to leave).
 * People without an account may be removed by any account of the family, as before.
 *
 * A removed or departed account's access ends at its next request: its household_accounts row
 * and its person are gone, so the next call that needs a household (householdIdOf) makes it a
 * fresh one of its own, with nothing of the family's.
 */
import { and, eq } from 'drizzle-orm';
import { HOUSEHOLD } from '../../../contract/messages';
import type { HouseholdMemberDto, HouseholdRole } from '../../../contract/types';
import type { Database } from '../../db/client';
import { householdAccounts, householdMembers, households } from '../../db/schema';
import { conflict, forbidden } from '../errors';
import { deleteMemberRow, lockHouseholds, memberOf, membershipOf, rolesOf, toMemberDto } from './household';

/** Locks the household and checks the caller is still in it with the role seen; else 409. */
async function lockFamily(tx: Database, householdId: number, userId: number): Promise<HouseholdRole> {
  if (!(await lockHouseholds(tx, [householdId])).has(householdId)) throw conflict(HOUSEHOLD.familyChanged);
  const [account] = await tx
    .select({ householdId: householdAccounts.householdId, role: householdAccounts.role })
    .from(householdAccounts)
    .where(eq(householdAccounts.userId, userId));
  if (!account || account.householdId !== householdId) throw conflict(HOUSEHOLD.familyChanged);
  return account.role as HouseholdRole;
}

/** Takes an account out of its household: its link and its person (and them out of named meals). */
async function detachAccount(tx: Database, householdId: number, accountId: number): Promise<void> {
  await tx
    .delete(householdAccounts)
    .where(and(eq(householdAccounts.userId, accountId), eq(householdAccounts.householdId, householdId)));
  const people = await tx
    .select({ id: householdMembers.id })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, accountId)));
  for (const person of people) await deleteMemberRow(tx, householdId, person.id);
}

/**
 * Removes a member. Someone with an account: parents only (403), never the caller (409, they
 * leave instead); someone without: any account of the family. Another household's member: 404.
 */
export async function removeMember(db: Database, userId: number, memberId: number): Promise<string> {
  const { householdId } = await membershipOf(db, userId);
  const row = await memberOf(db, householdId, memberId);
  if (row.userId === userId) throw conflict(HOUSEHOLD.removeYourself);
  await db.transaction(async (tx) => {
    const role = await lockFamily(tx, householdId, userId);
    const [still] = await tx
      .select({ userId: householdMembers.userId })
      .from(householdMembers)
      .where(and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, householdId)));
    if (!still) throw conflict(HOUSEHOLD.familyChanged);
    if (still.userId === null) return deleteMemberRow(tx, householdId, memberId);
    if (role !== 'parent') throw forbidden(HOUSEHOLD.parentsOnly);
    await detachAccount(tx, householdId, still.userId);
  });
  return row.name;
}

/** Makes an account of the family a parent (parents only). */
export async function promoteMember(db: Database, userId: number, memberId: number): Promise<HouseholdMemberDto> {
  const { householdId } = await membershipOf(db, userId);
  const row = await memberOf(db, householdId, memberId);
  await db.transaction(async (tx) => {
    if ((await lockFamily(tx, householdId, userId)) !== 'parent') throw forbidden(HOUSEHOLD.parentsOnly);
    if (row.userId === null) throw conflict(HOUSEHOLD.promoteNeedsAccount);
    const [promoted] = await tx
      .update(householdAccounts)
      .set({ role: 'parent' })
      .where(
        and(
          eq(householdAccounts.userId, row.userId),
          eq(householdAccounts.householdId, householdId),
          eq(householdAccounts.role, 'member'),
        ),
      )
      .returning({ userId: householdAccounts.userId });
    if (promoted) return;
    const roles = await rolesOf(tx, householdId);
    throw roles.get(row.userId) === 'parent'
      ? conflict(HOUSEHOLD.alreadyParent(row.name))
      : conflict(HOUSEHOLD.familyChanged);
  });
  return toMemberDto(row, userId, await rolesOf(db, householdId));
}

/**
 * The caller leaves its family; answers the family's name. Its person goes with it; the family's
 * plan, list and people without accounts stay.
 */
export async function leaveHousehold(db: Database, userId: number): Promise<string> {
  const { householdId } = await membershipOf(db, userId);
  return db.transaction(async (tx) => {
    const role = await lockFamily(tx, householdId, userId);
    const roles = await rolesOf(tx, householdId);
    if (roles.size <= 1) throw conflict(HOUSEHOLD.aloneInFamily);
    const parents = [...roles.values()].filter((each) => each === 'parent').length;
    if (role === 'parent' && parents <= 1) throw conflict(HOUSEHOLD.lastParent);
    const [household] = await tx
      .select({ name: households.name })
      .from(households)
      .where(eq(households.id, householdId));
    await detachAccount(tx, householdId, userId);
    return household.name;
  });
}
