import { ensureTemplate } from './pgliteTemplate';

/** Jest globalSetup of the server project: the migrated PGlite template for this run. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE === 'postgres') return;
  process.env.PGLITE_TEMPLATE = await ensureTemplate();
}
