/**
 * POST /api/recipes/import (issue 36) through the real app against a real recipe site on
 * 127.0.0.1, let through by IMPORT_ALLOWED_HOSTS: pages, the cook's own page, pasted text,
 * warnings and suggestions, every failure of the site, and hostile bodies.
 * recipeImportSafety.test.ts covers the app without the allowlist, rate limits and outages.
 */
import net, { type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { RECIPE_IMPORT } from '../../contract/constants';
import { RECIPE_IMPORT_MESSAGES as M } from '../../contract/messages';
import type { RecipeImportDto } from '../../contract/types';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { answer, html, recipePage, redirect, slow, startRecipeSite, status, type RecipeSite } from '../test/recipeSite';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let site: RecipeSite;
let other: RecipeSite;
let cook: TestUser;
let neighbour: TestUser;
let dinnerId: number;
let veganId: number;
let closedPort: number;

const soup = (origin: string, more: Record<string, unknown> = {}) => ({
  name: 'Tomato &amp; Basil Soup',
  description: '<p>A <b>quick</b> soup.</p>',
  recipeYield: '4 servings',
  prepTime: 'PT10M',
  cookTime: 'PT30M',
  totalTime: 'PT40M',
  recipeCategory: 'Main Course',
  recipeIngredient: ['1 kg tomatoes', '1 onion', '2 tbsp olive oil'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Chop the onion.' },
    { '@type': 'HowToStep', text: 'Simmer with the tomatoes for 30 minutes.' },
  ],
  image: `${origin}/photo.jpg`,
  url: 'https://www.soups.example/tomato-basil-soup/',
  ...more,
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d35400' } })
    .jpeg()
    .toBuffer();
  const gzip = promisify(zlib.gzip);
  other = await startRecipeSite({ '/': html('<p>Intranet</p>') });
  site = await startRecipeSite();
  const { origin } = site;
  site.serve({
    '/soup': html(recipePage(soup(origin))),
    '/photo.jpg': answer('image/jpeg', photo),
    '/lying.jpg': answer('image/jpeg', '<p>not a photo</p>'),
    '/no-photo': html(recipePage(soup(origin, { image: undefined }))),
    '/broken-photo': html(recipePage(soup(origin, { image: `${origin}/lying.jpg` }))),
    '/bare': html(recipePage({ name: 'Toast', recipeIngredient: ['1 slice bread'] })),
    '/scripted': html(
      recipePage(
        soup(origin, {
          name: 'Soup<script>alert(1)</script>',
          recipeIngredient: ['<img src=x onerror=alert(1)>1 kg tomatoes', '1 onion'],
        }),
        '<script>document.title = "x"</script>',
      ),
    ),
    '/recipes/caf%C3%A9-soup': html(recipePage(soup(origin, { name: 'Café Soup', url: undefined }))),
    '/no-recipe': html('<!doctype html><html><head><title>About us</title></head><body><p>We cook.</p></body></html>'),
    '/forbidden': status(403),
    '/broken': status(500),
    '/slow': slow(5_000),
    '/huge': answer('text/html', Buffer.alloc(RECIPE_IMPORT.pageMaxBytes + 10, ' ')),
    '/bomb': answer('text/html', await gzip(Buffer.alloc(64 * 1024 * 1024, ' ')), { 'content-encoding': 'gzip' }),
    '/photo-as-page': answer('image/png', await sharp(photo).png().toBuffer()),
    '/short-link': redirect('/hop'),
    '/hop': redirect('/soup', 301),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/iam/'),
    '/to-intranet': redirect(`http://127.0.0.1:${other.port}/`),
  });
  closedPort = await freePort();
  ctx = await createTestApp({
    IMPORT_ALLOWED_HOSTS: `${site.hostPort},127.0.0.1:${closedPort}`,
    IMPORT_FETCH_TIMEOUT_MS: '600',
  });
  cook = await createUser(ctx.db, { name: 'Ada Cook' });
  neighbour = await createUser(ctx.db, { name: 'Ned Bour' });
  dinnerId = (await createCategory(ctx.db, 'Dinner')).id;
  await createCategory(ctx.db, 'Desserts');
  await createLibrary(ctx.db, 'Vegetarian');
  veganId = (await createLibrary(ctx.db, 'Vegan')).id;
}, 60_000);

afterAll(async () => {
  await ctx.close();
  await site.close();
  await other.close();
});

const importAs = (user: TestUser | null, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/recipes/import',
    headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...headers },
    ...(typeof payload === 'string'
      ? {
          payload,
          headers: {
            'content-type': 'application/json',
            ...(user ? { authorization: `Bearer ${user.token}` } : {}),
            ...headers,
          },
        }
      : { payload: payload as object }),
  });

const imported = (response: { json: () => unknown }) => (response.json() as { data: RecipeImportDto }).data;

describe('importing from a web address', () => {
  it('reads the page into a draft, copies its photo, and suggests the form’s choices', async () => {
    await ctx.app.inject({ url: '/api/household', headers: { authorization: `Bearer ${cook.token}` } });
    const response = await importAs(cook, { url: `${site.origin}/soup` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: M.imported });
    const { draft, warnings, suggestions } = imported(response);
    expect(draft).toMatchObject({
      recipe_name: 'Tomato & Basil Soup',
      serving_number: 4,
      preparation_time: 10,
      cooking_time: 30,
      total_time: 40,
      ingredients: ['1 kg tomatoes', '1 onion', '2 tbsp olive oil'],
      instructions: ['Chop the onion.', 'Simmer with the tomatoes for 30 minutes.'],
      source_url: 'https://www.soups.example/tomato-basil-soup/',
      image_url: expect.stringMatching(/^uploads\/imports\/[\w-]+-1024\.webp$/),
    });
    expect(warnings).toEqual([]);
    expect(suggestions).toEqual({ category_id: dinnerId, recipe_library_id: veganId, age_group: 'adult' });
    const photo = await ctx.app.inject({ url: `/${draft.image_url}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(site.headersOf.get('/soup')?.['user-agent']).toMatch(/^Forkcast-Importer\/1\.0 /);
  });

  it('follows redirects to the page', async () => {
    const response = await importAs(cook, { url: `${site.origin}/short-link` });
    expect(response.statusCode).toBe(200);
    expect(imported(response).draft.recipe_name).toBe('Tomato & Basil Soup');
  });

  it('fetches a percent-encoded path as it is', async () => {
    const response = await importAs(cook, { url: `${site.origin}/recipes/caf%C3%A9-soup` });
    expect(response.statusCode).toBe(200);
    expect(imported(response).draft).toMatchObject({
      recipe_name: 'Café Soup',
      source_url: `${site.origin}/recipes/caf%C3%A9-soup`,
    });
  });

  it('answers text as a reader sees it: no tags from the page', async () => {
    const { draft } = imported(await importAs(cook, { url: `${site.origin}/scripted` }));
    expect(JSON.stringify(draft)).not.toMatch(/<script|<img|onerror/i);
    expect(draft.ingredients[0]).toBe('1 kg tomatoes');
  });

  it('warns of what the page lacks: the photo, the steps, the servings', async () => {
    const noPhoto = imported(await importAs(cook, { url: `${site.origin}/no-photo` }));
    expect(noPhoto.draft.image_url).toBeNull();
    expect(noPhoto.warnings).toEqual([{ code: 'no_image', message: M.noImage }]);
    const broken = imported(await importAs(cook, { url: `${site.origin}/broken-photo` }));
    expect(broken.draft.image_url).toBeNull();
    expect(broken.warnings).toEqual([{ code: 'image_failed', message: M.imageFailed }]);
    const bare = imported(await importAs(cook, { url: `${site.origin}/bare` }));
    expect(bare.warnings.map((warning) => warning.code)).toEqual(['missing_part', 'missing_part', 'no_image']);
    expect(bare.warnings[0].message).toBe(M.missingPart('steps'));
    expect(bare.warnings[1].message).toBe(M.missingPart('servings'));
  });

  it('warns when this cook already imported the page, whatever tracking its link carried; not for another cook’s', async () => {
    const libraryId = (await createLibrary(ctx.db)).id;
    const earlier = await createRecipe(ctx.db, {
      userId: cook.id,
      categoryId: dinnerId,
      libraryId,
      resourceLink: 'http://soups.example/tomato-basil-soup?utm_source=newsletter&fbclid=abc#comments',
    });
    const mine = imported(await importAs(cook, { url: `${site.origin}/soup` }));
    expect(mine.warnings).toEqual([{ code: 'already_imported', message: M.alreadyImported, recipe_id: earlier.id }]);
    const theirs = imported(await importAs(neighbour, { url: `${site.origin}/soup` }));
    expect(theirs.warnings).toEqual([]);
  });
});

describe('importing the page the cook’s browser sent', () => {
  it('reads the HTML sent, using the address only as the source and base: only the photo is fetched', async () => {
    const before = site.requested.length;
    const page = recipePage(soup(site.origin, { url: undefined, image: '/photo.jpg' }));
    const response = await importAs(cook, { url: `${site.origin}/never-fetched?utm_medium=email`, html: page });
    expect(response.statusCode).toBe(200);
    expect(imported(response).draft).toMatchObject({
      recipe_name: 'Tomato & Basil Soup',
      source_url: `${site.origin}/never-fetched`,
      image_url: expect.stringMatching(/^uploads\/imports\//),
    });
    expect(site.requested.slice(before)).toEqual(['/photo.jpg']);
  });

  it('takes a page of nearly 5 MB, past the 64 KB every other JSON body is held to', async () => {
    const padding = `<!-- ${'x'.repeat(RECIPE_IMPORT.pageMaxBytes - 20_000)} -->`;
    const page = recipePage(soup(site.origin, { image: undefined }), padding);
    const response = await importAs(cook, { url: `${site.origin}/big`, html: page });
    expect(response.statusCode).toBe(200);
    expect(imported(response).draft.recipe_name).toBe('Tomato & Basil Soup');
  });

  it('refuses a page over 5 MB (422), and a body far over it (413) before reading it', async () => {
    const over = await importAs(cook, {
      url: `${site.origin}/big`,
      html: 'é'.repeat(RECIPE_IMPORT.pageMaxBytes / 2 + 1),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: M.pageTooLarge, errors: { html: [M.pageTooLarge] } });
    const huge = await importAs(cook, { url: `${site.origin}/big`, html: 'x'.repeat(50 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, message: M.pageTooLarge });
  });

  it('answers 422 when the page holds no recipe', async () => {
    const response = await importAs(cook, { url: `${site.origin}/x`, html: '<p>Hello</p>' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: M.noRecipeOnPage, errors: { url: [M.noRecipeOnPage] } });
  });
});

describe('importing pasted text', () => {
  const pasted = [
    'Lemon Drizzle Cake',
    '',
    'Serves 8',
    '',
    'Ingredients',
    '225 g butter',
    '225 g caster sugar',
    '4 eggs',
    '',
    'Method',
    '1. Beat the butter and sugar.',
    '2. Add the eggs and bake for 45 minutes.',
  ].join('\n');

  it('reads a recipe from text, with no source', async () => {
    const response = await importAs(cook, { text: pasted });
    expect(response.statusCode).toBe(200);
    const { draft, warnings } = imported(response);
    expect(draft).toMatchObject({ recipe_name: 'Lemon Drizzle Cake', source_url: null, image_url: null });
    expect(draft.ingredients).toEqual(['225 g butter', '225 g caster sugar', '4 eggs']);
    expect(draft.instructions).toHaveLength(2);
    expect(warnings.map((warning) => warning.code)).toEqual(['no_image']);
  });

  it('answers 422 when the text holds no recipe', async () => {
    const response = await importAs(cook, { text: 'hello' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: M.noRecipeInText, errors: { text: [M.noRecipeInText] } });
  });
});

describe('a site that fails', () => {
  it.each([
    ['/forbidden', 502, M.siteRefused(403)],
    ['/broken', 502, M.siteRefused(500)],
    ['/slow', 504, M.siteTimedOut],
  ])('%s answers %i with a message offering the bookmarklet or pasting', async (path, code, message) => {
    const response = await importAs(cook, { url: `${site.origin}${path}` });
    expect(response.statusCode).toBe(code);
    expect(response.json()).toEqual({ success: false, message, request_id: expect.any(String) });
  });

  it('answers 502 when the site cannot be reached', async () => {
    const response = await importAs(cook, { url: `http://127.0.0.1:${closedPort}/soup` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: M.siteFailed });
  });

  it.each([
    ['/huge', M.pageTooLarge],
    ['/bomb', M.pageTooLarge],
    ['/photo-as-page', M.notAPage],
    ['/no-recipe', M.noRecipeOnPage],
    ['/to-metadata', M.addressRefused],
    ['/to-intranet', M.addressRefused],
  ])('%s answers 422: %s', async (path, message) => {
    const before = other.connections();
    const response = await importAs(cook, { url: `${site.origin}${path}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message, errors: { url: [message] } });
    expect(other.connections()).toBe(before);
  });
});

describe('hostile and mistaken bodies', () => {
  it('needs a signed-in cook', async () => {
    expect((await importAs(null, { url: `${site.origin}/soup` })).statusCode).toBe(401);
  });

  it.each([
    ['nothing', {}, 'url', M.oneSource],
    ['both an address and a text', { url: 'https://a.example/', text: 'Soup' }, 'text', M.oneSource],
    ['a page and a text', { html: '<p>x</p>', text: 'Soup' }, 'url', M.oneSource],
    ['a page without its address', { html: '<p>x</p>' }, 'url', M.urlRequired],
    ['an empty address', { url: '  ' }, 'url', M.urlRequired],
    ['a number as the address', { url: 2147483648 }, 'url', M.urlInvalid],
    ['a list as the address', { url: ['https://a.example/'] }, 'url', M.urlInvalid],
    ['null as the address', { url: null }, 'url', M.urlInvalid],
    ['a javascript: address', { url: 'javascript:alert(1)' }, 'url', M.urlInvalid],
    ['a file: address', { url: 'file:///etc/passwd' }, 'url', M.urlInvalid],
    ['a data: address', { url: 'data:text/html,<p>x</p>' }, 'url', M.urlInvalid],
    ['an ftp: address', { url: 'ftp://a.example/soup' }, 'url', M.urlInvalid],
    ['a relative address', { url: '/soup' }, 'url', M.urlInvalid],
    [
      'an address too long',
      { url: `https://a.example/${'x'.repeat(RECIPE_IMPORT.urlMaxLength)}` },
      'url',
      M.urlTooLong,
    ],
    ['a page that is not text', { url: 'https://a.example/', html: { body: 'x' } }, 'html', M.htmlInvalid],
    ['a blank text', { text: ' \n ' }, 'text', M.textRequired],
    ['a text that is not text', { text: 42 }, 'text', M.textRequired],
    ['a text too long', { text: 'x'.repeat(RECIPE_IMPORT.textMaxLength + 1) }, 'text', M.textTooLong],
  ])('%s answers 422 with the field’s message', async (_case, payload, field, message) => {
    const response = await importAs(cook, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
  });

  it('refuses a NUL character in the address or the page', async () => {
    for (const payload of [{ url: `${site.origin}/soup\u0000` }, { url: `${site.origin}/x`, html: '<p>\u0000</p>' }]) {
      const response = await importAs(cook, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain('NUL character');
    }
  });

  it('ignores extra fields, and refuses __proto__ (400) and a body of many values (400)', async () => {
    const extra = await importAs(cook, {
      text: 'Toast\n\nIngredients\n1 slice bread\n\nMethod\n1. Toast it.',
      admin: true,
    });
    expect(extra.statusCode).toBe(200);
    const poisoned = await importAs(cook, '{"__proto__":{"admin":true},"url":"https://a.example/"}');
    expect(poisoned.statusCode).toBe(400);
    const many = await importAs(cook, JSON.stringify({ url: 'https://a.example/', list: new Array(10_000).fill(1) }));
    expect(many.statusCode).toBe(400);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[1,2]', '"https://a.example/"', 'null']) {
      const response = await importAs(cook, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
    }
  });
});
