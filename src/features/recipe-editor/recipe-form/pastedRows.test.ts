import { PASTED_ROWS_MAX, isMultiline, pastedRows } from './pastedRows';

describe('pastedRows', () => {
  it('makes one row per line, dropping blanks and list markers', () => {
    const text = '• 200 g flour\r\n\n  - 2 eggs  \n1. 1.5 cups milk\n2) a pinch of salt\n* butter\n\n';
    expect(pastedRows(text)).toEqual(['200 g flour', '2 eggs', '1.5 cups milk', 'a pinch of salt', 'butter']);
  });

  it('strips step numbers but keeps quantities that start a line', () => {
    expect(pastedRows('Step 1: Heat the oven.\nSTEP 2 Mix.\n2 eggs, beaten\n10 minutes rest\nStep 3')).toEqual([
      'Heat the oven.',
      'Mix.',
      '2 eggs, beaten',
      '10 minutes rest',
    ]);
  });

  it('keeps a hyphenated start that is not a bullet', () => {
    expect(pastedRows('-1 cup stock\n— a dash of oil')).toEqual(['-1 cup stock', 'a dash of oil']);
  });

  it(`keeps at most ${PASTED_ROWS_MAX} rows`, () => {
    expect(pastedRows(Array.from({ length: 500 }, (_, index) => `line ${index}`).join('\n'))).toHaveLength(
      PASTED_ROWS_MAX,
    );
  });

  it('tells a single line from several', () => {
    expect(isMultiline('200 g flour')).toBe(false);
    expect(isMultiline('200 g flour\n2 eggs')).toBe(true);
    expect(isMultiline('a\rb')).toBe(true);
  });
});
