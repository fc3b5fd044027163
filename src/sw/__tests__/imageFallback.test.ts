import { otherWidths } from '../imageFallback';

/** Offline, an image asked at one width is answered with another file of the same picture. */
describe('otherWidths', () => {
  it('offers the other stored widths, nearest first', () => {
    expect(otherWidths('/uploads/recipes/ab12-320.webp')).toEqual([
      '/uploads/recipes/ab12-640.webp',
      '/uploads/recipes/ab12-1024.webp',
    ]);
    expect(otherWidths('/uploads/recipes/ab12-1024.webp')).toEqual([
      '/uploads/recipes/ab12-640.webp',
      '/uploads/recipes/ab12-320.webp',
    ]);
  });

  it("offers a banner crop's other banner, then the picture's own widths from the kept 640", () => {
    expect(otherWidths('/uploads/recipes/ab12.wide-banner-1600.webp')).toEqual([
      '/uploads/recipes/ab12.wide-banner-800.webp',
      '/uploads/recipes/ab12.wide-640.webp',
      '/uploads/recipes/ab12.wide-320.webp',
      '/uploads/recipes/ab12.wide-1024.webp',
    ]);
  });

  it('offers nothing for a file outside the width convention', () => {
    expect(otherWidths('/uploads/avatars/me.png')).toEqual([]);
  });
});
