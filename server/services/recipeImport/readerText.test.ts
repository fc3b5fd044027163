import { clipped, decodeEntities, readerLines, readerText } from './readerText';

describe('readerText', () => {
  it.each([
    ['1 &frac12; cups flour', '1 ½ cups flour'],
    ['Mom&#39;s Pancakes', "Mom's Pancakes"],
    ['Salt &amp;amp; pepper', 'Salt & pepper'],
    ['Fish &amp;amp;amp; chips', 'Fish & chips'],
    ['<p>Mix the <a href="/x">flour</a>.</p><p>Bake.</p>', 'Mix the flour. Bake.'],
    ['<td>1 cup</td><td>flour</td>', '1 cup flour'],
    ['a&nbsp;&nbsp;b \t\n c', 'a b c'],
    ['soft\u00adhyphen and zero\u200bwidth', 'softhyphen and zerowidth'],
    ['tab\tNUL\u0000bell\u0007', 'tab NUL bell'],
    ['  ', ''],
    ['3 < 5 and 7 > 2', '3 < 5 and 7 > 2'],
    ['&lt;b&gt;bold&lt;/b&gt; text', 'bold text'],
    ['AT&T stays', 'AT&T stays'],
  ])('reads %j as %j', (input, expected) => {
    expect(readerText(input)).toBe(expected);
  });

  it('decodes at most three times', () => {
    expect(decodeEntities('&amp;amp;amp;amp;')).toBe('&amp;');
  });

  it('reads at most 20,000 characters of a field, quickly however it is made', () => {
    expect(readerText(`${'a'.repeat(30_000)} tail`)).toHaveLength(20_000);
    const started = Date.now();
    readerText(' \t\u0000'.repeat(2_000_000));
    readerText('a \t'.repeat(2_000_000));
    readerLines('a\n\t'.repeat(2_000_000));
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps a lone < with no tag after it, and is linear on many of them', () => {
    const text = '<a '.repeat(100_000);
    const started = Date.now();
    readerText(text);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('readerLines', () => {
  it('splits on line breaks and block tags, drops empty lines', () => {
    expect(readerLines('<p>Mix.</p><p></p><p>Bake&nbsp;20 min.</p>\r\n\r\nCool.<br/>Serve.')).toEqual([
      'Mix.',
      'Bake 20 min.',
      'Cool.',
      'Serve.',
    ]);
  });
});

describe('clipped', () => {
  it('cuts a long line with an ellipsis and leaves a short one', () => {
    expect(clipped('abcdef', 4)).toBe('abc…');
    expect(clipped('abcd', 4)).toBe('abcd');
  });
});
