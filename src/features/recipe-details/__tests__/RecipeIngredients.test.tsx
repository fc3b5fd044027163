import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toRecipe } from '@/api/mappers';
import type { Recipe } from '@/api/models';
import { recipeDetailDto } from '@/entities/recipe/__fixtures__/dtos';
import { renderWithProviders } from '@/test/render';
import { RecipeIngredients, type IngredientLine } from '../RecipeIngredients';

const LINES: IngredientLine[] = [
  { id: 1, name: '200g red lentils, rinsed', quantity: 200, quantity2: null, unit: 'g', item: 'red lentils, rinsed' },
  { id: 2, name: '2-3 cloves garlic, crushed', quantity: 2, quantity2: 3, unit: 'clove', item: 'garlic, crushed' },
  { id: 3, name: '1 tsp ground cumin', quantity: 1, quantity2: null, unit: 'tsp', item: 'ground cumin' },
  { id: 4, name: '250 ml coconut milk', quantity: 250, quantity2: null, unit: 'ml', item: 'coconut milk' },
  { id: 5, name: 'salt to taste', quantity: null, quantity2: null, unit: null, item: null },
  // Parsed, but without the line's rest: stays as written.
  { id: 6, name: '1 bay leaf', quantity: 1, quantity2: null, unit: null, item: null },
];

const AS_WRITTEN = LINES.map((line) => line.name);

function recipeWith(servings: number, lines: IngredientLine[] = LINES): Recipe {
  const recipe = toRecipe(recipeDetailDto(1, { serving_number: servings }));
  return { ...recipe, details: { ...recipe.details!, ingredients: lines } };
}

const lines = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const more = () => screen.getByRole('button', { name: 'More servings' });
const fewer = () => screen.getByRole('button', { name: 'Fewer servings' });

async function clickTimes(button: () => HTMLElement, times: number) {
  for (let i = 0; i < times; i += 1) await userEvent.click(button());
}

test('at the recipe’s own servings every line reads as written', () => {
  renderWithProviders(<RecipeIngredients recipe={recipeWith(4)} />);
  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 4');
  expect(lines()).toEqual(AS_WRITTEN);
  expect(fewer()).toBeEnabled();
  expect(more()).toBeEnabled();
  expect(screen.queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
});

test('more servings rescale the lines with an amount; "salt to taste" stays as written', async () => {
  renderWithProviders(<RecipeIngredients recipe={recipeWith(4)} />);
  await clickTimes(more, 2);

  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 6');
  expect(screen.getByText('Quantities for 6 servings')).toHaveAttribute('aria-live', 'polite');
  expect(lines()).toEqual([
    '300 g red lentils, rinsed',
    '3–4½ cloves garlic, crushed',
    '1½ tsp ground cumin',
    '375 ml coconut milk',
    'salt to taste',
    '1 bay leaf',
  ]);
  expect(screen.getByText('300 g').tagName).toBe('STRONG');
});

test('up to four times the servings, tidying units; Reset goes back to the lines as written', async () => {
  renderWithProviders(<RecipeIngredients recipe={recipeWith(4)} />);
  await clickTimes(more, 12);

  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 16');
  expect(more()).toBeDisabled();
  // The disabled button hands the focus on.
  expect(fewer()).toHaveFocus();
  expect(lines()).toEqual([
    '800 g red lentils, rinsed',
    '8–12 cloves garlic, crushed',
    '1⅓ tbsp ground cumin',
    '1 l coconut milk',
    'salt to taste',
    '1 bay leaf',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Reset to 4 servings' }));
  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 4');
  expect(lines()).toEqual(AS_WRITTEN);
  expect(screen.queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
  expect(more()).toHaveFocus();
});

test('down to one serving', async () => {
  renderWithProviders(<RecipeIngredients recipe={recipeWith(4)} />);
  await clickTimes(fewer, 3);

  expect(screen.getByText('Quantities for 1 serving')).toBeInTheDocument();
  expect(fewer()).toBeDisabled();
  expect(more()).toHaveFocus();
  expect(lines()).toEqual([
    '50 g red lentils, rinsed',
    '½–¾ clove garlic, crushed',
    '¼ tsp ground cumin',
    '63 ml coconut milk',
    'salt to taste',
    '1 bay leaf',
  ]);
  await clickTimes(fewer, 1);
  expect(screen.getByText('Quantities for 1 serving')).toBeInTheDocument();
});

test('no stepper without the recipe’s servings', () => {
  renderWithProviders(<RecipeIngredients recipe={recipeWith(0)} />);
  expect(screen.queryByRole('group', { name: 'Servings' })).not.toBeInTheDocument();
  expect(lines()).toEqual(AS_WRITTEN);
});

test('no stepper when no line carries an amount to rescale (an answer of the original API)', () => {
  renderWithProviders(<RecipeIngredients recipe={toRecipe(recipeDetailDto(1, { serving_number: 4 }))} />);
  expect(screen.queryByRole('button', { name: 'More servings' })).not.toBeInTheDocument();
  expect(lines()).toEqual(['2 carrots', '1 onion']);
});
