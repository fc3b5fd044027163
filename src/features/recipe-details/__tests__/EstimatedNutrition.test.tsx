import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NutritionDto, RecipeDetailDto } from '@contract/types';
import { toRecipe } from '@/api/mappers';
import { paginated, recipeDetailDto, recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { RecipeContent } from '../RecipeContent';
import RecipeDetailsPage from '../RecipeDetailsPage';

/** A dal's serving: 9 of its 11 lines matched, 82 % of its weight. */
const DAL: NutritionDto = {
  energy_kcal: 418.6,
  protein_g: 12.46,
  carbohydrate_g: 54.3,
  sugars_g: 6.04,
  fat_g: 9.96,
  saturated_fat_g: 2.31,
  fibre_g: 7.8,
  salt_g: 0.349,
  coverage: 0.817,
  ingredients_matched: 9,
  ingredients_total: 11,
};

const renderContent = (dto: RecipeDetailDto) => renderWithProviders(<RecipeContent recipe={toRecipe(dto)} />);

const estimate = () => screen.getByRole('region', { name: 'Per serving (estimated)' });

/** Each row of the estimate's table as [nutrient, amount]. */
const rows = () =>
  within(within(estimate()).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

test('the estimate per serving: each nutrient with its unit, rounded, then its coverage and source', () => {
  renderContent(recipeDetailDto(1, { nutrition_per_serving: DAL }));
  // Under the author's own words, in the same Nutrition panel.
  const panel = screen.getByRole('region', { name: 'Nutrition' });
  expect(within(panel).getByText('320 kcal per serving')).toBeInTheDocument();
  expect(panel).toContainElement(estimate());
  expect(within(estimate()).getByRole('heading', { level: 3, name: 'Per serving (estimated)' })).toBeInTheDocument();
  expect(
    within(estimate())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Nutrient', 'Per serving']);
  expect(rows()).toEqual([
    ['Energy', '419 kcal'],
    ['Protein', '12 g'],
    ['Carbohydrate', '54 g'],
    ['of which sugars', '6.0 g'],
    ['Fat', '10 g'],
    ['of which saturates', '2.3 g'],
    ['Fibre', '7.8 g'],
    ['Salt', '0.35 g'],
  ]);
  // One of the recipe's own servings (the fixture makes 4).
  expect(estimate()).toHaveTextContent('For one serving (the recipe makes 4 servings)');
  expect(estimate()).toHaveTextContent('Based on 9 of 11 ingredients (about 82 % of the weight).');
  expect(
    within(estimate()).getByText(
      'Estimated from the USDA National Nutrient Database (SR28) and the Indian Food Composition Tables 2017 (IFCT).',
    ),
  ).toBeInTheDocument();
  expect(estimate()).not.toHaveTextContent('could not estimate');
});

test('every ingredient matched: no share of the weight is given', () => {
  renderContent(
    recipeDetailDto(1, {
      nutrition_per_serving: { ...DAL, coverage: 1, ingredients_matched: 2, ingredients_total: 2 },
    }),
  );
  expect(estimate()).toHaveTextContent('Based on 2 of 2 ingredients.');
  expect(estimate()).not.toHaveTextContent('of the weight');
});

test('nothing matched (null): the section says it could not estimate, with no table', () => {
  renderContent(recipeDetailDto(1, { nutrition_per_serving: null }));
  expect(
    within(estimate()).getByText('We could not estimate this recipe’s nutrition from its ingredients.'),
  ).toBeInTheDocument();
  expect(within(estimate()).queryByRole('table')).not.toBeInTheDocument();
  expect(estimate()).not.toHaveTextContent('Based on');
});

test('an answer without an estimate (the original API): no section, the author’s words alone', () => {
  renderContent(recipeDetailDto(1));
  expect(screen.getByText('320 kcal per serving')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Per serving (estimated)' })).not.toBeInTheDocument();
  expect(screen.queryByText(/could not estimate/)).not.toBeInTheDocument();
});

test('no words from the author: the Nutrition panel still holds the estimate', () => {
  renderContent(recipeDetailDto(1, { nutrition_info: '', nutrition_per_serving: DAL }));
  expect(screen.getByRole('region', { name: 'Nutrition' })).toContainElement(estimate());
  expect(rows()[0]).toEqual(['Energy', '419 kcal']);
});

describe('on the recipe page', () => {
  let stub: FetchStub;
  afterEach(() => stub.restore());

  test('more servings rescale the ingredients, never the figures per serving', async () => {
    stub = stubFetch()
      .on(
        'GET',
        '/api/single-recipe/1',
        ok(
          recipeDetailDto(1, {
            recipe_name: 'Dal',
            ingredients: [
              { id: 1, ingredient_name: '200 g red lentils', quantity: 200, unit: 'g', item: 'red lentils' },
            ],
            nutrition_per_serving: DAL,
          }),
        ),
      )
      .on('GET', '/api/guest/recipes', recipeListReply([recipeDto(1, { recipe_name: 'Dal' })]))
      .on('GET', '/api/reviews-by-pagination/1', ok(paginated([], '/api/reviews-by-pagination/1')));
    renderWithProviders(<RecipeDetailsPage />, { route: '/recipe-details/1', path: '/recipe-details/:id' });
    expect(await screen.findByRole('region', { name: 'Per serving (estimated)' })).toBeInTheDocument();
    expect(rows()[0]).toEqual(['Energy', '419 kcal']);
    expect(screen.getByText('200 g red lentils')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(await screen.findByText('250 g')).toBeInTheDocument();
    expect(rows()[0]).toEqual(['Energy', '419 kcal']);
    expect(estimate()).toHaveTextContent('the recipe makes 4 servings');
  });
});

test('an estimate read from too little of the recipe gives no figures, only how little is known', () => {
  renderContent(
    recipeDetailDto(1, {
      nutrition_per_serving: { ...DAL, coverage: 0.26, ingredients_matched: 3, ingredients_total: 8 },
    }),
  );
  expect(within(estimate()).queryByRole('table')).not.toBeInTheDocument();
  expect(within(estimate()).getByText('Too little of this recipe is in our food table for an estimate.')).toBeVisible();
  expect(within(estimate()).getByText('Based on 3 of 8 ingredients (about 26 % of the weight).')).toBeVisible();
});
