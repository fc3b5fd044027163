/**
 * The gate of issue 16: search over the demo content must find what a parent means, judged by
 * the query set written before tuning (judgedQueries.ts). Figures in BENCHMARKS.md come from
 * `npm run bench:search-quality`, which scores the same answers.
 */
import { judgeDemoSearch } from './demoSearch';
import { summarise } from './judge';

it('scores at least 0.9 precision@5 and 0.9 recall over the judged queries, with no look-alike shown', async () => {
  const scores = await judgeDemoSearch();
  const figures = summarise(scores);
  const shortfalls = scores
    .filter((score) => score.precisionAt5 < 1 || score.recall < 1 || score.lookAlikes.length > 0)
    .map((score) => `${score.query}: p@5 ${score.precisionAt5.toFixed(2)}, recall ${score.recall.toFixed(2)}`);
  expect({ ...figures, shortfalls }).toEqual({
    queries: scores.length,
    precisionAt5: expect.any(Number),
    recall: expect.any(Number),
    lookAlikes: 0,
    shortfalls: expect.any(Array),
  });
  expect(figures.queries).toBeGreaterThanOrEqual(80);
  expect(figures.precisionAt5).toBeGreaterThanOrEqual(0.9);
  expect(figures.recall).toBeGreaterThanOrEqual(0.9);
}, 120_000);
