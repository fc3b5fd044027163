/** What every row-writing step of the seed shares: the transaction, the clock and the random sequence. */
import type { Database } from '../db/client';
import type { SeededRandom } from './random';

export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SeedContext {
  tx: SeedTransaction;
  now: Date;
  random: SeededRandom;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Splits rows into batches, keeping each INSERT well under PostgreSQL's parameter limit. */
export function inBatches<T>(rows: readonly T[], size = 500): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
