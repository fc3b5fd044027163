/**
 * Media on the local disk (the default backend), served through @fastify/static: byte ranges as
 * RFC 9110 §14.1.2 reads them. The object store's ranges are in s3Storage.test.ts.
 */
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
const clip = Buffer.alloc(2000, 7);
const CLIP = 'uploads/recipes/videos/range-test.mp4';
const EMPTY = 'uploads/recipes/videos/empty-test.mp4';

beforeAll(async () => {
  ctx = await createTestApp();
  expect(ctx.storage.kind).toBe('disk');
  await ctx.storage.put(CLIP, clip);
  await ctx.storage.put(EMPTY, Buffer.alloc(0));
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, range: string) => ctx.app.inject({ method: 'GET', url: `/${url}`, headers: { range } });

describe('byte ranges of media on disk', () => {
  it('answers the last N bytes with 206', async () => {
    const response = await get(CLIP, 'bytes=-4');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 1996-1999/2000');
    expect(response.rawPayload.length).toBe(4);
  });

  it('answers a suffix as long as the file or longer with the whole file as 206, never 416', async () => {
    for (const range of ['bytes=-2000', 'bytes=-2001', 'bytes=-999999999']) {
      const response = await get(CLIP, range);
      expect([range, response.statusCode, response.headers['content-range']]).toEqual([
        range,
        206,
        'bytes 0-1999/2000',
      ]);
      expect(response.rawPayload.equals(clip)).toBe(true);
    }
  });

  it('still answers 416 for a range past the end, and for any range of an empty file', async () => {
    const past = await get(CLIP, 'bytes=5000-6000');
    expect(past.statusCode).toBe(416);
    const empty = await get(EMPTY, 'bytes=-10');
    expect(empty.statusCode).toBe(416);
  });

  it('answers 404 to a suffix range of a missing file or a path outside the uploads', async () => {
    expect((await get('uploads/recipes/videos/missing.mp4', 'bytes=-5000')).statusCode).toBe(404);
    expect((await get('uploads/..%2f..%2fpackage.json', 'bytes=-5000')).statusCode).toBe(404);
  });
});
