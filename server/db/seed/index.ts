import type { Database } from '../client';
import type { Storage } from '../../services/storage';

export const DEMO_ACCOUNTS = [
  { name: 'Maya Fernandes', email: 'demo@forkcast.app', password: 'forkcast-demo' },
  { name: 'Sam Okafor', email: 'sam@forkcast.app', password: 'forkcast-demo' },
] as const;

/** Seeds the demo content on an empty database. Answers whether it seeded. */
export async function seedIfEmpty(_db: Database, _storage: Storage, _log: (line: string) => void): Promise<boolean> {
  return false;
}
