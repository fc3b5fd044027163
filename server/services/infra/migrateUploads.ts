/**
 * Copies local uploads (DATA_DIR/uploads) into another storage backend, under the same paths,
 * so the rows that name them need no change. Safe to run again, and while the site runs: a file
 * the target already holds with the same size is skipped, unfinished `.partial` files are never
 * copied, and nothing local is deleted. `scripts/migrateUploads.ts` is its command line.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { DiskStorage, Storage } from './storage';
import { PARTIAL_SUFFIX } from './storage';

export interface MigrationResult {
  copied: number;
  skipped: number;
  failed: { path: string; error: string }[];
  bytes: number;
}

export async function migrateUploads(
  from: DiskStorage,
  to: Storage,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<MigrationResult> {
  const result: MigrationResult = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  const log = options.log ?? (() => undefined);
  for await (const file of from.list()) {
    if (file.path.endsWith(PARTIAL_SUFFIX)) continue;
    try {
      const there = await to.stat(file.path);
      if (there && there.bytes === file.bytes) {
        result.skipped += 1;
        continue;
      }
      if (!options.dryRun) {
        const source = createReadStream(path.join(from.root, file.path.replace(/^uploads\//, '')));
        await to.putStream(file.path, source);
      }
      result.copied += 1;
      result.bytes += file.bytes;
      log(`${options.dryRun ? 'would copy' : 'copied'} ${file.path} (${file.bytes} bytes)`);
    } catch (error) {
      // One unreadable file must not stop the rest; it is reported, and a second run retries it.
      result.failed.push({ path: file.path, error: (error as Error).message });
      log(`FAILED ${file.path}: ${(error as Error).message}`);
    }
  }
  return result;
}
