/**
 * The gate of issue 18's parser: over the corpus of real-world ingredient lines (corpus.ts),
 * quantity, unit and food are all read right in at least 95 % of lines. Figures in
 * BENCHMARKS.md come from `npm run bench:ingredients`.
 */
import { INGREDIENT_CORPUS } from './corpus';
import { describeMiss, judgeLine } from './judge';

it('reads quantity, unit and food right in at least 95 % of at least 150 real-world lines', () => {
  const scores = INGREDIENT_CORPUS.map(judgeLine);
  const misses = scores.filter((score) => !score.correct).map(describeMiss);
  expect(scores.length).toBeGreaterThanOrEqual(150);
  expect({ accurate: misses.length / scores.length <= 0.05, misses }).toEqual({
    accurate: true,
    misses: expect.any(Array),
  });
});
