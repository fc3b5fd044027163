import { readRecipePage } from './readRecipePage';

const PAGE_URL = 'https://www.cosy.example/recipes/stew';

function page(head: string, body: string): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

describe('readRecipePage: microdata', () => {
  const MICRODATA = `
    <div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Leek &amp; Potato Soup</h1>
      <img itemprop="image" src="/img/soup.jpg" alt="">
      <p itemprop="description">A <em>warming</em> soup.</p>
      <meta itemprop="prepTime" content="PT10M"><time itemprop="cookTime" datetime="PT30M">30 min</time>
      <span itemprop="recipeYield">Serves 6</span>
      <meta itemprop="recipeCategory" content="Soup">
      <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Ann</span></div>
      <ul><li itemprop="recipeIngredient">2 leeks</li><li itemprop="ingredients">1 l stock</li>
        <li itemprop="recipeIngredient">3 potatoes</li></ul>
      <div itemprop="recipeInstructions"><ol><li>Chop.</li><li>Boil 20 min.</li></ol></div>
      <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
        <span itemprop="calories">200 kcal</span><span itemprop="fatContent">5g</span></div>
    </div>`;

  it('reads the recipe scope and only its own properties', async () => {
    const recipe = await readRecipePage(page('<title>Soup - Cosy</title>', MICRODATA), PAGE_URL);
    expect(recipe).toMatchObject({
      recipe_name: 'Leek & Potato Soup',
      description: 'A warming soup.',
      serving_number: 6,
      preparation_time: 10,
      cooking_time: 30,
      total_time: 40,
      ingredients: ['2 leeks', '1 l stock', '3 potatoes'],
      instructions: ['Chop.', 'Boil 20 min.'],
      tags: ['soup'],
      nutrition: 'Per serving: 200 kcal · fat 5 g',
      image_urls: ['https://www.cosy.example/img/soup.jpg'],
    });
  });

  it('reads one step per recipeInstructions element', async () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Tea</span>
      <span itemprop="recipeIngredient">1 tea bag</span>
      <p itemprop="recipeInstructions">1. Boil water.</p><p itemprop="recipeInstructions">2. Steep.</p></div>`;
    expect((await readRecipePage(page('', body), PAGE_URL))?.instructions).toEqual(['Boil water.', 'Steep.']);
  });

  it('takes JSON-LD over microdata, and fills what JSON-LD lacks from it', async () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'From JSON-LD',
      recipeIngredient: ['1 egg'],
    })}</script>`;
    const recipe = await readRecipePage(page(ld, MICRODATA), PAGE_URL);
    expect(recipe?.recipe_name).toBe('From JSON-LD');
    expect(recipe?.ingredients).toEqual(['1 egg']);
    expect(recipe?.instructions).toEqual(['Chop.', 'Boil 20 min.']);
    expect(recipe?.serving_number).toBe(6);
  });
});

describe('readRecipePage: recipe plugin cards', () => {
  it('reads a WP Recipe Maker card (group names are not ingredients; times from their spans)', async () => {
    const body = `<div class="wprm-recipe-container"><div class="wprm-recipe">
      <div class="wprm-recipe-image"><img data-lazy-src="/brownies.jpg" src="data:image/gif;base64,R0lGOD"></div>
      <h2 class="wprm-recipe-name">Best Brownies</h2>
      <div class="wprm-recipe-prep-time-container"><span class="wprm-recipe-time-label">Prep Time</span>
        <span class="wprm-recipe-prep_time">1<span class="sr-only"> hour</span></span><span class="unit">hr</span>
        <span class="wprm-recipe-prep_time">15<span class="sr-only"> minutes</span></span><span class="unit">mins</span></div>
      <div class="wprm-recipe-cook-time-container">Cook Time <span class="wprm-recipe-cook_time">25<span class="sr-only"> minutes</span></span><span>mins</span></div>
      Servings <span class="wprm-recipe-servings">16</span>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the batter</h4><ul>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span>&#32;<span>cup</span>&#32;<span>sugar</span></li>
        <li class="wprm-recipe-ingredient">2 eggs</li></ul></div>
      <ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Mix &amp; pour.</div></li>
        <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Bake.</div></li></ul>
    </div></div>`;
    const recipe = await readRecipePage(page('<title>Brownies</title>', body), PAGE_URL);
    expect(recipe).toMatchObject({
      recipe_name: 'Best Brownies',
      serving_number: 16,
      preparation_time: 75,
      cooking_time: 25,
      total_time: 100,
      ingredients: ['1 cup sugar', '2 eggs'],
      instructions: ['Mix & pour.', 'Bake.'],
      image_urls: ['https://www.cosy.example/brownies.jpg'],
    });
  });

  it('reads a Tasty Recipes card', async () => {
    const body = `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Lemon Cake</h2>
      <span class="tasty-recipes-yield">8 slices</span><span class="tasty-recipes-total-time">1 hour</span>
      <div class="tasty-recipes-ingredients"><h4>Cake</h4><ul><li>200 g flour</li><li>2 lemons</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Mix.</li><li>Bake.</li></ol></div></div>`;
    expect(await readRecipePage(page('', body), PAGE_URL)).toMatchObject({
      recipe_name: 'Lemon Cake',
      serving_number: 8,
      total_time: 60,
      ingredients: ['200 g flour', '2 lemons'],
      instructions: ['Mix.', 'Bake.'],
    });
  });

  it('reads a Mediavine Create card, named by the page when the card has no title', async () => {
    const body = `<div class="mv-create-card"><div class="mv-create-ingredients"><ul><li>1 cup oats</li></ul></div>
      <div class="mv-create-instructions"><ol><li>Soak overnight.</li></ol></div></div>`;
    const head =
      '<meta property="og:title" content="Overnight Oats | Cosy Kitchen"><meta property="og:site_name" content="Cosy Kitchen">';
    expect(await readRecipePage(page(head, body), PAGE_URL)).toMatchObject({
      recipe_name: 'Overnight Oats',
      ingredients: ['1 cup oats'],
      instructions: ['Soak overnight.'],
    });
  });
});

describe('readRecipePage: headings', () => {
  it('reads the lists under "Ingredients" and "Method" headings, and the facts of the page', async () => {
    const body = `<nav><ul><li><a href="#i">Ingredients</a></li><li><a href="#m">Method</a></li></ul></nav>
      <article><h1>Grandma&#39;s Stew</h1>
      <p>Serves 4</p><p>Prep: 15 mins</p><p>Cook time 1 hr 10 mins</p>
      <div class="title"><h2>Ingredients</h2></div>
      <ul><li>500 g beef</li><li>2 carrots</li></ul>
      <h3>For the dumplings:</h3><ul><li>100 g flour</li></ul>
      <h2>Method</h2><ol><li>Brown the beef.</li><li>Simmer 1 hour.</li></ol>
      <p>We love it with bread.</p>
      <h2>Notes</h2><p>Keeps well.</p></article>`;
    const head = '<title>Grandma\'s Stew | Cosy</title><meta property="og:image" content="/stew.jpg">';
    expect(await readRecipePage(page(head, body), PAGE_URL)).toEqual({
      recipe_name: "Grandma's Stew",
      description: null,
      serving_number: 4,
      preparation_time: 15,
      cooking_time: 70,
      total_time: 85,
      ingredients: ['500 g beef', '2 carrots', '100 g flour'],
      instructions: ['Brown the beef.', 'Simmer 1 hour.'],
      tags: [],
      nutrition: null,
      image_urls: ['https://www.cosy.example/stew.jpg'],
      canonical_url: null,
      categories: [],
    });
  });

  it('reads bold headings over paragraphs, lines split at <br>, group names skipped', async () => {
    const body = `<div class="entry"><p>We made these for a party.</p>
      <p><strong>Ingredients:</strong></p><p>1 cup flour<br>2 lemons<br>3 eggs</p>
      <p><b>For the topping</b></p><p>icing sugar</p>
      <p><strong>Method</strong></p><p>1. Mix the flour.</p><p>2. Bake for 20 minutes.</p>
      <p><strong>Notes</strong></p><p>Yum.</p></div>`;
    const recipe = await readRecipePage(page('<title>Lemon Bars - My Blog</title>', body), PAGE_URL);
    expect(recipe).toMatchObject({
      recipe_name: 'Lemon Bars',
      ingredients: ['1 cup flour', '2 lemons', '3 eggs', 'icing sugar'],
      instructions: ['Mix the flour.', 'Bake for 20 minutes.'],
    });
  });

  it('reads "What you need" and "How to make it", and content right after a bold heading in one paragraph', async () => {
    const body = `<h1>Flapjacks</h1><p><strong>What you need</strong><br>200 g oats<br>100 g butter</p>
      <h3>How to make it</h3><p>Melt the butter.</p><p>Stir in the oats and bake.</p>`;
    expect(await readRecipePage(page('', body), PAGE_URL)).toMatchObject({
      recipe_name: 'Flapjacks',
      ingredients: ['200 g oats', '100 g butter'],
      instructions: ['Melt the butter.', 'Stir in the oats and bake.'],
    });
  });

  it('reads lists nested in containers after the heading, and stops at the next part', async () => {
    const body = `<h1>Salad</h1><section><h2>Directions</h2><div class="wrap"><ol><li>Chop.</li><li>Toss.</li></ol></div>
      <h2>Ingredients</h2><div class="wrap"><ul><li>1 lettuce</li></ul></div><h2>Comments</h2><ul><li>Great!</li></ul></section>`;
    expect(await readRecipePage(page('', body), PAGE_URL)).toMatchObject({
      ingredients: ['1 lettuce'],
      instructions: ['Chop.', 'Toss.'],
    });
  });

  it('names the recipe by og:title, then h1, then <title> without the site', async () => {
    const body = '<h1>From H1</h1><h2>Ingredients</h2><ul><li>1 egg</li></ul>';
    const og = '<meta property="og:title" content="From OG"><title>From Title | Site</title>';
    expect((await readRecipePage(page(og, body), PAGE_URL))?.recipe_name).toBe('From OG');
    expect((await readRecipePage(page('<title>From Title | Site</title>', body), PAGE_URL))?.recipe_name).toBe(
      'From H1',
    );
    const noH1 = '<h2>Ingredients</h2><ul><li>1 egg</li></ul>';
    expect((await readRecipePage(page('<title>From Title - Site</title>', noH1), PAGE_URL))?.recipe_name).toBe(
      'From Title',
    );
  });

  it('is null for a page that is not a recipe', async () => {
    const body = '<h1>About us</h1><p>We like food. Serves 4 people daily.</p><ul><li>Home</li></ul>';
    expect(await readRecipePage(page('<title>About</title>', body), PAGE_URL)).toBeNull();
    expect(await readRecipePage('<html><body><h2>Ingredients</h2></body></html>', PAGE_URL)).toBeNull();
  });
});

describe('readRecipePage: the page around the recipe', () => {
  const LD = `<script type="application/ld+json">{"@type":"Recipe","name":"Tea","recipeIngredient":["1 bag"]}</script>`;

  it('resolves the canonical link against the page and keeps only http(s)', async () => {
    expect((await readRecipePage(page(`<link rel="Canonical" href="../tea">${LD}`, ''), PAGE_URL))?.canonical_url).toBe(
      'https://www.cosy.example/tea',
    );
    const javascript = `<link rel="canonical" href="javascript:alert(1)">${LD}`;
    expect((await readRecipePage(page(javascript, ''), PAGE_URL))?.canonical_url).toBeNull();
  });

  it('takes og:image candidates as absolute http(s) URLs, without duplicates', async () => {
    const head =
      '<meta property="og:image" content="//cdn.example/a.jpg"><meta name="twitter:image" content="https://cdn.example/a.jpg">' +
      '<meta property="og:image" content="file:///etc/passwd">' +
      LD;
    expect((await readRecipePage(page(head, ''), PAGE_URL))?.image_urls).toEqual(['https://cdn.example/a.jpg']);
  });

  it('decodes double-encoded page text', async () => {
    const body = '<h1>Fish &amp;amp; Chips</h1><h2>Ingredients</h2><ul><li>1 &amp;frac12; potatoes</li></ul>';
    expect(await readRecipePage(page('', body), PAGE_URL)).toMatchObject({
      recipe_name: 'Fish & Chips',
      ingredients: ['1 ½ potatoes'],
    });
  });
});

describe('readRecipePage: more page shapes', () => {
  it('reads a plugin card’s labelled time and servings blocks', async () => {
    const body = `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Ragu</h2>
      <div class="wprm-recipe-time-container"><span>Prep Time </span><span class="wprm-recipe-time">25 mins</span></div>
      <div class="wprm-recipe-time-container"><span>Total Time </span><span class="wprm-recipe-time">8 hrs 45 mins</span></div>
      <ul><li class="wprm-recipe-ingredient">1 kg beef</li></ul>
      <div class="wprm-recipe-instruction-text">Cook slowly.</div></div></div>`;
    expect(await readRecipePage(page('', body), PAGE_URL)).toMatchObject({ preparation_time: 25, total_time: 525 });
  });

  it('takes the article’s first photo when the page names none, after og:image when it does', async () => {
    const body = `<header><img src="/logo.png" alt="Site logo"></header><article><h1>Pie</h1>
      <img src="/icons/print.svg" width="16" height="16"><figure><img src="../pie.jpg" width="1024"></figure>
      <h2>Ingredients</h2><ul><li>1 egg</li></ul></article>`;
    expect((await readRecipePage(page('', body), PAGE_URL))?.image_urls).toEqual(['https://www.cosy.example/pie.jpg']);
    const og = '<meta property="og:image" content="https://cdn.example/og.jpg">';
    expect((await readRecipePage(page(og, body), PAGE_URL))?.image_urls).toEqual([
      'https://cdn.example/og.jpg',
      'https://www.cosy.example/pie.jpg',
    ]);
  });

  it('ends numbered step paragraphs at an unnumbered note', async () => {
    const body = `<h1>Bolognese</h1><h2>Ingredients</h2><p>1 onion<br>2 carrots</p><h2>Directions</h2>
      <p>1. Fry the onion.</p><p>2. Add the carrots.</p><p><br></p><p><em>Leftovers keep for 4 days.</em></p>`;
    expect(await readRecipePage(page('', body), PAGE_URL)).toMatchObject({
      ingredients: ['1 onion', '2 carrots'],
      instructions: ['Fry the onion.', 'Add the carrots.'],
    });
  });

  it('reads "Serves: 8 Total time: 1 hour" written on one line', async () => {
    const body = `<h1>Soda Bread</h1><div><b>Serves:</b> 8 &nbsp; &nbsp;<b>Total time:</b> 1 hour</div>
      <div><b>Ingredients:</b></div><div><ul><li>4 cups flour</li></ul></div><div><b>Method:</b></div><div><ol><li>Bake.</li></ol></div>`;
    expect(await readRecipePage(page('', body), PAGE_URL)).toMatchObject({
      serving_number: 8,
      total_time: 60,
      ingredients: ['4 cups flour'],
      instructions: ['Bake.'],
    });
  });
});
