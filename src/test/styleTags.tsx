import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';

/** The <style> tags styled-components writes for an element, as the server renderer collects them (src/ssr/renderPage.tsx). */
export function styleTagsOf(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{element}</ThemeProvider>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}
