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
import makeConfig from '../webpack.config';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const INITIAL_RATIO_BUDGET = 1.3;
const ROUTE_CHUNK_BUDGET = 40 * 1024;
const HEAVY_LIBRARIES = ['formik', 'yup', 'keen-slider'];

const gzipSize = (file: string) => zlib.gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function scriptsOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script[^>]+src="?\/?([^"\s>]+)"?/g)].map((match) => match[1]);
}

async function buildBareApp(outDir: string): Promise<number> {
  const base = makeConfig({}, { mode: 'production' });
  const config = { ...base, entry: path.join(__dirname, 'baseline/bareApp.tsx'), output: { ...base.output, path: outDir, clean: true } };
  config.plugins = (base.plugins ?? []).filter((plugin) => plugin?.constructor.name === 'HtmlWebpackPlugin' || plugin?.constructor.name === 'DefinePlugin');
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve())),
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
  if (ratio > INITIAL_RATIO_BUDGET) failures.push(`initial JS ${kib(initial)} is ${ratio.toFixed(2)}× the floor (budget ${INITIAL_RATIO_BUDGET}×)`);

  const rows = routeChunks.map((file) => {
    const size = gzipSize(path.join(dist, 'assets', file));
    if (size > ROUTE_CHUNK_BUDGET) failures.push(`chunk ${file} is ${kib(size)} gzipped (budget 40 KiB)`);
    return `| ${file} | ${kib(size)} |`;
  });

  // The initial chunks must not contain the heavy form and carousel libraries.
  const initialSource = initialScripts.map((script) => readFileSync(path.join(dist, script), 'utf8')).join('\n');
  const markers: Record<string, RegExp> = {
    formik: /Formik|formik/,
    yup: /ValidationError.*?yup|__isYupSchema__/,
    'keen-slider': /keen-slider/,
  };
  for (const library of HEAVY_LIBRARIES) {
    if (markers[library].test(initialSource)) failures.push(`${library} is in the initial bundle`);
  }

  const report = [
    `## Bundle (${new Date().toISOString()})`,
    '',
    '| measure | size (gzip -9) |',
    '| --- | --- |',
    `| floor: bare app with the required libraries | ${kib(floor)} |`,
    `| Forkcast initial JS of / (${initialScripts.length} files) | ${kib(initial)} |`,
    `| ratio | ${ratio.toFixed(2)}× (budget ≤ ${INITIAL_RATIO_BUDGET}×) |`,
    '',
    '| route chunk | size |',
    '| --- | --- |',
    ...rows,
    '',
    failures.length ? `**Budget broken:**\n${failures.map((f) => `- ${f}`).join('\n')}` : 'All bundle budgets hold.',
    '',
  ].join('\n');
  console.log(report);
  await fs.mkdir(path.join(root, 'bench/out'), { recursive: true });
  await fs.writeFile(path.join(root, 'bench/out/bundle.md'), report);
  if (failures.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
