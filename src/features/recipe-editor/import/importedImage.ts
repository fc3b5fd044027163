import { mediaFileProblem } from '@contract/mediaFiles';
import { mediaUrl } from '@/lib/host';

/**
 * Our copy of the page's photo (draft.image_url) as a File the share form uploads like a
 * picked one; null when there is none or it cannot be read, and the form asks for a photo.
 */
export async function importedImage(imageUrl: string | null): Promise<File | null> {
  if (!imageUrl) return null;
  try {
    const response = await fetch(mediaUrl(imageUrl));
    if (!response.ok) return null;
    const blob = await response.blob();
    const type = blob.type.toLowerCase();
    const file = new File([blob], `imported-photo.${type.split('/')[1] ?? 'jpg'}`, { type });
    return mediaFileProblem('image', file) ? null : file;
  } catch {
    return null;
  }
}
