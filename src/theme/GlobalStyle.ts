import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './fonts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /* Any text people type (a 300-character link in a review, a name) breaks rather than
       widening its box: no page may scroll sideways. Words that fit are never broken. */
    overflow-wrap: anywhere;
  }
  body.scroll-locked { overflow: hidden; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  img, video { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.colors.primaryDark}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /*
   * Print: paper gets the page's own content, black on white. The convention: anything that
   * means nothing on paper (the shells' header, menus and footer, a page's share panel, reviews,
   * buttons) carries data-print="hide"; toasts are react-toastify's own container. A page that
   * needs more (a layout of its own on paper) adds its own @media print styles.
   */
  @page { margin: 12mm; }
  @media print {
    [data-print='hide'], .Toastify { display: none !important; }
    html, body { background: #fff !important; color: #000 !important; }
    a { color: inherit; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
