/**
 * A recipe site of our own for the import tests (issue 36), served on this machine and let
 * through the importer by IMPORT_ALLOWED_HOSTS (playwright.config.ts): a food blog's page with
 * JSON-LD in a Yoast `@graph` and WP Recipe Maker markup, a page to use the bookmarklet on,
 * a site that answers the server with 403 and a bot challenge, and the recipe's photo
 * (generated, never downloaded).
 */
import http from 'node:http';
import sharp from 'sharp';
import { recipePage, BLOCKED_PAGE } from './pages';

const port = Number(process.env.RECIPE_SITE_PORT ?? 3212);

async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><radialGradient id="soup" cx="50%" cy="50%" r="50%">
      <stop offset="0%" stop-color="#F2A65A"/><stop offset="70%" stop-color="#D9642B"/><stop offset="100%" stop-color="#8C3B12"/>
    </radialGradient></defs>
    <rect width="1200" height="800" fill="#EFE6D8"/>
    <circle cx="600" cy="400" r="330" fill="#FFFFFF"/>
    <circle cx="600" cy="400" r="280" fill="url(#soup)"/>
    <circle cx="540" cy="350" r="22" fill="#5E8C31"/><circle cx="660" cy="450" r="18" fill="#5E8C31"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function main(): Promise<void> {
  const image = await photo();
  const origin = `http://127.0.0.1:${port}`;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    } else if (path === '/images/red-lentil-soup.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length }).end(image);
    } else if (path === '/recipes/weeknight-red-lentil-soup/' || path === '/bookmarklet/red-lentil-soup/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage(origin, path));
    } else if (path === '/members-only/lasagne/') {
      // What a site behind a bot wall answers a server, while a cook's browser sees the recipe.
      const isBrowser = /Chrome\//.test(request.headers['user-agent'] ?? '');
      if (isBrowser)
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage(origin, path));
      else response.writeHead(403, { 'content-type': 'text/html; charset=utf-8' }).end(BLOCKED_PAGE);
    } else {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Not found</h1>');
    }
  });
  server.listen(port, '127.0.0.1', () => console.log(`recipe site on ${origin}`));
}

void main();
