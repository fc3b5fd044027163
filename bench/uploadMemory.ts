/**
 * bench:upload-memory — what four ~95 MB video uploads at once cost the server's memory.
 * Starts the server (PGlite, rate limits off) on a throw-away DATA_DIR, registers four cooks,
 * sends one small recipe first (loads sharp and warms the routes), then four recipes with a
 * 95 MB video each, all at once, and polls the server's RSS (/proc/PID/status) every 25 ms:
 * before, peak while uploading, and 5 s after the last answer.
 * The client streams each video from one reused 1 MB buffer, so the bench itself holds ~nothing.
 *
 * Baseline from the same run: BASELINE_ROOT=<a checkout of the code before the change, e.g. a
 * git worktree of main> runs the same against that checkout first (same DATA_DIR, reused).
 * Usage: BASELINE_ROOT=<old checkout> npm run bench:upload-memory   (PORT defaults to 4520)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runBench, serverStarted } from './benchProcess';

const PORT = Number(process.env.PORT ?? 4520);
const VIDEO_MB = Number(process.env.VIDEO_MB ?? 95);
const UPLOADS = 4;
const root = path.resolve(__dirname, '..');
const MB = 1024 * 1024;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer(codeRoot: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--max-semi-space-size=8', 'server/main.ts', '--no-build'],
    {
      cwd: codeRoot,
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        DATABASE_URL: '',
        RATE_LIMITS: 'off',
        SERVER_RENDER: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return serverStarted(child);
}

async function json<T>(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: { data: T } }> {
  const response = await fetch(`http://127.0.0.1:${PORT}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

/** A recipe form with a video of `videoBytes`, streamed with backpressure from one reused buffer. */
function uploadRecipe(
  token: string,
  form: { categoryId: number; libraryId: number; image: Buffer },
  videoBytes: number,
) {
  const boundary = `----bench-${Math.random().toString(36).slice(2)}`;
  const fields: Record<string, string> = {
    recipe_name: 'Bench stew',
    category_id: String(form.categoryId),
    recipe_library_id: String(form.libraryId),
    age_group: 'adult',
    serving_number: '2',
    cooking_time: '10',
    preparation_time: '5',
    nutrition_info: '100 kcal',
    'tags[0]': 'bench',
    'ingredients[0]': 'water',
    'instructions[0]': 'Boil.',
  };
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="recipe_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    form.image,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="recipe_video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x2a);
  const total = head.length + videoBytes + tail.length;
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/recipe/store',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': total,
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    void (async () => {
      request.write(head);
      for (let sent = 0; sent < videoBytes;) {
        const piece = chunk.subarray(0, Math.min(chunk.length, videoBytes - sent));
        sent += piece.length;
        if (!request.write(piece)) await new Promise((done) => request.once('drain', done));
      }
      request.end(tail);
    })();
  });
}

interface Measurement {
  label: string;
  beforeMb: number;
  peakMb: number;
  afterMb: number;
  statuses: number[];
  seconds: number;
}

async function measure(label: string, codeRoot: string, dataDir: string): Promise<Measurement> {
  const server = await startServer(codeRoot, dataDir);
  try {
    const [categories, libraries] = await Promise.all([
      json<{ id: number }[]>('GET', '/api/categories'),
      json<{ id: number }[]>('GET', '/api/recipe-libraries'),
    ]);
    const form = {
      categoryId: categories.body.data[0].id,
      libraryId: libraries.body.data[0].id,
      image: await smallPng(),
    };
    const tokens: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const email = `bench-${label}-${i}-${Date.now()}@example.test`;
      const password = 'bench-password-1';
      const registered = await json<{ token: string }>('POST', '/api/users/register', {
        name: `Bench ${i}`,
        email,
        password,
        password_confirmation: password,
      });
      tokens.push(registered.body.data.token);
    }
    const warm = await uploadRecipe(tokens[0], form, MB);
    if (warm !== 201) throw new Error(`Warm-up upload answered ${warm}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const beforeMb = rssMb(server.pid!);
    let peakMb = beforeMb;
    const poll = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid!))), 25);
    const started = Date.now();
    const statuses = await Promise.all(tokens.map((token) => uploadRecipe(token, form, VIDEO_MB * MB)));
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    clearInterval(poll);
    return { label, beforeMb, peakMb, afterMb: rssMb(server.pid!), statuses, seconds };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** A small PNG (the image the recipe form requires). */
function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-upload-memory-'));
  const runs: Measurement[] = [];
  try {
    if (process.env.BASELINE_ROOT)
      runs.push(await measure('baseline', path.resolve(process.env.BASELINE_ROOT), dataDir));
    runs.push(await measure('this', root, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${UPLOADS} uploads at once, ${VIDEO_MB} MB video each; server RSS in MB`);
  console.log('code       before   peak  (+peak)  after  (+after)  seconds  answers');
  for (const run of runs) {
    const delta = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}`.padStart(7);
    console.log(
      `${run.label.padEnd(9)} ${run.beforeMb.toFixed(0).padStart(7)} ${run.peakMb.toFixed(0).padStart(6)} ${delta(
        run.peakMb - run.beforeMb,
      )} ${run.afterMb.toFixed(0).padStart(6)} ${delta(run.afterMb - run.beforeMb)} ${run.seconds.toFixed(1).padStart(8)}  ${run.statuses.join(' ')}`,
    );
  }
}

runBench(main);
