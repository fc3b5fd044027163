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
    const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
    // Named for its type, so a file the server sent without one is refused like a picked one.
    const name = type.startsWith('image/') ? `imported-photo.${type.slice('image/'.length)}` : 'imported-photo';
    const file = new File([await response.arrayBuffer()], name, { type });
    return mediaFileProblem('image', file) ? null : file;
  } catch {
    return null;
  }
}
