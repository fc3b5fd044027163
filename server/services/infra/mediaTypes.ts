/**
 * The content type of each kind of file Forkcast stores, by extension. Only these are ever
 * written (images are re-encoded by sharp, videos recognised by their first bytes), so a short
 * table is the whole truth; anything else is sent as bytes, never sniffed.
 */
const TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    webp: 'image/webp',
    avif: 'image/avif',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    mp4: 'video/mp4',
    webm: 'video/webm',
  }),
);

export function mediaTypeOf(relativePath: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(relativePath)?.[1]?.toLowerCase() ?? '';
  return TYPES.get(extension) ?? 'application/octet-stream';
}
