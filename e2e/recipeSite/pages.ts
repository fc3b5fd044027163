/** The recipe site's pages, written the way a WordPress food blog publishes them. */

export const RED_LENTIL_SOUP = {
  name: 'Weeknight Red Lentil & Carrot Soup',
  ingredients: [
    '1 tbsp olive oil',
    '1 large onion, finely chopped',
    '2 carrots, diced',
    '3 garlic cloves, crushed',
    '1 tsp ground cumin',
    '250 g red lentils, rinsed',
    '1.2 litres vegetable stock',
    '400 g tin chopped tomatoes',
    '½ lemon, juiced',
    'Salt and freshly ground black pepper',
  ],
  steps: [
    'Heat the oil in a large pan and cook the onion and carrots for 8 minutes until soft.',
    'Stir in the garlic and cumin and cook for 1 minute more.',
    'Add the lentils, stock and tomatoes, bring to the boil, then simmer for 20 minutes.',
    'Blend until smooth, add the lemon juice and season to taste.',
  ],
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function recipePage(origin: string, path: string): string {
  const url = `${origin}${path}`;
  const image = `${origin}/images/red-lentil-soup.jpg`;
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': `${origin}/#organization`, name: 'Little Kitchen Table' },
      { '@type': 'WebPage', '@id': url, url, name: `${RED_LENTIL_SOUP.name} - Little Kitchen Table` },
      {
        '@type': 'Recipe',
        name: RED_LENTIL_SOUP.name.replace('&', '&amp;'),
        author: { '@type': 'Person', name: 'Jo Baker' },
        description: 'A thick, warming soup that&#39;s on the table in 35 minutes.',
        image: [image],
        recipeYield: ['4', '4 bowls'],
        prepTime: 'PT10M',
        cookTime: 'PT25M',
        totalTime: 'PT35M',
        recipeCategory: ['Dinner'],
        recipeCuisine: ['British'],
        keywords: 'lentil soup, batch cooking, budget',
        recipeIngredient: RED_LENTIL_SOUP.ingredients,
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Make the soup',
            itemListElement: RED_LENTIL_SOUP.steps.slice(0, 3).map((text) => ({ '@type': 'HowToStep', text })),
          },
          {
            '@type': 'HowToSection',
            name: 'To finish',
            itemListElement: RED_LENTIL_SOUP.steps.slice(3).map((text) => ({ '@type': 'HowToStep', text })),
          },
        ],
        nutrition: { '@type': 'NutritionInformation', calories: '310 kcal', proteinContent: '17 g' },
        mainEntityOfPage: url,
      },
    ],
  };
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>${escapeHtml(RED_LENTIL_SOUP.name)} - Little Kitchen Table</title>
<link rel="canonical" href="${url}">
<meta property="og:image" content="${image}">
<script type="application/ld+json">${JSON.stringify(graph)}</script>
</head>
<body>
<nav><a href="/">Home</a> <a href="/recipes/">Recipes</a> <a href="/about/">About</a></nav>
<article>
<h1>${escapeHtml(RED_LENTIL_SOUP.name)}</h1>
<p>We make this every other Tuesday. Jump to recipe below, or read about our allotment first…</p>
<div class="wprm-recipe-container">
<h2 class="wprm-recipe-name">${escapeHtml(RED_LENTIL_SOUP.name)}</h2>
<h3>Ingredients</h3>
<ul>${RED_LENTIL_SOUP.ingredients.map((line) => `<li class="wprm-recipe-ingredient">${escapeHtml(line)}</li>`).join('')}</ul>
<h3>Instructions</h3>
<ol>${RED_LENTIL_SOUP.steps.map((step) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${escapeHtml(step)}</div></li>`).join('')}</ol>
</div>
</article>
<footer>© Little Kitchen Table</footer>
</body>
</html>`;
}

export const BLOCKED_PAGE = `<!doctype html><html><head><title>Just a moment...</title></head>
<body><h1>Checking your browser before accessing the site.</h1></body></html>`;
