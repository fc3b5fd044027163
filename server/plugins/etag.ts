import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * Weak ETags on successful GET answers of the API, and 304 when the client already has that
 * version: list and detail reads are re-requested often (RTK Query refetches on focus and
 * after mutations), and most of the time nothing changed.
 */
export function weakETag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      // A route that reuses a kept answer may have set its tag already (weakETag).
      const preset = reply.getHeader('ETag');
      const etag = typeof preset === 'string' ? preset : weakETag(payload);
      void reply.header('ETag', etag);
      // Personalised answers must not be shared by caches between users.
      void reply.header('Cache-Control', request.headers.authorization ? 'private, no-cache' : 'no-cache');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((value) => value.trim() === etag)) {
        void reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'etag' },
);
