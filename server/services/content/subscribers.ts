/** The newsletter's subscribers. */
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';

/** Idempotent: the unique index on lower(email) turns a repeat into a no-op, never a duplicate. */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
}
