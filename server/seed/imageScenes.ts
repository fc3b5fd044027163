/**
 * SVG scenes for the demo images: soft two-colour gradients, light decorative shapes and large
 * Twemoji artwork with a drop shadow. Pure functions from a description to SVG text.
 */
import { IMAGE_WIDTHS } from '../../contract/constants';
import { placedEmoji } from './emoji';

/** storeImage keeps nothing wider than this, so scenes are rendered no wider. */
const LARGEST_STORED_WIDTH = Math.max(...IMAGE_WIDTHS);

/** Two colours of a soft diagonal gradient, light to deeper. */
export type Palette = readonly [string, string];

export const FONT_STACK = "'DejaVu Sans', 'Liberation Sans', 'Helvetica Neue', Arial, sans-serif";

/** A small deterministic hash, so a scene's decoration is stable for the same name. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function sequenceFrom(seedText: string): () => number {
  let state = hashOf(seedText) || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The root element: drawn in design units, rendered at most `maxPixelWidth` pixels wide. */
function openSvg(width: number, height: number, maxPixelWidth: number = LARGEST_STORED_WIDTH): string {
  const scale = Math.min(1, maxPixelWidth / width);
  const pixelWidth = Math.round(width * scale);
  const pixelHeight = Math.round(height * scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}">`;
}

/** A soft contact shadow under an emoji of this square, cheaper to render than a blur filter. */
function groundShadow(x: number, y: number, size: number): string {
  return `<ellipse cx="${x + size / 2}" cy="${y + size * 0.93}" rx="${size * 0.46}" ry="${size * 0.09}" fill="url(#shadow)"/>`;
}

function shadowedEmoji(emoji: string, x: number, y: number, size: number): string {
  return `${groundShadow(x, y, size)}${placedEmoji(emoji, x, y, size)}`;
}

function definitions(palette: Palette): string {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette[0]}"/>
    <stop offset="1" stop-color="${palette[1]}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
    <stop offset="0.6" stop-color="#ffffff" stop-opacity="0.25"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#3a2414" stop-opacity="0.30"/>
    <stop offset="0.55" stop-color="#3a2414" stop-opacity="0.14"/>
    <stop offset="1" stop-color="#3a2414" stop-opacity="0"/>
  </radialGradient>
</defs>`;
}

function decorativeCircles(width: number, height: number, seedText: string, count: number): string {
  const next = sequenceFrom(seedText);
  const circles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const radius = Math.round(Math.min(width, height) * (0.12 + next() * 0.28));
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const opacity = (0.08 + next() * 0.12).toFixed(2);
    circles.push(`<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" fill-opacity="${opacity}"/>`);
  }
  return circles.join('');
}

function background(width: number, height: number, seedText: string): string {
  return `<rect width="${width}" height="${height}" fill="url(#bg)"/>
${decorativeCircles(width, height, seedText, 6)}`;
}

/**
 * The dish itself in the square (x, y, size): one emoji, or the dish and what comes with it on a
 * plate (the dish large at the back, the others smaller in front).
 */
function dishArt(emoji: string, companions: readonly string[], x: number, y: number, size: number): string {
  if (companions.length === 0) return shadowedEmoji(emoji, x, y, size);
  const cx = x + size / 2;
  const cy = y + size / 2;
  const plate = `<ellipse cx="${cx}" cy="${cy + size * 0.3}" rx="${size * 0.56}" ry="${size * 0.2}" fill="url(#shadow)"/>
<circle cx="${cx}" cy="${cy + size * 0.06}" r="${size * 0.5}" fill="#fdfbf7" stroke="#e6ddd0" stroke-width="${size * 0.012}"/>
<circle cx="${cx}" cy="${cy + size * 0.06}" r="${size * 0.38}" fill="none" stroke="#efe8dc" stroke-width="${size * 0.01}"/>`;
  const main = size * 0.62;
  const side = size * (companions.length > 1 ? 0.36 : 0.42);
  const spots = [
    { x: cx + size * 0.04, y: cy + size * 0.02 },
    { x: cx - size * 0.42, y: cy + size * 0.06 },
  ];
  const others = companions
    .slice(0, spots.length)
    .map((companion, index) => placedEmoji(companion, spots[index].x, spots[index].y, side));
  return `${plate}
${placedEmoji(emoji, cx - main / 2, cy - main * 0.62, main)}
${others.join('\n')}`;
}

/**
 * A dish on its gradient: the hero emoji (with its companions on a plate) in the middle, or at
 * `focusX` of the width (a banner leaves its left part to the page's text), ingredient accents
 * around it.
 */
export function dishScene(options: {
  seedText: string;
  emoji: string;
  companions?: readonly string[];
  accents: readonly string[];
  palette: Palette;
  width: number;
  height: number;
  focusX?: number;
  /** Rendered at most this wide (default: the widest stored width; a banner is stored wider). */
  maxPixelWidth?: number;
}): string {
  const { width, height, palette, emoji, accents, seedText } = options;
  const heroSize = Math.round(Math.min(height * 0.6, width * 0.8));
  const centreX = Math.round(width * (options.focusX ?? 0.5));
  const heroX = Math.round(centreX - heroSize / 2);
  const heroY = Math.round((height - heroSize) / 2 - height * 0.02);
  const accentSize = Math.round(Math.min(height, width) * 0.2);
  const margin = Math.round(Math.min(height, width) * 0.07);
  const spots = [
    { x: margin, y: margin, rotate: -14 },
    { x: width - accentSize - margin, y: height - accentSize - margin, rotate: 12 },
    { x: width - accentSize - margin, y: margin + Math.round(height * 0.02), rotate: 10 },
    { x: margin, y: height - accentSize - margin, rotate: -8 },
  ];
  const accentArt = accents.slice(0, spots.length).map((accent, index) => {
    const spot = spots[index];
    const spotX = spot.x + accentSize / 2;
    const spotY = spot.y + accentSize / 2;
    return `${groundShadow(spot.x, spot.y, accentSize)}<g transform="rotate(${spot.rotate} ${spotX} ${spotY})">${placedEmoji(accent, spot.x, spot.y, accentSize)}</g>`;
  });
  const glowRadius = Math.round(heroSize * 0.72);
  return `${openSvg(width, height, options.maxPixelWidth)}
${definitions(palette)}
${background(width, height, seedText)}
<circle cx="${centreX}" cy="${height / 2}" r="${glowRadius}" fill="url(#glow)"/>
${accentArt.join('\n')}
${dishArt(emoji, options.companions ?? [], heroX, heroY, heroSize)}
</svg>`;
}

/** A wide banner: several dishes in a gentle row, the middle one largest. */
export function bannerScene(options: {
  seedText: string;
  emojis: readonly string[];
  palette: Palette;
  width: number;
  height: number;
}): string {
  const { width, height, palette, emojis, seedText } = options;
  const count = emojis.length;
  const slot = width / count;
  const art = emojis.map((emoji, index) => {
    const distanceFromMiddle = Math.abs(index - (count - 1) / 2);
    const size = Math.round(height * (0.62 - distanceFromMiddle * 0.1));
    const x = Math.round(slot * index + (slot - size) / 2);
    const y = Math.round((height - size) / 2 + (index % 2 === 0 ? height * 0.04 : -height * 0.04));
    return shadowedEmoji(emoji, x, y, size);
  });
  return `${openSvg(width, height)}
${definitions(palette)}
${background(width, height, seedText)}
<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width * 0.45}" ry="${height * 0.45}" fill="url(#glow)"/>
${art.join('\n')}
</svg>`;
}

/**
 * A square badge: one emoji centred on a gradient. 'full' fills the square (opaque, for avatars
 * that the app crops round; quicker to encode); 'tile' is a rounded tile on transparency (icons).
 */
export function badgeScene(options: {
  seedText: string;
  emoji: string;
  palette: Palette;
  size: number;
  shape: 'full' | 'tile';
  emojiScale?: number;
}): string {
  const { size, palette, emoji, seedText, shape } = options;
  const emojiSize = Math.round(size * (options.emojiScale ?? 0.62));
  const offset = Math.round((size - emojiSize) / 2);
  const corner = shape === 'tile' ? Math.round(size * 0.22) : 0;
  return `${openSvg(size, size)}
${definitions(palette)}
<clipPath id="shape"><rect width="${size}" height="${size}" rx="${corner}" ry="${corner}"/></clipPath>
<g clip-path="url(#shape)">
${background(size, size, seedText)}
<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="url(#glow)"/>
</g>
${shadowedEmoji(emoji, offset, offset + Math.round(size * 0.01), emojiSize)}
</svg>`;
}

/** The wordmark: an emoji in a round badge followed by the product name, on a transparent background. */
export function wordmarkScene(options: {
  emoji: string;
  text: string;
  accentText: string;
  palette: Palette;
  textColour: string;
  accentColour: string;
}): string {
  const height = 240;
  const width = 900;
  const badge = 200;
  const top = (height - badge) / 2;
  return `${openSvg(width, height)}
${definitions(options.palette)}
<circle cx="${top + badge / 2}" cy="${height / 2}" r="${badge / 2}" fill="url(#bg)"/>
${placedEmoji(options.emoji, top + badge * 0.2, top + badge * 0.2, badge * 0.6)}
<text x="${top + badge + 36}" y="${height / 2 + 50}" font-family="${FONT_STACK}" font-weight="700" font-size="132" letter-spacing="-3" fill="${options.textColour}">${options.text}<tspan fill="${options.accentColour}">${options.accentText}</tspan></text>
</svg>`;
}
