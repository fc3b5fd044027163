import { isGroupName, isScaler, splitNumberedSteps, stepsOfLine, withoutBullet, withoutStepNumber } from './lineMarks';

describe('lineMarks', () => {
  it.each([
    ['1. Mix.', 'Mix.'],
    ['2) Fry.', 'Fry.'],
    ['Step 3: Bake.', 'Bake.'],
    ['Step 4 - Cool.', 'Cool.'],
    ['350°F oven', '350°F oven'],
    ['2 eggs, beaten', '2 eggs, beaten'],
  ])('withoutStepNumber(%j) is %j', (line, expected) => {
    expect(withoutStepNumber(line)).toBe(expected);
  });

  it.each([
    ['• 1 cup flour', '1 cup flour'],
    ['- 2 eggs', '2 eggs'],
    ['▢ 1 tsp salt', '1 tsp salt'],
    ['* butter', 'butter'],
    ['-1 tsp', '1 tsp'],
  ])('withoutBullet(%j) is %j', (line, expected) => {
    expect(withoutBullet(line)).toBe(expected);
  });

  it('tells group names from ingredients and steps', () => {
    expect(isGroupName('For the sauce:', 'ingredients')).toBe(true);
    expect(isGroupName('For the filling:', 'instructions')).toBe(true);
    expect(isGroupName('Crust', 'ingredients')).toBe(true);
    expect(isGroupName('For the topping', 'ingredients')).toBe(true);
    expect(isGroupName('To serve', 'ingredients')).toBe(true);
    expect(isGroupName('Crust', 'instructions')).toBe(false);
    expect(isGroupName('Salt', 'ingredients')).toBe(false);
    expect(isGroupName('2 tbsp sauce', 'ingredients')).toBe(false);
    expect(isGroupName('constructor', 'ingredients')).toBe(false);
  });

  it('knows a card’s scaling buttons', () => {
    expect(isScaler('1x2x3x')).toBe(true);
    expect(isScaler('1x 2x 3x')).toBe(true);
    expect(isScaler('2 x 400g tins')).toBe(false);
  });

  it('splits numbered steps run together on one line, in order', () => {
    expect(splitNumberedSteps('1. Mix the flour. 2. Add 3. 5 eggs. 3) Bake at 180C.')).toEqual([
      '1. Mix the flour.',
      '2. Add 3. 5 eggs.',
      '3) Bake at 180C.',
    ]);
    expect(splitNumberedSteps('Mix 2. then stir')).toEqual(['Mix 2. then stir']);
    expect(stepsOfLine('1. Mix. 2. Bake.')).toEqual(['Mix.', 'Bake.']);
    expect(stepsOfLine('Step 2')).toEqual([]);
  });

  it('is quick on a line of many numbers', () => {
    const line = `1. ${Array.from({ length: 100 }, (_, index) => `${index + 2}. x`).join(' ')} ${'9. '.repeat(20_000)}`;
    const started = Date.now();
    expect(splitNumberedSteps(line).length).toBeLessThanOrEqual(100);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
