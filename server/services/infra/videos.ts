/**
 * Recipe videos: MP4 or WebM, recognised by their first bytes (a client's content type and
 * file name are not trusted), stored under a server-chosen random name. Streamed from the
 * request to storage: never held in memory whole.
 */
import { Readable } from 'node:stream';
import { MEDIA_REFUSALS } from '../../../contract/messages';
import { unsupportedMedia } from '../errors';
import type { Storage, StoredFile } from './storage';
import { randomToken } from './randomTokens';
import { limitBytes, type ByteLimit, type FileStream } from './uploadStreams';

type VideoFormat = 'mp4' | 'webm';

const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const NOT_A_VIDEO = MEDIA_REFUSALS.videoType;
const HEAD_BYTES = 12;

/** MP4 (ISO base media) files open with a box whose type, at offset 4, is `ftyp`; WebM with the EBML magic. */
export function detectVideoFormat(buffer: Buffer): VideoFormat | null {
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (buffer.length >= 4 && buffer.subarray(0, 4).equals(WEBM_MAGIC)) return 'webm';
  return null;
}

/**
 * Streams an uploaded video into storage, within `limit` bytes (413 beyond, partial file
 * removed). Refuses a file that is not a video we accept (415) from its first bytes, before
 * anything is written. Answers the stored path, e.g. `uploads/videos/Xy…Z.mp4`, and its size,
 * or null for an empty part (what a browser sends when no file was chosen).
 */
export async function storeVideoStream(
  storage: Storage,
  source: FileStream,
  field: string,
  limit: ByteLimit,
): Promise<StoredFile | null> {
  const chunks = limitBytes(source, limit)[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  while (head.length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) return null;
  const format = detectVideoFormat(head);
  if (!format) {
    await chunks.return?.(undefined);
    throw unsupportedMedia(NOT_A_VIDEO, { [field]: [NOT_A_VIDEO] });
  }
  async function* whole(): AsyncGenerator<Buffer> {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return storage.putStream(`videos/${randomToken(12)}.${format}`, Readable.from(whole(), { objectMode: false }));
}

export async function removeVideo(storage: Storage, path: string | null | undefined): Promise<void> {
  if (!path || !path.startsWith('uploads/videos/')) return;
  await storage.remove(path);
}
