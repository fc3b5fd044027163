// Rate limits and the server renderer: its in-process API calls are not the visitor's to pay for.
// eslint-disable-next-line no-restricted-imports
import { renderPage } from '../../src/ssr/renderPage';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';
import type { RenderPage, ServerAnswers } from '../../contract/serverRender';
import { createServerRenderer } from './serverRender';

/** A renderer that asks for what a recipe page asks for (five API answers), without React's cost. */
const API_CALLS_PER_PAGE = 5;
const fetchingRenderer: RenderPage = async ({ url, origin, fetch }) => {
  const recipe = /\/recipe-details\/(\d+)/.exec(url)?.[1];
  const paths = [
    `/api/single-recipe/${recipe}`,
    '/api/categories',
    '/api/recipe-libraries',
    '/api/social-links',
    '/api/tags',
  ];
  for (const path of paths.slice(0, API_CALLS_PER_PAGE)) {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  return { html: '<main></main>', styles: '', answers: {} as ServerAnswers };
};

const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
let recipeId: number;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'on' });
  const user = await createUser(ctx.db);
  const category = await createCategory(ctx.db, 'Dinner');
  const library = await createLibrary(ctx.db);
  recipeId = (await createRecipe(ctx.db, { userId: user.id, categoryId: category.id, libraryId: library.id })).id;
}, 120_000);
afterAll(() => ctx.close());

const apiCall = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/categories', remoteAddress, headers });

describe('server rendering and the rate limits (RATE_LIMITS=on)', () => {
  it("renders 150 recipe pages for one address without spending that address's API quota, and bounds the renders", async () => {
    const renderer = createServerRenderer(ctx.app, fetchingRenderer, { cacheMs: 0 });
    const visitor = '10.20.0.1';
    let rendered = 0;
    for (let page = 1; page <= 150; page += 1) {
      if (await renderer.render(`/recipe-details/${recipeId}`, ORIGIN, visitor)) rendered += 1;
    }
    // 60 renders a minute per address (300 API answers); the other pages are left to the browser (the plain shell).
    expect(rendered).toBe(60);

    const own = await apiCall(visitor);
    expect(own.statusCode).toBe(200);
    // The visitor's first API request of the minute: none of the renderer's calls were counted.
    expect(own.headers['x-ratelimit-limit']).toBe('600');
    expect(own.headers['x-ratelimit-remaining']).toBe('599');
  });

  it('still counts the view of the reader a recipe page is rendered for', async () => {
    const renderer = createServerRenderer(ctx.app, renderPage, { cacheMs: 0 });
    const views = async () =>
      (await ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, remoteAddress: '10.20.0.3' })).json().data.views;
    const before = await views();
    expect(await renderer.render(`/recipe-details/${recipeId}`, ORIGIN, '10.20.0.2')).not.toBeNull();
    expect(await views()).toBe(before + 1);
  });

  it('cannot be claimed by an outside client: a guessed in-process header is counted like any request', async () => {
    const [headerName, secret] = Object.entries(ctx.app.inProcessRequestHeaders)[0];
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const first = await apiCall('10.20.0.9', { [headerName]: 'a-guess' });
    const second = await apiCall('10.20.0.9', {
      [headerName]: secret.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    });
    expect([first.headers['x-ratelimit-remaining'], second.headers['x-ratelimit-remaining']]).toEqual(['599', '598']);
  });
});
