import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The readiness probe's question: does the database answer at all? */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
