/**
 * The allow-list sanitiser for HTML that the SPA renders with innerHTML (blog and site
 * descriptions). Used before storing (seed, future admin) and again before answering, so a
 * row written by any other path still leaves the server clean.
 */
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = (
  'p br hr span strong b em i u s small sub sup h2 h3 h4 h5 h6 blockquote pre code ' +
  'ul ol li a img figure figcaption table thead tbody tr th td'
).split(' ');

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Drop the contents of these too, not just the tags: their text is never meant to be read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitiseHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
