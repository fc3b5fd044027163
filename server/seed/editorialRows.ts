/** Writes the editorial side of the site: settings, social links, the blog and the CMS blocks. */
import type { CmsKey } from '../../contract/constants';
import type { ContentBlockDto } from '../../contract/types';
import { blogs, cmsBlocks, siteSettings, socialLinks } from '../db/schema';
import { BLOG_AUTHORS, BLOGS } from './blogsData';
import {
  AGE_GROUP_CARDS,
  HOME_BANNER,
  MEAL_PLANNER_PROMO,
  MEAL_PLANNING_BY_AGE_GROUP,
  SHARE_YOUR_RECIPE,
  SITE_SETTINGS_TEXT,
  SOCIAL_LINKS,
  TESTIMONIALS,
  WHY_CHOOSE_US,
} from './cmsData';
import type { SeedArtwork } from './seedArtwork';
import { daysBefore, type SeedContext } from './seedContext';

type Promo = { title: string; description: string; btn_text: string; btn_link: string };
type IconCard = { title: string; description: string };

/** A promo block: its text and button from cmsData, its stored image. */
const promoBlock = (promo: Promo, image: string) => ({
  title: promo.title,
  description: promo.description,
  btn_text: promo.btn_text,
  btn_link: promo.btn_link,
  image,
});

/** A list of icon cards, numbered from 1, each card's stored icon also its image. */
const iconCards = (cards: readonly IconCard[], icons: string[]) =>
  cards.map((card, index) => ({
    id: index + 1,
    title: card.title,
    description: card.description,
    icon: icons[index],
    image: icons[index],
  }));

/** The content of every CMS key, with the stored image paths filled in. */
export function cmsContent(artwork: SeedArtwork): Record<CmsKey, ContentBlockDto | ContentBlockDto[]> {
  const [imageOne, imageTwo, imageThree] = artwork.homeBanner;
  return {
    'home-banner': {
      ...promoBlock(HOME_BANNER, imageOne),
      image_one: imageOne,
      image_two: imageTwo,
      image_three: imageThree,
    },
    'why-choose-us': iconCards(WHY_CHOOSE_US, artwork.whyChooseUs),
    'meal-planner': promoBlock(MEAL_PLANNER_PROMO, artwork.mealPlanner),
    'share-your-recipe': promoBlock(SHARE_YOUR_RECIPE, artwork.shareYourRecipe),
    testimonial: TESTIMONIALS.map((item, index) => ({
      id: index + 1,
      name: item.name,
      title: item.name,
      sub_title: item.sub_title,
      description: item.description,
      rating: item.rating,
      image: artwork.testimonials[index],
    })),
    'meal-planning-by-age-group': { ...MEAL_PLANNING_BY_AGE_GROUP },
    'meal-planner-card': iconCards(AGE_GROUP_CARDS, artwork.ageGroupCards),
  };
}

export async function insertEditorial(context: SeedContext, artwork: SeedArtwork): Promise<void> {
  await context.tx.insert(siteSettings).values({
    id: 1,
    logo: artwork.logo,
    favicon: artwork.favicon,
    description: SITE_SETTINGS_TEXT.description,
    copyrightText: SITE_SETTINGS_TEXT.copyrightText,
  });
  await context.tx.insert(socialLinks).values(SOCIAL_LINKS.map((link, position) => ({ ...link, position })));
  await context.tx.insert(blogs).values(
    BLOGS.map((blog) => ({
      slug: blog.slug,
      title: blog.title,
      description: blog.html,
      image: artwork.blogs.get(blog.slug)!,
      categoryName: blog.categoryName,
      authorName: BLOG_AUTHORS[blog.author].name,
      authorImage: artwork.blogAuthors.get(blog.author)!,
      createdAt: daysBefore(context.now, blog.daysAgo + context.random.next() * 0.5),
    })),
  );
  const content = cmsContent(artwork);
  await context.tx
    .insert(cmsBlocks)
    .values((Object.keys(content) as CmsKey[]).map((key) => ({ key, content: content[key] })));
}
