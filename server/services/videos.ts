/**
 * Recipe videos: MP4 or WebM, recognised by their first bytes (a client's content type and
 * file name are not trusted), stored under a server-chosen random name.
 */
import { VIDEO_MAX_BYTES } from '../../contract/constants';
import { HttpError } from '../http/errors';
import type { Storage } from './storage';
import { randomToken } from './tokens';

type VideoFormat = 'mp4' | 'webm';

const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const NOT_A_VIDEO = 'The video must be an MP4 or WebM file.';

/** MP4 (ISO base media) files open with a box whose type, at offset 4, is `ftyp`; WebM with the EBML magic. */
export function detectVideoFormat(buffer: Buffer): VideoFormat | null {
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (buffer.length >= 4 && buffer.subarray(0, 4).equals(WEBM_MAGIC)) return 'webm';
  return null;
}

/** Refuses a file that is not a video we accept (415) or is too large (413), naming the form field. */
export function assertVideo(buffer: Buffer, field: string): VideoFormat {
  if (buffer.length > VIDEO_MAX_BYTES) {
    throw new HttpError(413, 'The video is too large.', { [field]: ['The video may be at most 100 MB.'] });
  }
  const format = detectVideoFormat(buffer);
  if (!format) throw new HttpError(415, NOT_A_VIDEO, { [field]: [NOT_A_VIDEO] });
  return format;
}

/** Answers the stored relative path, e.g. `uploads/videos/Xy…Z.mp4`. */
export async function storeVideo(storage: Storage, buffer: Buffer, field: string): Promise<string> {
  const format = assertVideo(buffer, field);
  return storage.put(`videos/${randomToken(12)}.${format}`, buffer);
}

export async function removeVideo(storage: Storage, path: string | null | undefined): Promise<void> {
  if (!path || !path.startsWith('uploads/videos/')) return;
  await storage.remove(path);
}
