/**
 * bench:search-quality — the judged query set against the demo content, through the real API
 * (in-memory PGlite seeded like `npm start`). Prints precision@5, recall and look-alikes per
 * kind of query, how well the closest searches of the queries with no exact match find what was
 * judged for them (issue 37), and the queries that fall short. Quality, not speed: bench:api measures speed.
 *
 * `-- --sweep` tunes the typo fallback's similarity floor on data: it runs the judged set once
 * per floor (a child process each, with SEARCH_TYPO_FLOOR set) and prints the figures of each.
 */
import { execFileSync } from 'node:child_process';
import { judgeDemoSearch } from './demoSearch';
import { figuresByKind, summarise, summariseClosest } from './judge';

async function main(): Promise<void> {
  const scores = await judgeDemoSearch();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(summarise(scores)));
    return;
  }
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log('| kind | queries | precision@5 | recall | look-alikes shown |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of figuresByKind(scores)) {
    console.log(
      `| ${row.kind} | ${row.queries} | ${percent(row.precisionAt5)} | ${percent(row.recall)} | ${row.lookAlikes} |`,
    );
  }
  const closest = summariseClosest(scores);
  console.log(
    `\nClosest searches: ${percent(closest.found)} of the judged recipes found over ${closest.queries} queries`,
  );
  console.log('\nShort of the mark:');
  const short = (s: (typeof scores)[number]) =>
    s.precisionAt5 < 1 || s.recall < 1 || s.lookAlikes.length > 0 || s.closestMissed.length > 0;
  for (const score of scores.filter(short)) {
    const parts = [`p@5 ${score.precisionAt5.toFixed(2)}`, `recall ${score.recall.toFixed(2)}`];
    if (score.lookAlikes.length) parts.push(`look-alikes: ${score.lookAlikes.join(', ')}`);
    if (score.missed.length) parts.push(`missed: ${score.missed.join(', ')}`);
    if (score.closestMissed.length) parts.push(`closest missed: ${score.closestMissed.join(', ')}`);
    console.log(`- "${score.query}" (${score.kind}): ${parts.join(' · ')}`);
  }
}

const SWEEP_FLOORS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6];

function sweep(): void {
  console.log('| typo similarity floor | precision@5 | recall | look-alikes shown |');
  console.log('|---:|---:|---:|---:|');
  for (const floor of SWEEP_FLOORS) {
    const output = execFileSync(process.execPath, [...process.execArgv, __filename, '--json'], {
      env: { ...process.env, SEARCH_TYPO_FLOOR: String(floor) },
      encoding: 'utf8',
    });
    const figures = JSON.parse(output.trim().split('\n').pop()!) as ReturnType<typeof summarise>;
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    console.log(`| ${floor} | ${percent(figures.precisionAt5)} | ${percent(figures.recall)} | ${figures.lookAlikes} |`);
  }
}

if (process.argv.includes('--sweep')) sweep();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
