/**
 * Start-up sweep of the uploads store (a folder or a bucket): removes what a crash or a killed
 * process left behind (`.partial` files, image variants and videos written for a row that was
 * never committed, multipart uploads never completed, scratch files of uploads in progress),
 * and nothing the database refers to.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { storedImageFiles } from '../../../contract/media';
import type { Database } from '../../db/client';
import { PARTIAL_SUFFIX, type Storage } from './storage';
import { uploadScratchRoot } from './uploadStreams';

/** Younger files may belong to an upload still in progress in this or another process. */
export const SWEEP_MIN_AGE_MS = 15 * 60 * 1000;

const UPLOAD_PATH = /uploads\/[A-Za-z0-9._\-/]+/g;

export interface SweepOptions {
  db: Database;
  storage: Storage;
  /** Scratch folders of uploads being read (see http/uploadRequest.ts): every stale file there goes. */
  scratchDir?: string;
  minAgeMs?: number;
  now?: number;
}

export interface SweepResult {
  /** Removed files, relative to the uploads folder (scratch files as `scratch:<name>`, aborted multipart uploads as `multipart:<count>`). */
  removed: string[];
  /** Files kept because a row refers to them. */
  referenced: number;
}

/**
 * Every `uploads/…` path any text or JSON column holds. Reading every such column, not a list
 * of known ones, means media referred to by a table added later (or seeded CMS content) can
 * never be taken for an orphan.
 */
export async function referencedUploads(db: Database): Promise<Set<string>> {
  const columns = (
    (await db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
        and is_generated = 'NEVER'`)) as unknown as {
      rows: { table_name: string; column_name: string; data_type: string }[];
    }
  ).rows;
  const found = new Set<string>();
  for (const column of columns) {
    const value = sql`${sql.identifier(column.column_name)}::text`;
    const result = (await db.execute(
      sql`select distinct ${value} as value from ${sql.identifier(column.table_name)} where ${value} like '%uploads/%'`,
    )) as unknown as { rows: { value: string }[] };
    for (const row of result.rows) {
      for (const match of row.value.matchAll(UPLOAD_PATH)) {
        found.add(match[0]);
        // A stored image names one width; its other widths (and banner crops) belong to it too.
        for (const file of storedImageFiles(match[0])) found.add(file);
      }
    }
  }
  return found;
}

async function filesUnder(root: string): Promise<{ full: string; relative: string }[]> {
  let entries;
  try {
    entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { full, relative: path.relative(root, full).split(path.sep).join('/') };
    });
}

async function olderThan(file: string, cutoff: number): Promise<boolean> {
  try {
    return (await fs.stat(file)).mtimeMs < cutoff;
  } catch {
    return false;
  }
}

/** Removes each request's scratch folder whose files were all last written before `cutoff`. */
async function sweepScratch(scratchDir: string, cutoff: number): Promise<string[]> {
  let folders;
  try {
    folders = await fs.readdir(scratchDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const folder of folders) {
    const full = path.join(scratchDir, folder.name);
    const files = folder.isDirectory() ? await filesUnder(full) : [];
    const stale = await Promise.all([full, ...files.map((file) => file.full)].map((item) => olderThan(item, cutoff)));
    if (!stale.every(Boolean)) continue;
    await fs.rm(full, { recursive: true, force: true });
    removed.push(`scratch:${folder.name}`);
  }
  return removed;
}

/**
 * Removes files older than `minAgeMs` that no row refers to, and stale `.partial` files. Does
 * nothing when the database refers to no upload at all: an empty or wrong database (a typo in
 * DATABASE_URL) must not cost the media of the right one.
 */
export async function sweepOrphanUploads(options: SweepOptions): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? SWEEP_MIN_AGE_MS);
  const referenced = await referencedUploads(options.db);
  const removed: string[] = [];
  let kept = 0;
  const { storage } = options;
  if (referenced.size > 0) {
    for await (const file of storage.list()) {
      const isPartial = file.path.endsWith(PARTIAL_SUFFIX);
      if (!isPartial && referenced.has(file.path)) {
        kept += 1;
        continue;
      }
      if (file.modifiedMs >= cutoff) continue;
      await storage.remove(file.path);
      removed.push(file.path.replace(/^uploads\//, ''));
    }
  }
  if (storage.kind === 's3') {
    const aborted = await storage.abortStaleUploads(cutoff);
    if (aborted > 0) removed.push(`multipart:${aborted}`);
  }
  if (options.scratchDir) removed.push(...(await sweepScratch(options.scratchDir, cutoff)));
  return { removed, referenced: kept };
}

/**
 * For server/main.ts: sweeps the uploads and scratch folders in the background, so start-up
 * does not wait; failures are logged, never thrown.
 */
export function sweepUploadsAtStart(
  db: Database,
  storage: Storage,
  config: { dataDir: string },
  log: { info: (message: string) => void; error: (details: object, message: string) => void },
): void {
  sweepOrphanUploads({ db, storage, scratchDir: uploadScratchRoot(config.dataDir) }).then(
    (result) => log.info(`Upload sweep: ${result.removed.length} orphan files removed, ${result.referenced} in use`),
    (error: unknown) => log.error({ err: error }, 'upload sweep failed'),
  );
}
