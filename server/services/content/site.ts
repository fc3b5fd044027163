/** Site settings and social links (the footer and the header's logo); HTML descriptions leave sanitised. */
import { asc, eq } from 'drizzle-orm';
import type { SocialMedia } from '../../../contract/constants';
import type { SiteSettingsDto, SocialLinkDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { siteSettings, socialLinks } from '../../db/schema';
import { sanitiseHtml } from '../html';

const SITE_SETTINGS_ID = 1;

export async function loadSiteSettings(db: Database): Promise<SiteSettingsDto | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID)).limit(1);
  if (!row) return null;
  return {
    logo: row.logo,
    favicon: row.favicon,
    description: sanitiseHtml(row.description),
    copyright_text: row.copyrightText,
  };
}

export async function listSocialLinks(db: Database): Promise<SocialLinkDto[]> {
  const rows = await db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id));
  return rows.map((row) => ({
    id: row.id,
    social_media: row.socialMedia as SocialMedia,
    profile_link: row.profileLink,
  }));
}
