import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createPageHints } from '../ssr/pageHints';
import { hasSignedInCookie, isServerRenderedPage, loadServerRenderer } from '../ssr/serverRender';

/**
 * Serves the built SPA from dist/ (uploaded media: uploadedMedia.ts). Hashed assets are
 * precompressed at build time (brotli, gzip) and cached for a year; index.html is always
 * revalidated, and so is the service worker (/sw.js). /manifest.webmanifest and the app's
 * icons are plain files, cached for an hour. Any other GET path that is not /api falls back to index.html, with preload hints
 * for that page's chunk and largest image (ssr/pageHints.ts); public pages come rendered
 * (ssr/serverRender.ts) unless SERVER_RENDER=off. dist/ssr/ (the renderer) is not served.
 */
export default fp(
  async (app) => {
    const { distDir } = app.config;

    const hasSpa = existsSync(path.join(distDir, 'index.html'));
    const pageHints = hasSpa ? createPageHints(distDir, app.db) : null;
    const renderer =
      hasSpa && app.config.serverRender ? loadServerRenderer(app, distDir, app.config.answerCacheMs) : null;
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const rendersHere = renderer && isServerRenderedPage(pathname) && !hasSignedInCookie(request);
      // The page's absolute URLs (images, share links) use the configured origin: the Host header is the client's to forge.
      const page = rendersHere ? await renderer.render(request.url, app.config.publicUrl, request.ip) : null;
      // A rendered page preloads its own images (React's hints); the shell hints the largest one
      // only for the browser to render the page itself.
      const shell = await pageHints!.html(pathname, { heroImage: !page });
      const html = page && renderer ? renderer.html(shell, page) : shell;
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        preCompressed: true,
        wildcard: true,
        index: false,
        allowedPath: (pathName) => !/^\/ssr(\/|$)/.test(pathName),
        setHeaders(res, filePath) {
          // With preCompressed the file sent is index.html.br or .gz: judge by the original name.
          const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
          // The service worker (webpack.config.ts, InjectManifest) is revalidated on every check so a
          // new release reaches installed apps at once; the browser caps it at a day anyway.
          if (name === 'index.html' || name === 'sw.js') res.header('Cache-Control', 'no-cache');
          else if (/\.[0-9a-f]{8,}\./.test(name)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'public, max-age=3600');
        },
      });
      // `/` is the dist folder itself: without this route it answered 403 (no directory listing).
      app.get('/', (request, reply) => sendPage(request, reply, '/'));
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      const wantsSpa =
        hasSpa &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/uploads/');
      if (wantsSpa) return sendPage(request, reply, pathname);
      return reply.status(404).send({ success: false, message: `No route for ${request.method} ${pathname}` });
    });
  },
  { name: 'static', dependencies: ['deps', 'uploadedMedia'] },
);
