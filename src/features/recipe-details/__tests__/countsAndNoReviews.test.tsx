import { screen, within } from '@testing-library/react';
import { EMPTY } from '@contract/messages';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { paginated, recipeDetailDto, recipeDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import RecipeDetailsPage from '../RecipeDetailsPage';

let stub: FetchStub;
afterEach(() => stub.restore());

// Issue 15: counts agree with their nouns, and a recipe nobody has reviewed says so.
const unreviewed = { average_rating: 0, reviews_count: 0 };

function renderRecipe(detail: Parameters<typeof recipeDetailDto>[1], cards: ReturnType<typeof recipeDto>[]) {
  stub = stubFetch()
    .on('GET', '/api/single-recipe/1', ok(recipeDetailDto(1, { recipe_name: 'Carrot Soup', ...detail })))
    // The list carries the same recipe as its own answer does, as the server would: whichever
    // lands last in the recipes cache, the page reads the same rating.
    .on(
      'GET',
      '/api/guest/recipes',
      recipeListReply([recipeDto(1, { recipe_name: 'Carrot Soup', ...detail }), ...cards]),
    )
    .on('GET', '/api/reviews-by-pagination/1', ok(paginated([], '/api/reviews-by-pagination/1')));
  return renderWithProviders(<RecipeDetailsPage />, { route: '/recipe-details/1', path: '/recipe-details/:id' });
}

const hero = async () => (await screen.findByRole('heading', { level: 1, name: 'Carrot Soup' })).parentElement!;

test("a recipe without reviews says 'No reviews yet' on its page and its card, with no stars", async () => {
  renderRecipe(unreviewed, [recipeDto(2, { recipe_name: 'Lentil Dal', ...unreviewed })]);
  const top = await hero();
  expect(within(top).getByText(EMPTY.noReviewsYet)).toBeInTheDocument();
  expect(within(top).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  expect(top).not.toHaveTextContent('0.0');
  const card = await screen.findByRole('article', { name: 'Lentil Dal' });
  expect(within(card).getByText(EMPTY.noReviewsYet)).toBeInTheDocument();
  expect(within(card).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
});

test('a reviewed recipe shows its stars, average and a count in the right number', async () => {
  renderRecipe({ average_rating: 4, reviews_count: 1 }, [recipeDto(2, { recipe_name: 'Lentil Dal' })]);
  const top = await hero();
  expect(within(top).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  expect(top).toHaveTextContent('4.0 (1 review)');
  expect(within(top).queryByText(EMPTY.noReviewsYet)).not.toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Lentil Dal' });
  expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(card).toHaveTextContent('4.5');
});

test("a card says '1 serving', '1 ingredient' and '1 view', and plurals otherwise", async () => {
  renderRecipe({}, [
    recipeDto(2, { recipe_name: 'Lentil Dal', serving_number: 1, total_ingredients: 1, views: 1 }),
    recipeDto(3, { recipe_name: 'Big Stew', serving_number: 6, total_ingredients: 12, views: 1204 }),
  ]);
  const single = await screen.findByRole('article', { name: 'Lentil Dal' });
  expect(within(single).getByText('1 serving')).toBeInTheDocument();
  expect(single).toHaveTextContent('1 ingredient · by');
  expect(within(single).getByText('1 view')).toBeInTheDocument();
  const many = await screen.findByRole('article', { name: 'Big Stew' });
  expect(within(many).getByText('6 servings')).toBeInTheDocument();
  expect(many).toHaveTextContent('12 ingredients · by');
  expect(within(many).getByText('1,204 views')).toBeInTheDocument();
});
