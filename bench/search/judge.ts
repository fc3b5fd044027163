/**
 * Scores search against the judged query set (judgedQueries.ts): precision@5 over what the
 * search box answers first, recall over every page of the list filter (`?search=`), and each
 * look-alike that appears anywhere. Used by `npm run bench:search-quality` and, once search is
 * tuned (issue 16), by a test that fails under 0.9.
 */
import type { JudgedQuery } from './judgedQueries';

export interface SearchAnswers {
  /** The search box's answer, best first (names). */
  searchBox(query: string): Promise<string[]>;
  /** Every recipe the list filter answers, over all its pages (names). */
  listFilter(query: string): Promise<string[]>;
}

export interface QueryScore {
  query: string;
  kind: JudgedQuery['kind'];
  precisionAt5: number;
  recall: number;
  /** Look-alikes that appeared in either answer. */
  lookAlikes: string[];
  /** Relevant recipes the list filter missed. */
  missed: string[];
}

export interface Figures {
  queries: number;
  precisionAt5: number;
  recall: number;
  lookAlikes: number;
}

const TOP = 5;

/**
 * precision@5: of the search box's first min(5, |relevant|) answers, the share that are
 * relevant; a nonsense query (nothing relevant) scores 1 when it answers nothing, else 0.
 * recall: the share of relevant recipes the list filter answers (1 when nothing is relevant).
 */
export function scoreQuery(judged: JudgedQuery, searchBox: string[], listFilter: string[]): QueryScore {
  const relevant = new Set(judged.relevant);
  const expected = Math.min(TOP, relevant.size);
  const precisionAt5 =
    expected === 0
      ? Number(searchBox.length === 0)
      : searchBox.slice(0, expected).filter((name) => relevant.has(name)).length / expected;
  const listed = new Set(listFilter);
  const missed = judged.relevant.filter((name) => !listed.has(name));
  const recall = relevant.size === 0 ? Number(listed.size === 0) : 1 - missed.length / relevant.size;
  const answered = new Set([...searchBox, ...listFilter]);
  const lookAlikes = judged.mustNotAppear.filter((name) => answered.has(name));
  return { query: judged.query, kind: judged.kind, precisionAt5, recall, lookAlikes, missed };
}

export async function judgeSearch(queries: readonly JudgedQuery[], answers: SearchAnswers): Promise<QueryScore[]> {
  const scores: QueryScore[] = [];
  for (const judged of queries) {
    const [box, list] = await Promise.all([answers.searchBox(judged.query), answers.listFilter(judged.query)]);
    scores.push(scoreQuery(judged, box, list));
  }
  return scores;
}

export function summarise(scores: readonly QueryScore[]): Figures {
  const mean = (values: number[]) =>
    values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
  return {
    queries: scores.length,
    precisionAt5: mean(scores.map((score) => score.precisionAt5)),
    recall: mean(scores.map((score) => score.recall)),
    lookAlikes: scores.reduce((sum, score) => sum + score.lookAlikes.length, 0),
  };
}

/** The figures per kind of query, then all together. */
export function figuresByKind(scores: readonly QueryScore[]): Array<{ kind: string } & Figures> {
  const kinds = [...new Set(scores.map((score) => score.kind))];
  return [
    ...kinds.map((kind) => ({ kind, ...summarise(scores.filter((score) => score.kind === kind)) })),
    { kind: 'all', ...summarise(scores) },
  ];
}
