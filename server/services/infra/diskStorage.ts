import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from './randomTokens';
import { PARTIAL_SUFFIX, uploadsPath, type DiskStorage, type StoredObject } from './storage';

/** The default backend: files under `uploadsDir` (DATA_DIR/uploads), written atomically by rename. */
export function diskStorage(uploadsDir: string): DiskStorage {
  const root = path.resolve(uploadsDir);
  const resolve = (relativePath: string) => {
    const full = path.resolve(root, relativePath.replace(/^uploads\//, ''));
    if (!full.startsWith(root + path.sep)) throw new Error(`Path escapes the uploads folder: ${relativePath}`);
    return full;
  };
  const stat = async (relativePath: string): Promise<StoredObject | null> => {
    try {
      const stats = await fs.stat(resolve(relativePath));
      return stats.isFile() ? { path: uploadsPath(relativePath), bytes: stats.size, modifiedMs: stats.mtimeMs } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    kind: 'disk',
    root,
    async put(relativeKey, data) {
      const full = resolve(relativeKey);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const partial = `${full}${PARTIAL_SUFFIX}`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, full);
      return uploadsPath(relativeKey);
    },
    async putStream(relativeKey, data: Readable) {
      const full = resolve(relativeKey);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Random, so two writers of one key never share a partial file.
      const partial = `${full}.${randomToken(6)}${PARTIAL_SUFFIX}`;
      try {
        await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
        const { size } = await fs.stat(partial);
        await fs.rename(partial, full);
        return { path: uploadsPath(relativeKey), bytes: size };
      } catch (error) {
        data.destroy();
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async remove(relativePath) {
      await fs.rm(resolve(relativePath), { force: true });
    },
    async exists(relativePath) {
      return (await stat(relativePath)) !== null;
    },
    stat,
    async *list() {
      let entries;
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        const found = await stat(relative);
        if (found) yield found;
      }
    },
  };
}
