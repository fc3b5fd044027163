/**
 * Scores search against the judged query set (judgedQueries.ts): precision@5 over what the
 * search box answers first, recall over every page of the list filter (`?search=`), each
 * look-alike that appears anywhere, and (issue 37) for a query with no exact match, the share of
 * its judged `closest` recipes that the list's closest searches (`meta.closest`) find. Used by
 * `npm run bench:search-quality` and by the gate test (judgedSet.test.ts).
 */
import type { JudgedQuery } from './judgedQueries';

export interface SearchAnswers {
  /** The search box's answer, best first (names). */
  searchBox(query: string): Promise<string[]>;
  /** Every recipe the list filter answers, over all its pages (names). */
  listFilter(query: string): Promise<string[]>;
  /**
   * Every recipe the list answer's closest searches (`meta.closest[].search`) find, over all
   * their pages (names); asked only for queries judged with `closest`.
   */
  closestSearches?(query: string): Promise<string[]>;
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
  /** The share of the judged `closest` recipes the closest searches found; null when none are judged. */
  closestFound: number | null;
  /** Judged `closest` recipes no closest search found. */
  closestMissed: string[];
}

export interface Figures {
  queries: number;
  precisionAt5: number;
  recall: number;
  lookAlikes: number;
}

export interface ClosestFigures {
  /** Queries judged with `closest` recipes. */
  queries: number;
  /** The mean share of their `closest` recipes found (1 when no query has any). */
  found: number;
}

const TOP = 5;

/**
 * precision@5: of the search box's first min(5, |relevant|) answers, the share that are
 * relevant; a nonsense query (nothing relevant) scores 1 when it answers nothing, else 0.
 * recall: the share of relevant recipes the list filter answers (1 when nothing is relevant).
 * closestFound: the share of judged `closest` recipes among what the closest searches found.
 */
export function scoreQuery(
  judged: JudgedQuery,
  searchBox: string[],
  listFilter: string[],
  closestSearches: readonly string[] = [],
): QueryScore {
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
  const closest = judged.closest ?? [];
  const closestAnswered = new Set(closestSearches);
  const closestMissed = closest.filter((name) => !closestAnswered.has(name));
  const closestFound = closest.length === 0 ? null : 1 - closestMissed.length / closest.length;
  return {
    query: judged.query,
    kind: judged.kind,
    precisionAt5,
    recall,
    lookAlikes,
    missed,
    closestFound,
    closestMissed,
  };
}

export async function judgeSearch(queries: readonly JudgedQuery[], answers: SearchAnswers): Promise<QueryScore[]> {
  const scores: QueryScore[] = [];
  for (const judged of queries) {
    const [box, list, closest] = await Promise.all([
      answers.searchBox(judged.query),
      answers.listFilter(judged.query),
      judged.closest?.length && answers.closestSearches ? answers.closestSearches(judged.query) : [],
    ]);
    scores.push(scoreQuery(judged, box, list, closest));
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

/** How well the closest searches of the queries with no exact match find what was judged for them. */
export function summariseClosest(scores: readonly QueryScore[]): ClosestFigures {
  const found = scores.flatMap((score) => (score.closestFound === null ? [] : [score.closestFound]));
  return {
    queries: found.length,
    found: found.length ? found.reduce((sum, value) => sum + value, 0) / found.length : 1,
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
