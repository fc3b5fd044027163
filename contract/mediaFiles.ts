/**
 * The one check of a picked image or video, before it is uploaded: the browser refuses what the
 * server would refuse, with the server's own words (the server still reads the bytes themselves).
 */
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, VIDEO_MAX_BYTES, VIDEO_MIME_TYPES } from './constants';
import { MEDIA_REFUSALS } from './messages';

export type MediaKind = 'image' | 'video';

const RULES: Record<MediaKind, { types: readonly string[]; extensions: RegExp; maxBytes: number; wrongType: string }> =
  {
    image: {
      types: IMAGE_MIME_TYPES,
      extensions: /\.(jpe?g|png|webp|gif|avif)$/i,
      maxBytes: IMAGE_MAX_BYTES,
      wrongType: MEDIA_REFUSALS.imageType,
    },
    video: {
      types: VIDEO_MIME_TYPES,
      extensions: /\.(mp4|m4v|webm)$/i,
      maxBytes: VIDEO_MAX_BYTES,
      wrongType: MEDIA_REFUSALS.videoType,
    },
  };

/** What an upload over `maxBytes` is refused with (the field message of the server's 413). */
export const fileTooLargeMessage = (maxBytes: number) =>
  `The file may be at most ${Math.round(maxBytes / (1024 * 1024))} MB.`;

/**
 * Why a file cannot be the recipe's (or profile's) image or video, or null when it may be sent.
 * A browser that does not know a file's type says '' for it; the name's extension decides then.
 */
export function mediaFileProblem(kind: MediaKind, file: { name: string; type: string; size: number }): string | null {
  const rule = RULES[kind];
  const knownType = file.type !== '' ? rule.types.includes(file.type.toLowerCase()) : rule.extensions.test(file.name);
  if (!knownType) return rule.wrongType;
  if (file.size > rule.maxBytes) return fileTooLargeMessage(rule.maxBytes);
  return null;
}
