import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import sharp from 'sharp';
import { InjectManifest } from 'workbox-webpack-plugin';
import { theme } from './src/theme/theme';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

interface Argv {
  mode?: 'production' | 'development';
}

const resolve: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: { '@': path.resolve(__dirname, 'src'), '@contract': path.resolve(__dirname, 'contract') },
};

const distDir = () => path.resolve(__dirname, process.env.DIST_DIR ?? 'dist');

/** The planner: where the installed app opens. */
const START_URL = '/dashboard/meal-planner';

/**
 * The installed app's icons, drawn from public/favicon.svg at build time: 192 and 512 as they
 * are, and a maskable 512 (the glyph shrunk into the middle of a full-bleed square, so a round or
 * squircle mask never cuts it). No image is downloaded or committed.
 */
async function appIcons(): Promise<Array<{ name: string; size: number; purpose: string; png: Buffer }>> {
  const svg = readFileSync(path.resolve(__dirname, 'public/favicon.svg'), 'utf8');
  const glyph = svg.match(/<path[^>]*\/>/)?.[0];
  if (!glyph) throw new Error('public/favicon.svg has no <path/> to draw the maskable icon from');
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${theme.colors.primary}"/><g transform="translate(9.6 9.6) scale(0.7)">${glyph}</g></svg>`;
  const draw = (source: string, size: number) =>
    sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  return [
    { name: 'icons/icon-192.png', size: 192, purpose: 'any', png: await draw(svg, 192) },
    { name: 'icons/icon-512.png', size: 512, purpose: 'any', png: await draw(svg, 512) },
    { name: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', png: await draw(maskable, 512) },
  ];
}

/** /manifest.webmanifest and the icons it names (see appIcons). */
const webAppManifestPlugin = {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifest', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebAppManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const icons = await appIcons();
          for (const icon of icons) compilation.emitAsset(icon.name, new webpack.sources.RawSource(icon.png));
          const manifest = {
            id: START_URL,
            name: 'Forkcast',
            short_name: 'Forkcast',
            description: 'Family recipes and the weekly meal plan, with the shopping list in your pocket.',
            start_url: START_URL,
            scope: '/',
            display: 'standalone',
            theme_color: theme.colors.primary,
            background_color: theme.colors.background,
            icons: icons.map(({ name, size, purpose }) => ({
              src: `/${name}`,
              sizes: `${size}x${size}`,
              type: 'image/png',
              purpose,
            })),
          };
          compilation.emitAsset('manifest.webmanifest', new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  },
};

/**
 * What the service worker precaches: the app shell only (index.html, the three entries and their
 * runtime, the fonts, the icons and the manifest). Page chunks and images are cached when used.
 */
function isAppShellAsset({ asset, compilation }: { asset: { name: string }; compilation: webpack.Compilation }) {
  if (/\.(br|gz|map)$/.test(asset.name)) return false;
  if (/^(index\.html|manifest\.webmanifest|favicon\.svg|icons\/.*\.png|assets\/.*\.woff2)$/.test(asset.name))
    return true;
  for (const entrypoint of compilation.entrypoints.values())
    if (entrypoint.getFiles().includes(asset.name)) return true;
  return offlineChunkFiles(compilation).has(asset.name);
}

/** The files of SHELL_CHUNKS and of every chunk they load lazily in turn (a page's dialogs, its sanitiser). */
const offlineFilesByCompilation = new WeakMap<webpack.Compilation, Set<string>>();
function offlineChunkFiles(compilation: webpack.Compilation): Set<string> {
  let files = offlineFilesByCompilation.get(compilation);
  if (files) return files;
  files = new Set<string>();
  const seen = new Set<webpack.ChunkGroup>();
  const visit = (group: webpack.ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const file of group.getFiles()) files!.add(file);
    for (const child of group.childrenIterable) visit(child);
  };
  for (const name of SHELL_CHUNKS) {
    const group = compilation.namedChunkGroups.get(name);
    if (group) visit(group);
  }
  offlineFilesByCompilation.set(compilation, files);
  return files;
}

/**
 * Precached with the shell: its own lazy parts (every page may need them, offline first of all:
 * the offline note), and the pages of the household's week offline (the planners, the list, a
 * recipe and cook mode), which a parent may first open in the shop with no signal: a part first
 * wanted offline would otherwise fail to load and take the page down with it. Their
 * webpackChunkName comments are in src/ (pages: contract/pages.ts).
 */
const SHELL_CHUNKS = [
  'page-dashboard-meal-planner',
  'page-meal-planner',
  'page-dashboard-shopping-list',
  'page-recipe-details',
  'page-my-recipe-details',
  'page-cook',
  'account-menu',
  'safe-html',
  'offline-app',
  'clear-offline-data',
  'offline-note',
  'search-results-panel',
  'timer-tray-host',
  'timer-tray',
  'timer-ringing',
  'shopping-sync',
  'shopping-queue',
];

/** The browser's bundles, index.html and the page-chunk manifest. */
export function clientConfig(_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  // Babel picks its JSX runtime (production or development) from NODE_ENV.
  process.env.NODE_ENV = production ? 'production' : 'development';
  const serving = process.env.WEBPACK_SERVE === 'true';
  const apiPort = process.env.API_PORT ?? '3001';
  // The loader of server-rendered pages (public/start-after-paint.js), as a hashed asset: its
  // name goes into page-chunks.json for the server.
  const startAfterPaint = readFileSync(path.resolve(__dirname, 'public/start-after-paint.js'));
  const startAfterPaintFile = `assets/start-after-paint.${createHash('sha256').update(startAfterPaint).digest('hex').slice(0, 12)}.js`;
  const plugins: Configuration['plugins'] = [
    new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
    // public/robots.txt goes to the site root as it is (without it /robots.txt answered index.html).
    {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('PublicFiles', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'PublicFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              compilation.emitAsset(
                'robots.txt',
                new webpack.sources.RawSource(readFileSync(path.resolve(__dirname, 'public/robots.txt'))),
              );
              compilation.emitAsset(startAfterPaintFile, new webpack.sources.RawSource(startAfterPaint));
            },
          );
        });
      },
    },
    // page-chunks.json: each page chunk's files beyond the initial ones, for the server's
    // preload hints in index.html (server/ssr/pageHints.ts), and the loader of
    // server-rendered pages (server/ssr/serverRender.ts).
    {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('PageChunksManifest', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'PageChunksManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
            () => {
              const initialFiles = new Set<string>();
              for (const entrypoint of compilation.entrypoints.values())
                for (const file of entrypoint.getFiles()) initialFiles.add(file);
              const chunks: Record<string, string[]> = {};
              for (const [name, group] of compilation.namedChunkGroups) {
                if (!name.startsWith('page-')) continue;
                chunks[name] = group.getFiles().filter((file) => file.endsWith('.js') && !initialFiles.has(file));
              }
              // The self-hosted fonts (src/theme/fonts.ts): every page preloads them.
              const fonts = compilation
                .getAssets()
                .map((asset) => asset.name)
                .filter((name) => name.endsWith('.woff2'))
                .map((name) => `/${name}`);
              const manifest = {
                apiUrl: process.env.API_URL ?? '',
                chunks,
                fonts,
                startAfterPaint: `/${startAfterPaintFile}`,
              };
              compilation.emitAsset(
                'page-chunks.json',
                new webpack.sources.RawSource(JSON.stringify(manifest, null, 1)),
              );
            },
          );
        });
      },
    },
    new webpack.DefinePlugin({
      'process.env.API_URL': JSON.stringify(process.env.API_URL ?? ''),
    }),
    webAppManifestPlugin,
  ];
  if (production) {
    plugins.push(
      // /sw.js (src/sw/serviceWorker.ts). Not under the dev server: a worker there would keep
      // answering old bundles between hot reloads.
      new InjectManifest({
        swSrc: './src/sw/serviceWorker.ts',
        swDest: 'sw.js',
        include: [isAppShellAsset],
        exclude: [],
        // index.html's cache key is its revision: not a hashed name.
        dontCacheBustURLsMatching: /\.[0-9a-f]{12}\./,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
      new CompressionPlugin({
        filename: '[path][base].gz',
        algorithm: 'gzip',
        test: /\.(js|css|html|svg|txt)$/,
        threshold: 0,
        minRatio: 1,
      }),
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: /\.(js|css|html|svg|txt)$/,
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.BrotliOptions,
        threshold: 0,
        minRatio: 1,
      }),
    );
  }
  if (serving) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
    plugins.push(new ReactRefreshPlugin());
  }
  return {
    mode: production ? 'production' : 'development',
    // Three entries, so the browser runs them as three shorter tasks instead of one long one:
    // the store and the first data requests (src/app/bootStore.ts), the router and layouts,
    // which start loading the page's chunk (src/app/bootRouter.ts), then React's first render
    // (src/main.tsx). dependOn: each reuses the modules of the ones before it (one runtime chunk,
    // shared module instances) instead of webpack splitting their common code into more files.
    entry: {
      boot: './src/app/bootStore.ts',
      routes: { import: './src/app/bootRouter.ts', dependOn: 'boot' },
      main: { import: './src/main.tsx', dependOn: ['boot', 'routes'] },
    },
    output: {
      path: distDir(),
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      publicPath: '/',
      // ssr/ is the server renderer's, built beside this one.
      clean: { keep: /^ssr[\\/]/ },
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        {
          test: /\.(png|svg|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:12][ext]' },
        },
      ],
    },
    plugins,
    performance: { hints: false },
    // Named chunk ids: bench:bundle's report and the network panel show page-home, vendors-…-formik… instead of numbers.
    optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single', chunkIds: 'named' },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/uploads'], target: `http://localhost:${apiPort}` }],
    },
  };
}

/**
 * The server renderer (src/ssr/renderPage.tsx) for Node: the same components through the same
 * Babel config (styled-components class names must match the browser's), in one file.
 */
export function serverRenderConfig(): Configuration {
  return {
    mode: 'production',
    target: 'node20',
    entry: { 'render-page': './src/ssr/renderPage.tsx' },
    output: { path: path.join(distDir(), 'ssr'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    resolve,
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        // Stylesheets reach the page through the browser's bundle.
        { test: /\.css$/, type: 'asset/source' },
        // Fonts (the @font-face of src/theme/fonts.ts): the same hashed URL as the browser's
        // build, which emits the file.
        {
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:12][ext]', publicPath: '/', emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify(process.env.API_URL ?? '') }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** `webpack --mode production` builds both; the dev server only the browser's. */
export default (env: unknown, argv: Argv) =>
  argv.mode === 'development' ? clientConfig(env, argv) : [clientConfig(env, argv), serverRenderConfig()];
