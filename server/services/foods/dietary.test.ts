import { DIETS, type Diet } from '../../../contract/constants';
import { RECIPES_BY_LIBRARY } from '../../seed/recipes';
import { termNamed } from './catalogue';
import { allergensOfTerm, recipeDietary } from './dietary';

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
