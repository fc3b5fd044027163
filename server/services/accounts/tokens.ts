import { and, eq, gt, ne } from 'drizzle-orm';
import { TOKEN_VALID_DAYS } from '../../../contract/constants';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { randomToken, sha256 } from '../infra/randomTokens';

export type AuthUser = typeof users.$inferSelect;

/** Issues an opaque bearer token; only its hash is stored. */
export async function issueToken(db: Database, userId: number): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + TOKEN_VALID_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(authTokens).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

export async function findUserByToken(
  db: Database,
  token: string,
): Promise<{ user: AuthUser; tokenId: number } | null> {
  const rows = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Database, userId: number, exceptTokenId?: number): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      exceptTokenId
        ? and(eq(authTokens.userId, userId), ne(authTokens.id, exceptTokenId))
        : eq(authTokens.userId, userId),
    );
}
