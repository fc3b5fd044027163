import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ContentBlockDto } from '../../../contract/types';
import { createdAt, serialId } from './columns';

/** A single row (id 1). */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  logo: text('logo').notNull(),
  favicon: text('favicon').notNull(),
  description: text('description').notNull(),
  copyrightText: text('copyright_text').notNull(),
});

export const socialLinks = pgTable('social_links', {
  id: serialId(),
  socialMedia: text('social_media').notNull(),
  profileLink: text('profile_link').notNull(),
  position: integer('position').notNull().default(0),
});

/** Page content blocks of SPEC.md §7 (/api/cms/{key}): one object or a list per key. */
export const cmsBlocks = pgTable('cms_blocks', {
  key: text('key').primaryKey(),
  content: jsonb('content').$type<ContentBlockDto | ContentBlockDto[]>().notNull(),
});

export const blogs = pgTable('blogs', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  categoryName: text('category_name').notNull(),
  authorName: text('author_name').notNull(),
  authorImage: text('author_image').notNull(),
  createdAt: createdAt(),
});
