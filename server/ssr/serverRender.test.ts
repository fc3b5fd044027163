// The one server test that runs the SPA's code: the renderer the server loads from dist/ssr/, from source.
// eslint-disable-next-line no-restricted-imports
import { renderPage } from '../../src/ssr/renderPage';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';
import type { FastifyRequest } from 'fastify';
import { SERVER_ANSWERS_ID, SERVER_SCRIPTS_ID, SIGNED_IN_COOKIE, type RenderPage } from '../../contract/serverRender';
import { createServerRenderer, hasSignedInCookie, isServerRenderedPage, type ServerRenderer } from './serverRender';

/** index.html as webpack writes it (minified attributes), with the settings preload. */
const SHELL =
  '<!doctype html><html lang=en><head><title>Forkcast</title><link rel=preload href=/api/site-settings as=fetch crossorigin=anonymous>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><noscript>JS</noscript><div id=root><div>Forkcast</div></div></body></html>';
/** The shell with three entry scripts and a page chunk hinted (server/ssr/pageHints.ts). */
const SHELL_WITH_SCRIPTS = SHELL.replace(
  '<script defer src=/assets/main.0123456789ab.js></script>',
  '<script defer src=/assets/runtime.1.js></script><script defer src=/assets/boot.2.js></script><script defer src=/assets/main.3.js></script>' +
    '<link rel="preload" as="script" href="/assets/page-blog.4.js">',
);
const LOADER = '/assets/start-after-paint.5.js';
const ORIGIN = 'http://localhost:3000';
const HOSTILE_NAME = 'Soup </script><script>alert(1)</script> & <b>bread</b>';

let ctx: TestContext;
let recipeId: number;
let libraryName: string;

const answersOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${SERVER_ANSWERS_ID}">(.*?)</script>`).exec(html);
  return match
    ? (JSON.parse(match[1]) as {
        api: { queries: Record<string, { status: string; data: unknown }> };
        recipes: { id: number; name: string }[];
      })
    : null;
};

/** The page as static.ts sends it: the rendered page in the shell, or the shell alone. */
async function pageHtml(renderer: ServerRenderer, url: string, visitorIp: string, shell: string): Promise<string> {
  const page = await renderer.render(url, ORIGIN, visitorIp);
  return page ? renderer.html(shell, page) : shell;
}

/** The real renderer, counting how often it renders. */
function countingRenderer() {
  const counter = { renders: 0, render: (async () => null) as RenderPage };
  counter.render = async (request) => {
    counter.renders += 1;
    return renderPage(request);
  };
  return counter;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db);
  const category = await createCategory(ctx.db, 'Dinner');
  const library = await createLibrary(ctx.db);
  libraryName = library.dietName;
  recipeId = (
    await createRecipe(ctx.db, {
      userId: user.id,
      categoryId: category.id,
      libraryId: library.id,
      recipeName: HOSTILE_NAME,
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

describe('server rendering of public pages', () => {
  it('renders a recipe page with its answers, its styles and the settings preload removed', async () => {
    const renderer = createServerRenderer(ctx.app, renderPage, { cacheMs: 0 });
    const html = await pageHtml(renderer, `/recipe-details/${recipeId}`, '127.0.0.1', SHELL);

    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));
    // The recipe's name as the page heading, escaped as text.
    expect(root).toContain('<h1');
    expect(root).toContain('Soup &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bread&lt;/b&gt;');
    expect(root).not.toContain('<div>Forkcast</div>');
    expect(html).toMatch(/<style[^>]*data-styled[^>]*>[\s\S]+<\/style>[\s\S]*<\/head>/);
    expect(html).not.toContain('href=/api/site-settings');
    // The page's own title, escaped, in place of the shell's.
    expect(html).toContain(
      '<title>Soup &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bread&lt;/b&gt; · Forkcast</title>',
    );
    expect(html).not.toContain('<title>Forkcast</title>');

    // The answers: one script element that no recipe name can close early.
    expect(html.match(/<\/script>/g)?.length).toBe(2);
    const answers = answersOf(html);
    expect(answers).not.toBeNull();
    expect(answers!.api.queries[`getRecipeDetails(${recipeId})`]?.status).toBe('fulfilled');
    // What the page's answers led to (the second and third render passes): its reviews.
    expect(answers!.api.queries[`getReviews({"page":1,"recipeId":${recipeId},"signedIn":false})`]?.status).toBe(
      'fulfilled',
    );
    // No settings in this database: the failure is sent too, so the browser hydrates the same state.
    expect(answers!.api.queries['getSiteSettings(undefined)']?.status).toBe('rejected');
    expect(answers!.recipes.map((recipe) => recipe.name)).toContain(HOSTILE_NAME);
  });

  it('renders the libraries page, whose list a first render only asks for after the settings answer', async () => {
    const renderer = createServerRenderer(ctx.app, renderPage, { cacheMs: 0 });
    const html = await pageHtml(renderer, '/recipe-library', '127.0.0.1', SHELL);
    expect(html).toContain(`>${libraryName}<`);
    expect(answersOf(html)?.api.queries).toHaveProperty(['getLibraries(undefined)']);
  });

  it('leaves the page to the browser when rendering fails', async () => {
    const failing: RenderPage = async () => {
      throw new Error('boom');
    };
    expect(await pageHtml(createServerRenderer(ctx.app, failing, { cacheMs: 0 }), '/', '127.0.0.1', SHELL)).toBe(SHELL);
  });

  it('renders each address once per cache window', async () => {
    const counting = countingRenderer();
    const renderer = createServerRenderer(ctx.app, counting.render, { cacheMs: 60_000 });
    const [first, second] = await Promise.all([
      pageHtml(renderer, '/blog', '127.0.0.1', SHELL),
      pageHtml(renderer, '/blog', '127.0.0.1', SHELL),
    ]);
    expect(first).toBe(second);
    await pageHtml(renderer, '/auth/login', '127.0.0.1', SHELL);
    expect(counting.renders).toBe(2);
  });

  it('renders a recipe page for every reader, since the render counts their view', async () => {
    const counting = countingRenderer();
    const renderer = createServerRenderer(ctx.app, counting.render, { cacheMs: 60_000 });
    await pageHtml(renderer, `/recipe-details/${recipeId}`, '10.0.0.1', SHELL);
    await pageHtml(renderer, `/recipe-details/${recipeId}`, '10.0.0.2', SHELL);
    expect(counting.renders).toBe(2);
  });

  it('knows a signed-in browser by its cookie', () => {
    const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;
    expect(hasSignedInCookie(withCookie(`${SIGNED_IN_COOKIE}=1`))).toBe(true);
    expect(hasSignedInCookie(withCookie(`theme=dark; ${SIGNED_IN_COOKIE}=1; lang=en`))).toBe(true);
    expect(hasSignedInCookie(withCookie(`${SIGNED_IN_COOKIE}=`))).toBe(false);
    expect(hasSignedInCookie(withCookie(`not_${SIGNED_IN_COOKIE}=1`))).toBe(false);
    expect(hasSignedInCookie(withCookie())).toBe(false);
  });

  it('starts the app after the page has painted: its scripts listed in order for the loader, none loaded with the page', async () => {
    const renderer = createServerRenderer(ctx.app, renderPage, { cacheMs: 0, startAfterPaint: LOADER });
    const html = await pageHtml(renderer, '/blog', '127.0.0.1', SHELL_WITH_SCRIPTS);
    expect(html).not.toMatch(/<script defer src=\/assets\/(runtime|boot|main)/);
    expect(html).not.toContain('rel="preload" as="script"');
    const list = new RegExp(
      `<script type="application/json" id="${SERVER_SCRIPTS_ID}">(.*?)</script><script defer src="${LOADER}"></script></head>`,
    ).exec(html);
    expect(list).not.toBeNull();
    // The page chunk before the last entry, which renders the page.
    expect(JSON.parse(list![1])).toEqual([
      '/assets/runtime.1.js',
      '/assets/boot.2.js',
      '/assets/page-blog.4.js',
      '/assets/main.3.js',
    ]);
    // Still rendered, answers and all.
    expect(answersOf(html)).not.toBeNull();
  });

  it('leaves the scripts of a page it could not render as index.html has them', async () => {
    const failing: RenderPage = async () => null;
    const renderer = createServerRenderer(ctx.app, failing, { cacheMs: 0, startAfterPaint: LOADER });
    expect(await pageHtml(renderer, '/blog', '127.0.0.1', SHELL_WITH_SCRIPTS)).toBe(SHELL_WITH_SCRIPTS);
  });

  it('renders public pages only', () => {
    expect(isServerRenderedPage('/')).toBe(true);
    expect(isServerRenderedPage(`/recipe-details/${recipeId}`)).toBe(true);
    expect(isServerRenderedPage('/dashboard/overview')).toBe(false);
    expect(isServerRenderedPage('/my-recipe-details/1')).toBe(false);
    expect(isServerRenderedPage('/auth')).toBe(false);
    expect(isServerRenderedPage('/auth/verify-email')).toBe(true);
    expect(isServerRenderedPage('/auth/verify-otp')).toBe(false);
    expect(isServerRenderedPage('/auth/reset-password')).toBe(false);
  });
});
