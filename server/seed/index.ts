/**
 * Demo content for an empty database: generated images first, then every row in one
 * transaction, so a failed seed leaves the database empty and removes the images it wrote.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Storage } from '../services/infra/storage';
import { users } from '../db/schema';
import { hashCookPasswords, insertCooks } from './accountRows';
import { insertCatalog } from './catalogRows';
import { rememberCatalogueWords } from '../services/recipes/searchQuery';
import { insertCommunity } from './communityRows';
import { insertEditorial } from './editorialRows';
import { seededRandom } from './random';
import { generateSeedArtwork } from './seedArtwork';
import { createSeedImages } from './seedImages';

export { DEMO_ACCOUNTS } from './demoAccounts';

/** Fixed, so every fresh install shows the same site. */
const RANDOM_SEED = 20260101;

/** Seeds the whole demo site. The caller makes sure the database is empty. */
export async function seedDemoContent(db: Database, storage: Storage, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const images = createSeedImages(storage);
  try {
    const [artwork, passwordHashes] = await Promise.all([generateSeedArtwork(images), hashCookPasswords()]);
    log(`Seed: ${images.storedPaths().length} images generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const now = new Date();
    const random = seededRandom(RANDOM_SEED);
    await db.transaction(async (tx) => {
      const context = { tx, now, random };
      const cookIds = await insertCooks(context, passwordHashes, artwork.cooks);
      const catalog = await insertCatalog(context, cookIds, artwork.libraries, artwork.recipes);
      await insertCommunity(context, cookIds, catalog.categoryIds, catalog.recipes);
      await insertEditorial(context, artwork);
    });
    await rememberCatalogueWords(db);
  } catch (error) {
    await images.removeAll();
    throw error;
  }
  log(`Seed: demo content written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Seeds the demo content on an empty database (no users yet). Answers whether it seeded. */
export async function seedIfEmpty(db: Database, storage: Storage, log: (line: string) => void): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(count) > 0) return false;
  log('Seed: empty database, writing the demo content…');
  await seedDemoContent(db, storage, log);
  return true;
}
