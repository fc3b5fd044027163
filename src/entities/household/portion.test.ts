import { formatPortion, portionAmount } from './portion';

describe('formatPortion', () => {
  it.each([
    [0.5, '½ portion'],
    [1, '1 portion'],
    [0.8, '0.8 portion'],
    [0.25, '¼ portion'],
    [0.75, '¾ portion'],
    [1.5, '1½ portions'],
    [2, '2 portions'],
    [1.15, '1.15 portions'],
    [0.85, '0.85 portion'],
    [0.30000000000000004, '0.3 portion'],
  ])('%s reads "%s"', (portion, text) => {
    expect(formatPortion(portion)).toBe(text);
  });

  it('writes a bare amount for hints', () => {
    expect(portionAmount(0.5)).toBe('½');
    expect(portionAmount(3)).toBe('3');
  });
});
