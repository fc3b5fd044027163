import type { FastifyPluginAsync } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import type { CategoryDto, LibraryDto, SiteSettingsDto, SocialLinkDto, TagDto } from '../../contract/types';
import type { SocialMedia } from '../../contract/constants';
import type { Database } from '../db/client';
import { categories, recipeLibraries, recipes, recipeTags, siteSettings, socialLinks, tags } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { optionalIdQuery } from '../http/validate';
import { sanitiseHtml } from '../services/html';

const SITE_SETTINGS_ID = 1;

async function loadSiteSettings(db: Database): Promise<SiteSettingsDto | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID)).limit(1);
  if (!row) return null;
  return {
    logo: row.logo,
    favicon: row.favicon,
    description: sanitiseHtml(row.description),
    copyright_text: row.copyrightText,
  };
}

async function listSocialLinks(db: Database): Promise<SocialLinkDto[]> {
  const rows = await db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id));
  return rows.map((row) => ({
    id: row.id,
    social_media: row.socialMedia as SocialMedia,
    profile_link: row.profileLink,
  }));
}

async function listCategories(db: Database): Promise<CategoryDto[]> {
  return db
    .select({ id: categories.id, category_name: categories.categoryName })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

async function listLibraries(db: Database): Promise<LibraryDto[]> {
  return db
    .select({
      id: recipeLibraries.id,
      diet_name: recipeLibraries.dietName,
      image: recipeLibraries.image,
      recipes_count: count(recipes.id),
    })
    .from(recipeLibraries)
    .leftJoin(recipes, eq(recipes.recipeLibraryId, recipeLibraries.id))
    .groupBy(recipeLibraries.id)
    .orderBy(asc(recipeLibraries.position), asc(recipeLibraries.id));
}

/** Tags attached to at least one recipe, optionally only recipes of one library. */
async function listTagsInUse(db: Database, libraryId: number | null): Promise<TagDto[]> {
  return db
    .selectDistinct({ id: tags.id, tag_name: tags.tagName })
    .from(tags)
    .innerJoin(recipeTags, eq(recipeTags.tagId, tags.id))
    .innerJoin(recipes, eq(recipes.id, recipeTags.recipeId))
    .where(libraryId === null ? undefined : eq(recipes.recipeLibraryId, libraryId))
    .orderBy(asc(tags.tagName), asc(tags.id));
}

/** Site-wide lists and settings. See docs/api/content.md. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/site-settings', async () => {
    const settings = await loadSiteSettings(app.db);
    if (!settings) throw notFound('Site settings not found');
    return ok(settings);
  });

  app.get('/social-links', async () => ok(await listSocialLinks(app.db)));

  app.get('/categories', async () => ok(await listCategories(app.db)));

  app.get('/recipe-libraries', async () => ok(await listLibraries(app.db)));

  // Empty means no filter (SPEC.md §7 leaves empty parameters out; some clients send them empty).
  app.get<{ Querystring: Record<string, unknown> }>('/tags', async (request) =>
    ok(await listTagsInUse(app.db, optionalIdQuery(request.query.recipe_library_id, 'recipe_library_id'))),
  );
};

export default catalogRoutes;
