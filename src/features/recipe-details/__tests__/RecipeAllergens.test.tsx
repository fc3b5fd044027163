import { screen, within } from '@testing-library/react';
import type { RecipeDetailDto } from '@contract/types';
import { toRecipe } from '@/api/mappers';
import { FETA_TRAYBAKE, recipeDetailDto } from '@/entities/recipe/__fixtures__/dtos';
import { renderWithProviders } from '@/test/render';
import { RecipeAllergens } from '../RecipeAllergens';

const renderPanel = (overrides: Partial<RecipeDetailDto>) =>
  renderWithProviders(<RecipeAllergens recipe={toRecipe(recipeDetailDto(1, overrides))} />);

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
