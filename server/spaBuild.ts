import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'contract', 'public', 'webpack.config.ts', 'babel.config.js', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function spaIsStale(root: string, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  // The server renderer is built with the SPA (webpack.config.ts); an older dist/ has none.
  if (!existsSync(index) || !existsSync(path.join(distDir, 'ssr', 'render-page.cjs'))) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Builds the SPA in production mode when dist/ is missing or older than its sources. */
export function buildSpaIfStale(root: string, distDir: string, log: (line: string) => void): void {
  if (!spaIsStale(root, distDir)) return;
  log('Building the web app (dist/ is missing or older than the sources)…');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The web app build failed; see the output above.');
}
