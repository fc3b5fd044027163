import { siteName } from './siteName';

describe('siteName', () => {
  it('names the host without www.', () => {
    expect(siteName('https://www.bbcgoodfood.com/recipes/lemon-cake?utm_source=x')).toBe('bbcgoodfood.com');
    expect(siteName('http://cooking.example.org:8080/a')).toBe('cooking.example.org');
  });

  it('names nothing for other schemes or non-addresses', () => {
    expect(siteName('javascript:alert(1)')).toBeNull();
    expect(siteName('ftp://example.com/file')).toBeNull();
    expect(siteName('not a link')).toBeNull();
    expect(siteName('')).toBeNull();
  });
});
