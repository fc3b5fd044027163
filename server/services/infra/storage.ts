import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from './randomTokens';

/** A file the storage now holds: its relative path and its size on the backend. */
export interface StoredFile {
  path: string;
  bytes: number;
}

/**
 * Where uploaded media lives. Paths are relative (`uploads/…`), as SPEC.md's client joins
 * them to the host. The disk implementation is the default; another (object storage) can
 * implement the same interface.
 */
export interface Storage {
  /** Writes a file and answers its relative path, e.g. `uploads/recipes/ab12-640.webp`. */
  put(relativeKey: string, data: Buffer): Promise<string>;
  /**
   * Writes a stream without holding it in memory. The file appears only once the stream has
   * ended; if the stream fails (too large, cut off), nothing stays behind and the error is rethrown.
   */
  putStream(relativeKey: string, data: Readable): Promise<StoredFile>;
  remove(relativePath: string): Promise<void>;
  exists(relativePath: string): Promise<boolean>;
}

/** Written-but-unfinished files end in this suffix; the start-up sweep removes stale ones. */
export const PARTIAL_SUFFIX = '.partial';

export function diskStorage(uploadsDir: string): Storage {
  const resolve = (relativePath: string) => {
    const key = relativePath.replace(/^uploads\//, '');
    const full = path.resolve(uploadsDir, key);
    if (!full.startsWith(path.resolve(uploadsDir) + path.sep))
      throw new Error(`Path escapes the uploads folder: ${relativePath}`);
    return full;
  };
  const relative = (relativeKey: string) => `uploads/${relativeKey.replace(/^uploads\//, '')}`;
  return {
    async put(relativeKey, data) {
      const full = resolve(relativeKey);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const partial = `${full}${PARTIAL_SUFFIX}`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, full);
      return relative(relativeKey);
    },
    async putStream(relativeKey, data) {
      const full = resolve(relativeKey);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Random, so two writers of one key never share a partial file.
      const partial = `${full}.${randomToken(6)}${PARTIAL_SUFFIX}`;
      try {
        await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
        const { size } = await fs.stat(partial);
        await fs.rename(partial, full);
        return { path: relative(relativeKey), bytes: size };
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
      try {
        await fs.access(resolve(relativePath));
        return true;
      } catch {
        return false;
      }
    },
  };
}
