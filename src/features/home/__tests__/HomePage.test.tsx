import { screen, within } from '@testing-library/react';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { recipeDto } from '@/entities/recipe/__fixtures__/dtos';
import HomePage from '../HomePage';

let stub: FetchStub;
afterEach(() => stub.restore());

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
});

const libraries = [1, 2, 3, 4, 5].map((id) => ({
  id,
  diet_name: `Diet ${id}`,
  image: `uploads/l${id}-640.webp`,
  recipes_count: id,
}));

function stubHome() {
  return stubFetch()
    .on(
      'GET',
      '/api/cms/home-banner',
      ok([
        {
          title: 'Cook together',
          description: 'Family recipes.',
          btn_text: 'Explore recipes',
          image: 'uploads/h1-640.webp',
          image_one: 'uploads/h1-640.webp',
          image_two: 'uploads/h2-640.webp',
        },
      ]),
    )
    .on('GET', '/api/cms/why-choose-us', ok([{ title: 'Recipes for every age', description: 'Tagged by age.' }]))
    .on(
      'GET',
      '/api/cms/meal-planner',
      ok([{ title: 'Plan a whole week', description: 'Less stress.', btn_text: 'Open the meal planner' }]),
    )
    .on(
      'GET',
      '/api/cms/testimonial',
      ok([{ name: 'Rachel Hughes', sub_title: 'Mum of three', description: 'Planning is easy now.', rating: 5 }]),
    )
    .on('GET', '/api/guest/trending-recipes', ok([recipeDto(1, { recipe_name: 'Fish Fingers' }), recipeDto(2)]))
    .on('GET', '/api/recipe-libraries', ok(libraries));
}

test('every home section with its content and links', async () => {
  stub = stubHome();
  renderWithProviders(<HomePage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Cook together' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore recipes' })).toHaveAttribute('href', '/recipe-library');
  expect(await screen.findByRole('heading', { name: 'Recipes for every age' })).toBeInTheDocument();
  const trending = await screen.findByRole('region', { name: 'Trending Diet Food Recipes' });
  expect(await within(trending).findByRole('link', { name: 'Fish Fingers' })).toHaveAttribute(
    'href',
    '/recipe-details/1',
  );
  expect(within(trending).getByRole('button', { name: 'Next: Trending Diet Food Recipes' })).toBeInTheDocument();
  // First 4 libraries and 'See all'.
  expect(await screen.findByRole('heading', { name: 'Diet 4' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Diet 5' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all recipe libraries' })).toHaveAttribute('href', '/recipe-library');
  expect(screen.getByRole('link', { name: 'Open the meal planner' })).toHaveAttribute('href', '/meal-planner');
  const testimonials = await screen.findByRole('region', { name: 'What families say' });
  expect(within(testimonials).getByText('Rachel Hughes')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Plan your week/ })).toHaveAttribute('href', '/meal-planner');
});

test('hero images are distinct and carry srcset', async () => {
  stub = stubHome();
  renderWithProviders(<HomePage />);
  const hero = await screen.findByRole('img', { name: 'A table of family dishes' });
  expect(hero.getAttribute('srcset')).toContain('h1-1024.webp 1024w');
  expect(document.querySelectorAll('img[src$="h1-640.webp"]')).toHaveLength(1);
});

test('while loading, the hero shows placeholders; failed or empty sections step aside and the rest still renders', async () => {
  stub = stubFetch()
    .on(
      'GET',
      '/api/cms/home-banner',
      () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve(ok([{ title: 'Cook together', description: 'Family recipes.', btn_text: 'Explore recipes' }])),
            50,
          ),
        ),
    )
    .on('GET', '/api/cms/why-choose-us', ok([]))
    .on(
      'GET',
      '/api/cms/meal-planner',
      ok([{ title: 'Plan a whole week', description: 'Less stress.', btn_text: 'Open the meal planner' }]),
    )
    .on('GET', '/api/cms/testimonial', fail(500, 'Server error'))
    .on('GET', '/api/guest/trending-recipes', fail(503, 'Service unavailable'))
    .on('GET', '/api/recipe-libraries', fail(500, 'Server error'));
  renderWithProviders(<HomePage />);
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Cook together' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Open the meal planner' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Trending Diet Food Recipes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'What families say' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Recipes for every age' })).not.toBeInTheDocument();
});
