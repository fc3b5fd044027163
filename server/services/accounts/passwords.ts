import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended floor (19 MiB, 2 passes, 1 lane): strong enough for
 * passwords and cheap enough that a login burst does not starve a 2-core host of memory.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash argon2 cannot read; never throws. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

function dummyHashOnce(): Promise<string> {
  dummyHash ??= hashPassword('forkcast-dummy-password-for-timing');
  return dummyHash;
}

/** Computes the dummy hash ahead of the first login, so that login is not slower either. */
export async function prepareDummyHash(): Promise<void> {
  await dummyHashOnce();
}

/**
 * Spends the same time as a real verification, for a login whose email is unknown, so
 * the answer's timing does not tell which emails have accounts.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  await verifyPassword(await dummyHashOnce(), plain);
  return false;
}
