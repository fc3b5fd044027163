import type { FastifyPluginAsync } from 'fastify';

/** Routes of this domain; see docs/api.md. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
