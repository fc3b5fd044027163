import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION } from '@contract/messages';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import EditRecipePage from './EditRecipePage';
import {
  CATEGORIES,
  FakeXhr,
  installFakeXhr,
  installObjectUrls,
  LIBRARIES,
  recipeDetailDto,
} from '@/test/recipeFixtures';

let network: FetchStub;
let restoreXhr: () => void;

beforeEach(() => {
  network = stubFetch().on('GET', '/api/categories', ok(CATEGORIES)).on('GET', '/api/recipe-libraries', ok(LIBRARIES));
  restoreXhr = installFakeXhr();
  installObjectUrls();
});
afterEach(() => {
  network.restore();
  restoreXhr();
});

function renderPage() {
  return renderWithProviders(<EditRecipePage />, {
    route: '/dashboard/edit-recipe/41',
    path: '/dashboard/edit-recipe/:id',
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
    routes: [{ path: '/dashboard/my-recipes', element: <h1>My recipes list</h1> }],
  });
}

describe('Edit recipe', () => {
  it('opens with every field, list and preview filled from my-recipe-details', async () => {
    network.on(
      'GET',
      '/api/my-recipe-details/41',
      ok(recipeDetailDto(41, { recipe_name: 'Tomato pasta', recipe_video: 'uploads/videos/v41.mp4' })),
    );
    renderPage();

    expect(await screen.findByLabelText('Recipe name')).toHaveValue('Tomato pasta');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit recipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Keto' });
    expect(screen.getByLabelText('Category')).toHaveValue('3');
    expect(screen.getByLabelText('Library')).toHaveValue('2');
    expect(screen.getByLabelText('Age group')).toHaveValue('adult');
    expect(screen.getByLabelText('Servings')).toHaveValue(4);
    expect(screen.getByLabelText('Cooking time (minutes)')).toHaveValue(30);
    expect(screen.getByLabelText('Preparation time (minutes)')).toHaveValue(15);
    expect(screen.getByLabelText('Nutrition')).toHaveValue('About 450 kcal per serving.');
    expect(screen.getByLabelText('Resource link (optional)')).toHaveValue('https://example.com/pasta');
    const tags = within(screen.getByRole('list', { name: 'Tags added' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.firstChild?.textContent)).toEqual(['quick', 'family']);
    expect(screen.getByLabelText('Ingredient 1')).toHaveValue('200 g pasta');
    expect(screen.getByLabelText('Ingredient 2')).toHaveValue('1 can tomatoes');
    expect(screen.getByLabelText('Instruction 2')).toHaveValue('Simmer the sauce.');
    expect(screen.getByRole('img', { name: 'Preview of the thumbnail image' })).toHaveAttribute(
      'src',
      '/uploads/recipes/r41-640.webp',
    );
    expect(screen.getByLabelText('Preview of the recipe video')).toHaveAttribute('src', '/uploads/videos/v41.mp4');
  });

  it('asks for a video when the recipe has none', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/my-recipe-details/41', ok(recipeDetailDto(41)));
    renderPage();
    await screen.findByLabelText('Recipe name');
    await user.click(screen.getByRole('button', { name: 'Update recipe' }));
    expect(await screen.findByText(VALIDATION.videoRequired)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.thumbnailRequired)).not.toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("sends the changes to /api/recipe/update/{id} and says 'Recipe updated Successfully'", async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/my-recipe-details/41', ok(recipeDetailDto(41, { recipe_video: 'uploads/videos/v41.mp4' })));
    const { store } = renderPage();
    const name = await screen.findByLabelText('Recipe name');
    await user.clear(name);
    await user.type(name, 'Sunday pasta');
    await user.click(screen.getByRole('button', { name: 'Update recipe' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.last.url).toMatch(/\/api\/recipe\/update\/41$/);
    expect(FakeXhr.last.body!.get('recipe_name')).toBe('Sunday pasta');
    expect(FakeXhr.last.body!.get('ingredients[1]')).toBe('1 can tomatoes');
    expect(FakeXhr.last.body!.has('recipe_image')).toBe(false);

    const updated = recipeDetailDto(41, { recipe_name: 'Sunday pasta', recipe_video: 'uploads/videos/v41.mp4' });
    network.on('GET', '/api/my-recipe-details/41', ok(updated));
    FakeXhr.last.respond(200, { success: true, message: 'Recipe updated Successfully', data: updated });
    expect(await screen.findByRole('heading', { name: 'My recipes list' })).toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Recipe updated Successfully');
    expect(store.getState().recipes.entities[41]?.name).toBe('Sunday pasta');
  });

  it("says so when the recipe is not the user's", async () => {
    network.on('GET', '/api/my-recipe-details/41', fail(404, 'Recipe not found'));
    renderPage();
    expect(await screen.findByText("We couldn't find this recipe")).toBeInTheDocument();
  });
});
