import { sourceKey } from './importedBefore';

describe('sourceKey', () => {
  it('is the same for one page whatever its scheme, www., trailing slash, tracking or fragment', () => {
    const key = sourceKey('https://www.soups.example/tomato-soup/');
    expect(key).toBe('soups.example/tomato-soup');
    for (const link of [
      'http://soups.example/tomato-soup',
      'https://SOUPS.example/tomato-soup/?utm_source=newsletter&fbclid=abc',
      'https://www.soups.example/tomato-soup#comments',
      '  https://soups.example/tomato-soup/  ',
    ]) {
      expect({ link, key: sourceKey(link) }).toEqual({ link, key });
    }
  });

  it('tells other pages apart: another path, query, port or site', () => {
    const key = sourceKey('https://soups.example/tomato-soup');
    for (const link of [
      'https://soups.example/tomato-soup-2',
      'https://soups.example/tomato-soup?id=2',
      'https://soups.example:8443/tomato-soup',
      'https://stews.example/tomato-soup',
    ]) {
      expect({ link, key: sourceKey(link) }).not.toEqual({ link, key });
    }
  });

  it('is null for what is not an http(s) address', () => {
    for (const link of ['Grandma’s notebook', '', 'ftp://soups.example/x', 'javascript:alert(1)']) {
      expect(sourceKey(link)).toBeNull();
    }
  });
});
