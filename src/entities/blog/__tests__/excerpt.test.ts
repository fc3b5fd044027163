import { BLOG_PREVIEW_CHARS } from '@contract/constants';
import { blogExcerpt, textOfHtml } from '../excerpt';

describe('blog excerpt', () => {
  it('is the text of the HTML, as the DOM would give it', () => {
    const html =
      '<p>Soup &amp; bread&nbsp;for <strong>two</strong> &#8212; &#x1F35E; &lt;b&gt; &unknown;</p><p>Next</p>';
    const viaDom = new DOMParser().parseFromString(html, 'text/html').body.textContent;
    expect(textOfHtml(html)).toBe(viaDom);
    expect(textOfHtml(html)).toBe('Soup & bread\u00a0for two — 🍞 <b> &unknown;Next');
  });

  it('keeps references that name Object.prototype keys as they are written', () => {
    expect(textOfHtml('<p>&constructor; &toString; &__proto__; &hasOwnProperty;</p>')).toBe(
      '&constructor; &toString; &__proto__; &hasOwnProperty;',
    );
  });

  it('collapses white space and cuts long text with an ellipsis', () => {
    expect(blogExcerpt('<p>  a \n\n b </p>')).toBe('a b');
    const long = `<p>${'word '.repeat(40)}</p>`;
    const excerpt = blogExcerpt(long);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(BLOG_PREVIEW_CHARS + 1);
  });
});
