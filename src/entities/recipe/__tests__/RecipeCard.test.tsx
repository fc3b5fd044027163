import { screen, within } from '@testing-library/react';
import type { Allergen } from '@contract/constants';
import { toRecipe } from '@/api/mappers';
import { recipesAdapter } from '@/store/recipesSlice';
import { renderWithProviders } from '@/test/render';
import { FETA_TRAYBAKE, recipeDto } from '../__fixtures__/dtos';
import { RecipeCard } from '../RecipeCard';

/** The card reads its recipe from the normalised cache, as on every page. */
function renderCard(dto: ReturnType<typeof recipeDto>) {
  const recipes = recipesAdapter.setAll(recipesAdapter.getInitialState(), [toRecipe(dto)]);
  renderWithProviders(<RecipeCard recipeId={dto.id} />, { preloadedState: { recipes } });
  return screen.getByRole('article', { name: dto.recipe_name });
}

const badges = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Allergens' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test('a recipe with allergens shows a "Contains" line of badges, in the order the server sent', () => {
  const card = renderCard(recipeDto(1, FETA_TRAYBAKE));
  expect(within(card).getByText('Contains')).toBeInTheDocument();
  expect(badges(card)).toEqual(['Gluten', 'Eggs', 'Milk', 'Sesame']);
  // Four fit: no "+N".
  expect(within(card).queryByText(/more allergen/)).not.toBeInTheDocument();
  // The line sits above the footer (views and rating), at the bottom of the card's body.
  const line = within(card).getByRole('list', { name: 'Allergens' });
  const views = within(card).getByText(/views/);
  expect(line.compareDocumentPosition(views) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a recipe without allergens has no allergen line at all', () => {
  const card = renderCard(recipeDto(2, { recipe_name: 'Carrot Soup', allergens: [] }));
  expect(within(card).queryByText('Contains')).not.toBeInTheDocument();
  expect(within(card).queryByRole('list', { name: 'Allergens' })).not.toBeInTheDocument();
});

test('an answer of the original API (no allergens field) shows no line either', () => {
  const { allergens: _allergens, suits_diets: _diets, ...original } = recipeDto(3, { recipe_name: 'Old Stew' });
  const card = renderCard(original as ReturnType<typeof recipeDto>);
  expect(within(card).queryByText('Contains')).not.toBeInTheDocument();
  expect(within(card).queryByRole('list', { name: 'Allergens' })).not.toBeInTheDocument();
});

test('beyond four allergens, "+N" names the rest to screen readers', () => {
  const allergens: Allergen[] = ['celery', 'gluten', 'eggs', 'milk', 'sesame', 'soya'];
  const card = renderCard(recipeDto(4, { recipe_name: 'Loaded Noodles', allergens }));
  const list = within(card).getByRole('list', { name: 'Allergens' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items.slice(0, 4).map((item) => item.textContent)).toEqual(['Celery', 'Gluten', 'Eggs', 'Milk']);
  const more = items[4];
  expect(within(more).getByText('+2')).toHaveAttribute('aria-hidden', 'true');
  expect(within(more).getByText('and 2 more allergens: Sesame, Soya')).toHaveClass('visually-hidden');
});

test('one allergen beyond four reads in the singular', () => {
  const allergens: Allergen[] = ['celery', 'gluten', 'eggs', 'milk', 'tree-nuts'];
  const card = renderCard(recipeDto(5, { recipe_name: 'Nut Roast', allergens }));
  expect(within(card).getByText('+1')).toBeInTheDocument();
  expect(within(card).getByText('and 1 more allergen: Tree nuts')).toBeInTheDocument();
});

describe('estimated energy per serving (issue 20)', () => {
  test('a number: "≈ 420 kcal per serving" in the facts row, read as "about"', () => {
    const card = renderCard(recipeDto(6, { recipe_name: 'Dal', kcal_per_serving: 420 }));
    const fact = within(card).getByText(/kcal per serving/);
    expect(fact).toHaveTextContent(/^≈about 420 kcal per serving$/);
    expect(within(fact).getByText('≈')).toHaveAttribute('aria-hidden', 'true');
    expect(within(fact).getByText('about')).toHaveClass('visually-hidden');
    // Beside the servings and the time, before the views of the footer.
    const facts = within(card).getByText('4 servings').closest('ul')!;
    expect(facts).toContainElement(fact);
    expect(within(facts).getAllByRole('listitem')).toHaveLength(5);
  });

  test('a number that is not whole is shown whole', () => {
    const card = renderCard(recipeDto(7, { recipe_name: 'Kheer', kcal_per_serving: 301.6 }));
    expect(within(card).getByText(/kcal per serving/)).toHaveTextContent('302 kcal per serving');
  });

  test('null (nothing matched) shows nothing', () => {
    const card = renderCard(recipeDto(8, { recipe_name: 'Mystery Stew', kcal_per_serving: null }));
    expect(within(card).queryByText(/kcal/)).not.toBeInTheDocument();
    expect(within(within(card).getByText('4 servings').closest('ul')!).getAllByRole('listitem')).toHaveLength(4);
  });

  test('an answer of the original API (no kcal_per_serving) shows nothing', () => {
    const card = renderCard(recipeDto(9, { recipe_name: 'Old Stew' }));
    expect(within(card).queryByText(/kcal/)).not.toBeInTheDocument();
  });
});
