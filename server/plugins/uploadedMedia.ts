import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyUnavailable } from './errors';
import type { ObjectStorage } from '../services/infra/storage';

/** A single suffix range, `bytes=-N`: the last N bytes. */
const SUFFIX_RANGE = /^bytes=-(\d{1,15})$/;

/**
 * Serves uploaded media under /uploads/, the paths SPEC.md's client joins to the host, from
 * whichever backend holds them: files on disk through @fastify/static, or objects in an
 * S3-compatible store streamed through the app (docs/decisions.md, "Media in object storage").
 * Either way: the right content type, a 30-day immutable cache lifetime (names are random per
 * upload), validators for revalidation, and byte ranges for video seeking.
 */
export default fp(
  async (app) => {
    const storage = app.storage;
    if (storage.kind === 'disk') {
      const disk = storage;
      await app.register(async (scope) => {
        // "The last N bytes" of a file shorter than N is the whole file (RFC 9110 §14.1.2): the
        // range parser @fastify/static uses refuses it with 416, so it is asked for from byte 0.
        scope.addHook('onRequest', async (request: FastifyRequest<{ Params: { '*'?: string } }>) => {
          const suffix = SUFFIX_RANGE.exec(request.headers.range ?? '');
          const relative = request.params['*'];
          if (!suffix || !relative) return;
          const file = await disk.stat(`uploads/${relative}`).catch(() => null);
          if (file && file.bytes > 0 && Number(suffix[1]) > file.bytes) request.headers.range = 'bytes=0-';
        });
        await scope.register(fastifyStatic, {
          root: disk.root,
          prefix: '/uploads/',
          decorateReply: false,
          maxAge: '30d',
          immutable: true,
        });
      });
      return;
    }
    const objects: ObjectStorage = storage;
    const serve = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      let answer;
      try {
        answer = await objects.serve(`uploads/${request.params['*']}`, {
          head: request.method === 'HEAD',
          range: request.headers.range,
          ifNoneMatch: request.headers['if-none-match'],
          ifModifiedSince: request.headers['if-modified-since'],
        });
      } catch (error) {
        // The store is down or refuses us: the page still works, its pictures come back with the store.
        request.log.warn({ err: error }, 'media store unavailable');
        return replyUnavailable(reply);
      }
      if (answer.status === 404) return reply.callNotFound();
      void reply.status(answer.status).headers(answer.headers);
      if (answer.status === 416 || answer.status === 304) return reply.send();
      return reply.send(answer.body ?? '');
    };
    app.route({ method: ['GET', 'HEAD'], url: '/uploads/*', exposeHeadRoute: false, handler: serve });
  },
  { name: 'uploadedMedia', dependencies: ['deps'] },
);
