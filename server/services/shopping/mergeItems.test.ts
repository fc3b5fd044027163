import { parseIngredientLine } from '../foods/ingredientLine';
import { itemKey, mergePlannedLines, type PlannedLine } from './mergeItems';

let nextMeal = 1;
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
    expect(displays(meal('A', ['500 ml milk']), meal('B', ['1 litre milk']))).toEqual(['1.5 l milk']);
  });

  it('buys counted foods, cloves and tins whole, however the portions scaled them', () => {
    const scaled = (lines: string[], factor: number) =>
      meal('Scaled', lines).map((line) => ({
        ...line,
        quantity: line.quantity === null ? null : line.quantity * factor,
        quantity2: line.quantity2 === null ? null : line.quantity2 * factor,
      }));
    expect(
      displays(
        scaled(['2 spring onions, sliced', '4 garlic cloves, grated', '1 tin chickpeas', '3 tbsp honey'], 0.625),
      ),
    ).toEqual(['2 spring onions', '3 cloves garlic', '1 tin chickpeas', '1¾ tbsp honey']);
    // A hair over a whole one, from scaling, stays that one.
    expect(displays(scaled(['8 chicken thighs'], 0.255))).toEqual(['2 chicken thighs']);
  });

  it('keeps the unit every line shares', () => {
    expect(displays(meal('A', ['1 cup rice']), meal('B', ['½ cup rice']))).toEqual(['1½ cups rice']);
    expect(displays(meal('A', ['1 tin chickpeas']), meal('B', ['2 tins chickpeas']))).toEqual(['3 tins chickpeas']);
  });

  it('merges a volume into a weight through the food’s density', () => {
    // 2 tbsp of butter (29.6 ml × 0.91 g/ml ≈ 27 g) with 100 g: 127 g, to the nearest 5 g.
    const [butter] = merged(meal('A', ['100 g butter']), meal('B', ['2 tbsp butter']));
    expect(butter.amounts).toEqual([{ value: 125, unit: 'g' }]);
  });

  it('merges a weight into volumes when most lines measure the food by volume', () => {
    expect(displays(meal('A', ['500 ml milk']), meal('B', ['250 ml milk']), meal('C', ['100 g milk']))).toEqual([
      // 100 g ÷ 1.03 g/ml ≈ 97 ml; 847 ml to the nearest 5 ml.
      '845 ml milk',
    ]);
  });

  it('turns a weight of a counted food into whole pieces', () => {
    expect(displays(meal('A', ['2 onions']), meal('B', ['100 g onion']))).toEqual(['3 onions']);
    expect(displays(meal('A', ['1 egg']))).toEqual(['1 egg']);
  });

  it('counts a food bought in tins of a known size in tins', () => {
    expect(
      displays(meal('A', ['2 x 400 g tins chopped tomatoes']), meal('B', ['400 g tin chopped tomatoes, drained'])),
    ).toEqual(['3 tins tinned tomatoes (400 g each)']);
    expect(displays(meal('A', ['1 (400 g) can chickpeas']), meal('B', ['200 g chickpeas']))).toEqual([
      '2 tins chickpeas (400 g each)',
    ]);
  });

  it('keeps amounts that cannot convert beside each other', () => {
    const [tomatoes] = merged(meal('A', ['1 (400 g) can chopped tomatoes']), meal('B', ['200 ml tinned tomatoes']));
    expect(tomatoes.amounts.map((amount) => amount.unit).sort()).toEqual(['ml', 'tin']);
    expect(tomatoes.display).toContain(' + ');
  });

  it('lists a food no line measures by name alone, and a measured one ignores unmeasured mentions', () => {
    expect(displays(meal('A', ['salt, to taste']))).toEqual(['Salt']);
    expect(displays(meal('A', ['salt, to taste']), meal('B', ['1 tsp salt']))).toEqual(['1 tsp salt']);
  });

  it('keeps text the catalogue does not know as its own item, in "other"', () => {
    const [item] = merged(meal('A', ['2 sheets of edible gold leaf']));
    expect(item).toMatchObject({ aisle: 'other', pantry: false });
    expect(item.key).toMatch(/^[a-z0-9-]+$/);
  });

  it('names each meal once, in week order', () => {
    const [lentils] = merged(
      meal('Friday dal', ['200 g red lentils', '50 g red lentils'], 'friday'),
      meal('Saturday soup', ['100 g red lentils'], 'saturday'),
    );
    expect(lentils.sources.map((source) => source.recipe_name)).toEqual(['Saturday soup', 'Friday dal']);
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
    expect(displays(meal('A', ['400 g tin chopped tomatoes']))).toEqual(['400 g tinned tomatoes']);
  });
});
