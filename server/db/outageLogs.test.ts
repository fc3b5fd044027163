/**
 * Logs keep no secrets while the database cuts connections (issue 33): accounts are registered,
 * signed in, reset, and add household members and shopping items while every connection of
 * the app is terminated again and again (server/test/outageLogPass.ts). Queries fail mid-flight
 * with password hashes, token hashes, emails, names and list items among their parameters; the
 * log (every line, at trace level) must hold none of them, nor any token or reset code handed out.
 *
 * The pass runs in a process of its own, loaded as `npm start` loads the app (node --import
 * tsx): there, unlike under jest, the driver throws the other module copy of Drizzle's
 * DrizzleQueryError, the case that leaked parameters while `instanceof` was the test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OutageLogPassResult } from '../test/outageLogPass';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
// pg_terminate_backend needs a real PostgreSQL server: `npm run test:pg` (and CI) runs this.
const describeOnPostgres = onPostgres ? describe : describe.skip;

// Fields that are numbers or ids by nature: a 4-digit reset code could hide in them, or be faked by them.
const NUMERIC_NOISE = new Set(['time', 'pid', 'hostname', 'responseTime', 'request_id', 'reqId', 'stack', 'port']);
function withoutNumericNoise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNumericNoise);
  if (!value || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (!NUMERIC_NOISE.has(key)) kept[key] = withoutNumericNoise(field);
  return kept;
}

describeOnPostgres('logs under connection kills (PostgreSQL only)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-outage-log-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds no hash, token, reset code, email, name or list item of requests whose queries were cut', async () => {
    const logFile = path.join(dir, 'app.log');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '../test/outageLogPass.ts')],
      {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, NODE_OPTIONS: '', LOG_FILE: logFile },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const { secrets, codes, statuses, terminated } = JSON.parse(stdout) as OutageLogPassResult;
    const logLines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    const log = logLines.join('\n');

    // The pass meant something: connections were cut, requests failed on it, and that was logged.
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(log).toContain('database unavailable');
    expect(log).toContain('Failed query: ');
    expect(secrets.length).toBeGreaterThan(36);

    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('params:');
    expect(log).not.toContain('@kills.example.test');
    const quiet = logLines.map((line) => JSON.stringify(withoutNumericNoise(JSON.parse(line)))).join('\n');
    expect(codes.filter((code) => new RegExp(`(?<![\\d.])${code}(?![\\d.])`).test(quiet))).toEqual([]);
    console.log(
      `log under kills: ${logLines.length} lines, ${terminated} connections cut, ` +
        `${statuses.filter((status) => status === 503).length} × 503 of ${statuses.length}, ${secrets.length} secrets checked`,
    );
  });
});
