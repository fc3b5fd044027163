/**
 * Reads Twemoji artwork (the @twemoji/svg package) so the seed can draw emoji into its own
 * SVG scenes. Each emoji file is read once.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TWEMOJI_DIR = path.dirname(require.resolve('@twemoji/svg/package.json'));
const VARIATION_SELECTOR = 0xfe0f;
const artworkCache = new Map<string, string>();

/**
 * Twemoji's file name of an emoji: its code points in hex joined by '-'. Single emoji are
 * named without U+FE0F, some ZWJ sequences with it, so both spellings are tried.
 */
export function twemojiFileName(emoji: string): string {
  const codePoints = Array.from(emoji).map((character) => character.codePointAt(0) ?? 0);
  const nameOf = (points: number[]) => `${points.map((codePoint) => codePoint.toString(16)).join('-')}.svg`;
  const withoutSelector = nameOf(codePoints.filter((codePoint) => codePoint !== VARIATION_SELECTOR));
  if (existsSync(path.join(TWEMOJI_DIR, withoutSelector))) return withoutSelector;
  return nameOf(codePoints);
}

/** The drawing inside the emoji's <svg> element; its coordinate system is 0 0 36 36. */
export function twemojiArtwork(emoji: string): string {
  const cached = artworkCache.get(emoji);
  if (cached !== undefined) return cached;
  const file = path.join(TWEMOJI_DIR, twemojiFileName(emoji));
  const source = readFileSync(file, 'utf8');
  const artwork = source.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  artworkCache.set(emoji, artwork);
  return artwork;
}

/** The emoji drawn into the square (x, y, size) of an enclosing SVG. */
export function placedEmoji(emoji: string, x: number, y: number, size: number, extraAttributes = ''): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 36 36" ${extraAttributes}>${twemojiArtwork(emoji)}</svg>`;
}
