/** The blog list and one blog, with sanitised HTML and dates as the cards show them. */
import { desc, eq } from 'drizzle-orm';
import type { BlogDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { blogs } from '../../db/schema';
import { sanitiseHtml } from '../html';
import { formatCreatedDate, timeAgo } from '../timeAgo';

type BlogRow = typeof blogs.$inferSelect;

function toBlogDto(row: BlogRow, now: Date): BlogDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: sanitiseHtml(row.description),
    image: row.image,
    category: { category_name: row.categoryName },
    time_ago: timeAgo(row.createdAt, now),
    created_date: formatCreatedDate(row.createdAt),
    author_name: row.authorName,
    author_image: row.authorImage,
  };
}

export async function listBlogs(db: Database): Promise<BlogDto[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  const now = new Date();
  return rows.map((row) => toBlogDto(row, now));
}

/** By slug first; a numeric value that is no slug is read as the blog's id (SPEC.md calls /api/blog/{id}). */
export async function findBlog(db: Database, slugOrId: string): Promise<BlogDto | null> {
  const [bySlug] = await db.select().from(blogs).where(eq(blogs.slug, slugOrId)).limit(1);
  if (bySlug) return toBlogDto(bySlug, new Date());
  if (!/^[1-9]\d{0,8}$/.test(slugOrId)) return null;
  const [byId] = await db
    .select()
    .from(blogs)
    .where(eq(blogs.id, Number(slugOrId)))
    .limit(1);
  return byId ? toBlogDto(byId, new Date()) : null;
}
