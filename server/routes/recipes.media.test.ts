/**
 * Uploads a signed-in cook could use to burn the server's memory, CPU or disk (issue 14):
 * decompression bombs, videos held in memory, too many uploads at once, and unbounded storage.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { USER_STORAGE_QUOTA_BYTES, VIDEO_MAX_BYTES } from '../../contract/constants';
import { recipes, users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/testApp';
import {
  createCategory,
  createLibrary,
  createRecipe,
  createUser,
  multipartForm,
  type FormPart,
  type TestUser,
} from '../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let categoryId: number;
let libraryId: number;
let png: Buffer;

const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const MB = 1024 * 1024;

/**
 * A valid 1-bit greyscale PNG of any size: a 16000 × 16000 one is ~32 KB on disk and 256
 * megapixels decoded (written by hand: sharp takes seconds to encode one).
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same PNG with other dimensions written in its header (CRC fixed, so only the size lies). */
function withHeaderSize(file: Buffer, width: number, height: number): Buffer {
  const lying = Buffer.from(file);
  lying.writeUInt32BE(width, 16);
  lying.writeUInt32BE(height, 20);
  lying.writeUInt32BE(zlib.crc32(lying.subarray(12, 29)), 29);
  return lying;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db, { name: 'Mia Media' });
  categoryId = (await createCategory(ctx.db, 'Dinner')).id;
  libraryId = (await createLibrary(ctx.db, 'Vegetarian')).id;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => ctx.close());

const textFields: FormPart[] = Object.entries({
  recipe_name: 'Lentil Stew',
  category_id: '',
  recipe_library_id: '',
  age_group: 'adult',
  serving_number: '4',
  cooking_time: '40',
  preparation_time: '15',
  nutrition_info: '420 kcal',
  'tags[0]': 'stew',
  'ingredients[0]': 'red lentils',
  'instructions[0]': 'Simmer the lentils.',
}).map(([name, value]) => ({ name, value }));

function fields(): FormPart[] {
  return textFields.map((part) =>
    'value' in part && part.name === 'category_id'
      ? { ...part, value: String(categoryId) }
      : 'value' in part && part.name === 'recipe_library_id'
        ? { ...part, value: String(libraryId) }
        : part,
  );
}

const image = (data: Buffer = png): FormPart => ({
  name: 'recipe_image',
  filename: 'photo.png',
  contentType: 'image/png',
  data,
});
const video = (data: Buffer): FormPart => ({
  name: 'recipe_video',
  filename: 'clip.mp4',
  contentType: 'video/mp4',
  data,
});

function post(url: string, parts: FormPart[], user: TestUser = owner) {
  const form = multipartForm(parts);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
  });
}

/**
 * A recipe form whose video arrives as a stream the test controls: the fields and the image
 * are sent at once, then `write` sends video bytes and `finish` ends the form.
 */
function streamedUpload(url: string, user: TestUser) {
  const boundary = `----forkcast-stream-${Math.random().toString(36).slice(2)}`;
  const form = multipartForm([...fields(), image()]);
  const before = form.payload
    .toString('latin1')
    .replace(/----forkcast-test-[a-z0-9]+/g, boundary)
    .replace(new RegExp(`--${boundary}--\\r\\n$`), '');
  const body = new PassThrough();
  body.write(Buffer.from(before, 'latin1'));
  body.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="recipe_video"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const response = ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}` },
  });
  return {
    response,
    write: (data: Buffer) => body.write(data),
    finish: () => body.end(`\r\n--${boundary}--\r\n`),
    /** The client goes away: the body ends in the middle of the video. */
    abort: () => body.end(),
  };
}

function files(folder = ''): string[] {
  const root = path.join(ctx.config.uploadsDir, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function recipeCount(): Promise<number> {
  return Number((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(recipes))[0].n);
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('images above the pixel limit', () => {
  it('refuses a 16000 × 16000 PNG of a few KB from its header, in milliseconds, with 422', async () => {
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(1 * MB);
    const before = { recipes: await recipeCount(), files: files() };
    const started = performance.now();
    const response = await post('/api/recipe/store', [...fields(), image(bomb)]);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The image is too large to process.',
      errors: { recipe_image: ['The image may be at most 40 megapixels (for example 8000 × 5000).'] },
    });
    // Decoding it took seconds; reading the header takes milliseconds (loose bound for busy CI).
    expect(elapsed).toBeLessThan(1500);
    expect({ recipes: await recipeCount(), files: files() }).toEqual(before);
  });

  it('refuses the same bomb as an avatar and keeps the old one', async () => {
    const form = multipartForm([
      { name: 'name', value: 'Mia Media' },
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', data: blankPng(16_000, 16_000) },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/data/update',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.avatar).toEqual([
      'The image may be at most 40 megapixels (for example 8000 × 5000).',
    ]);
    const [row] = await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, owner.id));
    expect(row.avatar).toBeNull();
  });

  it('refuses a small image whose header claims 16000 × 16000 with 422, and a damaged one with 415 (not 500)', async () => {
    const before = { recipes: await recipeCount(), files: files() };
    const claimsHuge = await post('/api/recipe/store', [...fields(), image(withHeaderSize(png, 16_000, 16_000))]);
    expect(claimsHuge.statusCode).toBe(422);
    expect(claimsHuge.json().errors.recipe_image).toEqual([
      'The image may be at most 40 megapixels (for example 8000 × 5000).',
    ]);
    const cutShort = await post('/api/recipe/store', [...fields(), image(png.subarray(0, png.length - 30))]);
    expect(cutShort.statusCode).toBe(415);
    expect(cutShort.json()).toEqual({
      success: false,
      message: 'The image could not be read.',
      errors: { recipe_image: ['The image file is damaged or incomplete.'] },
      request_id: expect.any(String),
    });
    expect({ recipes: await recipeCount(), files: files() }).toEqual(before);
  });

  it('decodes a bomb whose header claims 1000 × 1000 as 1000 × 1000: the lie costs nothing', async () => {
    const started = performance.now();
    const response = await post('/api/recipe/store', [
      ...fields(),
      image(withHeaderSize(blankPng(16_000, 16_000), 1000, 1000)),
    ]);
    expect(response.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(3000);
    const stored = path.join(ctx.config.dataDir, response.json().data.recipe_image.replace(/^https?:\/\/[^/]+\//, ''));
    expect(await sharp(stored.replace(/-640\.webp$/, '-1024.webp')).metadata()).toMatchObject({
      width: 1024,
      height: 1024,
    });
  });

  it("stores a very narrow image within WebP's 16,383 px instead of failing with 500", async () => {
    const response = await post('/api/recipe/store', [...fields(), image(blankPng(100, 20_000))]);
    expect(response.statusCode).toBe(201);
    const stored = path.join(ctx.config.dataDir, new URL(response.json().data.recipe_image, 'http://x/').pathname);
    const largest = await sharp(stored.replace(/-640\.webp$/, '-1024.webp')).metadata();
    expect(largest.height).toBe(16_383);
    expect(largest.width).toBeLessThan(100);
  });

  it('still accepts a large but reasonable photo (6000 × 4000)', async () => {
    const response = await post('/api/recipe/store', [...fields(), image(blankPng(6000, 4000))]);
    expect(response.statusCode).toBe(201);
  }, 30_000);
});

describe('videos streamed to disk', () => {
  it('writes a video to storage while it arrives, not after the whole body is in memory', async () => {
    const uploader = await createUser(ctx.db);
    const upload = streamedUpload('/api/recipe/store', uploader);
    upload.write(mp4Head);
    upload.write(Buffer.alloc(4 * MB, 7));
    // Before the form has ended, the bytes so far are already in a partial file on disk.
    await until(
      () => files('videos').some((file) => file.endsWith('.partial') && statSync(file).size >= 4 * MB),
      'the partial video file',
    );
    upload.write(Buffer.alloc(MB, 7));
    upload.finish();
    const response = await upload.response;
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db
      .select({ video: recipes.recipeVideo, videoBytes: recipes.videoBytes, imageBytes: recipes.imageBytes })
      .from(recipes)
      .where(eq(recipes.userId, uploader.id));
    expect(row.videoBytes).toBe(mp4Head.length + 5 * MB);
    expect(statSync(path.join(ctx.config.dataDir, row.video!)).size).toBe(row.videoBytes);
    expect(row.imageBytes).toBeGreaterThan(0);
    expect(files('videos').filter((file) => file.endsWith('.partial'))).toEqual([]);
  });

  it('answers 413 as soon as a video passes 100 MB and removes the partial file', async () => {
    const before = { recipes: await recipeCount(), files: files() };
    const upload = streamedUpload('/api/recipe/store', owner);
    upload.write(mp4Head);
    const chunk = Buffer.alloc(4 * MB, 1);
    for (let sent = mp4Head.length; sent <= VIDEO_MAX_BYTES; sent += chunk.length) upload.write(chunk);
    upload.finish();
    const response = await upload.response;
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The file is too large.',
      errors: { recipe_video: ['The file may be at most 100 MB.'] },
    });
    expect({ recipes: await recipeCount(), files: files() }).toEqual(before);
  }, 60_000);

  it('leaves no file behind when the client goes away in the middle of a video', async () => {
    const before = { recipes: await recipeCount(), files: files() };
    const upload = streamedUpload('/api/recipe/store', owner);
    upload.write(mp4Head);
    upload.write(Buffer.alloc(2 * MB, 3));
    await until(() => files('videos').some((file) => file.endsWith('.partial')), 'the partial video file');
    upload.abort();
    const response = await upload.response;
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    await until(() => !files('videos').some((file) => file.endsWith('.partial')), 'the partial file to go');
    expect({ recipes: await recipeCount(), files: files() }).toEqual(before);
  });
});

describe('concurrent uploads', () => {
  it('a JSON profile update takes no upload slot', async () => {
    const busy = await createUser(ctx.db);
    const open = [streamedUpload('/api/recipe/store', busy), streamedUpload('/api/recipe/store', busy)];
    for (const upload of open) upload.write(mp4Head);
    await until(() => files('videos').filter((file) => file.endsWith('.partial')).length === 2, 'two uploads');
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/data/update',
      payload: { name: 'Still Me' },
      headers: { authorization: `Bearer ${busy.token}` },
    });
    expect(renamed.statusCode).toBe(200);
    for (const upload of open) upload.finish();
    expect((await Promise.all(open.map((upload) => upload.response))).map((r) => r.statusCode)).toEqual([201, 201]);
  });

  it('lets a cook read two uploads at once and answers a third with 429 and Retry-After', async () => {
    const busy = await createUser(ctx.db);
    const open = [streamedUpload('/api/recipe/store', busy), streamedUpload('/api/recipe/store', busy)];
    for (const upload of open) upload.write(mp4Head);
    await until(
      () => files('videos').filter((file) => file.endsWith('.partial')).length === 2,
      'two uploads in progress',
    );

    const third = await post('/api/recipe/store', [...fields(), image()], busy);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('30');
    expect(third.json()).toEqual({
      success: false,
      message: 'You already have 2 uploads in progress. Please wait for one to finish, then try again.',
      request_id: expect.any(String),
    });
    const avatar = multipartForm([{ name: 'name', value: 'Busy Cook' }]);
    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/data/update',
      payload: avatar.payload,
      headers: { ...avatar.headers, authorization: `Bearer ${busy.token}` },
    });
    expect(profile.statusCode).toBe(429);

    for (const upload of open) upload.finish();
    expect((await Promise.all(open.map((upload) => upload.response))).map((r) => r.statusCode)).toEqual([201, 201]);
    const after = await post('/api/recipe/store', [...fields(), image()], busy);
    expect(after.statusCode).toBe(201);
  });

  it('reads at most eight uploads in the whole server and answers the ninth cook with 503 and Retry-After', async () => {
    const cooks = await Promise.all(Array.from({ length: 9 }, () => createUser(ctx.db)));
    const open = cooks.slice(0, 8).map((cook) => streamedUpload('/api/recipe/store', cook));
    for (const upload of open) upload.write(mp4Head);
    await until(
      () => files('videos').filter((file) => file.endsWith('.partial')).length === 8,
      'eight uploads in progress',
    );

    const ninth = await post('/api/recipe/store', [...fields(), image()], cooks[8]);
    expect(ninth.statusCode).toBe(503);
    expect(ninth.headers['retry-after']).toBe('30');
    expect(ninth.json()).toEqual({
      success: false,
      message: 'The server is busy with other uploads right now. Please try again in a minute.',
      request_id: expect.any(String),
    });

    for (const upload of open) upload.finish();
    expect(new Set((await Promise.all(open.map((upload) => upload.response))).map((r) => r.statusCode))).toEqual(
      new Set([201]),
    );
    expect((await post('/api/recipe/store', [...fields(), image()], cooks[8])).statusCode).toBe(201);
  }, 30_000);
});

describe('storage quota per cook', () => {
  it('checks two uploads of one cook one after the other: only the one that fits is stored', async () => {
    const clip = Buffer.concat([mp4Head, Buffer.alloc(4000)]);
    const probe = await createUser(ctx.db);
    expect((await post('/api/recipe/store', [...fields(), image(), video(clip)], probe)).statusCode).toBe(201);
    const [stored] = await ctx.db
      .select({ bytes: sql<number>`(${recipes.imageBytes} + ${recipes.videoBytes})::int` })
      .from(recipes)
      .where(eq(recipes.userId, probe.id));
    const { cook } = await cookStoring(USER_STORAGE_QUOTA_BYTES - Math.floor(stored.bytes * 1.5));
    const answers = await Promise.all([
      post('/api/recipe/store', [...fields(), image(), video(clip)], cook),
      post('/api/recipe/store', [...fields(), image(), video(clip)], cook),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    const [usage] = await ctx.db
      .select({ bytes: sql<number>`sum(${recipes.imageBytes} + ${recipes.videoBytes})::bigint` })
      .from(recipes)
      .where(eq(recipes.userId, cook.id));
    expect(Number(usage.bytes)).toBeLessThanOrEqual(USER_STORAGE_QUOTA_BYTES);
  });

  const QUOTA_MESSAGE = `Your recipes may store at most ${USER_STORAGE_QUOTA_BYTES / MB} MB of images and videos. Remove a video or a recipe to make room.`;

  /** A cook whose recipes already store `bytes` (one recipe's video, written straight to the row). */
  async function cookStoring(bytes: number) {
    const cook = await createUser(ctx.db);
    const recipe = await createRecipe(ctx.db, { userId: cook.id, categoryId, libraryId });
    await ctx.db.update(recipes).set({ videoBytes: bytes }).where(eq(recipes.id, recipe.id));
    return { cook, recipe };
  }

  it('refuses a video that would pass the quota with 413 while it streams, and writes nothing', async () => {
    const { cook } = await cookStoring(USER_STORAGE_QUOTA_BYTES - 64 * 1024);
    const before = { recipes: await recipeCount(), files: files() };
    const response = await post(
      '/api/recipe/store',
      [...fields(), image(), video(Buffer.concat([mp4Head, Buffer.alloc(MB)]))],
      cook,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'You have used up your storage for recipe media.',
      errors: { recipe_video: [QUOTA_MESSAGE] },
      request_id: expect.any(String),
    });
    expect({ recipes: await recipeCount(), files: files() }).toEqual(before);
  });

  it('refuses a new image once the quota is used up, and removes the variants it made', async () => {
    const { cook } = await cookStoring(USER_STORAGE_QUOTA_BYTES);
    const before = { recipes: await recipeCount(), files: files() };
    const response = await post('/api/recipe/store', [...fields(), image()], cook);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ recipe_image: [QUOTA_MESSAGE] });
    expect({ recipes: await recipeCount(), files: files() }).toEqual(before);
  });

  it("counts a replaced video's bytes once: replacing the only video of a full account is allowed", async () => {
    const { cook, recipe } = await cookStoring(USER_STORAGE_QUOTA_BYTES - 10);
    const replacement = Buffer.concat([mp4Head, Buffer.alloc(1000)]);
    const response = await post(`/api/recipe/update/${recipe.id}`, [...fields(), video(replacement)], cook);
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ videoBytes: recipes.videoBytes })
      .from(recipes)
      .where(eq(recipes.id, recipe.id));
    expect(row.videoBytes).toBe(replacement.length);
    // The freed room is usable again at once.
    const another = await post('/api/recipe/store', [...fields(), image(), video(replacement)], cook);
    expect(another.statusCode).toBe(201);
  });

  it('edits without new files work for a cook over the quota', async () => {
    const { cook, recipe } = await cookStoring(USER_STORAGE_QUOTA_BYTES + MB);
    const response = await post(`/api/recipe/update/${recipe.id}`, fields(), cook);
    expect(response.statusCode).toBe(200);
  });
});
