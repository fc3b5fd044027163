import { servingsOf } from './servings';

describe('servingsOf', () => {
  it.each<[unknown, number | null]>([
    [4, 4],
    [2.6, 3],
    ['4', 4],
    ['Serves 4-6', 4],
    ['4 servings', 4],
    ['Makes 12 cookies', 12],
    ['serves four', 4],
    ['a dozen', 12],
    [['4', '4 servings'], 4],
    [['', 'Serves 2'], 2],
    [{ '@type': 'QuantitativeValue', value: 8 }, 8],
    ['&nbsp;6&nbsp;people', 6],
    [0, null],
    ['none', null],
    [null, null],
    [{ __proto__: { value: 3 } }, null],
    [1e9, null],
  ])('reads %j as %j', (input, expected) => {
    expect(servingsOf(input)).toBe(expected);
  });
});
