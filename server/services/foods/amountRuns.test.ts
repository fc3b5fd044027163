import { parseIngredient } from 'parse-ingredient';
import { AMOUNT_RUN_MAX, hasOverlongAmountRun } from './amountRuns';
import { parseIngredientLine } from './ingredientLine';

/**
 * parse-ingredient's time is quadratic in a line's leading run of digits and fractions (issue 33:
 * 180 lines of `⅓⅔¼¾…` took 7–10 s in one request). No line with a run longer than any amount
 * reaches it; this is checked by what the library is given, not by a clock.
 */
jest.mock('parse-ingredient', () => {
  const actual = jest.requireActual<typeof import('parse-ingredient')>('parse-ingredient');
  return { ...actual, parseIngredient: jest.fn(actual.parseIngredient) };
});
const library = jest.mocked(parseIngredient);

const FRACTIONS = '⅓⅔¼¾½⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';
const fractionRun = Array.from({ length: 300 }, (_, index) => FRACTIONS[index % FRACTIONS.length]).join('');

/** The longest run of characters the library would try to read as one amount. */
const longestAmountRun = (text: string) =>
  Math.max(0, ...(text.match(/[\d¼-¾⅐-⅟][\d¼-¾⅐-⅟\s.,_/+⁄eE-]*/gu) ?? []).map((run) => run.length));

beforeEach(() => library.mockClear());

describe('lines with runs of digits and fractions longer than any amount', () => {
  it.each([
    ['a run of vulgar fractions', fractionRun],
    ['mixed numbers over and over', '1⅓ 2⅔ '.repeat(50).trim()],
    ['mixed numbers without spaces', '1⅓2⅔'.repeat(60)],
    ['a range whose upper end runs on', `1 - ${fractionRun.slice(0, 280)}`],
    ['a range in words whose upper end runs on', `1 to ${fractionRun.slice(0, 280)}`],
    ['slashes', '1/2 '.repeat(75).trim()],
    ['a run after a food', `tomatoes ${'1⅓ 2⅔ '.repeat(40).trim()}`],
  ])('%s never reach the library and read as text without an amount', (_, line) => {
    const parsed = parseIngredientLine(line);
    expect(parsed).toMatchObject({ quantity: null, quantity2: null, unit: null, item: null });
    expect(parsed.food.length).toBeGreaterThan(0);
    for (const [input] of library.mock.calls) {
      expect(longestAmountRun(typeof input === 'string' ? input : input.join('\n'))).toBeLessThanOrEqual(
        AMOUNT_RUN_MAX,
      );
    }
  });

  it('still reads every amount a cook writes, the long ones too', () => {
    expect(parseIngredientLine('1 1/2 - 2 3/4 cups flour')).toMatchObject({
      quantity: 1.5,
      quantity2: 2.75,
      unit: 'cup',
    });
    expect(parseIngredientLine('1,000,000 g sugar')).toMatchObject({ quantity: 1_000_000, unit: 'g' });
    expect(parseIngredientLine('2⅔ cups milk')).toMatchObject({ quantity: 2.667, unit: 'cup' });
    expect(library).toHaveBeenCalledTimes(3);
  });

  it('finds a run at its first character past the cap, and only then', () => {
    const digits = (count: number) => '1'.repeat(count);
    expect(hasOverlongAmountRun(`${digits(AMOUNT_RUN_MAX)}g flour`)).toBe(false);
    expect(hasOverlongAmountRun(`${digits(AMOUNT_RUN_MAX + 1)}g flour`)).toBe(true);
    expect(hasOverlongAmountRun(`flour ${'⅓'.repeat(AMOUNT_RUN_MAX + 1)}`)).toBe(true);
    expect(hasOverlongAmountRun(`flour ${'.'.repeat(200)} 2 cups`)).toBe(false);
  });
});
