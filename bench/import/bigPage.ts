/**
 * A large recipe page, built the same way every time, for timing the page reader: a WordPress
 * post with a Yoast graph holding the recipe (JSON-LD, sections), a recipe card, a mega menu, a
 * state blob in an inline script, a long run of comments (nested replies, ratings, people's own
 * ingredient lists) and a long footer, grown by comments to the size asked (2 MiB by default,
 * about what the largest real recipe pages weigh).
 */
import type { ExpectedPage } from './fixtures';

export const BIG_PAGE_URL =
  'https://www.example-bigblog.com/slow-cooker-beef-ragu/?utm_source=pinterest&utm_medium=social';
export const BIG_PAGE_BYTES = 2 * 1024 * 1024;

const SECTIONS = [
  {
    name: 'Brown the beef',
    steps: [
      'Pat the beef dry and season all over with the salt and pepper.',
      'Heat the oil in a large frying pan over a high heat and brown the beef in two batches, about 8 minutes per batch. Transfer to the slow cooker.',
      'Lower the heat, add the pancetta, onion, carrots and celery to the pan and cook for 10 minutes until soft.',
      'Stir in the garlic and tomato purée for 1 minute, then pour in the wine and let it bubble for 2 minutes, scraping up the browned bits.',
    ],
  },
  {
    name: 'Slow cook',
    steps: [
      'Tip the pan contents into the slow cooker with the tomatoes, stock, bay leaves, rosemary and sugar. Stir well.',
      'Cover and cook on low for 8 hours (or high for 5 hours) until the beef falls apart.',
      'Remove the bay leaves and rosemary stalks, then shred the beef in the pot with two forks.',
    ],
  },
  {
    name: 'Serve',
    steps: [
      'Cook the pappardelle in a large pan of salted water until al dente. Drain, saving a cup of the cooking water.',
      'Toss the pasta with the ragu, adding a splash of the cooking water to loosen.',
      'Serve topped with the parmesan and parsley.',
    ],
  },
];

const INGREDIENTS = [
  '1.2 kg beef chuck cut into 4 large pieces',
  '1 tsp salt',
  '1/2 tsp black pepper',
  '2 tbsp olive oil',
  '100 g diced pancetta',
  '1 large onion finely chopped',
  '2 carrots finely chopped',
  '2 celery sticks finely chopped',
  '4 garlic cloves crushed',
  '2 tbsp tomato purée',
  '250 ml red wine',
  '2 x 400 g tins chopped tomatoes',
  '250 ml beef stock',
  '2 bay leaves',
  '2 sprigs rosemary',
  '1 tsp sugar',
  '500 g pappardelle',
  '50 g parmesan grated, to serve',
  'small bunch of parsley chopped, to serve',
];

const IMAGE = 'https://www.example-bigblog.com/wp-content/uploads/2024/01/slow-cooker-beef-ragu-500x500.jpg';
/** The page's og:image: with no recipe data, the image the page names for itself. */
const PAGE_IMAGE = 'https://www.example-bigblog.com/wp-content/uploads/2024/01/slow-cooker-beef-ragu-1200x800.jpg';

export const BIG_PAGE_EXPECTED: ExpectedPage = {
  recipe_name: 'Slow Cooker Beef Ragu',
  ingredients: INGREDIENTS,
  instructions: SECTIONS.flatMap((section) => section.steps),
  serving_number: 6,
  total_time: 525,
  image_url: IMAGE,
  source_url: 'https://www.example-bigblog.com/slow-cooker-beef-ragu/',
};

/** mulberry32: a small seeded generator, so the page is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the this recipe was so good I made it for my family last night and everyone loved it ragu beef slow cooker ' +
  'pasta sauce wine tomatoes rich tender hours cooked added extra garlic next time will try with pork instead ' +
  'kids asked for seconds freezer leftovers even better day after thank you for sharing question can use ' +
  'instant pot pressure how long would mushrooms carrots celery onion rosemary bay leaves parmesan pappardelle'
).split(' ');
const NAMES = [
  'Sarah',
  'Mike R.',
  'Jen',
  'Dave from Leeds',
  'Priya',
  'Tom',
  'Anna K',
  'Carlos',
  'Emma',
  'Grandma Jo',
  'Liam',
  'Chloe',
];

function sentence(random: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: () => number): string {
  const sentences = 2 + Math.floor(random() * 4);
  return Array.from({ length: sentences }, () => sentence(random, 6 + Math.floor(random() * 14))).join(' ');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function recipeJsonLd(): string {
  const url = BIG_PAGE_EXPECTED.source_url;
  const recipe = {
    '@type': 'Recipe',
    '@id': `${url}#recipe`,
    name: BIG_PAGE_EXPECTED.recipe_name,
    author: { '@type': 'Person', name: 'Bea Harper' },
    description: 'A rich, slow-cooked beef ragu that falls apart into the sauce. Perfect with pappardelle.',
    image: [IMAGE, IMAGE.replace('500x500', '500x375'), IMAGE.replace('500x500', '480x270')],
    recipeYield: ['6', '6 people'],
    prepTime: 'PT25M',
    cookTime: 'PT8H',
    totalTime: 'PT8H45M',
    recipeIngredient: INGREDIENTS,
    recipeInstructions: SECTIONS.map((section, sectionIndex) => ({
      '@type': 'HowToSection',
      name: section.name,
      itemListElement: section.steps.map((text, stepIndex) => ({
        '@type': 'HowToStep',
        text,
        name: text,
        url: `${url}#wprm-recipe-7001-step-${sectionIndex}-${stepIndex}`,
      })),
    })),
    recipeCategory: ['Dinner'],
    recipeCuisine: ['Italian'],
    nutrition: {
      '@type': 'NutritionInformation',
      calories: '689 kcal',
      proteinContent: '52 g',
      servingSize: '1 serving',
    },
    isPartOf: { '@id': `${url}#article` },
    mainEntityOfPage: url,
  };
  const graph = [
    { '@type': 'Article', '@id': `${url}#article`, headline: 'Slow Cooker Beef Ragu', isPartOf: { '@id': url } },
    { '@type': 'WebPage', '@id': url, url, name: 'Slow Cooker Beef Ragu - Example Big Blog' },
    { '@type': 'WebSite', '@id': 'https://www.example-bigblog.com/#website', name: 'Example Big Blog' },
    recipe,
  ];
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph });
}

function stateScript(random: () => number): string {
  const related = Array.from({ length: 600 }, (_, index) => ({
    id: 10_000 + index,
    title: sentence(random, 4),
    url: `https://www.example-bigblog.com/post-${index}/`,
    image: `https://www.example-bigblog.com/wp-content/uploads/2023/${(index % 12) + 1}/post-${index}-300x300.jpg`,
    rating: Math.round(random() * 50) / 10,
    excerpt: paragraph(random),
  }));
  return `<script>window.__INITIAL_STATE__ = ${JSON.stringify({ related, ads: { slots: 40, lazy: true } })};</script>`;
}

function megaMenu(random: () => number): string {
  const groups = Array.from({ length: 20 }, (_, group) => {
    const links = Array.from(
      { length: 20 },
      (_, index) =>
        `<li><a href="https://www.example-bigblog.com/category/${group}/${index}/">${escapeHtml(sentence(random, 2))}</a></li>`,
    );
    return `<li class="menu-item-has-children"><a href="https://www.example-bigblog.com/category/${group}/">Group ${group}</a><ul class="sub-menu">${links.join('')}</ul></li>`;
  });
  return `<nav id="site-navigation" class="main-navigation"><ul class="menu">${groups.join('\n')}</ul></nav>`;
}

function recipeCard(): string {
  const ingredients = INGREDIENTS.map((line) => `<li class="wprm-recipe-ingredient">${escapeHtml(line)}</li>`).join(
    '\n',
  );
  const sections = SECTIONS.map(
    (section) =>
      `<div class="wprm-recipe-instruction-group"><h4 class="wprm-recipe-group-name">${section.name}</h4><ul class="wprm-recipe-instructions">${section.steps
        .map(
          (step) =>
            `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${escapeHtml(step)}</div></li>`,
        )
        .join('')}</ul></div>`,
  ).join('\n');
  return `<div id="wprm-recipe-container-7001" class="wprm-recipe-container"><div class="wprm-recipe">
<img src="${IMAGE}" width="500" height="500" alt="Slow cooker beef ragu">
<h2 class="wprm-recipe-name">Slow Cooker Beef Ragu</h2>
<div class="wprm-recipe-times-container"><div class="wprm-recipe-time-container"><span class="wprm-recipe-details-label">Prep Time </span><span class="wprm-recipe-time">25 mins</span></div><div class="wprm-recipe-time-container"><span class="wprm-recipe-details-label">Cook Time </span><span class="wprm-recipe-time">8 hrs</span></div><div class="wprm-recipe-time-container"><span class="wprm-recipe-details-label">Total Time </span><span class="wprm-recipe-time">8 hrs 45 mins</span></div></div>
<div class="wprm-recipe-servings-container">Servings <span class="wprm-recipe-servings">6</span> people</div>
<div class="wprm-recipe-ingredients-container"><h3>Ingredients</h3><ul class="wprm-recipe-ingredients">${ingredients}</ul></div>
<div class="wprm-recipe-instructions-container"><h3>Instructions</h3>${sections}</div>
</div></div>`;
}

function comment(random: () => number, id: number, depth: number): string {
  const name = NAMES[Math.floor(random() * NAMES.length)];
  const stars =
    random() < 0.4
      ? `<img class="wprm-comment-rating" src="https://www.example-bigblog.com/wp-content/plugins/wp-recipe-maker/assets/icons/rating/stars-${1 + Math.floor(random() * 5)}.svg" alt="stars" width="80" height="16">`
      : '';
  const ownList =
    random() < 0.05
      ? `<p>Ingredients I used:</p><ul>${Array.from({ length: 4 }, () => `<li>${escapeHtml(sentence(random, 4))}</li>`).join('')}</ul>`
      : '';
  const reply =
    depth < 2 && random() < 0.25 ? `<ol class="children">${comment(random, id + 1_000_000, depth + 1)}</ol>` : '';
  return `<li id="comment-${id}" class="comment depth-${depth + 1}"><article class="comment-body"><footer class="comment-meta"><b class="fn">${name}</b> <time datetime="2024-0${1 + (id % 9)}-1${id % 10}T12:00:00+00:00">${1 + (id % 28)} days ago</time></footer><div class="comment-content">${stars}<p>${escapeHtml(paragraph(random))}</p>${ownList}</div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#comment-${id}">Reply</a></div></article>${reply}</li>`;
}

function footer(): string {
  const links = Array.from(
    { length: 120 },
    (_, index) => `<li><a href="https://www.example-bigblog.com/page-${index}/">Footer link ${index}</a></li>`,
  ).join('');
  return `<footer id="colophon" class="site-footer"><ul class="footer-links">${links}</ul><p>&copy; 2025 Example Big Blog</p></footer>`;
}

/**
 * The page, its address as fetched, and what a careful reader would take from it. Without
 * `jsonLd` the recipe is only in the card, so a reader has to go through the whole body.
 */
export function buildBigPage(
  targetBytes = BIG_PAGE_BYTES,
  { jsonLd = true }: { jsonLd?: boolean } = {},
): { url: string; html: string; expected: ExpectedPage } {
  const random = seededRandom(36);
  const head = `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Slow Cooker Beef Ragu - Example Big Blog</title>
<link rel="canonical" href="${BIG_PAGE_EXPECTED.source_url}">
<meta property="og:image" content="${PAGE_IMAGE}">
${jsonLd ? `<script type="application/ld+json" class="yoast-schema-graph">${recipeJsonLd()}</script>` : ''}
${stateScript(random)}
<script>(function(){var s=document.createElement('script');s.src='https://ads.example-network.com/tag.js';s.async=true;document.head.appendChild(s);})();</script>
</head><body class="single single-post">`;
  const intro = Array.from({ length: 30 }, () => `<p>${escapeHtml(paragraph(random))}</p>`).join('\n');
  const article = `<header class="site-header">${megaMenu(random)}</header><main id="main"><article><h1 class="entry-title">Slow Cooker Beef Ragu</h1>
<div class="entry-content">${intro}\n${recipeCard()}</div></article>`;
  const tail = `</ol></div></main>${footer()}</body></html>`;
  const parts = [head, article, '<div id="comments" class="comments-area"><h2>Comments</h2><ol class="comment-list">'];
  let bytes = parts.reduce((sum, part) => sum + Buffer.byteLength(part), Buffer.byteLength(tail));
  for (let id = 1; bytes < targetBytes; id += 1) {
    const next = comment(random, id, 0);
    parts.push(next);
    bytes += Buffer.byteLength(next);
  }
  parts.push(tail);
  const expected = jsonLd ? BIG_PAGE_EXPECTED : { ...BIG_PAGE_EXPECTED, image_url: PAGE_IMAGE };
  return { url: BIG_PAGE_URL, html: parts.join('\n'), expected };
}
