import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** HTML from the API, sanitised again on render (defence in depth: the server cleans it too). */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'span' }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
