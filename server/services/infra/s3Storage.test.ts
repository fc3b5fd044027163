/**
 * The object-store backend against a real S3-compatible server (s3rver): writes, streams
 * (multipart past 5 MB), failures that must leave nothing behind, listing, and serving with
 * ranges and revalidation.
 */
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { loadConfig, type S3StorageConfig } from '../../config';
import { startS3Server, type TestS3Server } from '../../test/s3Server';
import { s3Storage, isMediaPath, MEDIA_CACHE_CONTROL } from './s3Storage';
import type { ObjectStorage } from './storage';

const MB = 1024 * 1024;
let server: TestS3Server;
let storage: ObjectStorage;
let config: S3StorageConfig;

beforeAll(async () => {
  server = await startS3Server();
  const loaded = loadConfig(server.env).storage;
  if (loaded.kind !== 's3') throw new Error('S3_BUCKET did not select the object store');
  config = loaded;
  storage = s3Storage(config);
});
afterAll(() => server.close());

async function text(body: Readable | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

/** A stream of `total` bytes in 64 KB chunks, byte i being i mod 251, that fails after `failAfter` bytes if given. */
function numbered(total: number, failAfter?: number, error = new Error('client went away')): Readable {
  async function* chunks() {
    for (let offset = 0; offset < total; offset += 64 * 1024) {
      if (failAfter !== undefined && offset >= failAfter) throw error;
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - offset));
      for (let i = 0; i < chunk.length; i++) chunk[i] = (offset + i) % 251;
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

describe('configuration', () => {
  it('selects the object store by S3_BUCKET and keeps the disk without it', () => {
    expect(config).toEqual({
      kind: 's3',
      bucket: 'forkcast-test',
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
  });

  it('refuses to start on a mistyped bucket, endpoint or flag, or S3 settings without a bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'My_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/without S3_BUCKET/);
  });
});

describe('writing', () => {
  it('puts a buffer under its uploads/ path with its content type, and removes it', async () => {
    const path = await storage.put('recipes/stew-640.webp', Buffer.from('RIFF....WEBP'));
    expect(path).toBe('uploads/recipes/stew-640.webp');
    expect(await storage.stat(path)).toMatchObject({ path, bytes: 12 });
    const served = await storage.serve(path, { head: true });
    expect(served.headers['Content-Type']).toBe('image/webp');
    await storage.remove(path);
    expect(await storage.exists(path)).toBe(false);
  });

  it('streams a 12 MB video in parts, and reads back every byte', async () => {
    const stored = await storage.putStream('videos/long.mp4', numbered(12 * MB));
    expect(stored).toEqual({ path: 'uploads/videos/long.mp4', bytes: 12 * MB });
    const served = await storage.serve('uploads/videos/long.mp4', { head: false });
    expect(served.headers['Content-Type']).toBe('video/mp4');
    const body = await text(served.body);
    expect(body.length).toBe(12 * MB);
    expect(body.charCodeAt(7 * MB)).toBe((7 * MB) % 251);
  }, 30_000);

  it('leaves no object when the stream fails, small or multipart, and rethrows the stream’s own error', async () => {
    const tooLarge = Object.assign(new Error('The video is too large.'), { statusCode: 413 });
    await expect(storage.putStream('videos/cut-small.mp4', numbered(MB, 256 * 1024, tooLarge))).rejects.toBe(tooLarge);
    await expect(storage.putStream('videos/cut-large.mp4', numbered(20 * MB, 11 * MB, tooLarge))).rejects.toBe(
      tooLarge,
    );
    expect(await storage.exists('uploads/videos/cut-small.mp4')).toBe(false);
    expect(await storage.exists('uploads/videos/cut-large.mp4')).toBe(false);
  }, 30_000);

  it('lists what it holds under uploads/, with sizes and times', async () => {
    await storage.put('avatars/a-320.webp', Buffer.alloc(3));
    await storage.put('avatars/b-320.webp', Buffer.alloc(5));
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'uploads/avatars/a-320.webp', bytes: 3 }),
        expect.objectContaining({ path: 'uploads/avatars/b-320.webp', bytes: 5 }),
      ]),
    );
    expect(listed.every((object) => Math.abs(object.modifiedMs - Date.now()) < 5 * 60_000)).toBe(true);
  });
});

describe('serving', () => {
  const PATH = 'uploads/videos/seek.webm';
  beforeAll(() => storage.putStream('videos/seek.webm', numbered(1000)));

  it('answers a whole file with its type, length, validators and a long cache lifetime', async () => {
    const served = await storage.serve(PATH, { head: false });
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({
      'Content-Type': 'video/webm',
      'Content-Length': '1000',
      'Accept-Ranges': 'bytes',
      'Cache-Control': MEDIA_CACHE_CONTROL,
    });
    expect(served.headers.ETag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Date(served.headers['Last-Modified']).getTime()).toBeGreaterThan(0);
    expect((await text(served.body)).length).toBe(1000);
  });

  it('answers a byte range with 206 and exactly those bytes (video seeking)', async () => {
    const served = await storage.serve(PATH, { head: false, range: 'bytes=500-509' });
    expect(served.status).toBe(206);
    expect(served.headers).toMatchObject({ 'Content-Range': 'bytes 500-509/1000', 'Content-Length': '10' });
    const body = await text(served.body);
    expect([...body].map((c) => c.charCodeAt(0))).toEqual([...Array(10).keys()].map((i) => (500 + i) % 251));
    const suffix = await storage.serve(PATH, { head: false, range: 'bytes=-4' });
    expect(suffix.headers['Content-Range']).toBe('bytes 996-999/1000');
    await text(suffix.body);
  });

  it('answers a suffix range longer than the file with the whole file as 206 (RFC 9110 §14.1.2)', async () => {
    for (const range of ['bytes=-1000', 'bytes=-1001', 'bytes=-999999']) {
      const served = await storage.serve(PATH, { head: false, range });
      expect([range, served.status, served.headers['Content-Range'], served.headers['Content-Length']]).toEqual([
        range,
        206,
        'bytes 0-999/1000',
        '1000',
      ]);
      expect((await text(served.body)).length).toBe(1000);
    }
  });

  it('answers a range past the end with 416 and the size, and a malformed range with the whole file', async () => {
    const past = await storage.serve(PATH, { head: false, range: 'bytes=5000-6000' });
    expect(past).toEqual({ status: 416, headers: { 'Content-Range': 'bytes */1000' } });
    for (const range of ['bytes=1-2,5-6', 'items=0-1', 'bytes=-', 'bytes=99999999999999999999-']) {
      const whole = await storage.serve(PATH, { head: false, range });
      expect([range, whole.status, whole.headers['Content-Length']]).toEqual([range, 200, '1000']);
      await text(whole.body);
    }
  });

  it('answers 304 to a browser that has this version', async () => {
    const first = await storage.serve(PATH, { head: true });
    const again = await storage.serve(PATH, { head: false, ifNoneMatch: first.headers.ETag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
  });

  it('answers 404 for a missing file and for paths that are not media names, without asking the store', async () => {
    expect((await storage.serve('uploads/videos/none.webm', { head: false })).status).toBe(404);
    expect((await storage.serve('uploads/videos/none.webm', { head: true })).status).toBe(404);
    for (const path of [
      'uploads/../secret',
      'uploads/videos//seek.webm',
      'uploads/.hidden',
      'uploads/a\0b',
      'uploads/<script>.webm',
      `uploads/${'a'.repeat(600)}`,
      'other/seek.webm',
    ]) {
      expect(isMediaPath(path)).toBe(false);
      expect((await storage.serve(path, { head: false })).status).toBe(404);
    }
  });

  it('throws when the store cannot be reached (the route answers 503)', async () => {
    const unreachable = s3Storage(
      config,
      new S3Client({
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        maxAttempts: 1,
        credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      }),
    );
    await expect(unreachable.serve(PATH, { head: false })).rejects.toThrow();
  });
});
