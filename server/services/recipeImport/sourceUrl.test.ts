import { sourceUrlOf, withoutTracking } from './sourceUrl';

describe('withoutTracking', () => {
  it.each([
    [
      'https://ex.com/pancakes/?utm_source=fb&utm_medium=social&fbclid=abc&page=2#comments',
      'https://ex.com/pancakes/?page=2',
    ],
    ['https://ex.com/a?gclid=1&dclid=2&msclkid=3&mc_cid=4&mc_eid=5&igshid=6&yclid=7&_ga=8&_gl=9', 'https://ex.com/a'],
    ['https://ex.com/a?ref=twitter&ref_src=twsrc&id=5', 'https://ex.com/a?id=5'],
    ['https://ex.com/a?UTM_Source=x&q=a%20b+c', 'https://ex.com/a?q=a%20b+c'],
    ['https://ex.com/a#step-3', 'https://ex.com/a'],
    ['not a url ', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(withoutTracking(input)).toBe(expected);
  });
});

describe('sourceUrlOf', () => {
  it('prefers an absolute canonical URL, without tracking', () => {
    expect(sourceUrlOf('https://m.ex.com/p?utm_source=x', 'https://ex.com/p?fbclid=1')).toBe('https://ex.com/p');
  });

  it('falls back to the page URL when the canonical is missing, relative or not http(s)', () => {
    expect(sourceUrlOf('https://ex.com/p?utm_campaign=x', null)).toBe('https://ex.com/p');
    expect(sourceUrlOf('https://ex.com/p', '/p')).toBe('https://ex.com/p');
    expect(sourceUrlOf('https://ex.com/p', 'javascript:alert(1)')).toBe('https://ex.com/p');
  });

  it('uses the canonical address of a print version', () => {
    expect(sourceUrlOf('https://ex.com/wprm_print/123', 'https://ex.com/pancakes/')).toBe('https://ex.com/pancakes/');
    expect(sourceUrlOf('https://ex.com/pancakes/print/', 'https://ex.com/pancakes/')).toBe('https://ex.com/pancakes/');
  });

  it('undoes a print address it can read when there is no canonical', () => {
    expect(sourceUrlOf('https://ex.com/pancakes/?print=1&utm_source=x', null)).toBe('https://ex.com/pancakes/');
    expect(sourceUrlOf('https://ex.com/pancakes/print/', null)).toBe('https://ex.com/pancakes/');
    expect(sourceUrlOf('https://ex.com/pancakes/print/12/', null)).toBe('https://ex.com/pancakes/');
    expect(sourceUrlOf('https://ex.com/print/12', null)).toBe('https://ex.com/print/12');
  });

  it('ignores a canonical that is itself a print version of a plain page', () => {
    expect(sourceUrlOf('https://ex.com/pancakes/', 'https://ex.com/pancakes/print/')).toBe('https://ex.com/pancakes/');
  });
});
