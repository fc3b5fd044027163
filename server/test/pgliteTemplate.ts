/**
 * One migrated, empty PGlite database per test run, dumped once and loaded by every server
 * test file: initdb plus migrations cost several seconds per file, loading the dump ~1 s.
 * The file name carries a hash of the migrations, so a new migration makes a new template.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, openPglite } from '../db/client';

export function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return path.join(os.tmpdir(), `forkcast-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

export async function ensureTemplate(): Promise<string> {
  const target = templatePath();
  if (existsSync(target)) return target;
  const handle = await openPglite();
  const dump = await handle.dumpDataDir();
  await handle.close();
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, target);
  return target;
}

export function loadTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
