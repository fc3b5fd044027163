import { readRecipePage } from './readRecipePage';

const PAGE_URL = 'https://cook.example/recipes/pancakes';

function ld(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

function page(head: string, body = '<p>Hello</p>'): string {
  return `<!doctype html><html><head><title>Pancakes | Cook</title>${head}</head><body>${body}</body></html>`;
}

const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Pancakes',
  recipeIngredient: ['1 cup flour', '2 eggs'],
  recipeInstructions: 'Mix.\nFry.',
};

async function read(head: string, body?: string) {
  return readRecipePage(page(head, body), PAGE_URL);
}

describe('readRecipePage: JSON-LD', () => {
  it('reads a plain Recipe', async () => {
    const recipe = await read(ld({ ...RECIPE, description: 'Fluffy &amp; light.' }));
    expect(recipe).toMatchObject({
      recipe_name: 'Pancakes',
      description: 'Fluffy & light.',
      ingredients: ['1 cup flour', '2 eggs'],
      instructions: ['Mix.', 'Fry.'],
      image_urls: [],
      canonical_url: null,
    });
  });

  it('finds the recipe among several blocks, top-level arrays and @graph', async () => {
    const head =
      ld({ '@type': 'Organization', name: 'Cook' }) +
      ld([
        { '@type': 'BreadcrumbList' },
        { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, RECIPE] },
      ]);
    expect((await read(head))?.recipe_name).toBe('Pancakes');
  });

  it('finds it under mainEntity and mainEntityOfPage', async () => {
    expect((await read(ld({ '@type': 'WebPage', mainEntity: RECIPE })))?.recipe_name).toBe('Pancakes');
    expect((await read(ld({ '@type': 'WebPage', mainEntityOfPage: { item: RECIPE } })))?.recipe_name).toBe('Pancakes');
  });

  it.each([
    ['Recipe'],
    [['Recipe', 'NewsArticle']],
    ['schema:Recipe'],
    ['http://schema.org/Recipe'],
    [['https://schema.org/Recipe']],
  ])('takes @type %j', async (type) => {
    expect((await read(ld({ ...RECIPE, '@type': type })))?.recipe_name).toBe('Pancakes');
  });

  it('prefers the fullest recipe of several', async () => {
    const thin = { '@type': 'Recipe', name: 'Teaser', recipeIngredient: ['1 egg'] };
    expect((await read(ld([thin, { ...RECIPE, name: 'Full' }])))?.recipe_name).toBe('Full');
  });

  it('flattens HowToSection, HowToStep and ItemList in order, without section names', async () => {
    const recipeInstructions = [
      {
        '@type': 'HowToSection',
        name: 'For the batter',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Whisk the eggs.' },
          { '@type': 'HowToStep', name: 'Add flour', text: '<p>Add the flour &amp; milk.</p>' },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'To cook',
        itemListElement: { '@type': 'ItemList', itemListElement: [{ '@type': 'HowToStep', name: 'Fry both sides.' }] },
      },
      '4. Serve hot.',
      { '@type': 'HowToStep', text: '' },
    ];
    const recipe = await read(ld({ ...RECIPE, recipeInstructions }));
    expect(recipe?.instructions).toEqual(['Whisk the eggs.', 'Add the flour & milk.', 'Fry both sides.', 'Serve hot.']);
  });

  it('reads instructions as one HTML string or an array of strings', async () => {
    const html = '<ol><li>Mix.</li><li>Rest 10 min.</li></ol><p>Fry.</p>';
    expect((await read(ld({ ...RECIPE, recipeInstructions: html })))?.instructions).toEqual([
      'Mix.',
      'Rest 10 min.',
      'Fry.',
    ]);
    expect((await read(ld({ ...RECIPE, recipeInstructions: ['Step 1: Mix.', '2) Fry.'] })))?.instructions).toEqual([
      'Mix.',
      'Fry.',
    ]);
  });

  it('decodes entities inside JSON strings and strips their tags', async () => {
    const recipe = await read(
      ld({
        ...RECIPE,
        name: 'Mom&#39;s &quot;Best&quot; Pancakes',
        recipeIngredient: ['1 &frac12; cups flour', '<a href="/salt">salt</a> &amp;amp; pepper', '  ', '2&nbsp;eggs'],
      }),
    );
    expect(recipe?.recipe_name).toBe('Mom\'s "Best" Pancakes');
    expect(recipe?.ingredients).toEqual(['1 ½ cups flour', 'salt & pepper', '2 eggs']);
  });

  it.each<[unknown, string[]]>([
    ['/img/a.jpg', ['https://cook.example/img/a.jpg']],
    [{ '@type': 'ImageObject', url: 'https://cdn.example/b.jpg' }, ['https://cdn.example/b.jpg']],
    [
      ['https://cdn.example/1.jpg', { url: 'https://cdn.example/2.jpg' }],
      ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
    ],
    [['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x/y.jpg'], []],
  ])('reads image %j', async (image, expected) => {
    expect((await read(ld({ ...RECIPE, image })))?.image_urls).toEqual(expected);
  });

  it('resolves an image given by @id in the graph, and adds og:image after it', async () => {
    const graph = {
      '@graph': [
        { ...RECIPE, image: { '@id': 'https://cook.example/#primaryimage' } },
        { '@type': 'ImageObject', '@id': 'https://cook.example/#primaryimage', url: 'https://cook.example/p.jpg' },
      ],
    };
    const recipe = await read(`<meta property="og:image" content="/og.jpg">${ld(graph)}`);
    expect(recipe?.image_urls).toEqual(['https://cook.example/p.jpg', 'https://cook.example/og.jpg']);
  });

  it('resolves relative images against <base href>', async () => {
    const recipe = await read(`<base href="https://static.example/site/">${ld({ ...RECIPE, image: 'a.jpg' })}`);
    expect(recipe?.image_urls).toEqual(['https://static.example/site/a.jpg']);
  });

  it.each<[unknown, number | null]>([
    [4, 4],
    ['4', 4],
    ['Serves 4-6', 4],
    ['4 servings', 4],
    [['4', '4 servings'], 4],
    ['a few', null],
  ])('reads recipeYield %j as %j', async (recipeYield, expected) => {
    expect((await read(ld({ ...RECIPE, recipeYield })))?.serving_number).toBe(expected);
  });

  it.each<[Record<string, unknown>, [number | null, number | null, number | null]]>([
    [{ prepTime: 'PT15M', cookTime: 'PT1H', totalTime: 'PT1H30M' }, [15, 60, 90]],
    [{ prepTime: 'P0DT0H20M', cookTime: 'PT90M' }, [20, 90, 110]],
    [{ prepTime: '10 minutes', cookTime: 25 }, [10, 25, 35]],
    [{ totalTime: 'PT45M' }, [null, null, 45]],
    [{ prepTime: 'bad', cookTime: {} }, [null, null, null]],
  ])('reads times %j', async (times, [preparation, cooking, total]) => {
    const recipe = await read(ld({ ...RECIPE, ...times }));
    expect([recipe?.preparation_time, recipe?.cooking_time, recipe?.total_time]).toEqual([preparation, cooking, total]);
  });

  it('does not crash on authors of any shape', async () => {
    for (const author of ['Ann', { '@type': 'Person', name: 'Ann' }, [{ name: 'Ann' }, 'Bob'], null, 5]) {
      expect((await read(ld({ ...RECIPE, author })))?.recipe_name).toBe('Pancakes');
    }
  });

  it('makes tags from keywords, categories and cuisines: lowercase, deduplicated, at most 10 of at most 40 characters', async () => {
    const recipe = await read(
      ld({
        ...RECIPE,
        recipeCategory: ['Breakfast', 'Brunch'],
        recipeCuisine: 'American, French',
        keywords: `easy, Breakfast, ${'x'.repeat(41)}, quick, kids, sweet, weekend, family, cheap, fast, extra`,
      }),
    );
    expect(recipe?.tags).toEqual([
      'breakfast',
      'brunch',
      'american',
      'french',
      'easy',
      'quick',
      'kids',
      'sweet',
      'weekend',
      'family',
    ]);
    expect(recipe?.categories).toEqual(['Breakfast', 'Brunch']);
  });

  it('reads keywords as an array', async () => {
    expect((await read(ld({ ...RECIPE, keywords: ['Vegan', 'vegan', 'Quick'] })))?.tags).toEqual(['vegan', 'quick']);
  });

  it('writes the nutrition as one line', async () => {
    const nutrition = {
      '@type': 'NutritionInformation',
      calories: '420 calories',
      proteinContent: '12 g',
      fatContent: '9 g',
      saturatedFatContent: '3 g',
      carbohydrateContent: '60 g',
      servingSize: '1 stack',
    };
    expect((await read(ld({ ...RECIPE, nutrition })))?.nutrition).toBe(
      'Per serving (1 stack): 420 kcal · protein 12 g · fat 9 g · saturated fat 3 g · carbohydrate 60 g',
    );
  });

  it('takes the canonical from <link rel=canonical>, else og:url, else the recipe url', async () => {
    const recipe = { ...RECIPE, url: 'https://cook.example/from-recipe' };
    expect((await read(`<link rel="canonical" href="/canonical">${ld(recipe)}`))?.canonical_url).toBe(
      'https://cook.example/canonical',
    );
    expect((await read(`<meta property="og:url" content="https://cook.example/og">${ld(recipe)}`))?.canonical_url).toBe(
      'https://cook.example/og',
    );
    expect((await read(ld(recipe)))?.canonical_url).toBe('https://cook.example/from-recipe');
  });

  it('reads the other blocks when one is malformed', async () => {
    const head = '<script type="application/ld+json">{"@type": "Recipe", "name": </script>' + ld(RECIPE);
    expect((await read(head))?.recipe_name).toBe('Pancakes');
  });

  it.each([
    ['a trailing comma', '{"@type":"Recipe","name":"Pancakes","recipeIngredient":["1 egg",],}'],
    ['raw line breaks in strings', '{"@type":"Recipe","name":"Pan\ncakes","recipeIngredient":["1\tegg"]}'],
    [
      'CDATA and comments',
      '//<![CDATA[\n<!-- {"@type":"Recipe","name":"Pancakes","recipeIngredient":["1 egg"]} -->\n//]]>',
    ],
    [
      'two objects one after the other',
      '{"@type":"Thing"}\n{"@type":"Recipe","name":"Pancakes","recipeIngredient":["1 egg"]}',
    ],
  ])('mends %s', async (_slip, json) => {
    const recipe = await read(`<script type="application/ld+json">${json}</script>`);
    expect(recipe?.recipe_name).toMatch(/^Pan ?cakes$/);
    expect(recipe?.ingredients).toEqual([expect.stringMatching(/^1 egg$/)]);
  });

  it('reads a type attribute with parameters and odd case', async () => {
    const head = `<script type="Application/LD+JSON; charset=utf-8">${JSON.stringify(RECIPE)}</script>`;
    expect((await read(head))?.recipe_name).toBe('Pancakes');
  });

  it('is safe with __proto__ and constructor keys', async () => {
    const json =
      '{"@type":"Recipe","__proto__":{"name":"Polluted","recipeIngredient":["x"]},"constructor":{"name":"C"},' +
      '"name":"Pancakes","recipeIngredient":["1 egg"],"recipeYield":{"__proto__":{"value":9}}}';
    const recipe = await read(`<script type="application/ld+json">${json}</script>`);
    expect(recipe?.recipe_name).toBe('Pancakes');
    expect(recipe?.serving_number).toBeNull();
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('is null without a recipe: no JSON-LD Recipe, no name, or nothing to cook', async () => {
    expect(await read(ld({ '@type': 'Article', name: 'News' }))).toBeNull();
    expect(await readRecipePage('<title></title>' + ld({ ...RECIPE, name: '' }), PAGE_URL)).toBeNull();
    expect(
      await read(ld({ '@type': 'Recipe', name: 'Empty', recipeIngredient: [], recipeInstructions: [] })),
    ).toBeNull();
    expect(await readRecipePage('', PAGE_URL)).toBeNull();
  });

  it('caps ingredients at 200 and steps at 100, each line at the form limit', async () => {
    const recipe = await read(
      ld({
        ...RECIPE,
        recipeIngredient: Array.from({ length: 300 }, (_, index) => `${index} g ${'x'.repeat(400)}`),
        recipeInstructions: Array.from({ length: 150 }, (_, index) => ({
          '@type': 'HowToStep',
          text: `Step text ${index}`,
        })),
      }),
    );
    expect(recipe?.ingredients).toHaveLength(200);
    expect(recipe?.ingredients[0]).toHaveLength(300);
    expect(recipe?.ingredients[0].endsWith('…')).toBe(true);
    expect(recipe?.instructions).toHaveLength(100);
  });

  it('walks no deeper than 50 levels', async () => {
    let nested: unknown = RECIPE;
    for (let depth = 0; depth < 60; depth += 1) nested = { '@type': 'Thing', child: nested };
    expect(await read(ld(nested))).toBeNull();
    let shallow: unknown = RECIPE;
    for (let depth = 0; depth < 40; depth += 1) shallow = { child: shallow };
    expect((await read(ld(shallow)))?.recipe_name).toBe('Pancakes');
  });

  it('skips a block over 1 MB', async () => {
    const big = { ...RECIPE, description: 'x'.repeat(1024 * 1024) };
    expect(await read(ld(big))).toBeNull();
  });
});

describe('readRecipePage: JSON-LD as sites write it', () => {
  it('splits "1. … 2. …" written as one step, and keeps a <br> inside a list item in its step', async () => {
    const oneString = await read(ld({ ...RECIPE, recipeInstructions: '1. Halve the avocados. 2. Mash. 3. Serve.' }));
    expect(oneString?.instructions).toEqual(['Halve the avocados.', 'Mash.', 'Serve.']);
    const list = await read(
      ld({ ...RECIPE, recipeInstructions: '<ol><li>Add the cream.<br>Simmer 5 minutes.</li><li>Serve.</li></ol>' }),
    );
    expect(list?.instructions).toEqual(['Add the cream. Simmer 5 minutes.', 'Serve.']);
  });

  it('drops group names written as ingredients or steps', async () => {
    const recipe = await read(
      ld({
        ...RECIPE,
        recipeIngredient: ['For the filling:', '1 kg apples', 'For the crumble:', '100 g flour'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'For the filling:' },
          { '@type': 'HowToStep', text: 'Toss the apples.' },
        ],
      }),
    );
    expect(recipe?.ingredients).toEqual(['1 kg apples', '100 g flour']);
    expect(recipe?.instructions).toEqual(['Toss the apples.']);
  });

  it('decodes entities in image URLs', async () => {
    const recipe = await read(ld({ ...RECIPE, image: 'https://cdn.example/a.jpg?fit=1200%2C800&amp;ssl=1' }));
    expect(recipe?.image_urls).toEqual(['https://cdn.example/a.jpg?fit=1200%2C800&ssl=1']);
  });
});
