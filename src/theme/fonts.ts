import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * Inter, self-hosted: the latin subset of the variable font (weights 100 to 900 in one woff2
 * file, ~48 KB). Webpack emits it as a hashed asset (`assets/inter-latin-wght-normal.<hash>.woff2`,
 * cached for a year like the scripts) and lists it in page-chunks.json, so the server preloads it
 * in every page's <head> (server/ssr/pageHints.ts). Text paints at once in the fallback and
 * swaps to Inter when it arrives; the fallback is Arial scaled to Inter's metrics, so the swap
 * barely moves a line.
 */
export const INTER_URL: string = interLatin;

/** The latin subset's code points (Fontsource's `latin` range). */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const fontFaces = `
  @font-face {
    font-family: 'Inter';
    font-style: normal;
    font-weight: 100 900;
    font-display: swap;
    src: url('${INTER_URL}') format('woff2');
    unicode-range: ${LATIN_RANGE};
  }
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans');
    ascent-override: 90.49%;
    descent-override: 22.56%;
    line-gap-override: 0%;
    size-adjust: 107.06%;
  }
`;
