import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { findBlog, listBlogs } from '../services/content/blogs';

/** Blog list and detail. See docs/api/content.md. */
const blogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/blogs', async () => ok(await listBlogs(app.db)));

  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request) => {
    const blog = await findBlog(app.db, request.params.slug);
    if (!blog) throw notFound('Blog not found');
    return ok(blog);
  });
};

export default blogRoutes;
