/**
 * bench:bundle — the SPA's initial JavaScript for `/` against the floor measured in the same
 * run (a bare app importing only react, react-dom, RTK + react-redux, react-router,
 * styled-components and react-toastify), every route chunk's size, and which chunks carry
 * formik, yup and keen-slider. Prints the table, appends it to bench/out/bundle.md, and exits
 * non-zero when a budget is broken. Needs `npm run build` first (dist/).
 */
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { clientConfig } from '../webpack.config';
import { runBench, writeReport } from './benchProcess';

const root = path.resolve(__dirname, '..');
// DIST_DIR: the build to measure (default dist/), like the server's and webpack's DIST_DIR.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const INITIAL_RATIO_BUDGET = 1.3;
const ROUTE_CHUNK_BUDGET = 40 * 1024;
const HEAVY_LIBRARIES = ['formik', 'yup', 'keen-slider'];

const gzipSize = (file: string) => zlib.gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function scriptsOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script[^>]+src="?\/?([^"\s>]+)"?/g)].map((match) => match[1]);
}

async function buildBareApp(outDir: string): Promise<number> {
  const base = clientConfig({}, { mode: 'production' });
  const config = {
    ...base,
    entry: path.join(__dirname, 'baseline/bareApp.tsx'),
    output: { ...base.output, path: outDir, clean: true },
  };
  config.plugins = (base.plugins ?? []).filter(
    (plugin) => plugin?.constructor.name === 'HtmlWebpackPlugin' || plugin?.constructor.name === 'DefinePlugin',
  );
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
    ),
  );
  const html = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  return scriptsOf(html).reduce((sum, script) => sum + gzipSize(path.join(outDir, script)), 0);
}

async function main(): Promise<void> {
  const html = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
  const initialScripts = scriptsOf(html);
  const initial = initialScripts.reduce((sum, script) => sum + gzipSize(path.join(dist, script)), 0);
  const floor = await buildBareApp(path.join(root, 'bench/out/bare-app'));
  const ratio = initial / floor;

  const assets = (await fs.readdir(path.join(dist, 'assets'))).filter((file) => file.endsWith('.js'));
  const routeChunks = assets.filter((file) => !initialScripts.includes(`assets/${file}`));
  const failures: string[] = [];
  if (ratio > INITIAL_RATIO_BUDGET)
    failures.push(`initial JS ${kib(initial)} is ${ratio.toFixed(2)}× the floor (budget ${INITIAL_RATIO_BUDGET}×)`);

  // Where the heavy form and carousel libraries are. The markers are property names and
  // strings that minification keeps (formik's context displayName and setFormikState, yup's
  // schema brand, keen-slider's data attributes) and that never occur in a chunk *name*: with
  // named chunk ids the runtime and main.js spell "vendors-node_modules_formik_…" and
  // "…keen-slider_react_js…", so the bare library names would match the initial bundle. Each
  // marker must be found in some chunk of the build, or it has gone stale and would let the
  // library slip into the initial bundle unseen.
  const markers: Record<string, RegExp> = {
    formik: /FormikContext|setFormikState/,
    yup: /__isYupSchema__/,
    'keen-slider': /data-keen-slider-/,
  };
  const librariesIn = (source: string) => HEAVY_LIBRARIES.filter((library) => markers[library].test(source));

  const rows = routeChunks.map((file) => {
    const size = gzipSize(path.join(dist, 'assets', file));
    if (size > ROUTE_CHUNK_BUDGET) failures.push(`chunk ${file} is ${kib(size)} gzipped (budget 40 KiB)`);
    return `| ${file} | ${kib(size)} | ${librariesIn(readFileSync(path.join(dist, 'assets', file), 'utf8')).join(', ')} |`;
  });

  const chunkSource = new Map(assets.map((file) => [file, readFileSync(path.join(dist, 'assets', file), 'utf8')]));
  const initialSource = initialScripts.map((script) => readFileSync(path.join(dist, script), 'utf8')).join('\n');
  for (const library of HEAVY_LIBRARIES) {
    if (![...chunkSource.values()].some((source) => markers[library].test(source)))
      failures.push(`${library}: marker ${markers[library]} matches no chunk (stale marker?)`);
    if (markers[library].test(initialSource)) failures.push(`${library} is in the initial bundle`);
  }

  // Which route loads which chunks: the lazy imports compile to `__webpack_require__.e(id)`
  // calls (grouped in Promise.all when a page needs shared chunks too). Chunk ids are names
  // (chunkIds: 'named') or numbers mapped to names in the runtime.
  const fileOfChunk = (id: string) => assets.find((file) => file.startsWith(`${id}.`));
  const runtimeSource = initialScripts
    .filter((script) => /runtime/.test(script))
    .map((script) => readFileSync(path.join(dist, script), 'utf8'))
    .join('\n');
  const nameOfId = new Map([...runtimeSource.matchAll(/(\d+):"([\w-]+)"/g)].map((match) => [match[1], match[2]]));
  const routeLibraries = new Map<string, Set<string>>();
  for (const source of [initialSource, ...chunkSource.values()]) {
    for (const group of source.matchAll(/(?:[\w$]+\.e\((?:"[^"]+"|\d+)\),?)+/g)) {
      const ids = [...group[0].matchAll(/\.e\((?:"([^"]+)"|(\d+))\)/g)].map((match) => match[1] ?? match[2]);
      const names = ids.map((id) => nameOfId.get(id) ?? id);
      const page = names.find((name) => name.startsWith('page-'));
      if (!page) continue;
      const libraries = routeLibraries.get(page) ?? new Set<string>();
      for (const id of ids) {
        const file = fileOfChunk(nameOfId.get(id) ?? id) ?? fileOfChunk(id);
        if (file) for (const library of librariesIn(chunkSource.get(file)!)) libraries.add(library);
      }
      routeLibraries.set(page, libraries);
    }
  }
  if (routeLibraries.size === 0)
    failures.push('no route chunk named page-… was found (webpackChunkName comments in src/app/router.tsx?)');
  // Pages that only read and show content: no forms, no carousel.
  const LIGHT_PAGES = ['page-recipe-library', 'page-not-found'];
  for (const page of LIGHT_PAGES) {
    const libraries = [...(routeLibraries.get(page) ?? [])];
    if (libraries.length) failures.push(`${page} loads ${libraries.join(', ')}`);
  }
  const libraryRows = [...routeLibraries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page, libraries]) => `| ${page} | ${[...libraries].join(', ') || '—'} |`);

  const report = [
    `## Bundle (${new Date().toISOString()})`,
    '',
    '| measure | size (gzip -9) |',
    '| --- | --- |',
    `| floor: bare app with the required libraries | ${kib(floor)} |`,
    `| Forkcast initial JS of / (${initialScripts.length} files) | ${kib(initial)} |`,
    `| ratio | ${ratio.toFixed(2)}× (budget ≤ ${INITIAL_RATIO_BUDGET}×) |`,
    '',
    '| async chunk | size | heavy libraries |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '| route | formik / yup / keen-slider loaded |',
    '| --- | --- |',
    ...libraryRows,
    '',
    failures.length ? `**Budget broken:**\n${failures.map((f) => `- ${f}`).join('\n')}` : 'All bundle budgets hold.',
    '',
  ].join('\n');
  await writeReport('bundle.md', report);
  if (failures.length) process.exit(1);
}

runBench(main);
