/**
 * Forkcast as several processes (issue 21, "Prove it here"): one PostgreSQL, Redis, an
 * S3-compatible store and two app processes, A and B, started as `npm start` would start them.
 * What one process does, the other sees; a process stopped in the middle of a burst loses no
 * request. Run with `npm run test:cluster` (needs PostgreSQL on 127.0.0.1:5432 and Redis on
 * 127.0.0.1:6379, as in CI).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../server/seed/demoAccounts';
import { startAppProcess, startSharedServices, type AppProcess, type SharedServices } from './processes';

let services: SharedServices;
let a: AppProcess;
let b: AppProcess;
const [demo, second] = DEMO_ACCOUNTS;

before(async () => {
  services = await startSharedServices();
  // A creates the schema and seeds the demo content (its images into the store); B finds them there.
  a = await startAppProcess('a', services.env);
  b = await startAppProcess('b', services.env);
});

after(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await services?.close();
});

async function api(target: AppProcess, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${target.url}${path}`, { ...init, headers });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

async function logIn(target: AppProcess, account = demo): Promise<string> {
  const response = await api(target, '/api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.data.token;
}

describe('two processes, one site', () => {
  it('serves through B the recipe, image and a byte range of the video uploaded through A', async () => {
    const token = await logIn(a);
    const [category] = (await api(a, '/api/categories')).body.data;
    const [library] = (await api(a, '/api/recipe-libraries')).body.data;
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d35400' } })
      .jpeg()
      .toBuffer();
    // 7 MB: past the 5 MB part size, so the store receives a multipart upload.
    const video = Buffer.alloc(7 * 1024 * 1024);
    video.write('\0\0\0\x18ftypisom', 0, 'latin1');
    for (let i = 16; i < video.length; i++) video[i] = i % 253;
    const form = new FormData();
    const fields = {
      recipe_name: 'Cluster Curry',
      category_id: String(category.id),
      recipe_library_id: String(library.id),
      age_group: 'adult',
      serving_number: '4',
      cooking_time: '30',
      preparation_time: '10',
      nutrition_info: '450 kcal',
      'tags[0]': 'curry',
      'ingredients[0]': '400 g chickpeas',
      'instructions[0]': 'Simmer.',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('recipe_image', new Blob([photo], { type: 'image/jpeg' }), 'curry.jpg');
    form.append('recipe_video', new Blob([video], { type: 'video/mp4' }), 'curry.mp4');
    const created = await api(a, '/api/recipe/store', { method: 'POST', body: form, token });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { id, recipe_image: image, recipe_video: videoPath } = created.body.data;

    const details = await api(b, `/api/single-recipe/${id}`);
    assert.equal(details.status, 200);
    assert.equal(details.body.data.recipe_name, 'Cluster Curry');
    assert.equal(details.body.data.recipe_image, image);

    const picture = await api(b, `/${image}`);
    assert.equal(picture.status, 200);
    assert.equal(picture.headers.get('content-type'), 'image/webp');
    assert.equal((await sharp(picture.body as Buffer).metadata()).width, 640);

    const range = await api(b, `/${videoPath}`, { headers: { range: 'bytes=6000000-6000099' } });
    assert.equal(range.status, 206);
    assert.equal(range.headers.get('content-range'), `bytes 6000000-6000099/${video.length}`);
    assert.deepEqual(range.body, video.subarray(6_000_000, 6_000_100));
  });

  it('refuses through B a token logged out through A', async () => {
    const token = await logIn(a);
    assert.equal((await api(b, '/api/users/data', { token })).status, 200);
    assert.equal((await api(a, '/api/users/logout', { method: 'POST', token })).status, 200);
    const refused = await api(b, '/api/users/data', { token });
    assert.equal(refused.status, 401);
  });

  it('counts failed logins across A and B together', async () => {
    const wrong = (target: AppProcess) =>
      api(target, '/api/users/login', {
        method: 'POST',
        body: JSON.stringify({ email: second.email, password: 'not-the-password' }),
      });
    // Five failures from one address against one account are allowed, wherever they land.
    const statuses = [];
    for (const target of [a, b, a, b, a]) statuses.push((await wrong(target)).status);
    assert.deepEqual(statuses, [422, 422, 422, 422, 422]);
    const sixth = await wrong(b);
    assert.equal(sixth.status, 429);
    assert.match(sixth.body.message, /try again in \d+ (seconds|minutes?)/i);
    // Even the right password now waits, on either process.
    const right = await api(a, '/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ email: second.email, password: second.password }),
    });
    assert.equal(right.status, 429);
  });
});

type Attempt = { status: number; body: string } | { error: string; reusedSocket: boolean };

/** One GET on a kept-alive connection, classified the way a load balancer would. */
function attempt(agent: http.Agent, base: string, path: string): Promise<Attempt> {
  return new Promise((resolve) => {
    const request = http.get(`${base}${path}`, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: `mid-response ${error.code ?? error.message}`, reusedSocket: false }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, reusedSocket: request.reusedSocket }),
    );
  });
}

/**
 * A request the stopping process refused before doing anything: its listener was closed
 * (ECONNREFUSED), it answered 503 while closing, or it closed an idle kept-alive connection as
 * the request was being sent (ECONNRESET on a reused socket: Node's documented retry case).
 */
function refusedCleanly(result: Attempt): boolean {
  if ('status' in result) return result.status === 503;
  return result.error === 'ECONNREFUSED' || (result.error === 'ECONNRESET' && result.reusedSocket);
}

describe('stopping a process', () => {
  it('loses no request when A gets SIGTERM during a burst, and B keeps serving', async () => {
    const agents = { a: new http.Agent({ keepAlive: true }), b: new http.Agent({ keepAlive: true }) };
    const paths = [
      '/api/guest/recipes?page=1',
      '/api/guest/trending-recipes',
      '/api/recipes/search?search=soup',
      '/api/guest/recipes?page=2',
    ];
    const fromA: Attempt[] = [];
    const outcomes: { served: 'a' | 'b' | 'lost'; status?: number; detail?: string }[] = [];
    const TOTAL = 360;
    let started = 0;
    async function worker() {
      while (started < TOTAL) {
        const path = paths[started++ % paths.length];
        // A load balancer's view: A first; what A refused cleanly goes to B.
        const first = await attempt(agents.a, a.url, path);
        fromA.push(first);
        if ('status' in first && first.status === 200) {
          outcomes.push({ served: 'a', status: 200 });
          continue;
        }
        if (!refusedCleanly(first)) {
          outcomes.push({ served: 'lost', detail: JSON.stringify(first).slice(0, 200) });
          continue;
        }
        const retry = await attempt(agents.b, b.url, path);
        outcomes.push(
          'status' in retry ? { served: 'b', status: retry.status } : { served: 'lost', detail: retry.error },
        );
      }
    }
    const workers = Array.from({ length: 6 }, worker);
    while (outcomes.length < 80) await new Promise((resolve) => setTimeout(resolve, 5));
    const exitCode = a.stop('SIGTERM');
    await Promise.all(workers);
    agents.a.destroy();
    agents.b.destroy();

    assert.equal(await exitCode, 0, `A did not stop gracefully:\n${a.output().slice(-2000)}`);
    assert.equal(outcomes.length, TOTAL);
    assert.deepEqual(
      outcomes.filter((outcome) => outcome.served === 'lost' || outcome.status !== 200),
      [],
      'every request completed by A or, refused cleanly by A, by B',
    );
    const servedByA = outcomes.filter((outcome) => outcome.served === 'a').length;
    const servedByB = outcomes.filter((outcome) => outcome.served === 'b').length;
    assert.ok(servedByA >= 80, `A served ${servedByA}`);
    assert.ok(servedByB > 0, 'B took over once A stopped');
    // No 500s or cut-off answers from A: everything it did not refuse, it answered whole.
    assert.ok(fromA.every((result) => ('status' in result && result.status === 200) || refusedCleanly(result)));
    const after = await api(b, '/api/guest/recipes?page=1');
    assert.equal(after.status, 200);
    const refusals = new Map<string, number>();
    for (const result of fromA.filter(refusedCleanly)) {
      const kind = 'status' in result ? String(result.status) : result.error;
      refusals.set(kind, (refusals.get(kind) ?? 0) + 1);
    }
    console.log(
      `burst: ${TOTAL} requests, ${servedByA} served by A, ${servedByB} refused cleanly by A ` +
        `(${[...refusals].map(([kind, count]) => `${count} × ${kind}`).join(', ')}) and served by B`,
    );
  });
});
