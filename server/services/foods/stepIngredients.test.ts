import type { IngredientDto } from '../../../contract/types';
import { parseIngredientLine } from './ingredientLine';
import { STEP_SCAN_MAX, stepIngredientIds } from './stepIngredients';

/** Lines as the server stores them: read by the same parser, ids in order from 1. */
function recipe(...texts: string[]): IngredientDto[] {
  return texts.map((text, at) => {
    const parsed = parseIngredientLine(text);
    return { id: at + 1, ingredient_name: text, food: parsed.food, note: parsed.note, item: parsed.item };
  });
}

/** The lines (their text) a step uses, in the recipe's order. */
function used(step: string, lines: IngredientDto[]): string[] {
  const ids = stepIngredientIds(step, lines);
  return lines.filter((line) => ids.includes(line.id)).map((line) => line.ingredient_name);
}

const chickpeaCurry = recipe(
  '2 tbsp olive oil',
  '1 large onion, diced',
  '3 garlic cloves, crushed',
  '1 thumb-sized piece of ginger, grated',
  '2 tsp ground cumin',
  '400 g tin chickpeas, drained',
  '400 g tin chopped tomatoes',
  '4 scallions, sliced',
  'small bunch coriander, chopped',
  'salt and pepper',
);

const roastVeg = recipe(
  '2 red peppers, cut into chunks',
  '1 courgette, sliced',
  '1 red onion, cut into wedges',
  '3 tbsp vegetable oil',
  '1 tsp sea salt flakes',
  '½ tsp freshly ground black pepper',
  '2 sprigs rosemary',
  '1 tbsp thyme leaves',
);

const custardTart = recipe(
  '3 eggs',
  '2 egg yolks',
  '100 g caster sugar',
  '300 ml double cream',
  '50 g butter, softened',
  '1 tbsp smooth peanut butter',
  '1 lemon',
);

const chickenSoup = recipe(
  '4 chicken thighs',
  '1.5 l chicken stock',
  '2 carrots, peeled and sliced',
  '2 celery sticks, sliced',
  '100 g egg noodles',
  '1 bay leaf',
  'handful flat-leaf parsley',
);

describe('a step names the foods of its lines', () => {
  it.each<[string, IngredientDto[], string[]]>([
    ['Heat the oil in a large pan.', chickpeaCurry, ['2 tbsp olive oil']],
    ['Add the onions and fry for 8 minutes until soft.', chickpeaCurry, ['1 large onion, diced']],
    [
      'Add the onion, garlic and ginger.',
      chickpeaCurry,
      ['1 large onion, diced', '3 garlic cloves, crushed', '1 thumb-sized piece of ginger, grated'],
    ],
    ['Stir in the cumin and cook for a minute.', chickpeaCurry, ['2 tsp ground cumin']],
    [
      'Tip in the chickpeas and the tomatoes.',
      chickpeaCurry,
      ['400 g tin chickpeas, drained', '400 g tin chopped tomatoes'],
    ],
    ['Scatter over the spring onions.', chickpeaCurry, ['4 scallions, sliced']],
    [
      'Garnish with green onions and cilantro.',
      chickpeaCurry,
      ['4 scallions, sliced', 'small bunch coriander, chopped'],
    ],
    ['Season with salt and pepper.', chickpeaCurry, ['salt and pepper']],
    ['Scatter over the herbs to serve.', chickpeaCurry, ['small bunch coriander, chopped']],
    [
      'Toss the peppers, courgette and onion with the oil.',
      roastVeg,
      ['2 red peppers, cut into chunks', '1 courgette, sliced', '1 red onion, cut into wedges', '3 tbsp vegetable oil'],
    ],
    ['Season with salt and pepper.', roastVeg, ['1 tsp sea salt flakes', '½ tsp freshly ground black pepper']],
    ['Slice the pepper into strips.', roastVeg, ['2 red peppers, cut into chunks']],
    ['Grind over some pepper.', roastVeg, ['½ tsp freshly ground black pepper']],
    ['Strip the leaves from the rosemary and thyme.', roastVeg, ['2 sprigs rosemary', '1 tbsp thyme leaves']],
    ['Add the herbs for the last 10 minutes.', roastVeg, ['2 sprigs rosemary', '1 tbsp thyme leaves']],
    ['Drizzle with the remaining oil.', roastVeg, ['3 tbsp vegetable oil']],
    ['Crack the eggs into a bowl.', custardTart, ['3 eggs']],
    ['Whisk the egg yolks with the sugar until pale.', custardTart, ['2 egg yolks', '100 g caster sugar']],
    ['Whisk the yolks into the cream.', custardTart, ['2 egg yolks', '300 ml double cream']],
    ['Melt the butter in a small pan.', custardTart, ['50 g butter, softened']],
    ['Beat in the peanut butter.', custardTart, ['1 tbsp smooth peanut butter']],
    ['Cream the butter and sugar together.', custardTart, ['100 g caster sugar', '50 g butter, softened']],
    ['Finely grate in the lemon zest.', custardTart, ['1 lemon']],
    ['Squeeze in the juice of the lemon.', custardTart, ['1 lemon']],
    ['Brown the chicken all over.', chickenSoup, ['4 chicken thighs']],
    ['Pour in the stock and bring to the boil.', chickenSoup, ['1.5 l chicken stock']],
    [
      'Add the chicken stock, carrots and celery.',
      chickenSoup,
      ['1.5 l chicken stock', '2 carrots, peeled and sliced', '2 celery sticks, sliced'],
    ],
    ['Add the noodles and cook for 4 minutes.', chickenSoup, ['100 g egg noodles']],
    ['Fish out the bay leaf and stir in the parsley.', chickenSoup, ['1 bay leaf', 'handful flat-leaf parsley']],
  ])('%s', (step, lines, expected) => {
    expect(used(step, lines)).toEqual(expected);
  });
});

describe('words that look like a food but are not the line', () => {
  it.each<[string, IngredientDto[], string[]]>([
    ['Pour over the sauce and serve.', recipe('2 tbsp soy sauce', '1 tbsp honey'), []],
    ['Add the soy sauce and the sauce you made.', recipe('2 tbsp soy sauce', '1 tbsp honey'), ['2 tbsp soy sauce']],
    [
      'Crush the peppercorns in a mortar.',
      recipe('1 red pepper', '1 tsp black peppercorns'),
      ['1 tsp black peppercorns'],
    ],
    ['Add the butter.', recipe('2 tbsp crunchy peanut butter', '1 tbsp honey'), []],
    ['Beat the eggs.', recipe('200 g egg noodles', '1 tbsp oil'), []],
    ['Add the butter beans.', recipe('400 g tin butter beans', '25 g butter'), ['400 g tin butter beans']],
    ['Preheat the oven to 200C and line a tin with baking paper.', chickpeaCurry, []],
    ['Leave to rest for 10 minutes, then serve.', roastVeg, []],
    [
      'Cream the butter and sugar until fluffy.',
      recipe('100 ml single cream', '100 g butter', '100 g sugar'),
      ['100 g butter', '100 g sugar'],
    ],
    ['Season the chicken well.', recipe('1 tbsp chicken stock powder', '2 chicken breasts'), ['2 chicken breasts']],
  ])('%s', (step, lines, expected) => {
    expect(used(step, lines)).toEqual(expected);
  });
});

describe('peppers, stock cubes and colours', () => {
  const lines = recipe(
    '1 green bell pepper, diced',
    'salt and freshly ground black pepper',
    '1 chicken stock cube',
    '1 orange',
    '2 tbsp icing sugar',
    '1 tbsp brown sugar',
  );

  it.each<[string, string[]]>([
    ['Dice the bell pepper.', ['1 green bell pepper, diced']],
    ['Add the peppers.', ['1 green bell pepper, diced']],
    ['Season with salt and pepper.', ['salt and freshly ground black pepper']],
    ['Add a pinch of salt.', ['salt and freshly ground black pepper']],
    ['Crumble in the stock cube.', ['1 chicken stock cube']],
    ['Add the stock.', ['1 chicken stock cube']],
    ['Fry until golden orange.', []],
    ['Zest the orange.', ['1 orange']],
    ['Add the sugar.', ['2 tbsp icing sugar', '1 tbsp brown sugar']],
    ['Dust with icing sugar.', ['2 tbsp icing sugar']],
  ])('%s', (step, expected) => {
    expect(used(step, lines)).toEqual(expected);
  });
});

describe('plainer and fuller names', () => {
  it.each<[string, IngredientDto[], string[]]>([
    ['Stir in the milk.', recipe('400 ml tin coconut milk', '1 tbsp fish sauce'), ['400 ml tin coconut milk']],
    ['Top with the cheddar.', recipe('100 g grated cheese', '4 slices bread'), ['100 g grated cheese']],
    ['Add the tomatoes.', recipe('400 g tin chopped tomatoes', '1 onion'), ['400 g tin chopped tomatoes']],
    ['Add the tomatoes.', recipe('4 ripe tomatoes', '400 g tin chopped tomatoes'), ['4 ripe tomatoes']],
    ['Cook the spaghetti until al dente.', recipe('400 g spaghetti', '2 tbsp olive oil'), ['400 g spaghetti']],
    ['Cook the pasta until al dente.', recipe('400 g penne', '2 tbsp olive oil'), ['400 g penne']],
    ['Add the stock.', recipe('1 l vegetable stock', '200 g red lentils'), ['1 l vegetable stock']],
    ['Stir through the yoghurt.', recipe('150 g Greek yoghurt', '1 garlic clove'), ['150 g Greek yoghurt']],
  ])('%s', (step, lines, expected) => {
    expect(used(step, lines)).toEqual(expected);
  });
});

describe('the same food in other words', () => {
  it.each<[string, IngredientDto[], string[]]>([
    [
      'Stir in the cumin and coriander.',
      recipe('1 tsp ground cumin', '1 tsp ground coriander'),
      ['1 tsp ground cumin', '1 tsp ground coriander'],
    ],
    [
      'Add the cumin and coriander seeds.',
      recipe('1 tsp cumin seeds', '1 tsp coriander seeds', 'handful fresh coriander'),
      ['1 tsp cumin seeds', '1 tsp coriander seeds'],
    ],
    ['Sprinkle with paprika.', recipe('1 tsp smoked paprika', '2 chicken breasts'), ['1 tsp smoked paprika']],
    [
      'Add the lemon and the garlic.',
      recipe('juice of 1 lemon', '2 garlic cloves'),
      ['juice of 1 lemon', '2 garlic cloves'],
    ],
    ['Whisk the egg whites to stiff peaks.', recipe('4 eggs', '200 g caster sugar'), ['4 eggs']],
    ['Stir in the lentils.', recipe('200 g red lentils', '1 onion'), ['200 g red lentils']],
    [
      'Brown the mince, then add the beef stock.',
      recipe('500 g beef mince', '300 ml beef stock', '1 onion'),
      ['500 g beef mince', '300 ml beef stock'],
    ],
    [
      'Melt the chocolate over a pan of water.',
      recipe('200 g dark chocolate', '100 g butter'),
      ['200 g dark chocolate'],
    ],
    ['Peel and chop the potatoes.', recipe('2 sweet potatoes', '1 red onion'), ['2 sweet potatoes']],
    ['Swirl through the cream.', recipe('100 ml soured cream', '1 lime'), ['100 ml soured cream']],
    ['Season with pepper.', recipe('1 red pepper, sliced', '½ tsp black pepper'), ['½ tsp black pepper']],
    [
      'Add the peppers and fry until soft.',
      recipe('1 red pepper, sliced', '½ tsp black pepper'),
      ['1 red pepper, sliced'],
    ],
    ['Dust with cayenne.', recipe('1 red pepper', 'pinch of cayenne pepper'), ['pinch of cayenne pepper']],
    [
      'Scatter over the pine nuts and basil.',
      recipe('50 g pine nuts', 'small bunch basil', '2 tbsp olive oil'),
      ['50 g pine nuts', 'small bunch basil'],
    ],
    ['Rub the chicken with the oil.', recipe('1 tbsp chicken stock', '2 tbsp sesame oil'), ['2 tbsp sesame oil']],
    [
      'Mix the seeds, onion flakes and garlic.',
      recipe('1 tbsp sesame seeds', '1 tsp dried onion flakes', '1 tsp garlic granules'),
      ['1 tbsp sesame seeds', '1 tsp dried onion flakes', '1 tsp garlic granules'],
    ],
    [
      'Add the cocoa, maple syrup and vanilla.',
      recipe('30 g cocoa powder', '3 tbsp maple syrup', '1 tsp vanilla extract', '1 tsp vanilla sugar'),
      ['30 g cocoa powder', '3 tbsp maple syrup', '1 tsp vanilla extract'],
    ],
    ['Add the chilli and cook for a minute.', recipe('1 tsp chilli powder', '1 onion'), ['1 tsp chilli powder']],
    [
      'Add the chilli and cook for a minute.',
      recipe('1 red chilli, finely chopped', '1 tsp chilli powder'),
      ['1 red chilli, finely chopped'],
    ],
    [
      'Pour the milk over the ice.',
      recipe('200 ml almond milk', 'handful of ice cubes'),
      ['200 ml almond milk', 'handful of ice cubes'],
    ],
    [
      'Fill the peppers with the turkey mixture.',
      recipe('2 red peppers, halved', '250 g turkey mince'),
      ['2 red peppers, halved', '250 g turkey mince'],
    ],
    ['Scatter over the olives.', recipe('2 tbsp olive oil', '1 tbsp capers'), []],
    [
      'Unroll the pastry and brush with beaten egg.',
      recipe('320 g sheet puff pastry', '1 egg, beaten'),
      ['320 g sheet puff pastry', '1 egg, beaten'],
    ],
    [
      'Shake the milk and syrup in a jar.',
      recipe('150 ml oat milk', '1 tbsp maple syrup', '1 tbsp soy sauce'),
      ['150 ml oat milk', '1 tbsp maple syrup'],
    ],
    [
      'Dust the worktop with flour.',
      recipe('250 g self-raising flour', '1 tsp baking powder'),
      ['250 g self-raising flour'],
    ],
  ])('%s', (step, lines, expected) => {
    expect(used(step, lines)).toEqual(expected);
  });
});

describe('lines the catalogue cannot place', () => {
  it('match their own words, whole', () => {
    const lines = recipe('2 tbsp zhoug', '1 tbsp smoked blorp paste', '2 eggs');
    expect(used('Spoon over the zhoug.', lines)).toEqual(['2 tbsp zhoug']);
    expect(used('Stir the blorp into the eggs.', lines)).toEqual(['1 tbsp smoked blorp paste', '2 eggs']);
    expect(used('Add the tomato paste.', lines)).toEqual([]);
  });

  it('a heading written as a line names nothing, nor does a participle', () => {
    const lines = recipe('For the topping:', '100 g glorp', '1 tbsp toasted paste', 'handful of mixed blorks');
    expect(used('Spoon over the topping.', lines)).toEqual([]);
    expect(used('Cook until well toasted.', lines)).toEqual([]);
    expect(used('Add the toasted paste.', lines)).toEqual(['1 tbsp toasted paste']);
    expect(used('Add the blorks and the glorp.', lines)).toEqual(['100 g glorp', 'handful of mixed blorks']);
  });
});

describe('steps that list nothing', () => {
  it.each([
    'Put all the ingredients in a blender and blitz.',
    'Add all of the remaining ingredients, including the onion.',
    'Mix everything together with the oil.',
  ])('%s', (step) => {
    expect(stepIngredientIds(step, chickpeaCurry)).toEqual([]);
  });

  it('a line stored without its food is read from its text', () => {
    const lines: IngredientDto[] = [
      { id: 1, ingredient_name: '2 tbsp olive oil', food: null },
      { id: 2, ingredient_name: '1 onion, chopped' },
    ];
    expect(stepIngredientIds('Fry the onion in the oil.', lines)).toEqual([1, 2]);
  });

  it('an empty step, no lines or lines without foods give nothing', () => {
    expect(stepIngredientIds('', chickpeaCurry)).toEqual([]);
    expect(stepIngredientIds('Add the onion.', [])).toEqual([]);
    expect(stepIngredientIds('Add the onion.', [{ id: 9, ingredient_name: '', food: null }])).toEqual([]);
  });

  it('never throws on what it cannot read', () => {
    const broken = [{ id: 1, ingredient_name: null, food: 42 }] as unknown as IngredientDto[];
    expect(stepIngredientIds('Add the onion.', broken)).toEqual([]);
    expect(stepIngredientIds(null as unknown as string, chickpeaCurry)).toEqual([]);
    expect(stepIngredientIds('Add the onion\u0000 and garlic.', chickpeaCurry)).toEqual([2, 3]);
  });
});

describe('ids', () => {
  it('come in the lines’ order, each once, whatever order the step names them', () => {
    expect(stepIngredientIds('Add the ginger, then the garlic, then more ginger and the oil.', chickpeaCurry)).toEqual([
      1, 3, 4,
    ]);
  });

  it('are the lines’ own ids', () => {
    const lines = recipe('1 onion', '2 carrots').map((line, at) => ({ ...line, id: 1000 + at }));
    expect(stepIngredientIds('Chop the carrots.', lines)).toEqual([1001]);
  });

  it('every line of the food is used: butter for the sauce and butter for frying', () => {
    const lines = recipe('25 g butter, for frying', '1 onion', '50 g butter, for the sauce');
    expect(stepIngredientIds('Melt the butter.', lines)).toEqual([1, 3]);
  });
});

describe('huge input', () => {
  it('reads only the first STEP_SCAN_MAX characters of a step', () => {
    const step = `${'stir well '.repeat(STEP_SCAN_MAX / 10)} add the chickpeas`;
    expect(stepIngredientIds(step, chickpeaCurry)).toEqual([]);
    expect(stepIngredientIds(`add the chickpeas ${'stir well '.repeat(50_000)}`, chickpeaCurry)).toEqual([6]);
  });

  it('a long step over many lines stays quick', () => {
    const lines = recipe(
      ...Array.from({ length: 200 }, (_, at) => `${at + 1} g ${['flour', 'sugar', 'blorp', 'salt'][at % 4]}`),
    );
    const step = 'add the flour and sugar and salt and pepper and blorp '.repeat(60).slice(0, STEP_SCAN_MAX);
    const started = performance.now();
    const ids = stepIngredientIds(step, lines);
    expect(ids).toHaveLength(200);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
