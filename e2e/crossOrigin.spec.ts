import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO } from './fixtures';
import { E2E_CLIENT_ORIGIN } from '../playwright.config';

/**
 * A browser client on another origin (issue 22): a page served from E2E_CLIENT_ORIGIN, which the
 * e2e server allows with CORS_ORIGINS, reads the API the way the original API's client does
 * (no token first, then signed in with a bearer token) and shows uploaded media. The same page
 * from an origin that is not listed is refused by the browser.
 */

/** The client: plain script, written in the original client's expressions. */
function clientPage(api: string): string {
  return `<!doctype html><html lang="en"><head><title>Other client</title></head><body>
<ul id="banner"></ul><ul id="recipes"></ul><p id="status">loading</p><img id="photo" alt="first recipe">
<script>
(async () => {
  const status = document.getElementById('status');
  try {
    const banner = await (await fetch('${api}/api/cms/home-banner')).json();
    banner.data?.map(({ title }) => document.getElementById('banner').append(Object.assign(document.createElement('li'), { textContent: title })));
    const login = await (await fetch('${api}/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: '${DEMO.email}', password: '${DEMO.password}' }),
    })).json();
    const list = await (await fetch('${api}/api/auth/recipes', { headers: { Authorization: 'Bearer ' + login.data.token } })).json();
    list.data.map((recipe) => document.getElementById('recipes').append(Object.assign(document.createElement('li'), { textContent: recipe.recipe_name })));
    document.getElementById('photo').src = '${api}/' + list.data[0].recipe_image;
    status.textContent = 'signed in as ' + login.data.user.name + ', page ' + list.meta.current_page + ' of ' + list.meta.last_page;
  } catch (error) {
    status.textContent = 'blocked: ' + error.name;
  }
})();
</script></body></html>`;
}

/** Serves the client page on `port` (0: any free port). */
async function serveClient(api: string, port: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(clientPage(api));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a client served from an allowed origin signs in, lists recipes and shows their photos', async ({
  page,
  baseURL,
}) => {
  const client = await serveClient(baseURL!, Number(new URL(E2E_CLIENT_ORIGIN).port));
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(`${client.origin}/`);
    await expect(page.locator('#status')).toHaveText(/^signed in as .+, page 1 of \d+$/);
    await expect(page.locator('#banner li').first()).not.toBeEmpty();
    await expect(page.locator('#recipes li')).toHaveCount(12);
    // The photo comes from the API's /uploads/, which may be embedded by this origin.
    await expect
      .poll(() => page.locator('#photo').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(refused).toEqual([]);
  } finally {
    await client.close();
  }
});

test('the same client from an origin that is not allowed is refused by the browser', async ({ page, baseURL }) => {
  const client = await serveClient(baseURL!, 0);
  try {
    await page.goto(`${client.origin}/`);
    await expect(page.locator('#status')).toHaveText('blocked: TypeError');
    await expect(page.locator('#banner li')).toHaveCount(0);
  } finally {
    await client.close();
  }
});
