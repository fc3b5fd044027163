import sharp from 'sharp';
import { IMAGE_DEFAULT_WIDTH, IMAGE_WIDTHS } from '../../contract/constants';
import { imageVariantPath } from '../../contract/media';
import { HttpError } from '../http/errors';
import { randomToken } from './tokens';
import type { Storage } from './storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'svg']);

/**
 * Decodes an upload with sharp (so a file that only claims to be an image is refused),
 * strips metadata (GPS included: sharp drops it unless asked to keep it) and stores WebP
 * variants at IMAGE_WIDTHS. Answers the path of the default width.
 * On failure nothing stays behind.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer,
  options: { folder: string; field: string; allowSvg?: boolean },
): Promise<string> {
  let format: string | undefined;
  try {
    const metadata = await sharp(input, { animated: false }).metadata();
    format = metadata.format;
    if (!metadata.width || !metadata.height) format = undefined;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || (format === 'svg' && !options.allowSvg)) {
    throw new HttpError(415, 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.', {
      [options.field]: ['The file must be a JPEG, PNG, WebP, GIF or AVIF image.'],
    });
  }
  const stem = `${options.folder}/${randomToken(12)}`;
  const written: string[] = [];
  try {
    for (const width of IMAGE_WIDTHS) {
      const data = await sharp(input, { animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: false, fit: 'inside' })
        .webp({ quality: 78 })
        .toBuffer();
      written.push(await storage.put(`${stem}-${width}.webp`, data));
    }
  } catch (error) {
    await Promise.all(written.map((p) => storage.remove(p)));
    throw error;
  }
  return imageVariantPath(`uploads/${stem}-${IMAGE_DEFAULT_WIDTH}.webp`, IMAGE_DEFAULT_WIDTH);
}

export async function removeImage(storage: Storage, defaultPath: string | null | undefined): Promise<void> {
  if (!defaultPath || !defaultPath.startsWith('uploads/')) return;
  await Promise.all(IMAGE_WIDTHS.map((width) => storage.remove(imageVariantPath(defaultPath, width))));
}
