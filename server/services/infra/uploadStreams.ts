/**
 * Reading an uploaded file as a stream within a byte limit, so that no upload is ever held in
 * memory whole and an oversized one is cut off as soon as it passes the limit.
 */
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTooLargeMessage } from '../../../contract/mediaFiles';
import { tooLarge, type DomainError } from '../errors';
import { randomToken } from './randomTokens';

/** At most `maxBytes`; `error` is what passing it answers (413 with the field's message). */
export interface ByteLimit {
  maxBytes: number;
  error: () => DomainError;
}

/** The file size limit of a form field, in the plain words the client shows. */
export function fileSizeLimit(field: string, maxBytes: number): ByteLimit {
  return {
    maxBytes,
    error: () => tooLarge('The file is too large.', { [field]: [fileTooLargeMessage(maxBytes)] }),
  };
}

/** An uploaded file's bytes; a multipart file stream also says whether it was `truncated`. */
export type FileStream = AsyncIterable<Buffer> & { truncated?: boolean };

/**
 * Passes chunks through until more than `maxBytes` have come, then throws the limit's error.
 * A multipart file stream that @fastify/multipart cut at its own size limit (it ends early,
 * `truncated`) answers the same.
 */
export async function* limitBytes(source: FileStream, limit: ByteLimit): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > limit.maxBytes) throw limit.error();
    yield chunk;
  }
  if (source.truncated) throw limit.error();
}

/** Where uploads wait on local disk before they are processed (images are decoded from a file). */
export function uploadScratchRoot(dataDir: string): string {
  return path.join(dataDir, 'upload-scratch');
}

/**
 * A folder for one request's uploads on local disk (sharp reads images from a file), removed
 * with everything in it by `dispose`. It lives under `root`, which the start-up sweep empties
 * of anything a crash left behind.
 */
export async function createScratchFolder(root: string): Promise<{ dir: string; dispose: () => Promise<void> }> {
  await fs.mkdir(root, { recursive: true });
  const dir = await fs.mkdtemp(path.join(root, 'upload-'));
  return { dir, dispose: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** Streams a file part into the scratch folder within `limit`; answers the file's path and size. */
export async function saveToScratch(
  scratchDir: string,
  source: FileStream,
  limit: ByteLimit,
): Promise<{ path: string; bytes: number }> {
  const file = path.join(scratchDir, randomToken(9));
  let bytes = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of limitBytes(source, limit)) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  await pipeline(Readable.from(counted()), createWriteStream(file, { flags: 'wx' }));
  return { path: file, bytes };
}
