import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY, SUCCESS } from '@contract/messages';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { ToastHost } from '@/components/ToastHost';
import { paginated, recipeDetailDto, recipeDto, recipeListReply } from '@/features/recipes/__fixtures__/dtos';
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
  expect(screen.getByRole('link', { name: 'Plan it into your week' })).toHaveAttribute('href', '/meal-planner');
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
