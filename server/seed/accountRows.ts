/** Writes the seeded people: the demo accounts and the community cooks, with avatars and argon2id hashes. */
import argon2 from 'argon2';
import { users } from '../db/schema';
import { COMMUNITY_PASSWORD, COOKS, type CookKey } from './catalogData';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { daysBefore, type SeedContext } from './seedContext';

function passwordOf(email: string): string {
  return DEMO_ACCOUNTS.find((account) => account.email === email)?.password ?? COMMUNITY_PASSWORD;
}

/** Hashing is slow on purpose, so it runs before the transaction opens. */
export async function hashCookPasswords(): Promise<Map<CookKey, string>> {
  const keys = Object.keys(COOKS) as CookKey[];
  const hashes = await Promise.all(
    keys.map((key) => argon2.hash(passwordOf(COOKS[key].email), { type: argon2.argon2id })),
  );
  return new Map(keys.map((key, index) => [key, hashes[index]]));
}

export async function insertCooks(
  context: SeedContext,
  passwordHashes: Map<CookKey, string>,
  avatars: Map<CookKey, string>,
): Promise<Map<CookKey, number>> {
  const keys = Object.keys(COOKS) as CookKey[];
  const joined = daysBefore(context.now, 200);
  const rows = await context.tx
    .insert(users)
    .values(
      keys.map((key, index) => ({
        name: COOKS[key].name,
        email: COOKS[key].email,
        passwordHash: passwordHashes.get(key)!,
        avatar: avatars.get(key) ?? null,
        createdAt: daysBefore(joined, -index * 3),
        updatedAt: daysBefore(joined, -index * 3),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(keys.map((key) => [key, rows.find((row) => row.email === COOKS[key].email)!.id]));
}
