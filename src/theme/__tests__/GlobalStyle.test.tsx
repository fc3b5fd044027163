import { styleTagsOf } from '@/test/styleTags';
import { GlobalStyle } from '../GlobalStyle';
import { INTER_URL } from '../fonts';

/** The <style> the server renderer puts in a page's <head> (src/ssr/renderPage.tsx collects it the same way). */
function globalCss(): string {
  return styleTagsOf(<GlobalStyle />).replace(/\s+/g, ' ');
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
