import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECIPE_IMPORT_MESSAGES as M, VALIDATION } from '@contract/messages';
import type { RecipeImportDto, RecipeImportPayload } from '@contract/types';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import {
  CATEGORIES,
  FakeXhr,
  installFakeXhr,
  installObjectUrls,
  LIBRARIES,
  recipeDetailDto,
} from '@/test/recipeFixtures';
import ShareRecipePage from './ShareRecipePage';

const SOUP_PAGE = 'https://recipes.example/red-lentil-soup';

function importAnswer(overrides: Partial<RecipeImportDto['draft']> = {}, more: Partial<RecipeImportDto> = {}) {
  const answer: RecipeImportDto = {
    draft: {
      recipe_name: 'Red lentil soup',
      description: 'A weeknight soup.',
      serving_number: 4,
      preparation_time: 10,
      cooking_time: null,
      total_time: 40,
      ingredients: ['200 g red lentils', '1 onion, chopped', '1 litre vegetable stock'],
      instructions: ['Soften the onion.', 'Add the lentils and stock; simmer 25 minutes.'],
      image_url: '/uploads/imports/soup-1024.webp',
      source_url: SOUP_PAGE,
      tags: ['Soup', 'Vegan'],
      nutrition: 'Calories 320 kcal · Protein 18 g',
      ...overrides,
    },
    warnings: [],
    suggestions: { category_id: 3, recipe_library_id: 2, age_group: 'adult' },
    ...more,
  };
  return ok(answer, M.imported);
}

let network: FetchStub;
let restoreXhr: () => void;
let imageAnswer: { status: number; type: string };

/** Our copies of imported photos, served like /uploads/ serves them (bytes, an image type). */
function serveImportedImages() {
  const stubbed = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/uploads/imports/')) return stubbed(input, init);
    return new Response(new Uint8Array([137, 80, 78, 71]), {
      status: imageAnswer.status,
      headers: { 'Content-Type': imageAnswer.type },
    });
  }) as typeof fetch;
}

beforeEach(() => {
  network = stubFetch().on('GET', '/api/categories', ok(CATEGORIES)).on('GET', '/api/recipe-libraries', ok(LIBRARIES));
  imageAnswer = { status: 200, type: 'image/webp' };
  serveImportedImages();
  restoreXhr = installFakeXhr();
  installObjectUrls();
});
afterEach(() => {
  network.restore();
  restoreXhr();
});

function renderPage(route = '/dashboard/share-recipes') {
  return renderWithProviders(<ShareRecipePage />, {
    route,
    preloadedState: { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } },
    routes: [
      { path: '/dashboard/my-recipes', element: <h1>My recipes list</h1> },
      { path: '/my-recipe-details/:id', element: <h1>The earlier recipe</h1> },
    ],
  });
}

const importRequests = () => network.requests.filter((request) => request.url.pathname === '/api/recipes/import');
const rowValues = (legend: string) =>
  within(screen.getByRole('group', { name: legend }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

async function readByAddress(address: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Web address of the recipe'), address);
  await user.click(screen.getByRole('button', { name: 'Read recipe' }));
  return user;
}

describe('Importing a recipe on the share page', () => {
  it('reads a web address and fills the share form, photo included, ready to share', async () => {
    network.on('POST', '/api/recipes/import', importAnswer());
    renderPage();
    await screen.findByRole('option', { name: 'Dinner' });
    await screen.findByRole('option', { name: 'Vegetarian' });
    const user = await readByAddress('recipes.example/red-lentil-soup');

    const heading = await screen.findByRole('heading', { name: M.imported });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/3 ingredients and 2 steps are filled in below/)).toHaveAttribute('role', 'status');
    expect(importRequests()[0].body).toEqual({ url: 'https://recipes.example/red-lentil-soup' });
    expect(importRequests()[0].headers.get('Authorization')).toBe('Bearer cook-token');

    expect(screen.getByLabelText('Recipe name')).toHaveValue('Red lentil soup');
    expect(screen.getByLabelText('Category')).toHaveValue('3');
    expect(screen.getByLabelText('Library')).toHaveValue('2');
    expect(screen.getByLabelText('Age group')).toHaveValue('adult');
    expect(screen.getByLabelText('Servings')).toHaveValue(4);
    expect(screen.getByLabelText('Preparation time (minutes)')).toHaveValue(10);
    expect(screen.getByLabelText('Cooking time (minutes)')).toHaveValue(30);
    expect(screen.getByLabelText('Nutrition')).toHaveValue('Calories 320 kcal · Protein 18 g');
    expect(screen.getByLabelText('Resource link (optional)')).toHaveValue(SOUP_PAGE);
    const tags = screen.getByRole('list', { name: 'Tags added' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining('soup'), expect.stringContaining('vegan')]));
    expect(rowValues('Ingredients')).toEqual(['200 g red lentils', '1 onion, chopped', '1 litre vegetable stock']);
    expect(rowValues('Instructions')).toEqual(['Soften the onion.', 'Add the lentils and stock; simmer 25 minutes.']);
    expect(screen.getByRole('img', { name: 'Preview of the thumbnail image' })).toHaveAttribute(
      'src',
      'blob:imported-photo.webp',
    );

    // Every part is editable, and sharing sends what the form holds, photo included.
    await user.clear(screen.getByLabelText('Recipe name'));
    await user.type(screen.getByLabelText('Recipe name'), 'Our lentil soup');
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const body = FakeXhr.last.body!;
    expect(body.get('recipe_name')).toBe('Our lentil soup');
    expect(body.get('cooking_time')).toBe('30');
    expect(body.get('resource_link')).toBe(SOUP_PAGE);
    expect(body.get('ingredients[2]')).toBe('1 litre vegetable stock');
    expect(body.get('tags[1]')).toBe('vegan');
    expect(body.has('recipe_image')).toBe(true);
    FakeXhr.last.respond(201, { success: true, message: 'Recipe added Successfully', data: recipeDetailDto(41) });
    expect(await screen.findByRole('heading', { name: 'My recipes list' })).toBeInTheDocument();
  });

  it('says what to do when the page has no recipe or the site fails, under the address', async () => {
    network.on('POST', '/api/recipes/import', fail(422, 'The given data was invalid.', { url: [M.noRecipeOnPage] }));
    renderPage();
    await readByAddress(SOUP_PAGE);
    const field = screen.getByLabelText('Web address of the recipe');
    expect(await screen.findByText(M.noRecipeOnPage)).toHaveAttribute('id', 'import-url-error');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Read recipe' })).toBeEnabled();

    network.on('POST', '/api/recipes/import', fail(502, M.siteRefused(403)));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read recipe' }));
    expect(await screen.findByText(M.siteRefused(403))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: M.imported })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Recipe name')).toHaveValue('');
  });

  it("leaves the share form's own refusals to the share form", async () => {
    renderPage();
    const user = await readByAddress('javascript:alert(1)');
    expect(await screen.findByText(M.urlInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    expect(await screen.findByText(VALIDATION.recipeNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Recipe name')).toHaveFocus();
  });

  it('refuses what is not a web address before asking the server', async () => {
    renderPage();
    const user = await readByAddress('javascript:alert(1)');
    expect(await screen.findByText(M.urlInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Web address of the recipe'));
    await user.click(screen.getByRole('button', { name: 'Read recipe' }));
    expect(await screen.findByText(M.urlRequired)).toBeInTheDocument();
    expect(importRequests()).toHaveLength(0);
  });

  it('shows the pending state while the page is read', async () => {
    let answer: (value: ReturnType<typeof importAnswer>) => void = () => {};
    network.on('POST', '/api/recipes/import', () => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await readByAddress(SOUP_PAGE);
    await waitFor(() => expect(screen.getByRole('button', { name: /Read recipe/ })).toBeDisabled());
    await act(async () => answer(importAnswer()));
    expect(await screen.findByRole('heading', { name: M.imported })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read recipe' })).toBeEnabled();
  });

  it('reads a pasted recipe, and a second import starts the form again', async () => {
    network.on('POST', '/api/recipes/import', (request) =>
      'text' in (request.body as RecipeImportPayload)
        ? importAnswer({
            recipe_name: "Grandma's flapjacks",
            ingredients: ['250 g butter', '400 g oats'],
            instructions: ['Melt.', 'Bake.'],
            image_url: null,
            source_url: null,
            nutrition: null,
            serving_number: 12,
            preparation_time: null,
            cooking_time: 25,
            total_time: null,
          })
        : importAnswer(),
    );
    renderPage();
    const user = await readByAddress(SOUP_PAGE);
    expect(await screen.findByDisplayValue('Red lentil soup')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ingredient 3'), ' (hot)');

    const pasted = "Grandma's flapjacks\nIngredients\n250 g butter\n400 g oats\nMethod\nMelt.\nBake.";
    await user.click(screen.getByLabelText('Paste a recipe'));
    await user.paste(pasted);
    await user.click(screen.getByRole('button', { name: 'Read pasted recipe' }));

    expect(await screen.findByDisplayValue("Grandma's flapjacks")).toBeInTheDocument();
    expect(importRequests()[1].body).toEqual({ text: pasted });
    expect(rowValues('Ingredients')).toEqual(['250 g butter', '400 g oats']);
    expect(screen.getByLabelText('Servings')).toHaveValue(12);
    expect(screen.getByLabelText('Preparation time (minutes)')).toHaveValue(null);
    expect(screen.getByLabelText('Nutrition')).toHaveValue(M.estimatedNutrition);
    expect(screen.getByLabelText('Resource link (optional)')).toHaveValue('');
    // No photo from a pasted text: the form asks for one.
    expect(screen.queryByRole('img', { name: 'Preview of the thumbnail image' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: M.imported })).toHaveFocus());
  });

  it('puts a refused paste under the text box', async () => {
    network.on('POST', '/api/recipes/import', fail(422, 'The given data was invalid.', { text: [M.noRecipeInText] }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read pasted recipe' }));
    expect(await screen.findByText(M.textRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Paste a recipe'), 'just some words');
    await user.click(screen.getByRole('button', { name: 'Read pasted recipe' }));
    expect(await screen.findByText(M.noRecipeInText)).toHaveAttribute('id', 'import-text-error');
  });

  it('shows the warnings above the form: the earlier import, and the photo to add', async () => {
    network.on(
      'POST',
      '/api/recipes/import',
      importAnswer(
        { image_url: null },
        {
          warnings: [
            { code: 'already_imported', message: M.alreadyImported, recipe_id: 7 },
            { code: 'no_image', message: M.noImage },
            { code: 'missing_part', message: M.missingPart('servings') },
          ],
        },
      ),
    );
    renderPage();
    const user = await readByAddress(SOUP_PAGE);
    const warnings = await screen.findByRole('list', { name: 'Before you share' });
    expect(within(warnings).getAllByRole('listitem')).toHaveLength(3);
    expect(within(warnings).getByText(M.missingPart('servings'))).toBeInTheDocument();

    await user.click(within(warnings).getByRole('button', { name: 'Add a photo' }));
    expect(screen.getByLabelText('Thumbnail image')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    expect(await screen.findByText(VALIDATION.thumbnailRequired)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.click(within(warnings).getByRole('link', { name: 'Open the recipe you imported' }));
    expect(await screen.findByRole('heading', { name: 'The earlier recipe' })).toBeInTheDocument();
  });

  it('asks for a photo when our copy of it cannot be read', async () => {
    imageAnswer = { status: 404, type: 'application/json' };
    network.on('POST', '/api/recipes/import', importAnswer());
    renderPage();
    await readByAddress(SOUP_PAGE);
    expect(await screen.findByText(M.imageFailed)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the thumbnail image' })).not.toBeInTheDocument();
  });
});

describe('The page sent by the bookmarklet', () => {
  const page = { type: 'forkcast-import', url: SOUP_PAGE, html: '<html><body><h1>Red lentil soup</h1></body></html>' };

  function post(data: unknown, origin = 'https://recipes.example') {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
    });
  }

  it('is answered, read once, and fills the form', async () => {
    const answers = jest.spyOn(window, 'postMessage').mockImplementation(() => {});
    network.on('POST', '/api/recipes/import', importAnswer());
    renderPage('/dashboard/share-recipes?import=page');
    expect(await screen.findByText(/Waiting for the recipe page/)).toBeInTheDocument();

    post('a message from some other script');
    post({ type: 'forkcast-import', url: SOUP_PAGE, html: 42 });
    expect(answers).not.toHaveBeenCalled();

    post(page);
    post(page);
    expect(answers).toHaveBeenCalledTimes(2);
    expect(answers).toHaveBeenCalledWith('forkcast-import-received', { targetOrigin: '*' });

    expect(await screen.findByDisplayValue('Red lentil soup')).toBeInTheDocument();
    expect(importRequests()).toHaveLength(1);
    expect(importRequests()[0].body).toEqual({ url: page.url, html: page.html });
    expect(screen.queryByText(/Waiting for the recipe page/)).not.toBeInTheDocument();
    answers.mockRestore();
  });

  it("says what to do when it cannot be read, in the server's words", async () => {
    const answers = jest.spyOn(window, 'postMessage').mockImplementation(() => {});
    network.on('POST', '/api/recipes/import', fail(422, 'The given data was invalid.', { html: [M.noRecipeOnPage] }));
    renderPage('/dashboard/share-recipes?import=page');
    await screen.findByText(/Waiting for the recipe page/);
    post(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.noRecipeOnPage);
    answers.mockRestore();
  });

  it('is not listened for on the plain share page', async () => {
    const answers = jest.spyOn(window, 'postMessage').mockImplementation(() => {});
    renderPage();
    await screen.findByLabelText('Web address of the recipe');
    post(page);
    expect(answers).not.toHaveBeenCalled();
    expect(importRequests()).toHaveLength(0);
    answers.mockRestore();
  });
});

describe('The Add to Forkcast link', () => {
  it('is a bookmarklet for this address, says to drag it, and offers its code to copy', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    renderPage();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const link = await screen.findByRole('link', { name: 'Add to Forkcast' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^javascript:/);
    expect(decodeURIComponent(href)).toContain(JSON.stringify(window.location.origin));

    fireEvent.click(link);
    expect(screen.getByText(/Drag the button to your bookmarks bar/)).toBeInTheDocument();

    await user.click(screen.getByText('Can’t drag it? Copy its code'));
    expect(screen.getByLabelText('Bookmarklet code')).toHaveValue(href);
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith(href);
    expect(await screen.findByText(/Copied: now make a bookmark/)).toBeInTheDocument();
  });

  it("is where the dashboard's link leads, with the address box focused", async () => {
    renderPage('/dashboard/share-recipes#import-recipe');
    await waitFor(() => expect(screen.getByLabelText('Web address of the recipe')).toHaveFocus());
  });
});
