/**
 * Invites (issue 19, made the family's own in issue 33): a parent makes a code another account
 * joins with. A code is single use unless the parent asks for more (at most
 * HOUSEHOLD_INVITE_USES_MAX), works for seven days, replaces the previous one and can be
 * revoked; only parents see it. Joining moves the account, and its person, into the household as a
 * member: from then on they share one plan and one shopping list.
 *
 * What comes along: an account alone in its old household brings the people it listed (they
 * have nobody else to eat with) and its old household is removed; its planned meals and typed
 * shopping items come only when it asks (`bringMeals`), each brought meal for the joiner alone.
 * An account that leaves other accounts behind goes alone: the old family's plan and list are
 * theirs and stay.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_MEMBERS_MAX } from '../../../contract/constants';
import { HOUSEHOLD } from '../../../contract/messages';
import { normaliseInviteCode } from '../../../contract/schemas';
import type { HouseholdInviteDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { householdAccounts, householdMembers, households, mealPlans, shoppingItems } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { householdIdOf, lockHouseholds, membershipOf } from './household';
import { liveInvite, makeInviteCode } from './inviteCodes';

const INVITE_MS = HOUSEHOLD_INVITE_DAYS * 24 * 60 * 60 * 1000;

/** The caller's household, when the caller is one of its parents; else 403. */
export async function parentsHousehold(db: Database, userId: number): Promise<number> {
  const { householdId, role } = await membershipOf(db, userId);
  if (role !== 'parent') throw forbidden(HOUSEHOLD.parentsOnly);
  return householdId;
}

/**
 * A new code for the caller's household (parents only), replacing its previous one: valid for
 * seven days, for `uses` accounts (1 by default).
 */
export async function createInvite(db: Database, userId: number, uses = 1): Promise<HouseholdInviteDto> {
  const householdId = await parentsHousehold(db, userId);
  const expiresAt = new Date(Date.now() + INVITE_MS);
  // A clash with another household's live code is one in ~10^11: try again rather than fail.
  for (let attempt = 0; ; attempt += 1) {
    const code = makeInviteCode();
    try {
      const [row] = await db
        .update(households)
        .set({ inviteCode: code, inviteExpiresAt: expiresAt, inviteUsesLeft: uses })
        .where(eq(households.id, householdId))
        .returning();
      if (!row) throw conflict(HOUSEHOLD.familyChanged);
      return liveInvite(row)!;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Revokes the household's live code (parents only); 404 when there is none. */
export async function revokeInvite(db: Database, userId: number): Promise<void> {
  const householdId = await parentsHousehold(db, userId);
  const [row] = await db.select().from(households).where(eq(households.id, householdId));
  if (!row || !liveInvite(row)) throw notFound(HOUSEHOLD.noInvite);
  await db
    .update(households)
    .set({ inviteCode: null, inviteExpiresAt: null, inviteUsesLeft: 0 })
    .where(eq(households.id, householdId));
}

/** The household a live code (not expired, with uses left) opens, or null. */
async function householdOfCode(db: Database, code: string): Promise<{ id: number; name: string } | null> {
  const [household] = await db
    .select({ id: households.id, name: households.name })
    .from(households)
    .where(
      and(
        eq(households.inviteCode, code),
        gt(households.inviteExpiresAt, new Date()),
        gt(households.inviteUsesLeft, 0),
      ),
    );
  return household ?? null;
}

const codeNotValid = () => invalid({ code: [HOUSEHOLD.codeNotValid] });

/**
 * Joins the household of a live code, using one of its uses; answers the household's name. A
 * wrong, used-up or expired code is a 422; a family that changed meanwhile (the joiner moved or
 * was removed, the target household went away) a 409.
 */
export async function joinHousehold(
  db: Database,
  userId: number,
  typedCode: string,
  options: { bringMeals?: boolean } = {},
): Promise<string> {
  const code = normaliseInviteCode(typedCode);
  // Read first to learn which two rows to lock; everything is read again under the locks.
  const seen = await householdOfCode(db, code);
  if (!seen) throw codeNotValid();
  const seenOldId = await householdIdOf(db, userId);
  if (seenOldId === seen.id) throw conflict(HOUSEHOLD.alreadyInFamily);

  return db.transaction(async (tx) => {
    // Both households locked, in id order: two joins at once never deadlock or half-move.
    const locked = await lockHouseholds(tx, [seenOldId, seen.id]);
    const target = await householdOfCode(tx, code);
    if (!target) throw locked.has(seen.id) ? codeNotValid() : conflict(HOUSEHOLD.familyChanged);
    const [account] = await tx
      .select({ householdId: householdAccounts.householdId, role: householdAccounts.role })
      .from(householdAccounts)
      .where(eq(householdAccounts.userId, userId));
    // The joiner moved or was removed meanwhile, or the code now opens another household.
    if (!account || account.householdId !== seenOldId || target.id !== seen.id || !locked.has(seenOldId))
      throw conflict(HOUSEHOLD.familyChanged);
    const oldId = seenOldId;

    const others = await tx
      .select({ role: householdAccounts.role })
      .from(householdAccounts)
      .where(and(eq(householdAccounts.householdId, oldId), ne(householdAccounts.userId, userId)));
    const alone = others.length === 0;
    // Joining another family is leaving this one: it keeps a parent.
    if (account.role === 'parent' && !alone && !others.some((other) => other.role === 'parent'))
      throw conflict(HOUSEHOLD.lastParent);

    const [own] = await tx
      .select({ id: householdMembers.id })
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, oldId), eq(householdMembers.userId, userId)));
    const moving = alone
      ? eq(householdMembers.householdId, oldId)
      : and(eq(householdMembers.householdId, oldId), eq(householdMembers.userId, userId));
    const [{ count: movingCount }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(householdMembers)
      .where(moving);
    const [{ count: targetCount }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, target.id));
    if (movingCount + targetCount > HOUSEHOLD_MEMBERS_MAX)
      throw conflict(
        `Together your families would have more than ${HOUSEHOLD_MEMBERS_MAX} people. Remove someone first.`,
      );

    await tx.update(householdMembers).set({ householdId: target.id }).where(moving);
    await tx
      .update(householdAccounts)
      .set({ householdId: target.id, role: 'member' })
      .where(eq(householdAccounts.userId, userId));
    if (alone) {
      if (options.bringMeals) {
        // Brought meals are the joiner's: nobody else in the family is assumed to eat them.
        await tx
          .update(mealPlans)
          .set({ householdId: target.id, memberIds: own ? [own.id] : [] })
          .where(eq(mealPlans.householdId, oldId));
        // The phone's ids of typed items (client_id) are unique per household: the moved ones need none any more.
        await tx
          .update(shoppingItems)
          .set({ householdId: target.id, clientId: null })
          .where(eq(shoppingItems.householdId, oldId));
      }
      // What stays (meals and items left behind, ticks) goes with the old household.
      await tx.delete(households).where(eq(households.id, oldId));
    } else if (own) {
      // The family left behind forgets the joiner in the meals named for them.
      await tx
        .update(mealPlans)
        .set({ memberIds: sql`array_remove(${mealPlans.memberIds}, ${own.id})` })
        .where(and(eq(mealPlans.householdId, oldId), sql`${own.id} = any(${mealPlans.memberIds})`));
    }
    // One use of the code spent; the last one retires it.
    await tx
      .update(households)
      .set({
        inviteUsesLeft: sql`${households.inviteUsesLeft} - 1`,
        inviteCode: sql`case when ${households.inviteUsesLeft} <= 1 then null else ${households.inviteCode} end`,
        inviteExpiresAt: sql`case when ${households.inviteUsesLeft} <= 1 then null else ${households.inviteExpiresAt} end`,
      })
      .where(eq(households.id, target.id));
    return target.name;
  });
}
