import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MEDIA_REFUSALS, VALIDATION } from '@contract/messages';
import { RECIPE_TEXT_MESSAGES } from '@contract/schemas';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import ShareRecipePage from './ShareRecipePage';
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
  return renderWithProviders(<ShareRecipePage />, {
    route: '/dashboard/share-recipes',
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
    routes: [{ path: '/dashboard/my-recipes', element: <h1>My recipes list</h1> }],
  });
}

async function fillValidRecipe(user: UserEvent) {
  await screen.findByRole('option', { name: 'Dinner' });
  await screen.findByRole('option', { name: 'Keto' });
  await user.type(screen.getByLabelText('Recipe name'), 'Tomato pasta');
  await user.selectOptions(screen.getByLabelText('Category'), 'Dinner');
  await user.selectOptions(screen.getByLabelText('Library'), 'Keto');
  await user.selectOptions(screen.getByLabelText('Age group'), 'Teen (13 to 19 years)');
  await user.type(screen.getByLabelText('Servings'), '4');
  await user.type(screen.getByLabelText('Cooking time (minutes)'), '20');
  await user.type(screen.getByLabelText('Preparation time (minutes)'), '10');
  await user.type(screen.getByLabelText('Nutrition'), 'Light and filling');
  await user.type(screen.getByLabelText('Tags'), 'Quick Pasta{Enter}');
  await user.type(screen.getByLabelText('Ingredient 1'), '200 g pasta');
  await user.type(screen.getByLabelText('Instruction 1'), 'Boil it.');
  await user.upload(screen.getByLabelText('Thumbnail image'), new File(['png'], 'pasta.png', { type: 'image/png' }));
}

describe('Share your recipe', () => {
  it('shows every message of SPEC.md §5 and sends nothing when submitted empty', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Share your recipe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));

    for (const message of [
      VALIDATION.recipeNameRequired,
      VALIDATION.categoryRequired,
      VALIDATION.libraryRequired,
      VALIDATION.ageGroupRequired,
      VALIDATION.servingRequired,
      VALIDATION.cookingTimeRequired,
      VALIDATION.preparationTimeRequired,
      VALIDATION.nutritionRequired,
      VALIDATION.thumbnailRequired,
      VALIDATION.tagRequired,
      VALIDATION.ingredientRequired,
      VALIDATION.instructionRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The video is optional when sharing.
    expect(screen.queryByText(VALIDATION.videoRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Recipe name')).toHaveFocus();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('shows the hints and checks the optional resource link', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('At most 20 words and 200 characters')).toBeInTheDocument();
    expect(screen.getByText('At most 1,000 words and 10,000 characters')).toBeInTheDocument();
    expect(screen.getByText('Each at most 300 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Resource link (optional)'), 'not a link');
    await user.tab();
    expect(await screen.findByText(VALIDATION.resourceLinkInvalid)).toBeInTheDocument();
  });

  it('refuses a video over the upload limit when it is picked, in the words of the server', async () => {
    const user = userEvent.setup();
    renderPage();
    const video = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 101 * 1024 * 1024 });
    const input = await screen.findByLabelText('Recipe video (optional)');
    await user.upload(input, video);
    expect(await screen.findByText('The file may be at most 100 MB.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Preview of the recipe video (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a text file as the thumbnail before any upload, with no preview', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const input = await screen.findByLabelText('Thumbnail image');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    const message = await screen.findByText(MEDIA_REFUSALS.imageType);
    expect(message).toHaveAttribute('id', 'recipe-recipe_image-error');
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('recipe-recipe_image-error'));
    expect(screen.queryByRole('img', { name: 'Preview of the thumbnail image' })).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).files).toHaveLength(0);

    // A good file afterwards is taken, and the refusal goes away.
    await user.upload(input, new File(['png'], 'pasta.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of the thumbnail image' })).toBeInTheDocument();
    expect(screen.queryByText(MEDIA_REFUSALS.imageType)).not.toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('counts the recipe name and says its limit in plain words', async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText('Recipe name');
    expect(screen.getByText('0 / 20 words · 0 / 200 characters')).toBeInTheDocument();
    await user.type(name, Array.from({ length: 21 }, () => 'pea').join(' '));
    expect(screen.getByText('21 / 20 words · 83 / 200 characters')).toHaveAttribute('aria-live', 'polite');
    await user.tab();
    expect(await screen.findByText(RECIPE_TEXT_MESSAGES.recipeNameWords)).toBeInTheDocument();
    expect(screen.queryByText(/recipe_name/)).not.toBeInTheDocument();
  });

  it('previews the chosen thumbnail', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(
      await screen.findByLabelText('Thumbnail image'),
      new File(['png'], 'pasta.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of the thumbnail image' })).toHaveAttribute(
      'src',
      'blob:pasta.png',
    );
  });

  it('uploads the multipart form with a progress bar, then goes to my recipes', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    await fillValidRecipe(user);
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/recipe\/store$/);
    expect(xhr.headers.Authorization).toBe('Bearer cook-token');
    const body = xhr.body!;
    expect(body.get('recipe_name')).toBe('Tomato pasta');
    expect(body.get('category_id')).toBe('3');
    expect(body.get('recipe_library_id')).toBe('5');
    expect(body.get('age_group')).toBe('teen');
    expect(body.get('serving_number')).toBe('4');
    expect(body.get('tags[0]')).toBe('quick');
    expect(body.get('tags[1]')).toBe('pasta');
    expect(body.get('ingredients[0]')).toBe('200 g pasta');
    expect(body.get('instructions[0]')).toBe('Boil it.');
    // (jsdom's File is not the FormData implementation's Blob, so only its presence is checked.)
    expect(body.has('recipe_image')).toBe(true);
    expect(body.get('recipe_video')).toBeNull();

    xhr.progress(512 * 1024, 2 * 1024 * 1024);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(bar).toHaveAttribute('aria-valuetext', '512 KB of 2.0 MB');
    expect(screen.getByRole('button', { name: /Share recipe/ })).toBeDisabled();

    xhr.respond(201, {
      success: true,
      message: 'Recipe added Successfully',
      data: recipeDetailDto(41, { recipe_name: 'Tomato pasta' }),
    });
    expect(await screen.findByRole('heading', { name: 'My recipes list' })).toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Recipe added Successfully');
    expect(store.getState().recipes.entities[41]?.name).toBe('Tomato pasta');
  });

  it('cancels the upload and keeps everything typed', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    await fillValidRecipe(user);
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last.progress(100, 1000);

    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));

    expect(FakeXhr.last.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato pasta');
    expect(screen.getByRole('button', { name: 'Share recipe' })).toBeEnabled();
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Upload cancelled.');
  });

  it("shows the server's message and field errors, keeping the form filled", async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    await fillValidRecipe(user);
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));

    FakeXhr.last.respond(422, {
      success: false,
      message: 'The given data was invalid.',
      errors: { recipe_name: ['A recipe with this name already exists.'] },
    });

    expect(await screen.findByText('A recipe with this name already exists.')).toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('The given data was invalid.');
    expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato pasta');
    const tags = screen.getByRole('list', { name: 'Tags added' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'My recipes list' })).not.toBeInTheDocument();
  });
});
