import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../contract/constants';
import { imageVariantPath } from '../../contract/media';
import { SUCCESS, VALIDATION } from '../../contract/messages';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

let emailCounter = 0;

async function registerUser() {
  const email = `profile${++emailCounter}@example.com`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Ann Cook', email, password: 'secret-pass', password_confirmation: 'secret-pass' },
  });
  return { email, headers: { authorization: `Bearer ${response.json().data.token as string}` } };
}

const pngImage = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

function profileForm(
  fields: Record<string, string>,
  avatar?: { data: Buffer; filename: string; type: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (avatar) form.append('avatar', new Blob([new Uint8Array(avatar.data)], { type: avatar.type }), avatar.filename);
  return form;
}

const update = (headers: Record<string, string>, payload: FormData | Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/data/update', headers, payload: payload as FormData });

const avatarFiles = () => {
  const dir = path.join(ctx.config.uploadsDir, 'avatars');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/users/data/update', () => {
  it('updates the name from a multipart form and ignores a changed email', async () => {
    const { email, headers } = await registerUser();
    const response = await update(headers, profileForm({ name: 'Ann Baker', email: 'someone-else@example.com' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: SUCCESS.userUpdated,
      data: { id: expect.any(Number), name: 'Ann Baker', email, avatar: null },
    });
    const me = await ctx.app.inject({ url: '/api/users/data', headers });
    expect(me.json().data).toMatchObject({ name: 'Ann Baker', email });
  });

  it('accepts a JSON body with just the name', async () => {
    const { headers } = await registerUser();
    const response = await update(headers, { name: '  Chef Ann  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Chef Ann');
  });

  it('requires a name', async () => {
    const { headers } = await registerUser();
    const response = await update(headers, profileForm({ name: '  ', email: 'x@example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [VALIDATION.nameRequired] });
  });

  it('stores a real PNG avatar as WebP variants and removes the replaced one', async () => {
    const { email, headers } = await registerUser();
    const first = await update(
      headers,
      profileForm({ name: 'Ann', email }, { data: await pngImage(), filename: 'me.png', type: 'image/png' }),
    );
    expect(first.statusCode).toBe(200);
    const firstAvatar = first.json().data.avatar as string;
    expect(firstAvatar).toMatch(/^uploads\/avatars\/[\w-]+-640\.webp$/);
    for (const width of IMAGE_WIDTHS) expect(await ctx.storage.exists(imageVariantPath(firstAvatar, width))).toBe(true);
    const served = await ctx.app.inject({ url: `/${firstAvatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await update(
      headers,
      profileForm({ name: 'Ann', email }, { data: await pngImage(300, 300), filename: 'new.png', type: 'image/png' }),
    );
    const secondAvatar = second.json().data.avatar as string;
    expect(secondAvatar).not.toBe(firstAvatar);
    for (const width of IMAGE_WIDTHS) {
      expect(await ctx.storage.exists(imageVariantPath(firstAvatar, width))).toBe(false);
      expect(await ctx.storage.exists(imageVariantPath(secondAvatar, width))).toBe(true);
    }
  });

  it('keeps the avatar when the form carries no file, or an empty one', async () => {
    const { email, headers } = await registerUser();
    const withAvatar = await update(
      headers,
      profileForm({ name: 'Ann', email }, { data: await pngImage(), filename: 'me.png', type: 'image/png' }),
    );
    const avatar = withAvatar.json().data.avatar as string;
    const noFile = await update(headers, profileForm({ name: 'Ann Again', email }));
    expect(noFile.json().data.avatar).toBe(avatar);
    const emptyFile = await update(
      headers,
      profileForm(
        { name: 'Ann Again', email },
        { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
      ),
    );
    expect(emptyFile.statusCode).toBe(200);
    expect(emptyFile.json().data.avatar).toBe(avatar);
  });

  it('refuses a text file named .png on the avatar field and writes nothing', async () => {
    const { email, headers } = await registerUser();
    const before = avatarFiles();
    const response = await update(
      headers,
      profileForm(
        { name: 'Changed Name', email },
        { data: Buffer.from('this is not an image at all'), filename: 'fake.png', type: 'image/png' },
      ),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().errors.avatar).toEqual([expect.stringContaining('image')]);
    expect(avatarFiles()).toEqual(before);
    const me = await ctx.app.inject({ url: '/api/users/data', headers });
    expect(me.json().data).toMatchObject({ name: 'Ann Cook', avatar: null });
  });

  it('refuses an avatar over the image size limit with 413', async () => {
    const { email, headers } = await registerUser();
    const response = await update(
      headers,
      profileForm(
        { name: 'Ann', email },
        { data: Buffer.alloc(11 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' },
      ),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('answers an oversized text field with 4xx, never 500', async () => {
    const { email, headers } = await registerUser();
    const response = await update(headers, profileForm({ name: 'n'.repeat(200 * 1024), email }));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('ignores file fields it does not know', async () => {
    const { email, headers } = await registerUser();
    const form = profileForm({ name: 'Ann Other', email });
    form.append('resume', new Blob(['hello']), 'resume.txt');
    const response = await update(headers, form);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Ann Other', avatar: null });
  });
});
