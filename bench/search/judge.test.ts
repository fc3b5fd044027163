import { RECIPES_BY_LIBRARY } from '../../server/seed/recipes';
import { scoreQuery, summarise } from './judge';
import { JUDGED_QUERIES, type JudgedQuery } from './judgedQueries';

const judged = (relevant: string[], mustNotAppear: string[] = []): JudgedQuery => ({
  query: 'q',
  kind: 'ingredient',
  relevant,
  mustNotAppear,
});

describe('scoring a judged query', () => {
  it('counts precision over the first min(5, relevant) answers of the search box', () => {
    expect(scoreQuery(judged(['a', 'b']), ['a', 'x', 'b'], ['a', 'b']).precisionAt5).toBe(0.5);
    expect(scoreQuery(judged(['a', 'b', 'c', 'd', 'e', 'f']), ['a', 'b', 'c', 'd', 'x', 'e'], []).precisionAt5).toBe(
      0.8,
    );
  });

  it('counts recall over every recipe the list filter answers, and names what it missed', () => {
    const score = scoreQuery(judged(['a', 'b', 'c', 'd']), [], ['d', 'a', 'x']);
    expect(score.recall).toBe(0.5);
    expect(score.missed).toEqual(['b', 'c']);
  });

  it('reports a look-alike shown by either answer', () => {
    expect(scoreQuery(judged(['a'], ['x', 'y']), ['a', 'x'], ['a', 'y']).lookAlikes).toEqual(['x', 'y']);
  });

  it('scores a nonsense query 1 only when nothing is answered', () => {
    expect(scoreQuery(judged([]), [], [])).toMatchObject({ precisionAt5: 1, recall: 1 });
    expect(scoreQuery(judged([]), ['x'], ['x'])).toMatchObject({ precisionAt5: 0, recall: 0 });
  });

  it('averages per query', () => {
    const scores = [scoreQuery(judged(['a']), ['a'], ['a']), scoreQuery(judged(['a']), ['x'], [])];
    expect(summarise(scores)).toEqual({ queries: 2, precisionAt5: 0.5, recall: 0.5, lookAlikes: 0 });
  });
});

describe('the judged query set (issue 16)', () => {
  const demoNames = new Set(RECIPES_BY_LIBRARY.flatMap((library) => library.recipes.map((recipe) => recipe.name)));

  it('holds at least 80 queries over every kind', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(JUDGED_QUERIES.map((entry) => entry.kind));
    for (const kind of [
      'diet',
      'category',
      'tag',
      'ingredient',
      'food-kind',
      'typo',
      'two-words',
      'spelling',
      'nonsense',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it('names only demo recipes, each judged one way per query', () => {
    for (const entry of JUDGED_QUERIES) {
      for (const name of [...entry.relevant, ...entry.mustNotAppear]) {
        expect(`${entry.query}: ${name}: ${demoNames.has(name)}`).toBe(`${entry.query}: ${name}: true`);
      }
      expect(entry.relevant.filter((name) => entry.mustNotAppear.includes(name))).toEqual([]);
      expect(new Set(entry.relevant).size).toBe(entry.relevant.length);
    }
  });

  it('asks each query once', () => {
    const queries = JUDGED_QUERIES.map((entry) => entry.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
  });
});
