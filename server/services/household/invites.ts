/**
 * Two parents, one household (issue 19): an invite code another account joins with. Joining
 * moves the account, and its person, into the household: from then on both see one plan and one
 * shopping list. An account that was alone in its old household brings what it had there (the
 * people it listed, its planned meals and typed items) and the old household is removed; one
 * that leaves others behind goes alone, and what it planned stays with them.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_MEMBERS_MAX } from '../../../contract/constants';
import { HOUSEHOLD } from '../../../contract/messages';
import { normaliseInviteCode } from '../../../contract/schemas';
import type { HouseholdInviteDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { householdAccounts, householdMembers, households, mealPlans, shoppingItems, users } from '../../db/schema';
import { conflict, invalid } from '../errors';
import { householdIdOf } from './household';
import { makeInviteCode, showInviteCode } from './inviteCodes';

const INVITE_MS = HOUSEHOLD_INVITE_DAYS * 24 * 60 * 60 * 1000;

/** A new code for the caller's household, replacing its previous one; valid for seven days. */
export async function createInvite(db: Database, userId: number): Promise<HouseholdInviteDto> {
  const householdId = await householdIdOf(db, userId);
  const expiresAt = new Date(Date.now() + INVITE_MS);
  // A clash with another household's live code is one in ~10^11: try again rather than fail.
  for (let attempt = 0; ; attempt += 1) {
    const code = makeInviteCode();
    try {
      await db
        .update(households)
        .set({ inviteCode: code, inviteExpiresAt: expiresAt })
        .where(eq(households.id, householdId));
      return { code: showInviteCode(code), expires_at: expiresAt.toISOString() };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** The household a live code opens, or null. */
export async function householdOfCode(db: Database, typedCode: string): Promise<{ id: number; name: string } | null> {
  const [household] = await db
    .select({ id: households.id, name: households.name })
    .from(households)
    .where(and(eq(households.inviteCode, normaliseInviteCode(typedCode)), gt(households.inviteExpiresAt, new Date())));
  return household ?? null;
}

/** Joins the household of a live code; answers the household's name. A wrong code is a 422. */
export async function joinHousehold(db: Database, userId: number, typedCode: string): Promise<string> {
  const target = await householdOfCode(db, typedCode);
  if (!target) throw invalid({ code: [HOUSEHOLD.codeNotValid] });
  const oldId = await householdIdOf(db, userId);
  if (oldId === target.id) throw conflict(HOUSEHOLD.alreadyInFamily);

  await db.transaction(async (tx) => {
    // Both households locked, in id order: two joins at once never deadlock or half-move.
    await tx
      .select({ id: households.id })
      .from(households)
      .where(sql`${households.id} in (${oldId}, ${target.id})`)
      .orderBy(households.id)
      .for('update');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ others }] = await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(householdAccounts)
      .where(and(eq(householdAccounts.householdId, oldId), ne(householdAccounts.userId, userId)));
    const alone = others === 0;
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
    await tx.update(householdAccounts).set({ householdId: target.id }).where(eq(householdAccounts.userId, userId));
    if (alone) {
      await tx.update(mealPlans).set({ householdId: target.id }).where(eq(mealPlans.householdId, oldId));
      await tx.update(shoppingItems).set({ householdId: target.id }).where(eq(shoppingItems.householdId, oldId));
      // Ticks go with the old list: the joined list's own ticks stand.
      await tx.delete(households).where(eq(households.id, oldId));
    }
  });
  return target.name;
}
