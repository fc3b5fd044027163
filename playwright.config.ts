import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

/**
 * e2e against the production build served like `npm start`, with a throw-away DATA_DIR:
 * real server, real database, real browser (Debian's Chromium). Nothing is mocked.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
/** Where e2e/crossOrigin.spec.ts serves a browser client of its own, allowed by CORS_ORIGINS. */
export const E2E_CLIENT_ORIGIN = `http://localhost:${port + 1}`;
/** The recipe site of e2e/recipeSite/, on this machine: the one address the importer may fetch here. */
export const E2E_RECIPE_SITE = `http://127.0.0.1:${port + 2}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `forkcast-e2e-${process.pid}`);
export const E2E_DATA_DIR = dataDir;
// Workers load this config again in their own processes: they read the runner's folder from here.
process.env.E2E_DATA_DIR = dataDir;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The service worker (issue 39) answers some requests itself, out of page.route's sight: the
    // specs of the offline app allow it (test.use({ serviceWorkers: 'allow' })), the rest test the
    // pages and the server without it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: [
    {
      // The recipe site the import tests read (e2e/recipeSite/): let through the importer below.
      command: 'npx tsx e2e/recipeSite/server.ts',
      url: `${E2E_RECIPE_SITE}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { RECIPE_SITE_PORT: String(port + 2) },
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://localhost:${port}/api/site-settings`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        // Every interface, as `npm start` listens: e2e/any-address.spec.ts opens the machine's network address too.
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        E2E: '1',
        CORS_ORIGINS: E2E_CLIENT_ORIGIN,
        IMPORT_ALLOWED_HOSTS: new URL(E2E_RECIPE_SITE).host,
      },
    },
  ],
});
