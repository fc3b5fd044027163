import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle';
import { INTER_URL } from '../fonts';
import { theme } from '../theme';

/** The <style> the server renderer puts in a page's <head> (src/ssr/renderPage.tsx collects it the same way). */
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags().replace(/\s+/g, ' ');
  } finally {
    sheet.seal();
  }
}

test('Inter is self-hosted: declared with @font-face from the bundled woff2, shown with font-display: swap', () => {
  const css = globalCss();
  const faces = css.match(/@font-face ?\{[^}]*\}/g) ?? [];
  const inter = faces.find((face) => /font-family: ?'Inter';/.test(face));
  expect(inter).toBeDefined();
  // jest maps the .woff2 import to its file stub: the URL is the bundler's, not a CDN's.
  expect(INTER_URL).toBe('test-file-stub');
  expect(inter).toContain(`url('${INTER_URL}') format('woff2')`);
  expect(inter).toMatch(/font-display: ?swap/);
  expect(inter).toMatch(/font-weight: ?100 900/);
  expect(inter).toMatch(/unicode-range: ?U\+0000-00FF/);
  // The body asks for Inter first, then the metric-matched fallback.
  expect(css).toMatch(/body ?\{[^}]*font-family: ?'Inter', ?'Inter Fallback',/);
  expect(faces.some((face) => /font-family: ?'Inter Fallback';[^}]*size-adjust/.test(face))).toBe(true);
});
