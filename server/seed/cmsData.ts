/**
 * Site settings, social links and the page content blocks of SPEC.md §7, with the art each
 * image is drawn from. Image fields are filled in by the seed once the images are stored.
 */
import type { AgeGroup, SocialMedia } from '../../contract/constants';
import { PALETTES } from './catalogData';
import type { Palette } from './imageScenes';

export const SITE_SETTINGS_TEXT = {
  description:
    '<p><strong>Forkcast</strong> is where families share the recipes they love and plan a calmer week of meals. Browse dishes by diet and age group, save your favourites and build a weekly plan in minutes.</p>',
  copyrightText: '© 2026 Forkcast. All rights reserved.',
};

export const SOCIAL_LINKS: readonly { socialMedia: SocialMedia; profileLink: string }[] = [
  { socialMedia: 'facebook', profileLink: 'https://www.facebook.com/forkcast' },
  { socialMedia: 'twitter', profileLink: 'https://twitter.com/forkcast' },
  { socialMedia: 'instagram', profileLink: 'https://www.instagram.com/forkcast' },
];

export interface BannerArt {
  emojis: readonly string[];
  palette: Palette;
}

export interface BadgeArt {
  emoji: string;
  palette: Palette;
}

export const HOME_BANNER = {
  title: 'Cook together, eat well, plan less',
  description:
    'Discover hundreds of family-tested recipes sorted by diet and age group, save the ones your children actually eat, and plan the whole week in a few taps.',
  btn_text: 'Explore recipes',
  btn_link: '/recipe-library',
  art: [
    { emojis: ['🥗', '🍝', '🥘'], palette: PALETTES.peach },
    { emojis: ['🥞', '🍓', '🥣'], palette: PALETTES.berry },
    { emojis: ['🍛', '🥙', '🍲'], palette: PALETTES.sage },
  ] satisfies BannerArt[],
};

export const WHY_CHOOSE_US: readonly { title: string; description: string; art: BadgeArt }[] = [
  {
    title: 'Recipes for every age',
    description:
      'Every recipe is tagged for teens, adults, middle adulthood or seniors, so everyone at the table is catered for.',
    art: { emoji: '👨‍👩‍👧‍👦', palette: PALETTES.peach },
  },
  {
    title: 'Organised by diet',
    description:
      'Vegetarian, vegan, gluten-free, keto and more: find dishes that suit your family’s needs in one click.',
    art: { emoji: '🥦', palette: PALETTES.mint },
  },
  {
    title: 'Plan your week',
    description: 'Drop recipes into a Saturday-to-Friday planner and stop asking “what’s for dinner?” every evening.',
    art: { emoji: '🗓️', palette: PALETTES.sky },
  },
  {
    title: 'Shared by real families',
    description: 'Recipes, ratings and reviews come from parents and home cooks who make them on busy weeknights.',
    art: { emoji: '💛', palette: PALETTES.lemon },
  },
];

export const MEAL_PLANNER_PROMO = {
  title: 'Plan a whole week of meals in minutes',
  description:
    'Pick breakfasts, lunches and dinners for every day from Saturday to Friday, rename meals to suit your family and see the week at a glance. Less stress, less waste, more time at the table.',
  btn_text: 'Open the meal planner',
  btn_link: '/meal-planner',
  art: { emojis: ['🍳', '🥪', '🍲'], palette: PALETTES.teal } satisfies BannerArt,
};

export const SHARE_YOUR_RECIPE = {
  title: 'Share your family favourite',
  description:
    'Got a dish everyone asks for? Add your ingredients, steps and a photo, and help another family find their new weeknight hero.',
  btn_text: 'Share your recipe',
  btn_link: '/dashboard/share-recipes',
  art: { emojis: ['🧑‍🍳', '🥧', '🍰'], palette: PALETTES.blush } satisfies BannerArt,
};

export const TESTIMONIALS: readonly {
  name: string;
  sub_title: string;
  description: string;
  rating: number;
  art: BadgeArt;
}[] = [
  {
    name: 'Rachel Hughes',
    sub_title: 'Mum of three, Leeds',
    description:
      'Sunday planning used to take an hour of arguing. Now the kids pick one dinner each in the planner and the shopping list practically writes itself.',
    rating: 5,
    art: { emoji: '👩🏼', palette: PALETTES.peach },
  },
  {
    name: 'David Chen',
    sub_title: 'Dad and weekend baker, Manchester',
    description:
      'The age-group filter is brilliant. I find teen-friendly dinners for my two and softer dishes for my dad, all in one place.',
    rating: 5,
    art: { emoji: '👨🏻', palette: PALETTES.sky },
  },
  {
    name: 'Amara Osei',
    sub_title: 'Nurse and busy parent, Bristol',
    description:
      'I work shifts, so batch cooking is everything. The freezer-friendly tag has saved so many evenings in our house.',
    rating: 5,
    art: { emoji: '👩🏿', palette: PALETTES.mint },
  },
  {
    name: 'Margaret Ellis',
    sub_title: 'Grandmother of five, Cardiff',
    description:
      'I shared my shepherd’s pie and three families have reviewed it already. It is lovely to see my recipes cooked in other kitchens.',
    rating: 4,
    art: { emoji: '👵🏻', palette: PALETTES.berry },
  },
  {
    name: 'James Patel',
    sub_title: 'Student cook, Birmingham',
    description:
      'Cheap, quick and actually tasty. The budget recipes got me through my first year without living on toast.',
    rating: 5,
    art: { emoji: '🧑🏽', palette: PALETTES.lemon },
  },
  {
    name: 'Sophie Martin',
    sub_title: 'Coeliac mum of two, Edinburgh',
    description:
      'Finding gluten-free meals the whole family enjoys was hard. The Gluten-Free library has become my go-to every single week.',
    rating: 5,
    art: { emoji: '👩🏼‍🦰', palette: PALETTES.lavender },
  },
];

export const MEAL_PLANNING_BY_AGE_GROUP = {
  title: 'Meal planning by age group',
  description:
    'Nutritional needs change as we grow. Choose an age group to find recipes with the right balance of energy, protein and texture for everyone at your table.',
};

export const AGE_GROUP_CARDS: readonly { ageGroup: AgeGroup; title: string; description: string; art: BadgeArt }[] = [
  {
    ageGroup: 'teen',
    title: 'Teen (13 to 19 years)',
    description: 'Hearty, protein-rich meals and quick snacks to fuel growth spurts, exams and sport.',
    art: { emoji: '🧒', palette: PALETTES.lemon },
  },
  {
    ageGroup: 'adult',
    title: 'Adult (20 to 39 years)',
    description: 'Fast, balanced dinners and lunches that fit around work, training and young families.',
    art: { emoji: '🧑', palette: PALETTES.peach },
  },
  {
    ageGroup: 'middle-adulthood',
    title: 'Middle adulthood (40 to 59 years)',
    description: 'Fibre-rich, heart-friendly dishes with plenty of vegetables, whole grains and oily fish.',
    art: { emoji: '🧔', palette: PALETTES.sage },
  },
  {
    ageGroup: 'senior-adult',
    title: 'Senior Adult (60+ years)',
    description: 'Gentle, flavourful meals rich in protein and calcium, easy to prepare and easy to enjoy.',
    art: { emoji: '🧓', palette: PALETTES.lavender },
  },
];

export const LOGO_ART = { emoji: '🍴', palette: PALETTES.peach, textColour: '#2B2118', accentColour: '#E2592B' };
export const FAVICON_ART: BadgeArt = { emoji: '🍴', palette: ['#FFB47A', '#E8623A'] };
