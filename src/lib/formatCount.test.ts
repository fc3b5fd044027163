import { formatCount } from './formatCount';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-4200, '-4,200'],
    [1234.5, '1,234.5'],
  ])('formats %p as %p, as toLocaleString("en") does', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
    expect(formatCount(value)).toBe(value.toLocaleString('en'));
  });
});
