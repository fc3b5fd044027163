/**
 * Media in an S3-compatible store, through the whole app: a recipe's image and video uploaded
 * through the API land in the bucket (nothing on the local disk), and come back under the same
 * /uploads/ paths with types, ranges and revalidation; the start-up sweep and the migration of
 * local uploads work on the bucket; a store that goes away costs the pictures, never the process.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { diskStorage } from '../services/infra/diskStorage';
import { migrateUploads } from '../services/infra/migrateUploads';
import { sweepOrphanUploads } from '../services/infra/uploadSweep';
import { createTestApp, type TestContext } from '../test/testApp';
import { startS3Server, type TestS3Server } from '../test/s3Server';
import { createCategory, createLibrary, createUser, multipartForm, type TestUser } from '../test/fixtures';

let s3: TestS3Server;
let ctx: TestContext;
let cook: TestUser;
let recipe: { recipe_image: string; recipe_video: string };
const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 9)]);

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp(s3.env);
  cook = await createUser(ctx.db, { name: 'Sol Store' });
  const category = await createCategory(ctx.db, 'Dinner');
  const library = await createLibrary(ctx.db, 'Vegetarian');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();
  const form = multipartForm([
    ...Object.entries({
      recipe_name: 'Pea Risotto',
      category_id: String(category.id),
      recipe_library_id: String(library.id),
      age_group: 'adult',
      serving_number: '4',
      cooking_time: '30',
      preparation_time: '10',
      nutrition_info: '500 kcal',
      'tags[0]': 'rice',
      'ingredients[0]': '300 g risotto rice',
      'instructions[0]': 'Stir.',
    }).map(([name, value]) => ({ name, value })),
    { name: 'recipe_image', filename: 'risotto.jpg', contentType: 'image/jpeg', data: photo },
    { name: 'recipe_video', filename: 'risotto.mp4', contentType: 'video/mp4', data: video },
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/recipe/store',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${cook.token}` },
  });
  expect(response.statusCode).toBe(201);
  recipe = response.json().data;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/${url}`, headers });

describe('uploads in the object store', () => {
  it('stores the image variants and the video in the bucket, and nothing on the local disk', async () => {
    expect(recipe.recipe_image).toMatch(/^uploads\/recipes\/[\w-]+\.wide-640\.webp$/);
    expect(recipe.recipe_video).toMatch(/^uploads\/videos\/[\w-]+\.mp4$/);
    expect(await ctx.storage.stat(recipe.recipe_video)).toMatchObject({ bytes: video.length });
    for (const width of [320, 640, 1024]) {
      expect(await ctx.storage.exists(recipe.recipe_image.replace('-640.', `-${width}.`))).toBe(true);
    }
    const local = existsSync(ctx.config.uploadsDir) ? readdirSync(ctx.config.uploadsDir, { recursive: true }) : [];
    expect(local).toEqual([]);
  });

  it('serves the image at the same /uploads/ path, as WebP, cached for 30 days', async () => {
    const response = await get(recipe.recipe_image);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { width } = await sharp(response.rawPayload).metadata();
    expect(width).toBe(640);
  });

  it('serves a byte range of the video with 206, and HEAD with its length only', async () => {
    const part = await get(recipe.recipe_video, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const head = await ctx.app.inject({ method: 'HEAD', url: `/${recipe.recipe_video}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 304 when the browser has this version', async () => {
    const first = await get(recipe.recipe_image);
    const again = await get(recipe.recipe_image, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 like any unknown path to a missing file, a traversal or an odd name', async () => {
    for (const url of [
      'uploads/recipes/missing-640.webp',
      'uploads/%2e%2e/%2e%2e/etc/passwd',
      'uploads/..%2f..%2fpackage.json',
      'uploads/%3Cscript%3E.webp',
      `uploads/${'x'.repeat(2000)}.webp`,
    ]) {
      const response = await get(url);
      expect([url.slice(0, 40), response.statusCode]).toEqual([url.slice(0, 40), 404]);
      expect(response.json()).toMatchObject({ success: false });
    }
    // A NUL is refused before routing, as everywhere (plugins/textInput.ts).
    expect((await get('uploads/a%00b.webp')).statusCode).toBe(422);
  });

  it('answers the whole file, never an outage, to malformed or oversized ranges and validators', async () => {
    const hostile: Record<string, string>[] = [
      { range: `bytes=${'9'.repeat(5000)}-` },
      { range: 'bytes=0-1,2-3,4-5' },
      { range: '<script>' },
      { 'if-none-match': 'x'.repeat(8000) },
      { 'if-none-match': '"a" "b"' },
      { 'if-modified-since': 'yesterday' },
      { 'if-modified-since': 'x'.repeat(8000) },
    ];
    for (const headers of hostile) {
      const response = await get(recipe.recipe_image, headers);
      expect([Object.keys(headers)[0], response.statusCode]).toEqual([Object.keys(headers)[0], 200]);
    }
  });

  it('sweeps orphans out of the bucket and keeps every file a row names', async () => {
    await ctx.storage.put('avatars/never-committed-320.webp', Buffer.alloc(10));
    // A row names one width of this avatar: every width stays.
    await ctx.db.update(users).set({ avatar: 'uploads/avatars/kept-640.webp' }).where(eq(users.id, cook.id));
    await ctx.storage.put('avatars/kept-320.webp', Buffer.alloc(10));
    const result = await sweepOrphanUploads({ db: ctx.db, storage: ctx.storage, now: Date.now() + 60 * 60_000 });
    expect(result.removed).toEqual(['avatars/never-committed-320.webp']);
    expect(await ctx.storage.exists('uploads/avatars/kept-320.webp')).toBe(true);
    expect(await ctx.storage.exists(recipe.recipe_video)).toBe(true);
    // Files younger than the sweep's age are uploads in progress: untouched.
    await ctx.storage.put('avatars/in-progress-320.webp', Buffer.alloc(10));
    expect((await sweepOrphanUploads({ db: ctx.db, storage: ctx.storage })).removed).toEqual([]);
  });
});

describe('migrating local uploads into the store', () => {
  function localFile(root: string, relative: string, bytes: number): void {
    const full = path.join(root, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, Buffer.alloc(bytes, 1));
  }

  it('copies every finished file under its own path, skips what is there, and can run again', async () => {
    const root = path.join(ctx.config.dataDir, 'old-uploads');
    localFile(root, 'recipes/old-640.webp', 300);
    localFile(root, 'videos/old.webm', 70_000);
    localFile(root, 'videos/cut.webm.Ab12.partial', 50);
    const first = await migrateUploads(diskStorage(root), ctx.storage);
    expect(first).toEqual({ copied: 2, skipped: 0, failed: [], bytes: 70_300 });
    expect(await ctx.storage.stat('uploads/videos/old.webm')).toMatchObject({ bytes: 70_000 });
    expect(await ctx.storage.exists('uploads/videos/cut.webm.Ab12.partial')).toBe(false);
    expect((await get('uploads/recipes/old-640.webp')).statusCode).toBe(200);

    localFile(root, 'avatars/new-320.webp', 20);
    const second = await migrateUploads(diskStorage(root), ctx.storage);
    expect(second).toEqual({ copied: 1, skipped: 2, failed: [], bytes: 20 });
  });

  it('runs as `npm run uploads:migrate` with the environment of the site', async () => {
    const dataDir = path.join(ctx.config.dataDir, 'site');
    localFile(path.join(dataDir, 'uploads'), 'blogs/post-640.webp', 123);
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/migrateUploads.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, ...s3.env },
    });
    expect(stdout).toMatch(/1 copied \(0\.0 MB\), 0 already there, 0 failed/);
    expect(await ctx.storage.stat('uploads/blogs/post-640.webp')).toMatchObject({ bytes: 123 });
    const withoutBucket = promisify(execFile)('npx', ['tsx', 'scripts/migrateUploads.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, S3_BUCKET: '' },
    });
    await expect(withoutBucket).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Set S3_BUCKET/) });
  }, 60_000);
});

describe('when the store goes away', () => {
  it('answers 503 for media, keeps answering the API, and serves again once the store is back', async () => {
    const port = Number(new URL(s3.endpoint).port);
    await s3.close();
    const down = await get(recipe.recipe_image);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    s3 = await startS3Server({ port });
    // A fresh, empty store: the file is gone there, so 404, but the app answers again at once.
    expect((await get(recipe.recipe_image)).statusCode).toBe(404);
  }, 30_000);
});
