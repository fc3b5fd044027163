import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * HTML from the API, sanitised again on render (defence in depth: the server cleans it too).
 * The server renderer (src/ssr) has no DOM for DOMPurify: there the API's own allow-list
 * sanitiser, which cleaned the HTML before it was stored, is the one that counts.
 */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'span';
}) {
  const clean = useMemo(
    () => (DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : html),
    [html],
  );
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
