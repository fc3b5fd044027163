import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appReady, DEMO, expect, test } from './fixtures';

/**
 * Rate limits as a browser meets them. The suite's own server runs with limits off, so this
 * file starts a second one with them on, trusting one proxy hop: each browser context speaks
 * from an address of its own through X-Forwarded-For (an attacker's, the owner's, a reader's).
 */
const port = Number(process.env.E2E_LIMITS_PORT ?? 3213);
const origin = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-e2e-limits-'));
  server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'server', 'main.ts'), '--no-build'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY_HOPS: '1',
      RATE_LIMITS: 'on',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/api/site-settings`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The rate-limited server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('an attacker guessing a password is stopped, and the owner still signs in from home', async ({ browser }) => {
  const attacker = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' },
  });
  const attackerPage = await attacker.newPage();
  await attackerPage.goto('/auth/login');
  await appReady(attackerPage);
  const tooMany = attackerPage.getByText(/too many/i).first();
  for (let guess = 1; guess <= 12 && !(await tooMany.isVisible()); guess += 1) {
    await attackerPage.getByLabel('Email').fill(DEMO.email);
    await attackerPage.getByLabel('Password', { exact: true }).fill(`guess-number-${guess}`);
    await attackerPage.getByRole('button', { name: 'Log in' }).click();
    await expect(attackerPage.getByText(/do not match|too many/i).first()).toBeVisible();
  }
  await expect(tooMany).toBeVisible();
  await attacker.close();

  const owner = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.20' } });
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/auth/login');
  await appReady(ownerPage);
  await ownerPage.getByLabel('Email').fill(DEMO.email);
  await ownerPage.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await ownerPage.getByRole('button', { name: 'Log in' }).click();
  await ownerPage.waitForURL(/\/dashboard\/overview/);
  await owner.close();
});

test("reading many server-rendered pages does not spend the reader's API quota", async ({ browser }) => {
  const reader = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.77' } });
  const list = (await (await reader.request.get('/api/guest/recipes?per_page=48')).json()) as {
    data: { id: number }[];
  };
  const ids = list.data.map((recipe) => recipe.id);
  // 150 pages, as a reader opening recipes in new tabs would: each is rendered on the server.
  for (let index = 0; index < 150; index += 1) {
    const response = await reader.request.get(`/recipe-details/${ids[index % ids.length]}`);
    expect(response.status()).toBe(200);
  }
  const page = await reader.newPage();
  await page.goto('/recipe-library');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const api = await reader.request.get('/api/categories');
  expect(api.status()).toBe(200);
  await reader.close();
});
