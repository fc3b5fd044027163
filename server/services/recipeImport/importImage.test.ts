import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../contract/constants';
import { answer, startRecipeSite, status, type RecipeSite, type SiteHandler } from '../../test/recipeSite';
import { diskStorage } from '../infra/diskStorage';
import type { Storage } from '../infra/storage';
import { IMPORT_IMAGE_MAX_AGE_MS, importImage, sweepOldImportImages } from './importImage';
import type { FetchRules } from './safeFetch';

let dir: string;
let storage: Storage;
let site: RecipeSite;
let rules: FetchRules;

/** A PNG whose header claims `width` × `height` pixels, with no real pixels behind it. */
function claimedPng(width: number, height: number): Buffer {
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
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-import-images-'));
  storage = diskStorage(dir);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  const slowImage: SiteHandler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.write(photo.subarray(0, 100));
    const timer = setTimeout(() => response.end(photo.subarray(100)), 5_000);
    response.on('close', () => clearTimeout(timer));
  };
  site = await startRecipeSite({
    '/photo.jpg': answer('image/jpeg', photo),
    '/untyped.jpg': (_request, response) => void response.end(photo),
    '/lying.jpg': answer('image/jpeg', '<!doctype html><p>Not a photo</p>'),
    '/giant.png': answer('image/png', claimedPng(20_000, 20_000)),
    '/missing.jpg': status(404),
    '/slow.jpg': slowImage,
    '/slow-too.jpg': slowImage,
  });
  rules = { allowedHosts: new Set([site.hostPort]), timeoutMs: 500, userAgent: 'Forkcast-Importer/1.0 (test)' };
}, 60_000);

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = (file: string) => `${site.origin}/${file}`;

describe('importImage', () => {
  it('stores the photo as WebP widths under uploads/imports/ and answers the widest', async () => {
    const imported = await importImage(storage, [at('photo.jpg')], rules);
    expect(imported).toEqual({
      imagePath: expect.stringMatching(/^uploads\/imports\/[\w-]+-1024\.webp$/),
      warning: null,
    });
    for (const width of IMAGE_WIDTHS) {
      const file = imported.imagePath!.replace(/^uploads\//, '').replace('-1024.webp', `-${width}.webp`);
      expect((await sharp(path.join(dir, file)).metadata()).format).toBe('webp');
    }
  });

  it('judges an image by its content, not by what the site calls it', async () => {
    expect((await importImage(storage, [at('untyped.jpg')], rules)).imagePath).toMatch(/^uploads\/imports\//);
    expect(await importImage(storage, [at('lying.jpg')], rules)).toEqual({
      imagePath: null,
      warning: { code: 'image_failed', message: expect.any(String) },
    });
  });

  it('refuses an image past the pixel limit from its header, quickly', async () => {
    const started = Date.now();
    expect((await importImage(storage, [at('giant.png')], rules)).warning?.code).toBe('image_failed');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('tries the next candidate when one fails', async () => {
    const imported = await importImage(storage, [at('missing.jpg'), at('lying.jpg'), at('photo.jpg')], rules);
    expect(imported.imagePath).toMatch(/^uploads\/imports\//);
  });

  it('warns, never throws, for a slow image, a refused address or no image at all', async () => {
    const started = Date.now();
    // The candidates share one deadline: the second slow one does not get a second 500 ms, nor does the photo.
    const slowOnes = [at('slow.jpg'), at('slow-too.jpg'), at('photo.jpg')];
    expect((await importImage(storage, slowOnes, rules)).warning?.code).toBe('image_failed');
    expect(Date.now() - started).toBeLessThan(900);
    const closed = { ...rules, allowedHosts: new Set<string>() };
    expect((await importImage(storage, [at('photo.jpg')], closed)).warning?.code).toBe('image_failed');
    expect((await importImage(storage, ['http://169.254.169.254/x.jpg'], rules)).warning?.code).toBe('image_failed');
    expect(await importImage(storage, [], rules)).toEqual({
      imagePath: null,
      warning: { code: 'no_image', message: expect.any(String) },
    });
  });
});

describe('sweepOldImportImages', () => {
  it('removes drafts’ photos older than a day, and nothing else', async () => {
    const sweepDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-import-sweep-'));
    const store = diskStorage(sweepDir);
    try {
      const old = await store.put('imports/old-640.webp', Buffer.from('x'));
      const young = await store.put('imports/young-640.webp', Buffer.from('x'));
      const recipe = await store.put('recipes/old-640.webp', Buffer.from('x'));
      const twoDaysAgo = (Date.now() - 2 * IMPORT_IMAGE_MAX_AGE_MS) / 1000;
      for (const file of [old, recipe]) {
        await utimes(path.join(sweepDir, file.replace(/^uploads\//, '')), twoDaysAgo, twoDaysAgo);
      }
      expect(await sweepOldImportImages(store)).toBe(1);
      expect(await store.exists(old)).toBe(false);
      expect(await store.exists(young)).toBe(true);
      expect(await store.exists(recipe)).toBe(true);
    } finally {
      rmSync(sweepDir, { recursive: true, force: true });
    }
  });
});
