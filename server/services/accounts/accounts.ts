import { eq, sql } from 'drizzle-orm';
import type { UserDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { invalid, unauthenticated } from '../errors';
import { removeImage, storeImage, type ImageInput } from '../infra/images';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { Storage } from '../infra/storage';
import { issueToken, revokeAllTokens, type AuthUser } from './tokens';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'The email has already been taken.',
  badCredentials: 'These credentials do not match our records.',
  unknownEmail: 'We could not find a user with that email address.',
  wrongCurrentPassword: 'The current password is incorrect.',
} as const;

export function toUserDto(user: AuthUser): UserDto {
  return { id: user.id, name: user.name, email: user.email, avatar: user.avatar };
}

/** Emails are unique without regard to case (the users_email_lower_key index). */
export async function findUserByEmail(db: Database, email: string): Promise<AuthUser | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const emailTaken = () => invalid({ email: [ACCOUNT_MESSAGES.emailTaken] });

export async function registerUser(
  db: Database,
  input: { name: string; email: string; password: string },
): Promise<{ token: string; user: AuthUser }> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user: AuthUser;
  try {
    [user] = await db.insert(users).values({ name: input.name, email: input.email, passwordHash }).returning();
  } catch (error) {
    // Two registrations of one email racing past the check above.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { token: await issueToken(db, user.id), user };
}

export async function logIn(db: Database, email: string, password: string): Promise<{ token: string; user: AuthUser }> {
  const user = await findUserByEmail(db, email);
  const matches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !matches) throw invalid({ email: [ACCOUNT_MESSAGES.badCredentials] });
  return { token: await issueToken(db, user.id), user };
}

/** Sets a new password and signs out every other session (the current token stays valid). */
export async function changePassword(
  db: Database,
  user: AuthUser,
  currentTokenId: number | null,
  input: { current_password: string; password: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw invalid({ current_password: [ACCOUNT_MESSAGES.wrongCurrentPassword] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllTokens(tx as unknown as Database, user.id, currentTokenId ?? undefined);
  });
}

/**
 * Updates the name and, when a file came, the avatar. The email is read-only in the
 * product, so a changed email is ignored. A new avatar is stored before the row changes
 * and removed again if the update fails; the replaced avatar is removed afterwards.
 */
export async function updateProfile(
  db: Database,
  storage: Storage,
  user: AuthUser,
  input: { name: string; avatar?: ImageInput },
): Promise<AuthUser> {
  const newAvatar = input.avatar
    ? await storeImage(storage, input.avatar, { folder: 'avatars', field: 'avatar' })
    : undefined;
  let updated: AuthUser | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({ name: input.name, ...(newAvatar ? { avatar: newAvatar } : {}), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
  } catch (error) {
    await removeImage(storage, newAvatar);
    throw error;
  }
  if (!updated) {
    await removeImage(storage, newAvatar);
    throw unauthenticated();
  }
  if (newAvatar && user.avatar && user.avatar !== newAvatar) {
    // The profile is already saved; a file that cannot be removed must not undo that.
    await removeImage(storage, user.avatar).catch(() => undefined);
  }
  return updated;
}
