import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY, SUCCESS } from '@contract/messages';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { ToastHost } from '@/store/ToastHost';
import {
  FETA_TRAYBAKE,
  paginated,
  recipeDetailDto,
  recipeDto,
  recipeListReply,
} from '@/entities/recipe/__fixtures__/dtos';
import { CATEGORIES, emptyWeek, entry, signedIn } from '@/features/planner/__tests__/plannerFixtures';
import RecipeDetailsPage from '../RecipeDetailsPage';

let stub: FetchStub;
afterEach(() => stub.restore());

const carrotSoup = { recipe_video: 'uploads/videos/v1.mp4', recipe_name: 'Carrot Soup' };

function stubRecipe(detail: { status: number; body: unknown } = ok(recipeDetailDto(1, carrotSoup))) {
  return stubFetch()
    .on('GET', '/api/single-recipe/1', detail)
    .on(
      'GET',
      '/api/guest/recipes',
      recipeListReply([recipeDto(1, carrotSoup), recipeDto(2, { recipe_name: 'Lentil Dal' })]),
    )
    .on('GET', '/api/reviews-by-pagination/1', ok(paginated([], '/api/reviews-by-pagination/1')));
}

const renderPage = (route = '/recipe-details/1') =>
  renderWithProviders(
    <>
      <RecipeDetailsPage />
      <ToastHost />
    </>,
    { route, path: '/recipe-details/:id' },
  );

test('spinner, then hero, panels, Step-N, more from the library and the planner promotion', async () => {
  stub = stubRecipe();
  renderPage();
  expect(screen.getByRole('status', { name: 'Loading recipe' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Carrot Soup' })).toBeInTheDocument();
  expect(document.title).toBe('Carrot Soup · Forkcast');
  expect(screen.getByText('2 carrots')).toBeInTheDocument();
  expect(screen.getByText('Step-1')).toBeInTheDocument();
  expect(screen.getByText('Step-2')).toBeInTheDocument();
  expect(screen.getByText('320 kcal per serving')).toBeInTheDocument();
  expect(screen.getByText('#quick')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'More from Vegan' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Lentil Dal' })).toHaveAttribute('href', '/recipe-details/2');
  expect(screen.getByRole('button', { name: 'Plan it into your week' })).toHaveAttribute('aria-haspopup', 'dialog');
  expect(await screen.findByText(EMPTY.reviews)).toBeInTheDocument();
});

test('the video plays and pauses', async () => {
  stub = stubRecipe();
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
  expect(play).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(pause).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  play.mockRestore();
  pause.mockRestore();
});

test('share links carry the full URL and copy link confirms', async () => {
  stub = stubRecipe();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage();
  const panel = (await screen.findByRole('heading', { name: 'Share this recipe' })).closest('section')!;
  // The page's own address (the router's), not the test document's.
  const pageUrl = `${window.location.origin}/recipe-details/1`;
  const encoded = encodeURIComponent(pageUrl);
  expect(
    within(panel)
      .getByRole('link', { name: /Facebook/ })
      .getAttribute('href'),
  ).toContain(encoded);
  expect(
    within(panel)
      .getByRole('link', { name: /Instagram/ })
      .getAttribute('href'),
  ).toContain(encoded);
  expect(within(panel).getByRole('link', { name: /on X/ }).getAttribute('href')).toContain(encoded);
  await userEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(pageUrl);
  expect(await screen.findByText(SUCCESS.linkCopied)).toBeInTheDocument();
});

test('a recipe that does not exist shows a friendly state', async () => {
  stub = stubRecipe(fail(404, 'Recipe not found'));
  renderPage();
  expect(await screen.findByText('We could not find this recipe.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse the recipe library' })).toHaveAttribute('href', '/recipe-library');
});

test('a malformed id never calls the server', async () => {
  stub = stubRecipe();
  renderPage('/recipe-details/abc');
  expect(await screen.findByText('We could not find this recipe.')).toBeInTheDocument();
  expect(stub.requests).toHaveLength(0);
});

test('the page reads Ingredients and their allergens, then the facts and share panels, then the steps (the phone order, in the DOM)', async () => {
  stub = stubRecipe();
  renderPage();
  const ingredients = await screen.findByRole('heading', { level: 2, name: 'Ingredients' });
  const order = ['Ingredients', 'Allergens and diets', 'At a glance', 'Share this recipe', 'Instructions'].map((name) =>
    screen.getByRole('heading', { level: 2, name }),
  );
  expect(order[0]).toBe(ingredients);
  for (let index = 1; index < order.length; index += 1) {
    // Each heading follows the one before it in the document.
    expect(order[index - 1].compareDocumentPosition(order[index]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});

test('the allergens and diets panel reads what the server traced, under the ingredients', async () => {
  stub = stubRecipe(ok(recipeDetailDto(1, FETA_TRAYBAKE)));
  renderPage();
  const panel = (await screen.findByRole('heading', { level: 2, name: 'Allergens and diets' })).closest('section')!;
  expect(within(panel).getByRole('list', { name: 'Allergens' })).toHaveTextContent(
    'Milk — from 200 g feta, crumbled; 2 tbsp butter',
  );
  expect(panel).toHaveTextContent('We couldn’t check: 1 tbsp gochujang. Check its label.');
  expect(panel).toHaveTextContent('Read from the ingredients — always check the labels of what you buy.');
});

describe("'Plan it into your week' (issue 15)", () => {
  const renderSignedIn = (signed: boolean) =>
    renderWithProviders(
      <>
        <RecipeDetailsPage />
        <ToastHost />
      </>,
      {
        route: '/recipe-details/1',
        path: '/recipe-details/:id',
        preloadedState: signed ? signedIn : undefined,
        routes: [
          { path: '/meal-planner', element: <h1>Planner page</h1> },
          { path: '/auth/login', element: <h1>Login page</h1> },
        ],
      },
    );

  test('opens Plan for a meal for this recipe, and after adding lands on the planner on that day', async () => {
    stub = stubRecipe()
      .on('GET', '/api/categories', ok(CATEGORIES))
      .on('GET', '/api/get-meal-plans', ok(emptyWeek()))
      .on('POST', '/api/meal-plans/1', ok({ meals: [entry(9, 'wednesday', 'Carrot Soup')] }, 'Meal added'));
    const { router, store } = renderSignedIn(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Plan it into your week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan for a meal' });
    expect(dialog).toHaveTextContent('Choose when the family will have Carrot Soup.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'wednesday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Dinner' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

    expect(await screen.findByRole('heading', { name: 'Planner page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meal-planner');
    expect(store.getState().plannerMode.justPlanned).toBe('wednesday');
    // Issue 38: the dialog names the week (this week by default), and the planner opens on it.
    const body = stub.requests.find((request) => request.method === 'POST')?.body as { week: string };
    expect(body).toEqual({ day: 'wednesday', category_id: 3, week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(router.state.location.search).toBe(`?week=${body.week}`);
  });

  test('a visitor is asked to log in first', async () => {
    stub = stubRecipe();
    const { store } = renderSignedIn(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Plan it into your week' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    // The toast host sits on the recipe route here, so the toast is read from the store.
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Please login first');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
