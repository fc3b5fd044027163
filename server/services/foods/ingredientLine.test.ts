import { RECIPES_BY_LIBRARY } from '../../seed/recipes';
import { alsoFoodsOf, LINE_READ_MAX, parseIngredientLine } from './ingredientLine';
import { gramsOf } from '../nutrition/lineWeight';

describe('parseIngredientLine', () => {
  it.each([
    ['2–3 cloves garlic, crushed', { quantity: 2, quantity2: 3, unit: 'clove', food: 'garlic', note: 'crushed' }],
    ['2 x 400 g tins chickpeas, drained', { quantity: 2, unit: 'tin', food: 'chickpea', note: 'drained; 400 g' }],
    ['A pinch of ground cinnamon', { quantity: 1, unit: 'pinch', food: 'cinnamon' }],
    ['200g/7oz spaghetti', { quantity: 200, unit: 'g', food: 'spaghetti' }],
    ['1 litre vegetable stock', { quantity: 1, unit: 'l', food: 'vegetable stock' }],
    ['juice of 1 lemon', { quantity: 1, unit: null, food: 'lemon juice' }],
    ['salt to taste', { quantity: null, unit: null, food: 'salt' }],
    ['3 large eggs', { quantity: 3, unit: null, food: 'egg' }],
    ['A little grated nutmeg', { quantity: null, unit: null, food: 'nutmeg', item: null }],
    ['A few sprigs of mint', { quantity: null, food: 'mint' }],
    ['2 cm piece ginger, grated', { quantity: 1, unit: 'piece', food: 'ginger', note: 'grated; 2 cm' }],
    ['200 g red lentils, rinsed', { quantity: 200, unit: 'g', food: 'lentil', item: 'red lentils, rinsed' }],
  ])('reads %s', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it('keeps a line it cannot place as its cleaned text', () => {
    expect(parseIngredientLine('2 tbsp snozzberry glaze, to taste')).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      food: 'snozzberry glaze',
      known: false,
      note: 'to taste',
    });
  });

  it('places a food in every demo ingredient line', () => {
    const lines = RECIPES_BY_LIBRARY.flatMap((library) => library.recipes.flatMap((recipe) => recipe.ingredients));
    const unplaced = lines.filter((line) => !parseIngredientLine(line).known);
    expect(unplaced).toEqual([]);
  });

  it('never throws on hostile text, and answers finite non-negative amounts', () => {
    for (const line of [
      '',
      '   ',
      '\u0000',
      'x'.repeat(50_000),
      '<script>alert(1)</script>',
      '99999999999999999999999 g flour',
      '-5 g sugar',
      '1/0 cup milk',
      '½½½ tsp',
      '%00%2F..',
    ]) {
      const parsed = parseIngredientLine(line);
      for (const amount of [parsed.quantity, parsed.quantity2]) {
        if (amount !== null) {
          expect(Number.isFinite(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }
      expect(typeof parsed.food).toBe('string');
    }
  });

  // Lines below are real ones, most from ../shared/data/ingredient-lines (BBC, Cookstr, tastecooking).
  describe('alternatives: the first is the food, the others a note', () => {
    it.each([
      ['2 tbsp olive or vegetable oil', { quantity: 2, unit: 'tbsp', food: 'olive oil', note: 'or vegetable oil' }],
      // The head noun carries to the first alternative: peanut oil, not a peanut.
      [
        'peanut, canola or grape seed oil',
        { quantity: null, food: 'groundnut oil', note: 'or canola or grape seed oil' },
      ],
      ['butter or margarine', { food: 'butter', note: 'or margarine' }],
      [
        '2 tbsp sunflower or groundnut oil',
        { quantity: 2, unit: 'tbsp', food: 'sunflower oil', note: 'or groundnut oil' },
      ],
      ['1 tbsp red or white wine vinegar', { food: 'red wine vinegar', note: 'or white wine vinegar' }],
      ['4 cups chicken or vegetable stock', { quantity: 4, unit: 'cup', food: 'chicken stock' }],
      ['1 cup fresh or frozen peas', { quantity: 1, unit: 'cup', food: 'pea', note: 'or frozen peas' }],
      // A first alternative that names a food keeps it: there is no butter oil.
      ['butter or vegetable oil, for frying', { food: 'butter', note: 'or vegetable oil; for frying' }],
      ['Juice of 1 lemon or 1 tablespoon sumac', { quantity: 1, food: 'lemon juice', note: 'or 1 tablespoon sumac' }],
      // Another amount shares no head noun: the egg stays an egg.
      ['1 egg or 2 egg whites', { quantity: 1, food: 'egg', note: 'or 2 egg whites' }],
      // After a comma, "or" joins two ways of preparing one food.
      ['1 onion, chopped or grated', { quantity: 1, food: 'onion', note: 'chopped or grated' }],
      // One the catalogue cannot place gives way to the one it can, with both in the note.
      [
        "2 tbsp grandma's secret sauce or soy sauce",
        { food: 'soy sauce', known: true, note: "grandma's secret sauce or soy sauce" },
      ],
    ])('reads %s', (line, expected) => {
      expect(parseIngredientLine(line)).toMatchObject(expected);
    });
  });

  describe('"plus" amounts are added in the first unit', () => {
    it('adds spoons to spoons and cups', () => {
      const sugar = parseIngredientLine('2 tablespoons plus 2 teaspoons sugar');
      expect(sugar).toMatchObject({ unit: 'tbsp', food: 'sugar', item: 'sugar' });
      expect(sugar.quantity).toBeCloseTo(2 + 2 / 3, 3);
      expect(parseIngredientLine('1 cup plus 2 tbsp flour')).toMatchObject({
        quantity: 1.125,
        unit: 'cup',
        food: 'flour',
      });
      expect(parseIngredientLine('¼ c plus 2 tablespoons poppy seeds, divided')).toMatchObject({
        quantity: 0.375,
        unit: 'cup',
        note: 'divided',
      });
      expect(parseIngredientLine('2 lb plus 2oz sweet potatoes')).toMatchObject({ quantity: 2.125, unit: 'lb' });
    });

    it('keeps the first amount when the units do not convert, the second as a note', () => {
      expect(parseIngredientLine('1 stick plus 2 tablespoons butter')).toMatchObject({
        quantity: 1,
        unit: 'stick',
        food: 'butter',
        note: 'plus 2 tablespoons',
      });
    });

    it('leaves a "plus" in a bracket alone', () => {
      expect(parseIngredientLine('2¾ teaspoons (1 package plus 2 teaspoons) active dry yeast')).toMatchObject({
        quantity: 2.75,
        unit: 'tsp',
        food: 'yeast',
        note: '1 package plus 2 teaspoons',
      });
    });
  });

  describe('units cooks count and measure by', () => {
    it.each([
      ['1 quart chicken stock', 1, 'quart'],
      ['1 gallon water', 1, 'gallon'],
      ['2 stalks celery, chopped', 2, 'stalk'],
      ['2 celery stalks, diced', 2, 'stalk'],
      ['1 head garlic', 1, 'head'],
      ['4 ears corn, husked', 4, 'ear'],
      ['1 loaf sourdough bread', 1, 'loaf'],
      ['2 fillets sole', 2, 'fillet'],
      ['4 rashers smoked streaky bacon', 4, 'rasher'],
      ['1 bulb fennel', 1, 'bulb'],
      ['1 box spaghetti', 1, 'pack'],
      // A fillet steak is a cut, counted by the steak.
      ['2 fillet steaks', 2, null],
      ['2 heaped tbsp plain flour', 2, 'tbsp'],
      ['1 thick slice bread', 1, 'slice'],
      ['a generous handful of spinach', 1, 'handful'],
      ['1 rounded tsp grated ginger', 1, 'tsp'],
      ['2 drops lemon extract', 2, 'drop'],
      // A unit without a number is one of it.
      ['small handful fresh parsley stalks', 1, 'handful'],
      ['generous pinch sea salt', 1, 'pinch'],
      ['thumb-sized piece of ginger, peeled', 1, 'piece'],
      // Dual measures keep the first, however many follow.
      ['¾ cup/5.3 ounces/150 grams sugar', 0.75, 'cup'],
      ['10-15ml/2-3 tsp soy sauce', 10, 'ml'],
      ['up to 250g/9oz piece black pudding', 250, 'g'],
    ])('%s → %s %s', (line, quantity, unit) => {
      expect(parseIngredientLine(line)).toMatchObject({ quantity, unit });
    });

    it('counts tins, jars and packs, with each one’s size', () => {
      expect(parseIngredientLine('1 (14 oz) can coconut milk')).toMatchObject({
        quantity: 1,
        unit: 'tin',
        food: 'coconut milk',
        note: '14 oz',
        size: { quantity: 14, unit: 'oz' },
      });
      expect(parseIngredientLine('1 (14.5-ounce) can diced tomatoes')).toMatchObject({
        quantity: 1,
        unit: 'tin',
        size: { quantity: 14.5, unit: 'oz' },
      });
      expect(parseIngredientLine('2 (15-ounce) cans chickpeas, drained')).toMatchObject({
        quantity: 2,
        unit: 'tin',
        food: 'chickpea',
        note: 'drained; 15 oz',
        size: { quantity: 15, unit: 'oz' },
      });
      expect(parseIngredientLine('1 x 400g/14oz tin chopped tomatoes')).toMatchObject({
        quantity: 1,
        unit: 'tin',
        size: { quantity: 400, unit: 'g' },
      });
      expect(parseIngredientLine('One 28-ounce can crushed tomatoes')).toMatchObject({
        quantity: 1,
        unit: 'tin',
        size: { quantity: 28, unit: 'oz' },
      });
      expect(parseIngredientLine('1 can (14 oz) coconut milk')).toMatchObject({
        unit: 'tin',
        size: { quantity: 14, unit: 'oz' },
      });
      expect(parseIngredientLine('1 (8 oz) package cream cheese, softened')).toMatchObject({
        unit: 'pack',
        food: 'cream cheese',
        size: { quantity: 8, unit: 'oz' },
      });
      expect(parseIngredientLine('400g can chopped tomatoes')).toMatchObject({ quantity: 400, unit: 'g', size: null });
    });

    it('reads a bracket that measures the whole amount again as a note', () => {
      expect(parseIngredientLine('5 (1.25 L) cups chicken stock')).toMatchObject({ quantity: 5, unit: 'cup' });
    });

    it.each([
      ['a squeeze of lemon', 1, 'lemon juice'],
      ['squeeze of lime', 1, 'lime juice'],
      ['squeeze lime, to serve', 1, 'lime juice'],
      ['a squeeze of lemon juice (optional)', 1, 'lemon juice'],
      ['Squeeze of fresh lemon juice', 1, 'lemon juice'],
      ['1 squeeze lemon juice', 1, 'lemon juice'],
      ['a good squeeze of lemon', 1, 'lemon juice'],
      ['2 squeezes of lime', 2, 'lime juice'],
      ['a squeeze of orange', 1, 'orange juice'],
      // Of a food that is no fruit, a squeeze is of the food itself.
      ['a squeeze of honey', 1, 'honey'],
    ])('reads "%s" as %s squeeze of %s: a fruit’s squeeze is of its juice', (line, quantity, food) => {
      expect(parseIngredientLine(line)).toMatchObject({ quantity, unit: 'squeeze', food, known: true });
    });

    it('weighs a squeeze as a teaspoon of the juice, not the whole fruit', () => {
      const grams = (line: string) => gramsOf(parseIngredientLine(line), line);
      expect(grams('a squeeze of lemon')).toBeCloseTo(5 * 1.03, 1);
      expect(grams('2 squeezes of lime juice')).toBeCloseTo(10 * 1.03, 1);
      expect(grams('1 lemon')).toBe(100);
    });

    it('weighs dried breadcrumbs by their SR28 cup, and panko, half as heavy, by its own density', () => {
      const grams = (line: string) => gramsOf(parseIngredientLine(line), line);
      expect(grams('1 cup dried breadcrumbs')).toBeCloseTo(108, 0);
      expect(parseIngredientLine('1 cup panko breadcrumbs')).toMatchObject({ food: 'panko' });
      expect(grams('1 cup panko breadcrumbs')).toBeCloseTo(236.6 * 0.25, 0);
    });
  });

  describe('amounts in words', () => {
    it.each([
      ['a pinch of salt', { quantity: 1, unit: 'pinch', food: 'salt' }],
      ['a dash of Worcestershire sauce', { quantity: 1, unit: 'dash', food: 'worcestershire sauce' }],
      ['half a vanilla bean', { quantity: 0.5, unit: null, food: 'vanilla pod' }],
      ['half an onion, finely chopped', { quantity: 0.5, unit: null, food: 'onion' }],
      ['juice of half a lemon', { quantity: 0.5, unit: null, food: 'lemon juice' }],
      ['grated zest from 2 limes', { quantity: 2, unit: null, food: 'lime' }],
      ['a couple of bay leaves', { quantity: 2, unit: null, food: 'bay leaf' }],
      ['two eggs', { quantity: 2, unit: null, food: 'egg' }],
      ['two or three carrots', { quantity: 2, quantity2: 3, food: 'carrot' }],
      ['a dozen eggs', { quantity: 12, unit: null, food: 'egg' }],
      ['half a dozen eggs', { quantity: 6, unit: null, food: 'egg' }],
      ['2 dozen oysters', { quantity: 24, unit: null }],
      ['one and a half cups milk', { quantity: 1.5, unit: 'cup', food: 'milk' }],
      ['Scant ½ teaspoon salt', { quantity: 0.5, unit: 'tsp', food: 'salt' }],
      ['About 2 cups cooked rice', { quantity: 2, unit: 'cup' }],
      // Half-and-half is a food, not half of one.
      ['half and half', { quantity: null }],
      ['A few sprigs of mint', { quantity: null, food: 'mint' }],
    ])('reads %s', (line, expected) => {
      expect(parseIngredientLine(line)).toMatchObject(expected);
    });

    it.each([
      ['zest 1 lemon', { quantity: 1, unit: null, food: 'lemon' }],
      ['juice 1 lime', { quantity: 1, unit: null, food: 'lime juice' }],
      ['juice ½ lemon', { quantity: 0.5, unit: null, food: 'lemon juice' }],
      ['zest and juice 1 orange', { quantity: 1, unit: null, food: 'orange' }],
      ['finely grated zest 1 lemon', { quantity: 1, unit: null, food: 'lemon' }],
    ])('reads %s, "of" left out as BBC Good Food writes it', (line, expected) => {
      expect(parseIngredientLine(line)).toMatchObject(expected);
    });

    it('leaves "juice" alone when no count follows it', () => {
      expect(parseIngredientLine('juice drained from the tin').known).toBe(false);
    });

    it('takes no size word for a food', () => {
      expect(parseIngredientLine('1 large kohlrabi').food).toBe('kohlrabi');
      expect(parseIngredientLine('2 large onions')).toMatchObject({ quantity: 2, unit: null, food: 'onion' });
    });
  });

  describe('descriptions before the food, set off by a comma', () => {
    it.each([
      [
        '1 pound skinless, boneless chicken breast halves - cut into cubes',
        { quantity: 1, unit: 'lb', food: 'chicken breast' },
      ],
      ['4 skinless, boneless chicken thighs', { quantity: 4, unit: null, food: 'chicken thigh', note: 'skinless' }],
      ['2 large, ripe avocados', { quantity: 2, food: 'avocado' }],
      ['1 large, ripe tomato, diced', { quantity: 1, food: 'tomato', note: 'large; diced' }],
    ])('reads %s', (line, expected) => {
      expect(parseIngredientLine(line)).toMatchObject({ ...expected, known: true });
    });

    it('never looks past a first part longer than a description', () => {
      expect(parseIngredientLine('2 tbsp Auntie Rose’s famous xyzzy, mixed with olive oil')).toMatchObject({
        known: false,
      });
    });

    it('keeps a line whose parts name no food as text', () => {
      expect(parseIngredientLine('1 cup fresh, chopped')).toMatchObject({ known: false, food: 'fresh' });
    });
  });

  describe('a count of sized things is its whole weight', () => {
    it.each([
      ['1 3 lb pork shoulder', { quantity: 3, unit: 'lb', note: null }],
      ['1 (3-pound) pork shoulder', { quantity: 3, unit: 'lb' }],
      ['2 3-lb chickens', { quantity: 6, unit: 'lb', food: 'chicken', note: '2 × 3 lb' }],
      ['2 x 150g salmon fillets', { quantity: 300, unit: 'g', food: 'salmon', note: '2 × 150 g' }],
      ['One 14- to 18-pound turkey', { quantity: 14, quantity2: 18, unit: 'lb', food: 'turkey' }],
    ])('reads %s', (line, expected) => {
      expect(parseIngredientLine(line)).toMatchObject(expected);
    });

    it.each([
      // A mixed number, a length and a weight that may be the whole are no count of sized things.
      ['1 1/2 lb potatoes', { quantity: 1.5, unit: 'lb' }],
      ['1 (2-inch) piece ginger, grated', { quantity: 1, unit: 'piece', note: 'grated; 2-inch' }],
      ['3 (6 ounces) extra-large eggs', { quantity: 3, unit: null, food: 'egg' }],
      ['400g tin of chickpeas', { quantity: 400, unit: 'g' }],
    ])('leaves %s as it is', (line, expected) => {
      expect(parseIngredientLine(line)).toMatchObject(expected);
    });
  });

  describe('a pair of seasonings names both', () => {
    it.each([
      ['salt and pepper to taste', { quantity: null, food: 'salt', alsoFoods: ['black pepper'] }],
      ['Salt and freshly ground black pepper', { food: 'salt', alsoFoods: ['black pepper'] }],
      ['Kosher salt and freshly ground black pepper, to taste', { food: 'salt', alsoFoods: ['black pepper'] }],
      [
        'Sea salt or kosher salt and freshly ground black pepper to taste',
        { food: 'salt', alsoFoods: ['black pepper'], note: 'or kosher salt; and freshly ground black pepper to taste' },
      ],
      ['coarse salt and fine salt', { food: 'salt', alsoFoods: [] }],
      ['salt and vinegar crisps', { alsoFoods: [] }],
      ['2 carrots and 1 onion', { food: 'carrot', alsoFoods: [] }],
      ['1 tbsp olive oil', { alsoFoods: [] }],
    ])('reads %s', (line, expected) => {
      expect(parseIngredientLine(line)).toMatchObject(expected);
    });

    it('answers a stored line’s other foods, for the shopping list', () => {
      expect(alsoFoodsOf('Salt and black pepper')).toEqual(['black pepper']);
      expect(alsoFoodsOf('Salt and black pepper')).toEqual(['black pepper']);
      expect(alsoFoodsOf('2 onions, peeled and sliced')).toEqual([]);
      expect(alsoFoodsOf('constructor')).toEqual([]);
    });
  });

  describe('long and hostile lines', () => {
    const long = 50_000;
    it.each([
      ['or', 'or '.repeat(long / 3)],
      ['olive or', `2 tbsp ${'olive or '.repeat(long / 9)}oil`],
      ['plus', `2 tbsp ${'plus '.repeat(long / 5)}sugar`],
      ['plus an amount', `2 tbsp ${'plus 1 tsp '.repeat(long / 11)}sugar`],
      ['and', `salt ${'and '.repeat(long / 4)}pepper`],
      ['commas', `${'peanut, '.repeat(long / 8)}canola or grape seed oil`],
      ['brackets', '('.repeat(long)],
      ['brackets with sizes', `1 (${'14 oz '.repeat(long / 6)}`],
      ['half', 'half a '.repeat(long / 7)],
      ['counts', '2 x '.repeat(long / 4)],
    ])('a 50 KB line of %s reads no further than LINE_READ_MAX characters', (_, line) => {
      const parsed = parseIngredientLine(line);
      expect(parsed).toEqual(parseIngredientLine(line.slice(0, LINE_READ_MAX)));
      expect(parsed.food.length).toBeLessThanOrEqual(LINE_READ_MAX);
      for (const amount of [parsed.quantity, parsed.quantity2])
        if (amount !== null) expect(Number.isFinite(amount)).toBe(true);
    });
  });
});

describe('pepper, the vegetable or the spice', () => {
  it.each([
    ['1/2 tsp pepper', 'black pepper'],
    ['pepper, to taste', 'black pepper'],
    ['a pinch of pepper', 'black pepper'],
    ['freshly ground pepper', 'black pepper'],
    ['2 peppers, sliced', 'sweet pepper'],
    ['1 red pepper, diced', 'sweet pepper'],
    ['1 tbsp chopped green pepper', 'sweet pepper'],
  ])('reads "%s" as %s', (line, food) => {
    expect(parseIngredientLine(line).food).toBe(food);
  });
});
