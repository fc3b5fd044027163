/**
 * Element names the page's parser and readers sort elements by, written once for all of them.
 */

/** The six heading elements, from the highest (h1) to the lowest. */
export const HEADING_TAGS: readonly string[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Elements whose content is never a recipe's words: code, styles, drawings, frames and form
 * controls. The text reader (domText.ts) passes over a few more.
 */
export const CODE_AND_CONTROLS: readonly string[] = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'select',
  'button',
];

/** Elements that end a line where they start and where they end, as a reader sees the page. */
export const LINE_BLOCKS: ReadonlySet<string> = new Set(
  (
    'address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody thead tfoot tr ul'
  ).split(' '),
);
