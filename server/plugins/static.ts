import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves uploaded media under /uploads and the built SPA from dist/. Hashed assets are
 * precompressed at build time (brotli, gzip) and cached for a year; index.html is always
 * revalidated. Any other GET path that is not /api falls back to index.html.
 */
export default fp(
  async (app) => {
    const { uploadsDir, distDir } = app.config;

    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });

    const hasSpa = existsSync(path.join(distDir, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        preCompressed: true,
        wildcard: true,
        index: false,
        setHeaders(res, filePath) {
          // With preCompressed the file sent is index.html.br or .gz: judge by the original name.
          const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
          if (name === 'index.html') res.header('Cache-Control', 'no-cache');
          else if (/\.[0-9a-f]{8,}\./.test(name))
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'public, max-age=3600');
        },
      });
      // `/` is the dist folder itself: without this route a client that accepts no compressed
      // encoding got 403 (no directory listing) instead of the SPA.
      app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir));
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      const wantsSpa =
        hasSpa &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/uploads/');
      if (wantsSpa) {
        void reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
        return;
      }
      void reply.status(404).send({ success: false, message: `No route for ${request.method} ${pathname}` });
    });
  },
  { name: 'static', dependencies: ['deps'] },
);
