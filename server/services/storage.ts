import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded media lives. Paths are relative (`uploads/…`), as SPEC.md's client joins
 * them to the host. The disk implementation is the default; another (object storage) can
 * implement the same interface.
 */
export interface Storage {
  /** Writes a file and answers its relative path, e.g. `uploads/recipes/ab12-640.webp`. */
  put(relativeKey: string, data: Buffer): Promise<string>;
  remove(relativePath: string): Promise<void>;
  exists(relativePath: string): Promise<boolean>;
}

export function diskStorage(uploadsDir: string): Storage {
  const resolve = (relativePath: string) => {
    const key = relativePath.replace(/^uploads\//, '');
    const full = path.resolve(uploadsDir, key);
    if (!full.startsWith(path.resolve(uploadsDir) + path.sep)) throw new Error(`Path escapes the uploads folder: ${relativePath}`);
    return full;
  };
  return {
    async put(relativeKey, data) {
      const full = resolve(relativeKey);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const partial = `${full}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, full);
      return `uploads/${relativeKey.replace(/^uploads\//, '')}`;
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
