import { hash } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * Weak ETags on successful GET answers of the API, and 304 when the client already has that
 * version: list and detail reads are re-requested often (RTK Query refetches on focus and
 * after mutations), and most of the time nothing changed.
 */
export function weakETag(payload: string | Buffer): string {
  // crypto.hash: the one-shot form of createHash().update().digest() (same digest), about twice
  // as fast for small bodies. (Keeping tags per body text does not pay: looking a fresh string
  // up in a Map hashes all its characters too, no faster than SHA-1.)
  return `W/"${hash('sha1', payload, 'base64url')}"`;
}

export default fp(
  async (app) => {
    // A synchronous hook (no promise per response); everything that is not a 200 GET of the
    // API with a text or buffer body passes untouched.
    app.addHook('onSend', function etag(request, reply, payload, done) {
      if (
        reply.statusCode !== 200 ||
        request.method !== 'GET' ||
        (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
        !request.url.startsWith('/api/')
      ) {
        done(null, payload);
        return;
      }
      // A route that reuses a kept answer may have set its tag already (weakETag).
      const preset = reply.getHeader('ETag');
      let etag: string;
      if (typeof preset === 'string') etag = preset;
      else {
        etag = weakETag(payload);
        void reply.header('ETag', etag);
      }
      // Personalised answers must not be shared by caches between users.
      void reply.header('Cache-Control', request.headers.authorization ? 'private, no-cache' : 'no-cache');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((value) => value.trim() === etag)) {
        void reply.code(304);
        done(null, '');
        return;
      }
      done(null, payload);
    });
  },
  { name: 'etag' },
);
