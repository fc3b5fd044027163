import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_DEFAULT_WIDTH, IMAGE_MAX_PIXELS, IMAGE_WIDTHS } from '../../../contract/constants';
import {
  BANNER_ASPECT,
  BANNER_STEM_MARK,
  BANNER_WIDTHS,
  bannerHeight,
  bannerVariants,
  imageVariantPath,
  storedImageFiles,
} from '../../../contract/media';
import { MEDIA_REFUSALS } from '../../../contract/messages';
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
/** The SPA's picker refuses a file with the same words before uploading it (contract/mediaFiles.ts). */
const NOT_AN_IMAGE = MEDIA_REFUSALS.imageType;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
/** A banner cut from the upload itself is cut from it decoded this wide. */
const LARGEST_BANNER = Math.max(LARGEST_WIDTH, ...BANNER_WIDTHS);
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

export interface StoreImageOptions {
  folder: string;
  field: string;
  allowSvg?: boolean;
  /**
   * Also store the wide banner crops (contract/media.ts, bannerVariants): `true` crops the
   * image itself around what draws the eye (sharp's attention strategy: saturated colour,
   * contrast, skin tones; a dish rather than the tablecloth); `{ source }` uses artwork drawn
   * wide on purpose (the seed), cropped to the banner's shape if it is not.
   */
  banner?: boolean | { source: ImageInput };
}

/**
 * Decodes an upload with sharp (so a file that only claims to be an image is refused),
 * strips metadata (GPS included: sharp drops it unless asked to keep it) and stores WebP
 * variants at IMAGE_WIDTHS, and the banner crops when asked. Answers the path of the default
 * width and the bytes stored. On failure nothing stays behind.
 */
export async function storeImageFile(
  storage: Storage,
  input: ImageInput,
  options: StoreImageOptions,
): Promise<StoredFile> {
  await assertAcceptableImage(input, options.field, options.allowSvg ?? false);
  const banner = options.banner ?? false;
  // A banner made from the image itself needs it decoded as wide as the widest crop.
  const base = await decodeOnce(input, options.field, banner === true ? LARGEST_BANNER : LARGEST_WIDTH);
  const stem = `${options.folder}/${randomToken(12)}${banner ? BANNER_STEM_MARK : ''}`;
  const written: string[] = [];
  let bytes = 0;
  const put = async (key: string, data: Buffer) => {
    written.push(await storage.put(key, data));
    bytes += data.length;
  };
  try {
    for (const width of IMAGE_WIDTHS) {
      const data = await sharp(base.data, { raw: base.info })
        .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: false })
        .webp({ quality: 78 })
        .toBuffer();
      await put(`${stem}-${width}.webp`, data);
    }
    if (banner) {
      const crop = banner === true ? await bannerCrop(base) : await bannerSource(banner.source, options.field);
      const paths = bannerVariants(`${stem}-${IMAGE_DEFAULT_WIDTH}.webp`);
      for (const variant of paths) {
        const data = await sharp(crop.data, { raw: crop.info })
          .resize({ width: variant.width, height: bannerHeight(variant.width), fit: 'fill' })
          .webp({ quality: 76 })
          .toBuffer();
        await put(variant.path, data);
      }
    }
  } catch (error) {
    await Promise.all(written.map((p) => storage.remove(p)));
    throw error;
  }
  return { path: imageVariantPath(`uploads/${stem}-${IMAGE_DEFAULT_WIDTH}.webp`, IMAGE_DEFAULT_WIDTH), bytes };
}

/**
 * The banner's shape cut from the image at the image's own scale, around its most eye-catching
 * part, as raw pixels; the variants scale it. Cutting before scaling keeps the work bounded:
 * a 'cover' resize of a very narrow image straight to 1600 × 600 would first enlarge it to
 * billions of pixels.
 */
function bannerCrop(pixels: { data: Buffer; info: OutputInfo }) {
  const { width, height } = pixels.info;
  return sharp(pixels.data, { raw: pixels.info })
    .resize({
      width: Math.max(1, Math.min(width, Math.round(height * BANNER_ASPECT))),
      height: Math.max(1, Math.min(height, Math.round(width / BANNER_ASPECT))),
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

/** Artwork drawn for the banner, checked and decoded like any image. */
async function bannerSource(source: ImageInput, field: string) {
  await assertAcceptableImage(source, field, true);
  return bannerCrop(await decodeOnce(source, field, LARGEST_BANNER));
}

/**
 * The upload decoded once, turned upright and scaled to the largest width made from it
 * (8-bit raw pixels, ~3 MB for a photo at 1024, ~7 MB at 1600): every variant is made from it,
 * so a 40 MP photo is decoded once instead of once per width, without keeping libvips' cache.
 */
async function decodeOnce(input: ImageInput, field: string, width: number) {
  return decode(input)
    .rotate()
    .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: false })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw asImageError(error, field);
    });
}

/** As storeImageFile, answering only the path. */
export async function storeImage(storage: Storage, input: ImageInput, options: StoreImageOptions): Promise<string> {
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
  await Promise.all(storedImageFiles(defaultPath).map((path) => storage.remove(path)));
}
