import { screen } from '@testing-library/react';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { paginated, recipeDetailDto, recipeListReply } from '@/entities/recipe/__fixtures__/dtos';
import RecipeDetailsPage from '../RecipeDetailsPage';

let stub: FetchStub;
afterEach(() => stub.restore());

async function heroImage(recipeImage: string): Promise<HTMLImageElement> {
  stub = stubFetch()
    .on(
      'GET',
      '/api/single-recipe/1',
      ok(recipeDetailDto(1, { recipe_name: 'Tomato Tart', recipe_image: recipeImage })),
    )
    .on('GET', '/api/guest/recipes', recipeListReply([]))
    .on('GET', '/api/reviews-by-pagination/1', ok(paginated([], '/api/reviews-by-pagination/1')));
  renderWithProviders(<RecipeDetailsPage />, { route: '/recipe-details/1', path: '/recipe-details/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Tomato Tart' });
  return screen.getByRole('img', { name: 'Tomato Tart' }) as HTMLImageElement;
}

test('an image with banner crops is shown through them: wide, at phone and desktop widths', async () => {
  const image = await heroImage('uploads/recipes/tart.wide-640.webp');
  expect(image.getAttribute('src')).toMatch(/\/uploads\/recipes\/tart\.wide-banner-1600\.webp$/);
  expect(image.getAttribute('srcset')).toMatch(
    /\/uploads\/recipes\/tart\.wide-banner-800\.webp 800w, .*\/uploads\/recipes\/tart\.wide-banner-1600\.webp 1600w$/,
  );
  expect(image).toHaveAttribute('sizes', '100vw');
  expect(image).toHaveAttribute('width', '1600');
  expect(image).toHaveAttribute('height', '600');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});

test('an image uploaded before banners existed still shows, through its own widths', async () => {
  const image = await heroImage('uploads/recipes/older-640.webp');
  expect(image.getAttribute('src')).toMatch(/\/uploads\/recipes\/older-640\.webp$/);
  expect(image.getAttribute('srcset')).toMatch(
    /older-320\.webp 320w, .*older-640\.webp 640w, .*older-1024\.webp 1024w$/,
  );
  expect(image).toHaveAttribute('width', '1024');
  expect(image).toHaveAttribute('height', '768');
});
