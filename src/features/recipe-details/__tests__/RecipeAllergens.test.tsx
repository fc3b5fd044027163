import { cleanup, screen, within } from '@testing-library/react';
import { DIETS } from '@contract/constants';
import type { RecipeDetailDto } from '@contract/types';
import { toRecipe } from '@/api/mappers';
import { FETA_TRAYBAKE, RED_CURRY, recipeDetailDto } from '@/entities/recipe/__fixtures__/dtos';
import { renderWithProviders } from '@/test/render';
import { theme } from '@/theme/theme';
import { RecipeAllergens } from '../RecipeAllergens';

const renderPanel = (overrides: Partial<RecipeDetailDto>) =>
  renderWithProviders(<RecipeAllergens recipe={toRecipe(recipeDetailDto(1, overrides))} />);

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const panel = () => screen.getByRole('region', { name: 'Allergens and diets' });

const allergenLines = () =>
  within(within(panel()).getByRole('list', { name: 'Allergens' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test('each allergen with the lines that bring it, then the line nobody could read', () => {
  renderPanel(FETA_TRAYBAKE);
  expect(screen.getByRole('heading', { level: 2, name: 'Allergens and diets' })).toBeInTheDocument();
  expect(allergenLines()).toEqual([
    'Gluten — from 150 g plain flour',
    'Eggs — from 2 eggs',
    'Milk — from 200 g feta, crumbled; 2 tbsp butter',
    'Sesame — from 1 tbsp sesame seeds',
  ]);
  expect(within(panel()).getByText('Milk').tagName).toBe('STRONG');
  expect(panel()).toHaveTextContent('We couldn’t check: 1 tbsp gochujang. Check its label.');
  // An unread line leaves the diets unknown: nothing claims the recipe suits any.
  expect(panel()).not.toHaveTextContent('Suits:');
  expect(panel()).not.toHaveTextContent('No major allergens');
  expect(
    within(panel()).getByText('Read from the ingredients — always check the labels of what you buy.'),
  ).toBeVisible();
});

test('no allergens: says so, and lists the diets it suits', () => {
  renderPanel({});
  expect(within(panel()).queryByRole('list', { name: 'Allergens' })).not.toBeInTheDocument();
  expect(within(panel()).getByText('No major allergens found in the ingredients.')).toBeInTheDocument();
  expect(panel()).toHaveTextContent(
    'Suits: Vegetarian · Vegan · Pescatarian · Halal · Kosher · Gluten-free · Dairy-free',
  );
  expect(panel()).not.toHaveTextContent('couldn’t check');
  expect(panel()).toHaveTextContent('always check the labels');
});

test('allergens and diets together, the diet names in the order the server sent', () => {
  renderPanel({
    ingredients: [
      { id: 1, ingredient_name: '200 g feta, crumbled' },
      { id: 2, ingredient_name: '400 g chickpeas' },
    ],
    allergens: ['milk'],
    allergen_sources: [{ allergen: 'milk', ingredients: ['200 g feta, crumbled'] }],
    suits_diets: ['vegetarian', 'gluten-free'],
  });
  expect(allergenLines()).toEqual(['Milk — from 200 g feta, crumbled']);
  expect(panel()).toHaveTextContent('Suits: Vegetarian · Gluten-free');
});

test('unread lines and no allergen found: never implies the unread lines are safe', () => {
  renderPanel({
    allergens: [],
    allergen_sources: [],
    suits_diets: [],
    unread_ingredients: ['1 tbsp gochujang', '2 tsp Worcestershire-ish relish'],
  });
  expect(panel()).not.toHaveTextContent('No major allergens found in the ingredients.');
  expect(within(panel()).getByText('No major allergens found in the ingredients we could read.')).toBeInTheDocument();
  expect(panel()).toHaveTextContent(
    'We couldn’t check: 1 tbsp gochujang; 2 tsp Worcestershire-ish relish. Check their labels.',
  );
});

test('an allergen on the card but not traced in the details still shows', () => {
  renderPanel({
    allergens: ['gluten', 'milk'],
    allergen_sources: [{ allergen: 'milk', ingredients: ['2 tbsp butter'] }],
  });
  expect(allergenLines()).toEqual(['Gluten', 'Milk — from 2 tbsp butter']);
});

test('an answer without an allergen reading (the original API) shows no panel, never a false "none"', () => {
  const { allergen_sources: _sources, unread_ingredients: _unread, ...original } = recipeDetailDto(1);
  renderWithProviders(<RecipeAllergens recipe={toRecipe(original)} />);
  expect(screen.queryByRole('heading', { name: 'Allergens and diets' })).not.toBeInTheDocument();
  expect(screen.queryByText(/No major allergens/)).not.toBeInTheDocument();
});

describe('may contain (issue 35)', () => {
  const mayContainLines = () =>
    within(within(panel()).getByRole('list', { name: 'May contain' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  test('a softer list after what it contains, each read as "May contain: …"', () => {
    renderPanel({
      ...RED_CURRY,
      allergens: ['sesame'],
      allergen_sources: [{ allergen: 'sesame', ingredients: ['1 tsp sesame oil'] }],
    });
    expect(allergenLines()).toEqual(['Sesame — from 1 tsp sesame oil']);
    expect(mayContainLines()).toEqual([
      'May contain: Crustaceans — from 2 tbsp Thai red curry paste',
      'May contain: Milk — from 10 g dark chocolate',
    ]);
    expect(panel()).toHaveTextContent('May contain (traces, or some brands):');
    const contained = within(panel()).getByText('Sesame');
    const mayContain = within(panel()).getByText('Crustaceans');
    // Lighter than the filled accent of what it contains: outlined on white, its name muted.
    expect(getComputedStyle(contained).color).toBe(rgb(theme.colors.accentText));
    expect(getComputedStyle(mayContain).color).toBe(rgb(theme.colors.textMuted));
    expect(getComputedStyle(contained.closest('li')!).backgroundColor).toBe(rgb(theme.colors.accentSoft));
    expect(getComputedStyle(mayContain.closest('li')!).backgroundColor).toBe(rgb(theme.colors.surface));
    expect(getComputedStyle(mayContain.closest('ul')!).overflowWrap).toBe('anywhere');
  });

  test('only may-contains: "no major allergens" stays true and points to them', () => {
    renderPanel(RED_CURRY);
    expect(within(panel()).queryByRole('list', { name: 'Allergens' })).not.toBeInTheDocument();
    expect(
      within(panel()).getByText('No major allergens found in the ingredients; some may carry traces, below.'),
    ).toBeInTheDocument();
    expect(mayContainLines()).toHaveLength(2);
  });

  test('only may-contains and an unread line: says "we could read" too', () => {
    renderPanel({ ...RED_CURRY, suits_diets: [], unread_ingredients: ['1 tbsp gochujang'] });
    expect(
      within(panel()).getByText(
        'No major allergens found in the ingredients we could read; some may carry traces, below.',
      ),
    ).toBeInTheDocument();
  });

  test('no may-contains: no list and no mention of traces', () => {
    renderPanel({});
    expect(within(panel()).queryByRole('list', { name: 'May contain' })).not.toBeInTheDocument();
    expect(panel()).not.toHaveTextContent(/may contain|traces/i);
  });

  test("the card's may-contain without traced lines still shows; one it contains shows only as contained", () => {
    renderPanel({
      allergens: ['milk'],
      allergen_sources: [{ allergen: 'milk', ingredients: ['2 tbsp butter'] }],
      may_contain: ['peanuts'],
      may_contain_sources: [{ allergen: 'milk', ingredients: ['10 g dark chocolate'] }],
    });
    expect(allergenLines()).toEqual(['Milk — from 2 tbsp butter']);
    expect(mayContainLines()).toEqual(['May contain: Peanuts']);
  });
});

describe('why a diet, in plain words (issue 35)', () => {
  const notes = () =>
    within(panel())
      .queryAllByText(/by its ingredients|^Listed under/)
      .map((note) => note.textContent);

  test('a may-contain a suited diet leaves out, one sentence per group of diets', () => {
    renderPanel(RED_CURRY);
    expect(notes()).toEqual([
      'Vegan and kosher by its ingredients — “may contain crustaceans” means traces, or some brands, of “2 tbsp Thai red curry paste”. Choose one labelled for your diet if that matters.',
      'Vegan by its ingredients — “may contain milk” means traces, or some brands, of “10 g dark chocolate”. Choose one labelled vegan if that matters.',
    ]);
  });

  test('one diet: names the label to look for; allergens of the same diets share a sentence', () => {
    renderPanel({
      suits_diets: ['vegetarian', 'vegan', 'pescatarian', 'halal', 'gluten-free', 'dairy-free'],
      may_contain: ['eggs', 'peanuts'],
      may_contain_sources: [
        { allergen: 'eggs', ingredients: ['70 g dark chocolate'] },
        { allergen: 'peanuts', ingredients: ['70 g dark chocolate'] },
      ],
    });
    expect(notes()).toEqual([
      'Vegan by its ingredients — “may contain eggs” means traces, or some brands, of “70 g dark chocolate”. Choose one labelled vegan if that matters.',
    ]);
    cleanup();
    renderPanel({
      suits_diets: ['vegetarian', 'vegan'],
      may_contain: ['crustaceans', 'molluscs'],
      may_contain_sources: [
        { allergen: 'crustaceans', ingredients: ['1 tbsp fish-free “oyster” sauce'] },
        { allergen: 'molluscs', ingredients: ['1 tbsp fish-free “oyster” sauce', '2 tbsp curry paste'] },
      ],
    });
    expect(notes()).toEqual([
      'Vegan by its ingredients — “may contain crustaceans or molluscs” means traces, or some brands, of “1 tbsp fish-free “oyster” sauce” and “2 tbsp curry paste”. Choose one labelled vegan if that matters.',
    ]);
  });

  test('no sentence for a may-contain no suited diet leaves out', () => {
    // Peanuts: no diet leaves them out. Milk: the recipe suits neither vegan nor dairy-free.
    renderPanel({
      recipe_library: { id: 4, diet_name: 'Keto' },
      library_name: 'Keto',
      allergens: ['eggs'],
      allergen_sources: [{ allergen: 'eggs', ingredients: ['2 eggs'] }],
      suits_diets: ['vegetarian', 'gluten-free'],
      may_contain: ['milk', 'peanuts'],
      may_contain_sources: [{ allergen: 'milk', ingredients: ['10 g dark chocolate'] }],
      diet_breakers: [
        { diet: 'vegan', ingredient: '2 eggs', food: 'egg' },
        { diet: 'dairy-free', ingredient: '10 g dark chocolate', food: 'dark chocolate' },
      ],
    });
    expect(within(panel()).getByRole('list', { name: 'May contain' })).toBeInTheDocument();
    expect(notes()).toEqual([]);
  });

  test("a library's diet the recipe does not suit: the line that breaks it", () => {
    renderPanel({
      allergens: ['milk'],
      allergen_sources: [{ allergen: 'milk', ingredients: ['2 tbsp butter'] }],
      suits_diets: ['vegetarian', 'halal', 'kosher', 'gluten-free'],
      diet_breakers: [
        { diet: 'vegan', ingredient: '2 tbsp butter', food: 'butter' },
        { diet: 'pescatarian', ingredient: '2 tbsp butter', food: 'butter' },
        { diet: 'dairy-free', ingredient: '2 tbsp butter', food: 'butter' },
      ],
    });
    expect(notes()).toEqual(['Listed under Vegan, but “2 tbsp butter” isn’t vegan as written — use a vegan one.']);
  });

  test("a library's diet: the first line that breaks it, or the line nobody could read", () => {
    renderPanel(FETA_TRAYBAKE);
    expect(notes()).toEqual([
      'Listed under Vegan, but “200 g feta, crumbled” isn’t vegan as written — use a vegan one.',
    ]);
    cleanup();
    renderPanel({
      recipe_library: { id: 5, diet_name: 'Gluten Free' },
      library_name: 'Gluten Free',
      suits_diets: [],
      unread_ingredients: ['1 tbsp gochujang'],
      diet_breakers: DIETS.map((diet) => ({ diet, ingredient: '1 tbsp gochujang', food: null })),
    });
    expect(notes()).toEqual([
      'Listed under Gluten Free, but we couldn’t check “1 tbsp gochujang”, so we can’t say it is gluten-free.',
    ]);
  });

  test("a library's diet the answer names no breaking line for: still says it is not shown, never silent", () => {
    renderPanel({
      suits_diets: ['vegetarian'],
      diet_breakers: [{ diet: 'dairy-free', ingredient: '2 tbsp butter', food: 'butter' }],
    });
    expect(notes()).toEqual(['Listed under Vegan, but its ingredients don’t show it is vegan — check the labels.']);
  });

  test('no library sentence when the library promises no diet, the recipe suits it, or the answer says nothing', () => {
    const butter = { diet: 'vegan' as const, ingredient: '2 tbsp butter', food: 'butter' };
    renderPanel({
      recipe_library: { id: 4, diet_name: 'Keto' },
      library_name: 'Keto',
      suits_diets: ['vegetarian'],
      diet_breakers: [butter],
    });
    expect(notes()).toEqual([]);
    cleanup();
    // Suits vegan: nothing to explain, whatever else breaks.
    renderPanel({ suits_diets: ['vegetarian', 'vegan'], diet_breakers: [{ ...butter, diet: 'dairy-free' }] });
    expect(notes()).toEqual([]);
    cleanup();
    const { diet_breakers: _breakers, ...older } = recipeDetailDto(1, { suits_diets: ['vegetarian'] });
    renderWithProviders(<RecipeAllergens recipe={toRecipe(older)} />);
    expect(notes()).toEqual([]);
  });

  test('the disclaimer stays', () => {
    renderPanel(RED_CURRY);
    expect(panel()).toHaveTextContent('Read from the ingredients — always check the labels of what you buy.');
  });
});
