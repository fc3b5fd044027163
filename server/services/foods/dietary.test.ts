import { ALLERGENS, DIETS, type Diet } from '../../../contract/constants';
import { RECIPES_BY_LIBRARY } from '../../seed/recipes';
import { termNamed, type FoodTerm } from './catalogue';
import { FOOD_KINDS } from './catalogueData';
import { allergensOfTerm, mayContainOfTerm, recipeDietary, recipeFoodFindings } from './dietary';

/** The demo libraries that name a diet: their every recipe must suit it. */
const DIET_OF_LIBRARY: Partial<Record<string, Diet>> = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  'Gluten-Free': 'gluten-free',
  'Dairy-Free': 'dairy-free',
};

const allergensOf = (lines: string[]) => recipeDietary(lines).allergens.map((source) => source.allergen);
const dietsOf = (lines: string[]) => recipeDietary(lines).suitsDiets;

describe('recipeDietary', () => {
  it('names each allergen with the lines that bring it', () => {
    expect(recipeDietary(['200 g feta, crumbled', '1 red onion, sliced', '2 tbsp butter']).allergens).toEqual([
      { allergen: 'milk', lines: ['200 g feta, crumbled', '2 tbsp butter'] },
    ]);
    expect(allergensOf(['2 tbsp soy sauce', '1 tsp sesame oil', '2 eggs', '200 g plain flour'])).toEqual([
      'gluten',
      'eggs',
      'sesame',
      'soya',
    ]);
    expect(allergensOf(['250 g cooked prawns', '300 g mussels'])).toEqual(['crustaceans', 'molluscs']);
    expect(allergensOf(['2 tbsp peanut butter', '30 g almonds'])).toEqual(['tree-nuts', 'peanuts']);
    expect(allergensOf(['1 onion', '2 carrots', '200 g rice'])).toEqual([]);
  });

  it('reads a kind as whatever its foods may hold', () => {
    expect(allergensOf(['100 g mixed nuts'])).toEqual(expect.arrayContaining(['tree-nuts']));
    expect(allergensOf(['100 g cheese, grated'])).toEqual(['milk']);
  });

  it('knows the diets a recipe suits', () => {
    expect(dietsOf(['1 onion', '400 g tin chickpeas', '1 tbsp olive oil'])).toEqual([...DIETS]);
    expect(dietsOf(['200 g feta', '1 cucumber'])).toEqual([
      'vegetarian',
      'pescatarian',
      'halal',
      'kosher',
      'gluten-free',
    ]);
    expect(dietsOf(['2 salmon fillets', '1 lemon'])).toEqual([
      'pescatarian',
      'halal',
      'kosher',
      'gluten-free',
      'dairy-free',
    ]);
    expect(dietsOf(['200 g prawns'])).not.toContain('kosher');
    expect(dietsOf(['200 g smoked bacon'])).toEqual(['gluten-free', 'dairy-free']);
    expect(dietsOf(['2 tbsp honey', '100 g oats'])).not.toContain('vegan');
  });

  it('keeps kosher apart from meat cooked with dairy, and halal from alcohol', () => {
    expect(dietsOf(['4 chicken thighs', '1 onion'])).toContain('kosher');
    expect(dietsOf(['4 chicken thighs', '100 ml double cream'])).not.toContain('kosher');
    expect(dietsOf(['4 chicken thighs', '100 ml double cream'])).toContain('halal');
    expect(dietsOf(['1 onion', '150 ml red wine'])).not.toContain('halal');
  });

  it('believes a free-from label on a line, but not "lactose-free"', () => {
    expect(allergensOf(['100 g gluten-free rolled oats'])).toEqual([]);
    expect(allergensOf(['2 tbsp dairy-free chocolate sauce'])).not.toContain('milk');
    expect(dietsOf(['3 tbsp vegan mayonnaise', '1 onion'])).toContain('vegan');
    expect(allergensOf(['200 ml lactose-free milk'])).toEqual(['milk']);
  });

  it('reports lines it cannot read, and then claims no diet', () => {
    const dietary = recipeDietary(['1 tbsp snozzberry glaze', '1 onion']);
    expect(dietary.unread).toEqual(['1 tbsp snozzberry glaze']);
    expect(dietary.suitsDiets).toEqual([]);
  });

  it('reads every demo recipe', () => {
    const recipes = RECIPES_BY_LIBRARY.flatMap((library) => library.recipes);
    const unreadLines = recipes.flatMap((recipe) => recipeDietary([...recipe.ingredients]).unread);
    expect(unreadLines).toEqual([]);
    for (const library of RECIPES_BY_LIBRARY) {
      const diet = DIET_OF_LIBRARY[library.library];
      if (!diet) continue;
      const misfits = library.recipes
        .filter((recipe) => !recipeDietary([...recipe.ingredients]).suitsDiets.includes(diet))
        .map((recipe) => `${recipe.name}: ${recipeDietary([...recipe.ingredients]).allergens.map((a) => a.allergen)}`);
      expect({ library: library.library, misfits }).toEqual({ library: library.library, misfits: [] });
    }
  });
});

describe('recipeDietary: may contain (issue 35)', () => {
  const mayContainOf = (lines: string[]) => recipeDietary(lines).mayContain;

  it('names what a line may carry apart from what it contains, with the lines, in ALLERGENS order', () => {
    const dietary = recipeDietary(['2 tbsp Thai red curry paste', '400 ml coconut milk', '1 tsp garam masala']);
    expect(dietary.allergens).toEqual([]);
    expect(dietary.mayContain).toEqual([
      { allergen: 'celery', lines: ['1 tsp garam masala'] },
      { allergen: 'crustaceans', lines: ['2 tbsp Thai red curry paste'] },
      {
        allergen: 'mustard',
        lines: ['2 tbsp Thai red curry paste', '1 tsp garam masala'],
      },
    ]);
    const order = dietary.mayContain.map((source) => ALLERGENS.indexOf(source.allergen));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('never lists as may contain what another line contains', () => {
    const dietary = recipeDietary(['2 tbsp Thai red curry paste', '200 g prawns']);
    expect(dietary.allergens).toEqual([{ allergen: 'crustaceans', lines: ['200 g prawns'] }]);
    expect(dietary.mayContain.map((source) => source.allergen)).toEqual(['mustard']);
  });

  it('takes a free-from label on a line off its may contain as off its contains', () => {
    expect(mayContainOf(['100 g dark chocolate']).map((source) => source.allergen)).toContain('milk');
    expect(mayContainOf(['100 g vegan dark chocolate']).map((source) => source.allergen)).not.toContain('milk');
    expect(mayContainOf(['1 tsp taco seasoning']).map((source) => source.allergen)).toContain('gluten');
    expect(mayContainOf(['1 tsp gluten-free taco seasoning']).map((source) => source.allergen)).not.toContain('gluten');
    expect(mayContainOf(['50 g nut-free dark chocolate']).map((source) => source.allergen)).not.toContain('peanuts');
  });

  it('leaves the diets to what the lines contain: may contain milk is still dairy-free', () => {
    const dietary = recipeDietary(['100 g dark chocolate', '2 tbsp Thai red curry paste']);
    expect(dietary.suitsDiets).toEqual([...DIETS]);
    expect(dietary.dietBreakers).toEqual([]);
  });

  it('reads a kind as containing what any member contains, and may containing what members only may', () => {
    const kind = (name: string): FoodTerm => ({ type: 'kind', kind: FOOD_KINDS.find((found) => found.name === name)! });
    // Egg noodles contain eggs, plain noodles may: the kind contains them.
    expect(allergensOfTerm(kind('noodle'))).toContain('eggs');
    expect(mayContainOfTerm(kind('noodle'))).not.toContain('eggs');
    // Milk chocolate contains milk, dark chocolate only may; all may hold nuts.
    expect(allergensOfTerm(kind('chocolate'))).toContain('milk');
    expect(mayContainOfTerm(kind('chocolate'))).toEqual(expect.arrayContaining(['tree-nuts', 'peanuts']));
    expect(mayContainOfTerm(kind('chocolate'))).not.toContain('milk');
  });
});

describe('recipeDietary: the line that breaks each diet (issue 35)', () => {
  const breakersOf = (lines: string[]) =>
    Object.fromEntries(
      recipeDietary(lines).dietBreakers.map(({ diet, ingredient, food }) => [diet, [ingredient, food]]),
    );

  it('names, for every diet it does not suit, the first line that breaks it and its food', () => {
    expect(breakersOf(['1 onion', '4 chicken thighs', '2 tbsp butter'])).toEqual({
      vegetarian: ['4 chicken thighs', 'chicken thigh'],
      vegan: ['4 chicken thighs', 'chicken thigh'],
      pescatarian: ['4 chicken thighs', 'chicken thigh'],
      kosher: ['2 tbsp butter', 'butter'],
      'dairy-free': ['2 tbsp butter', 'butter'],
    });
  });

  it('breaks kosher at the later of meat and dairy, in either order and within a line', () => {
    expect(breakersOf(['100 ml double cream', '1 onion', '4 chicken thighs']).kosher).toEqual([
      '4 chicken thighs',
      'chicken thigh',
    ]);
    expect(breakersOf(['200 g chicken in a cream sauce']).kosher).toEqual(['200 g chicken in a cream sauce', 'cream']);
  });

  it('breaks every diet still suited at a line it cannot read, with no food', () => {
    const breakers = breakersOf(['2 eggs', '1 tbsp snozzberry glaze']);
    expect(breakers.vegan).toEqual(['2 eggs', 'egg']);
    for (const diet of DIETS.filter((diet) => diet !== 'vegan'))
      expect([diet, breakers[diet]]).toEqual([diet, ['1 tbsp snozzberry glaze', null]]);
  });

  it('lists exactly the diets the recipe does not suit, in DIETS order', () => {
    for (const lines of [
      ['200 g smoked bacon', '150 ml red wine'],
      ['3 tbsp vegan mayonnaise', '1 onion'],
      ['2 salmon fillets', '100 g plain flour'],
      ['400 g pasta', '2 tbsp pesto'],
    ]) {
      const dietary = recipeDietary(lines);
      const broken = dietary.dietBreakers.map((breaker) => breaker.diet);
      expect(broken).toEqual(DIETS.filter((diet) => !dietary.suitsDiets.includes(diet)));
    }
  });
});

describe('recipeFoodFindings: may contain', () => {
  it('names the first food that may carry an allergen no food contains', () => {
    const findings = recipeFoodFindings(['2 tbsp Thai red curry paste', '200 g prawns', '1 tsp curry powder']);
    expect(findings.allergens.get('crustaceans')).toBe('prawn');
    expect(findings.mayContain.has('crustaceans')).toBe(false);
    expect(findings.mayContain.get('mustard')).toBe('curry paste');
    expect(findings.mayContain.get('celery')).toBe('curry powder');
  });
});

describe('allergensOfTerm', () => {
  const allergensOf = (name: string) => allergensOfTerm(termNamed(name)!);

  it("reads a food's own allergens, in ALLERGENS order", () => {
    expect(allergensOf('peanut butter')).toEqual(['peanuts']);
    expect(allergensOf('egg')).toEqual(['eggs']);
    expect(allergensOf('fish finger')).toEqual(['gluten', 'fish']);
  });

  it('reads a kind as everything its foods may bring', () => {
    expect(allergensOf('cheese')).toContain('milk');
    expect(allergensOf('shellfish')).toEqual(expect.arrayContaining(['crustaceans', 'molluscs']));
  });

  it('reads none for a food that brings none', () => {
    expect(allergensOf('mushroom')).toEqual([]);
    expect(allergensOf('rice')).toEqual([]);
  });
});
