import { WEEKDAYS } from '../../../contract/constants';
import { parseIngredientLine } from '../foods/ingredientLine';
import { itemKey, mergePlannedLines, type PlannedLine } from './mergeItems';

let nextMeal = 1;
/** The day's date in the week of Saturday 28 November 2026. */
const dateOf = (day: PlannedLine['day']) =>
  `2026-${['11-28', '11-29', '11-30', '12-01', '12-02', '12-03', '12-04'][WEEKDAYS.indexOf(day)]}`;
/** One meal's lines scaled to its eaters' portions, as shoppingList.ts scales them. */
const scaled = (lines: PlannedLine[], factor: number) =>
  lines.map((line) => ({
    ...line,
    quantity: line.quantity === null ? null : line.quantity * factor,
    quantity2: line.quantity2 === null ? null : line.quantity2 * factor,
  }));

/** Planned lines as the database holds them: each read by the ingredient parser. */
function meal(recipeName: string, lines: string[], day: PlannedLine['day'] = 'saturday'): PlannedLine[] {
  const mealPlanId = nextMeal++;
  return lines.map((line) => {
    const parsed = parseIngredientLine(line);
    return {
      mealPlanId,
      recipeId: mealPlanId * 10,
      recipeName,
      day,
      date: dateOf(day),
      category: 'Dinner',
      categoryPosition: 3,
      line,
      quantity: parsed.quantity,
      quantity2: parsed.quantity2,
      unit: parsed.unit,
      food: parsed.food,
      note: parsed.note,
    };
  });
}

const merged = (...meals: PlannedLine[][]) => mergePlannedLines(meals.flat());
const displays = (...meals: PlannedLine[][]) => merged(...meals).map((item) => item.display);

describe('mergePlannedLines', () => {
  it('sums one food written in compatible units in one unit, promoting it', () => {
    expect(displays(meal('A', ['200 g red lentils']), meal('B', ['0.5 kg red lentils']))).toEqual(['700 g lentils']);
    expect(displays(meal('A', ['600 g potatoes']), meal('B', ['0.5 kg potatoes']))).toEqual(['1.1 kg potatoes']);
    expect(displays(meal('A', ['500 ml vegetable stock']), meal('B', ['1 litre vegetable stock']))).toEqual([
      '1.5 l vegetable stock',
    ]);
  });

  it('buys counted foods, cloves and tins whole, however the portions scaled them', () => {
    // Foods without a purchase form: counted whole, spoons to the kitchen's fractions.
    expect(
      displays(
        scaled(
          meal('Scaled', ['2 carrots, sliced', '3 cloves shallot', '1 tin sweetcorn', '3 tbsp maple syrup']),
          0.625,
        ),
      ),
    ).toEqual(['2 carrots', '2 cloves shallot', '1 tin sweetcorn', '1¾ tbsp maple syrup']);
    // Foods with one: whole packs.
    expect(displays(scaled(meal('Scaled', ['2 spring onions, sliced', '4 garlic cloves, grated']), 0.625))).toEqual([
      '1 bunch spring onions',
      '1 bulb garlic',
    ]);
    // A hair over a whole one, from scaling, stays that one.
    expect(displays(scaled(meal('Scaled', ['8 chicken thighs']), 0.255))).toEqual(['2 chicken thighs']);
  });

  it('keeps the unit every line shares', () => {
    expect(displays(meal('A', ['1 cup flour']), meal('B', ['½ cup flour']))).toEqual(['1½ cups flour']);
    expect(displays(meal('A', ['1 tin sweetcorn']), meal('B', ['2 tins sweetcorn']))).toEqual(['3 tins sweetcorn']);
  });

  it('merges a volume into a weight through the food’s density', () => {
    // 2 tbsp of ghee (29.6 ml × 0.91 g/ml ≈ 27 g) with 100 g: 127 g, to the nearest 5 g.
    const [ghee] = merged(meal('A', ['100 g ghee']), meal('B', ['2 tbsp ghee']));
    expect(ghee.amounts).toEqual([{ value: 125, unit: 'g' }]);
    // Butter is bought in 250 g packs: the same sum is the need beside the pack.
    const [butter] = merged(meal('A', ['100 g butter']), meal('B', ['2 tbsp butter']));
    expect(butter).toMatchObject({ display: '1 pack butter (250 g)', needed: '125 g needed' });
  });

  it('merges weights and volumes of a food through its SR28 row’s cup or spoon measure when it has no density', () => {
    // Red miso: SR28's 1 tbsp is 17 g.
    expect(displays(meal('A', ['100 g red miso']), meal('B', ['2 tbsp red miso']))).toEqual(['135 g red miso']);
    expect(
      displays(meal('A', ['60 ml teriyaki sauce', '30 ml teriyaki sauce']), meal('B', ['200 g teriyaki sauce'])),
    ).toEqual([expect.stringMatching(/^\d+ ml teriyaki sauce$/)]);
  });

  it('merges a weight into volumes when most lines measure the food by volume', () => {
    const [stock] = merged(
      meal('A', ['500 ml vegetable stock']),
      meal('B', ['250 ml vegetable stock']),
      meal('C', ['100 g vegetable stock']),
    );
    expect(stock.display).toBe('850 ml vegetable stock');
    // Milk: 100 g ÷ 1.03 g/ml ≈ 97 ml, 847 ml in all, bought as a 2-pint bottle.
    const [milk] = merged(meal('A', ['500 ml milk']), meal('B', ['250 ml milk']), meal('C', ['100 g milk']));
    expect(milk).toMatchObject({ display: '1 bottle milk (2 pints)', needed: '845 ml needed' });
  });

  it('turns a weight of a counted food into whole pieces', () => {
    expect(displays(meal('A', ['2 onions']), meal('B', ['100 g onion']))).toEqual(['3 onions']);
    expect(displays(meal('A', ['1 lemon']))).toEqual(['1 lemon']);
  });

  it('buys the fruit for a squeeze of its juice, and a squeeze of anything else as a teaspoon', () => {
    expect(displays(meal('A', ['a squeeze of lemon']))).toEqual(['1 lemon']);
    expect(displays(meal('A', ['squeeze of lime, to serve']), meal('B', ['2 squeezes of lime juice']))).toEqual([
      '1 lime',
    ]);
    // Juice counted by the fruit is that many fruits; a squeeze is taken from the lemons bought anyway.
    expect(
      displays(meal('A', ['juice of 2 lemons']), meal('B', ['1 lemon']), meal('C', ['a squeeze of lemon'])),
    ).toEqual(['3 lemons']);
    expect(displays(meal('A', ['a squeeze of maple syrup']), meal('B', ['1 tsp maple syrup']))).toEqual([
      '2 tsp maple syrup',
    ]);
  });

  it('counts a food bought in tins of a known size in tins', () => {
    expect(
      displays(meal('A', ['2 x 400 g tins chopped tomatoes']), meal('B', ['400 g tin chopped tomatoes, drained'])),
    ).toEqual(['3 tins chopped tomatoes (400 g each)']);
    expect(displays(meal('A', ['1 (400 g) can chickpeas']), meal('B', ['200 g chickpeas']))).toEqual([
      '2 tins chickpeas (400 g each)',
    ]);
  });

  it('reads a tin’s size in ounces and fluid ounces too, merging weights into tins', () => {
    // 15 oz is 425 g: 400 g more is a second tin.
    expect(displays(meal('A', ['1 (15 oz) can pumpkin purée']), meal('B', ['400 g pumpkin purée']))).toEqual([
      '2 tins pumpkin purée (15 oz each)',
    ]);
    expect(displays(meal('A', ['1 can (14.5-ounce) refried beans']), meal('B', ['200 g refried beans']))).toEqual([
      '2 tins refried beans (14.5 oz each)',
    ]);
    expect(displays(meal('A', ['2 28 oz cans enchilada sauce']), meal('B', ['100 g enchilada sauce']))).toEqual([
      '3 tins enchilada sauce (28 oz each)',
    ]);
    // 13.5 US fl oz is 399 ml.
    expect(displays(meal('A', ['1 (13.5 fl oz) can coconut cream']), meal('B', ['350 ml coconut cream']))).toEqual([
      '2 tins coconut cream (13.5 fl oz each)',
    ]);
    // A size range is no one size: the amounts stay beside each other.
    expect(displays(meal('A', ['1 (10-12 oz) can pumpkin purée']), meal('B', ['100 g pumpkin purée']))).toEqual([
      '1 tin pumpkin purée + 100 g',
    ]);
  });

  it('keeps amounts that cannot convert beside each other', () => {
    const [sweetcorn] = merged(meal('A', ['1 tin sweetcorn']), meal('B', ['200 g sweetcorn']));
    expect(sweetcorn.amounts.map((amount) => amount.unit).sort()).toEqual(['g', 'tin']);
    expect(sweetcorn.display).toBe('1 tin sweetcorn + 200 g');
    // Beside packs too: a slice of cheddar is no weight the catalogue knows.
    const [cheddar] = merged(meal('A', ['100 g cheddar']), meal('B', ['1 slice cheddar']));
    expect(cheddar).toMatchObject({ display: '1 block cheddar (400 g) + 1 slice', needed: '100 g needed' });
  });

  it('lists a food no line measures by name alone, and a measured one ignores unmeasured mentions', () => {
    expect(displays(meal('A', ['salt, to taste']))).toEqual(['Salt']);
    // A teaspoon of a staple is no shopping: the name alone (was "1 tsp salt" before issue 38).
    expect(displays(meal('A', ['salt, to taste']), meal('B', ['1 tsp salt']))).toEqual(['Salt']);
    expect(displays(meal('A', ['salt, to taste']), meal('B', ['1 tbsp salt']))).toEqual(['1 tbsp salt']);
  });

  it('keeps text the catalogue does not know as its own item, in "other"', () => {
    // A made-up food: the catalogue now knows edible gold leaf.
    const [item] = merged(meal('A', ['2 sheets of edible blorp leaf']));
    expect(item).toMatchObject({ aisle: 'other', pantry: false });
    expect(item.key).toMatch(/^[a-z0-9-]+$/);
  });

  it('names each meal once, in week order', () => {
    const [lentils] = merged(
      meal('Friday dal', ['200 g red lentils', '50 g red lentils'], 'friday'),
      meal('Saturday soup', ['100 g red lentils'], 'saturday'),
    );
    expect(lentils.sources.map((source) => source.recipe_name)).toEqual(['Saturday soup', 'Friday dal']);
    expect(lentils.sources.map((source) => source.date)).toEqual(['2026-11-28', '2026-12-04']);
  });
});

describe('itemKey', () => {
  it('is the food’s words joined by dashes, safe in a path', () => {
    expect(itemKey('red lentil')).toBe('red-lentil');
    expect(itemKey('Crème fraîche')).toBe('creme-fraiche');
    expect(itemKey('../../etc/passwd')).toBe('etc-passwd');
    expect(itemKey('!!!')).toBe('item');
  });
});

describe('displayItem', () => {
  it('reads a piece, a fillet and a tin as a shopper would', () => {
    expect(displays(meal('A', ['2 cm piece ginger, grated']))).toEqual(['1 piece ginger']);
    expect(displays(meal('A', ['4 thick cod fillets (about 140 g each)']))).toEqual(['4 cod fillets']);
    expect(displays(meal('A', ['1 salmon fillet']))).toEqual(['1 salmon fillet']);
    expect(displays(meal('A', ['400 g tin chopped tomatoes']))).toEqual(['1 tin chopped tomatoes (400 g)']);
  });
});

/*
 * Issue 38, "a list that shops right": each amount the issue quotes, from the recipe lines that
 * gave it (phrasing from the labelled BBC, Cookstr and tastecooking lines and the seed recipes).
 */
describe('buying what a shop sells', () => {
  it('buys "83 ml cream" as a pot, the need beside it', () => {
    // A 150 ml recipe line for a household eating 0.55 of it.
    const [cream] = merged(scaled(meal('Korma', ['150ml/5½fl oz double cream']), 0.55));
    expect(cream).toMatchObject({
      display: '1 pot double cream (150 ml)',
      needed: '83 ml needed',
      amounts: [{ value: 1, unit: 'pot' }],
      aisle: 'dairy & eggs',
      pantry: false,
    });
    // More than a pot: the sizes on the shelf that waste least.
    const [more] = merged(meal('A', ['300ml/11fl oz double cream']), meal('B', ['100ml double cream']));
    expect(more).toMatchObject({ display: '2 pots double cream (300 ml + 150 ml)', needed: '400 ml needed' });
  });

  it('buys herbs by the bunch, whatever the recipes measured them in', () => {
    // Was "1¾ handfuls basil + 2 bunches".
    const [basil] = merged(
      scaled(meal('Pasta', ['handful of fresh basil leaves']), 1.75),
      meal('Pesto', ['1 bunch basil']),
      meal('Salad', ['1 bunch basil']),
    );
    // 1¾ handfuls (a third of a 30 g bunch each) and two bunches: 77.5 g, three bunches.
    expect(basil).toMatchObject({ display: '3 bunches basil', needed: '2 bunches + 1¾ handfuls needed' });
    expect(
      displays(meal('A', ['2 handfuls coriander, roughly chopped']), meal('B', ['1 tbsp chopped fresh coriander'])),
    ).toEqual(['1 bunch coriander']);
  });

  it('keeps pinches and "to taste" of pantry foods out of any sum', () => {
    // Was "¾ tsp salt + ¾ pinch".
    const [salt] = merged(scaled(meal('Dal', ['1 tsp salt', 'pinch of salt, to taste (optional)']), 0.75));
    expect(salt).toMatchObject({ display: 'Salt', amounts: [], pantry: true, needed: null });
    // A real amount of a pantry food is shown, never summed with a drizzle.
    const [oil] = merged(
      meal('A', ['2 tbsp olive oil']),
      meal('B', ['a drizzle of olive oil']),
      meal('C', ['olive oil, for frying']),
    );
    expect(oil).toMatchObject({ display: '2 tbsp olive oil', amounts: [{ value: 2, unit: 'tbsp' }], pantry: true });
    // A spice: a pinch alone is at home; teaspoons of it are bought, the pinch not added.
    expect(merged(meal('A', ['pinch of ground cumin']))[0]).toMatchObject({ display: 'Cumin', pantry: true });
    expect(merged(meal('A', ['2 tsp ground cumin']), meal('B', ['a pinch of ground cumin']))[0]).toMatchObject({
      display: '2 tsp cumin',
      pantry: false,
    });
  });

  it('buys "6⅛ tbsp curry paste" as a jar, and rounds spoons of a food without one', () => {
    const [paste] = merged(scaled(meal('Thai curry', ['4 tbsp Thai red curry paste']), 1.53));
    // 6.12 tbsp × 14.8 ml × 1.1 g/ml ≈ 100 g of a 190 g jar.
    // The jar named as the recipe names it: which paste to take from the shelf.
    expect(paste).toMatchObject({ display: '1 jar thai red curry paste (190 g)', needed: '100 g needed' });
    expect(displays(scaled(meal('Glaze', ['4 tbsp maple syrup']), 1.53))).toEqual(['6 tbsp maple syrup']);
    // A few spoons of a bottled sauce read as spoons beside the bottle.
    expect(merged(meal('Pie', ['2 tsp Worcestershire sauce']))[0]).toMatchObject({
      display: '1 bottle worcestershire sauce (150 ml)',
      needed: '2 tsp needed',
    });
  });

  it('buys tinned tomatoes in tins whatever unit the recipes used', () => {
    const [tomatoes] = merged(
      meal('Chilli', ['1 tin chopped tomatoes']),
      meal('Soup', ['200 g chopped tomatoes']),
      meal('Shakshuka', ['½ cup chopped tomatoes']),
    );
    // 400 g + 200 g + 121 g (½ cup at 1.03 g/ml): 721 g, two 400 g tins.
    expect(tomatoes).toMatchObject({
      display: '2 tins chopped tomatoes (400 g each)',
      needed: '720 g needed',
      amounts: [{ value: 2, unit: 'tin' }],
    });
    expect(displays(meal('A', ['400g/14oz tinned chopped tomatoes']))).toEqual(['1 tin chopped tomatoes (400 g)']);
  });

  it('buys chickpeas in tins, a drained tin holding 240 g, and dried ones by weight', () => {
    expect(displays(meal('A', ['240 g chickpeas']))).toEqual(['1 tin chickpeas (400 g)']);
    expect(merged(meal('A', ['1 cup chickpeas']))[0]).toMatchObject({
      display: '1 tin chickpeas (400 g)',
      needed: '1 cup needed',
    });
    // Tinned and plain chickpeas are one item: two tins, and 100 g drained of a third.
    const items = merged(
      meal('A', ['2x400g/14oz cans cooked chickpeas, rinsed and drained']),
      meal('B', ['100g/3½oz canned chickpeas, drained']),
    );
    expect(items.map((item) => [item.key, item.display])).toEqual([['chickpea', '3 tins chickpeas (400 g each)']]);
    expect(displays(meal('A', ['250 g dried chickpeas']))).toEqual(['250 g chickpeas']);
  });

  it('buys coconut milk in tins, not litres', () => {
    const [coconut] = merged(
      meal('A', ['400ml can coconut milk']),
      meal('B', ['1 tin coconut milk']),
      meal('C', ['100ml/3½fl oz coconut milk']),
    );
    expect(coconut).toMatchObject({ display: '3 tins coconut milk (400 ml each)', needed: '900 ml needed' });
    expect(displays(meal('A', ['1.5 c coconut milk']))).toEqual(['1 tin coconut milk (400 ml)']);
    // Was "1.2 l coconut milk": three tins, the need itself.
    expect(merged(meal('A', ['1.2 litres/2 pints coconut milk']))[0]).toMatchObject({
      display: '3 tins coconut milk (400 ml each)',
      needed: null,
    });
    // Light coconut milk is coconut milk to a search, but another tin on the shelf.
    expect(displays(meal('A', ['400 ml light coconut milk']), meal('B', ['200 ml coconut milk']))).toEqual([
      '1 tin light coconut milk (400 ml)',
      '1 tin coconut milk (400 ml)',
    ]);
  });

  it('buys eggs by the box, garlic by the bulb, spring onions by the bunch', () => {
    expect(merged(meal('A', ['3 eggs']), meal('B', ['2 large eggs']))[0]).toMatchObject({
      display: '1 box of 6 eggs',
      needed: '5 eggs needed',
    });
    expect(merged(meal('A', ['6 eggs']))[0]).toMatchObject({ display: '1 box of 6 eggs', needed: null });
    expect(displays(meal('A', ['8 eggs']))).toEqual(['1 box of 12 eggs']);
    expect(displays(meal('A', ['18 eggs']))).toEqual(['2 boxes of eggs (12 + 6)']);
    expect(merged(meal('A', ['4 garlic cloves, crushed']))[0]).toMatchObject({
      display: '1 bulb garlic',
      needed: '4 cloves needed',
    });
    // A bulb is 10 cloves: 16 cloves are two bulbs, named by the food, not its "garlic bulb" alias.
    expect(merged(meal('A', ['1 garlic bulb']), meal('B', ['6 garlic cloves']))[0]).toMatchObject({
      display: '2 bulbs garlic',
      needed: '1 bulb + 6 cloves needed',
    });
    // Spoons and cups of them too: a tablespoon of minced garlic is 3 cloves, a cup of sliced
    // spring onions 6½ of them.
    expect(merged(meal('A', ['1 tbsp minced garlic']), meal('B', ['2 garlic cloves']))[0]).toMatchObject({
      display: '1 bulb garlic',
      needed: '1 tbsp + 2 cloves needed',
    });
    expect(displays(meal('A', ['1 cup sliced spring onions']), meal('B', ['2 spring onions']))).toEqual([
      '2 bunches spring onions',
    ]);
    expect(merged(meal('A', ['2 spring onions, sliced']))[0]).toMatchObject({
      display: '1 bunch spring onions',
      needed: '2 spring onions needed',
    });
  });

  it('says nothing beside packs that are the need', () => {
    expect(merged(meal('A', ['2 tins chickpeas']))[0]).toMatchObject({
      display: '2 tins chickpeas (400 g each)',
      needed: null,
    });
    expect(merged(meal('A', ['1 x 400g tin chopped tomatoes']))[0].needed).toBeNull();
  });

  it('buys no packs for a need past counting', () => {
    const [cream] = merged(scaled(meal('A', ['150 ml double cream']), 1e308), meal('B', ['150 ml double cream']));
    expect(cream.display).not.toMatch(/pot|Infinity|NaN/);
    expect(cream.needed).toBeNull();
  });

  it('leaves foods without a purchase form as they were', () => {
    expect(
      displays(
        meal('Dal', ['200 g red lentils, rinsed', '1 onion, chopped', '1 litre vegetable stock']),
        meal('Soup', ['0.5 kg red lentils', '150 g onion, diced', '2 carrots']),
      ),
    ).toEqual(['700 g lentils', '2 onions', '1 l vegetable stock', '2 carrots']);
    for (const item of merged(meal('Dal', ['200 g red lentils', '2 carrots']))) expect(item.needed).toBeNull();
  });
});
