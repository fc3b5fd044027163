/**
 * The imported recipe's photo (issue 36): downloaded through the same checks as the page, then
 * through the upload pipeline (type by content, pixel limit, metadata stripped, WebP widths), and
 * stored as the draft's own copy, never hot-linked. The review fetches it same-origin and sends it
 * with the share form like a photo the cook chose, so nothing refers to these copies: a sweep
 * removes them after a day (sweepOldImportImages), and the start-up sweep of orphan uploads
 * (infra/uploadSweep.ts) takes any older than its 15 minutes.
 */
import { IMAGE_MAX_BYTES, IMAGE_WIDTHS } from '../../../contract/constants';
import { imageVariantPath } from '../../../contract/media';
import { RECIPE_IMPORT_MESSAGES } from '../../../contract/messages';
import type { RecipeImportWarningDto } from '../../../contract/types';
import { DomainError } from '../errors';
import { storeImageFile } from '../infra/images';
import { uploadsPath, type Storage } from '../infra/storage';
import { fetchBody, FetchFailure, type FetchRules } from './safeFetch';

/** Where the drafts' photos are stored: `uploads/imports/…`. */
export const IMPORT_IMAGE_FOLDER = 'imports';
/** How long a draft's photo is kept: the review is one sitting. */
export const IMPORT_IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A page's first candidates only: each may cost a download, and all share one deadline. */
const CANDIDATES_TRIED = 3;
const WIDEST = Math.max(...IMAGE_WIDTHS);

export interface ImportedImage {
  /**
   * The stored copy's widest variant (`uploads/imports/…-1024.webp`), or null: the review sends
   * it back as the share form's photo, which is made into every width again.
   */
  imagePath: string | null;
  warning: RecipeImportWarningDto | null;
}

/** Sites label images loosely (`application/octet-stream`, none at all); the content decides. */
const mayBeImage = (mediaType: string | null) =>
  mediaType === null || mediaType.startsWith('image/') || mediaType === 'application/octet-stream';

/**
 * The first of the page's image candidates that downloads and reads as a photo, stored; the
 * candidates together get one fetch deadline. Never throws for the image: a failure is a warning
 * (and one that is not the site's or the image's fault, a storage outage say, is also reported
 * to `onUnexpected` for the log).
 */
export async function importImage(
  storage: Storage,
  candidates: readonly string[],
  rules: FetchRules,
  onUnexpected: (error: unknown) => void = () => {},
): Promise<ImportedImage> {
  if (candidates.length === 0)
    return { imagePath: null, warning: { code: 'no_image', message: RECIPE_IMPORT_MESSAGES.noImage } };
  const signal = AbortSignal.timeout(rules.timeoutMs);
  for (const candidate of candidates.slice(0, CANDIDATES_TRIED)) {
    if (signal.aborted) break;
    try {
      const fetched = await fetchBody(candidate, rules, {
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1',
        maxBytes: IMAGE_MAX_BYTES,
        acceptsType: mayBeImage,
        signal,
      });
      const stored = await storeImageFile(storage, fetched.body, { folder: IMPORT_IMAGE_FOLDER, field: 'image_url' });
      return { imagePath: imageVariantPath(stored.path, WIDEST), warning: null };
    } catch (error) {
      // Not an image, too many pixels, a site that failed: the next candidate may do.
      if (!(error instanceof FetchFailure) && !(error instanceof DomainError)) onUnexpected(error);
    }
  }
  return { imagePath: null, warning: { code: 'image_failed', message: RECIPE_IMPORT_MESSAGES.imageFailed } };
}

/** Removes the drafts' photos older than IMPORT_IMAGE_MAX_AGE_MS; answers how many files went. */
export async function sweepOldImportImages(storage: Storage, now = Date.now()): Promise<number> {
  const folder = `${uploadsPath(IMPORT_IMAGE_FOLDER)}/`;
  const cutoff = now - IMPORT_IMAGE_MAX_AGE_MS;
  let removed = 0;
  for await (const file of storage.list()) {
    if (!file.path.startsWith(folder) || file.modifiedMs >= cutoff) continue;
    await storage.remove(file.path);
    removed += 1;
  }
  return removed;
}

/** How often one process looks for old drafts' photos. */
export const IMPORT_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs sweepOldImportImages in the background at most once per IMPORT_SWEEP_EVERY_MS, when an
 * import stores a photo: no timer to keep, and no photos pile up without imports. Removing is
 * idempotent, so several processes sweeping the same store is harmless.
 */
export function importImageSweeper(storage: Storage, onError: (error: unknown) => void): { afterImport(): void } {
  let lastSweep = 0;
  let running = false;
  return {
    afterImport() {
      const now = Date.now();
      if (running || now - lastSweep < IMPORT_SWEEP_EVERY_MS) return;
      lastSweep = now;
      running = true;
      sweepOldImportImages(storage, now)
        .catch(onError)
        .finally(() => {
          running = false;
        });
    },
  };
}
