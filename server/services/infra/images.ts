import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_DEFAULT_WIDTH, IMAGE_MAX_PIXELS, IMAGE_WIDTHS } from '../../../contract/constants';
import { imageVariantPath } from '../../../contract/media';
import { invalid, unsupportedMedia, type DomainError } from '../errors';
import { randomToken } from './randomTokens';
import type { Storage, StoredFile } from './storage';

// Every upload is a different image: libvips' operation cache (up to 50 MB and 100 operations by
// default) would only hold results of images that never come back.
sharp.cache(false);
// libvips threads per image. Requests already run images side by side (libuv's pool, bounded
// concurrent uploads), so one image may not take every core from the rest of the server.
sharp.concurrency(Math.max(1, Math.min(2, availableParallelism() - 1)));

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'svg']);
const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.';
/** WebP cannot be taller or wider: a very narrow image is stored narrower than the width asked. */
const WEBP_MAX_SIDE = 16_383;

/** An upload as a file on local disk (streamed there), or bytes already in memory (the seed). */
export type ImageInput = string | Buffer;

/**
 * sharp's own guard against a decompression bomb, for every decode: even if a header lied
 * about the size, decoding stops past IMAGE_MAX_PIXELS instead of allocating gigabytes.
 */
const decode = (input: ImageInput) => sharp(input, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS });

/**
 * Reads only the header (no pixels are decoded): refuses what is not an image we accept (415)
 * and an image over IMAGE_MAX_PIXELS (422) in milliseconds, before the costly decode.
 */
async function assertAcceptableImage(input: ImageInput, field: string, allowSvg: boolean): Promise<void> {
  let metadata: Metadata | undefined;
  try {
    metadata = await sharp(input, { animated: false, limitInputPixels: false }).metadata();
  } catch {
    metadata = undefined;
  }
  const format = metadata?.width && metadata.height ? metadata.format : undefined;
  if (!format || !ACCEPTED_FORMATS.has(format) || (format === 'svg' && !allowSvg)) {
    throw unsupportedMedia(NOT_AN_IMAGE, { [field]: [NOT_AN_IMAGE] });
  }
  if (metadata!.width! * metadata!.height! > IMAGE_MAX_PIXELS) throw tooManyPixels(field);
}

function tooManyPixels(field: string): DomainError {
  const message = `The image may be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 8000 × 5000).`;
  return invalid({ [field]: [message] }, 'The image is too large to process.');
}

/**
 * Decodes an upload with sharp (so a file that only claims to be an image is refused),
 * strips metadata (GPS included: sharp drops it unless asked to keep it) and stores WebP
 * variants at IMAGE_WIDTHS. Answers the path of the default width and the bytes stored.
 * On failure nothing stays behind.
 */
export async function storeImageFile(
  storage: Storage,
  input: ImageInput,
  options: { folder: string; field: string; allowSvg?: boolean },
): Promise<StoredFile> {
  await assertAcceptableImage(input, options.field, options.allowSvg ?? false);
  const base = await decodeOnce(input, options.field);
  const stem = `${options.folder}/${randomToken(12)}`;
  const written: string[] = [];
  let bytes = 0;
  try {
    for (const width of IMAGE_WIDTHS) {
      const data = await sharp(base.data, { raw: base.info })
        .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: false })
        .webp({ quality: 78 })
        .toBuffer();
      written.push(await storage.put(`${stem}-${width}.webp`, data));
      bytes += data.length;
    }
  } catch (error) {
    await Promise.all(written.map((p) => storage.remove(p)));
    throw error;
  }
  return { path: imageVariantPath(`uploads/${stem}-${IMAGE_DEFAULT_WIDTH}.webp`, IMAGE_DEFAULT_WIDTH), bytes };
}

/**
 * The upload decoded once, turned upright and scaled to the largest stored width (8-bit raw
 * pixels, ~3 MB for a photo): every variant is made from it, so a 40 MP photo is decoded once
 * instead of once per width, without keeping libvips' cache.
 */
async function decodeOnce(input: ImageInput, field: string) {
  return decode(input)
    .rotate()
    .resize({ width: Math.max(...IMAGE_WIDTHS), height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: false })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw asImageError(error, field);
    });
}

/** As storeImageFile, answering only the path. */
export async function storeImage(
  storage: Storage,
  input: ImageInput,
  options: { folder: string; field: string; allowSvg?: boolean },
): Promise<string> {
  return (await storeImageFile(storage, input, options)).path;
}

/** A header that passed but pixels that cannot be decoded (truncated, corrupt, lying) are the client's fault. */
function asImageError(error: unknown, field: string): DomainError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return tooManyPixels(field);
  return unsupportedMedia('The image could not be read.', { [field]: ['The image file is damaged or incomplete.'] });
}

export async function removeImage(storage: Storage, defaultPath: string | null | undefined): Promise<void> {
  if (!defaultPath || !defaultPath.startsWith('uploads/')) return;
  await Promise.all(IMAGE_WIDTHS.map((width) => storage.remove(imageVariantPath(defaultPath, width))));
}
