import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecipeDetailDto } from '@contract/types';
import { recipeDetailDto } from '@/entities/recipe/__fixtures__/dtos';
import { emptyWeek, entry, signedIn, slots } from '@/features/planner/__tests__/plannerFixtures';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import CookPage from '../CookPage';

let stub: FetchStub;
afterEach(() => {
  stub.restore();
  // Started timers are kept there (a reload keeps them): each test starts with none.
  localStorage.clear();
  delete (navigator as { wakeLock?: unknown }).wakeLock;
});

/** A dal for 4: three steps, the first two naming lines (and timers), the last naming none. */
const DAL: Partial<RecipeDetailDto> = {
  recipe_name: 'Red Lentil Dal',
  serving_number: 4,
  ingredients: [
    { id: 11, ingredient_name: '200 g red lentils', quantity: 200, unit: 'g', item: 'red lentils' },
    { id: 12, ingredient_name: '2 cloves garlic', quantity: 2, unit: 'clove', item: 'garlic' },
    { id: 13, ingredient_name: '400 ml water', quantity: 400, unit: 'ml', item: 'water' },
    { id: 14, ingredient_name: 'salt to taste' },
  ],
  instructions: [
    {
      id: 1,
      step: 'Fry the garlic for 90 seconds.',
      timers: [{ seconds: 90, seconds_max: null, text: '90 seconds' }],
      ingredient_ids: [12],
    },
    {
      id: 2,
      step: 'Add the lentils and water and simmer 25 to 30 minutes.',
      timers: [{ seconds: 1500, seconds_max: 1800, text: '25 to 30 minutes' }],
      ingredient_ids: [13, 11],
    },
    { id: 3, step: 'Season and serve.' },
  ],
};

function stubDal(answer: { status: number; body: unknown } = ok(recipeDetailDto(1, DAL))) {
  return stubFetch().on('GET', '/api/single-recipe/1', answer);
}

const RECIPE_PAGE = { path: '/recipe-details/:id', element: <p>The recipe page</p> };
const MY_RECIPE_PAGE = { path: '/my-recipe-details/:id', element: <p>My recipe page</p> };

const renderCook = (route = '/cook/1', options: { preloadedState?: object } = {}) =>
  renderWithProviders(<CookPage />, {
    route,
    path: '/cook/:id',
    routes: [RECIPE_PAGE, MY_RECIPE_PAGE],
    ...options,
  });

/** Cook mode opened from the recipe page, as "Start cooking" does (a push). */
async function openFromRecipePage(to = '/cook/1') {
  const view = renderCook('/recipe-details/1');
  await act(() => view.router.navigate(to));
  return view;
}

const stepTitle = () => screen.getByRole('heading', { level: 2 });
const stepIngredients = () =>
  within(screen.getByRole('region', { name: 'In this step' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });

test('one step at a time: the recipe as the title, "Step 1 of 3", the step and the lines it uses', async () => {
  stub = stubDal();
  renderCook();
  expect(await screen.findByRole('heading', { level: 1, name: 'Red Lentil Dal' })).toBeInTheDocument();
  expect(stepTitle()).toHaveTextContent('Step 1 of 3');
  expect(screen.getByText(/Fry the garlic/)).toBeInTheDocument();
  expect(screen.queryByText(/simmer/)).not.toBeInTheDocument();
  expect(stepIngredients()).toEqual(['2 cloves garlic']);
  expect(screen.getByRole('progressbar', { name: 'Progress through the steps' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 3',
  );
  expect(stepTitle().closest('section')).toHaveAttribute('aria-live', 'polite');
  expect(document.title).toBe('Cooking Red Lentil Dal · Forkcast');
});

test('Next and Previous move a step, the step number in the address; the last step ends with Done', async () => {
  stub = stubDal();
  const { router } = renderCook();
  await screen.findByText(/Fry the garlic/);
  expect(previous()).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(previous());
  expect(stepTitle()).toHaveTextContent('Step 1 of 3');

  await userEvent.click(next());
  expect(stepTitle()).toHaveTextContent('Step 2 of 3');
  expect(screen.getByText(/simmer/)).toBeInTheDocument();
  // The step's lines in the recipe's order, whatever order the ids came in.
  expect(stepIngredients()).toEqual(['200 g red lentils', '400 ml water']);
  expect(router.state.location.search).toBe('?step=2');

  await userEvent.click(next());
  expect(stepTitle()).toHaveTextContent('Step 3 of 3');
  expect(screen.getByText('No ingredients named in this step.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();

  await userEvent.click(previous());
  expect(stepTitle()).toHaveTextContent('Step 2 of 3');
  expect(router.state.location.search).toBe('?step=2');
});

test('the arrow keys move between steps, never past either end', async () => {
  stub = stubDal();
  const { router } = renderCook();
  await screen.findByText(/Fry the garlic/);
  await userEvent.keyboard('{ArrowRight}');
  expect(stepTitle()).toHaveTextContent('Step 2 of 3');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(stepTitle()).toHaveTextContent('Step 3 of 3');
  expect(router.state.location.pathname).toBe('/cook/1');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(stepTitle()).toHaveTextContent('Step 1 of 3');
  expect(router.state.location.search).toBe('?step=1');
});

test('a swipe right to left is Next, left to right is Previous; a short or upward drag is neither', async () => {
  // jsdom has no PointerEvent: a MouseEvent carrying the pointer's id and type stands in.
  class PointerEventStub extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStub, configurable: true });
  stub = stubDal();
  renderCook();
  const region = (await screen.findByText(/Fry the garlic/)).closest('section')!;
  const drag = (fromX: number, toX: number, toY = 300) => {
    fireEvent.pointerDown(region, { pointerId: 1, clientX: fromX, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerUp(region, { pointerId: 1, clientX: toX, clientY: toY, pointerType: 'touch' });
  };
  drag(300, 100);
  expect(stepTitle()).toHaveTextContent('Step 2 of 3');
  drag(300, 270);
  drag(300, 220, 0);
  expect(stepTitle()).toHaveTextContent('Step 2 of 3');
  drag(100, 300);
  expect(stepTitle()).toHaveTextContent('Step 1 of 3');
  delete (window as { PointerEvent?: unknown }).PointerEvent;
});

test('?step= opens at that step, kept within the recipe', async () => {
  stub = stubDal();
  renderCook('/cook/1?step=2');
  expect(await screen.findByText(/simmer/)).toBeInTheDocument();
  expect(stepTitle()).toHaveTextContent('Step 2 of 3');
});

test('a ?step= past the last step opens the last one', async () => {
  stub = stubDal();
  renderCook('/cook/1?step=99');
  expect(await screen.findByText('Season and serve.')).toBeInTheDocument();
  expect(stepTitle()).toHaveTextContent('Step 3 of 3');
});

test('the timers’ words are marked in the step', async () => {
  stub = stubDal();
  renderCook('/cook/1?step=2');
  const words = await screen.findByText('25 to 30 minutes', { selector: 'mark' });
  expect(words.closest('p')).toHaveTextContent('Add the lentils and water and simmer 25 to 30 minutes.');
});

test('?servings= scales the step’s lines and every line; the stepper changes them and the address', async () => {
  stub = stubDal();
  const { router } = renderCook('/cook/1?step=2&servings=8');
  await screen.findByText(/simmer/);
  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 8');
  expect(stepIngredients()).toEqual(['400 g red lentils', '800 ml water']);
  expect(within(screen.getByRole('region', { name: 'In this step' })).getByText('400 g').tagName).toBe('STRONG');

  await userEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
  await userEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 6');
  expect(screen.getByText('Amounts for 6 servings')).toHaveAttribute('aria-live', 'polite');
  expect(stepIngredients()).toEqual(['300 g red lentils', '600 ml water']);
  expect(new URLSearchParams(router.state.location.search).get('servings')).toBe('6');
  expect(new URLSearchParams(router.state.location.search).get('step')).toBe('2');

  await userEvent.click(screen.getByText('All ingredients (4)'));
  const all = screen.getByText('All ingredients (4)').closest('details')!;
  expect(
    within(all)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['300 g red lentils', '3 cloves garlic', '600 ml water', 'salt to taste']);
});

test('without ?servings= the lines read as written; a servings= past the stepper’s range is ignored', async () => {
  stub = stubDal();
  renderCook('/cook/1?servings=99999');
  await screen.findByText(/Fry the garlic/);
  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 4');
  expect(stepIngredients()).toEqual(['2 cloves garlic']);
});

test('a recipe on the family’s plan this week is scaled to the meal’s portions', async () => {
  const planned = entry(7, 'monday', 'Red Lentil Dal', 3, {
    recipe: { id: 1, recipe_name: 'Red Lentil Dal', recipe_image: 'uploads/recipes/dal-640.webp', serving_number: 4 },
    portions: 2,
    cook_portions: 2,
  });
  stub = stubDal().on('GET', '/api/get-meal-plans', ok({ ...emptyWeek(), monday: slots(planned) }));
  renderCook('/cook/1', { preloadedState: signedIn });
  await screen.findByText(/Fry the garlic/);
  expect(await screen.findByText('As planned for the family this week')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('Servings: 2');
  expect(stepIngredients()).toEqual(['1 clove garlic']);
});

test('Escape leaves cook mode for the page it came from, in one Back: steps never piled up in history', async () => {
  stub = stubDal();
  const { router } = await openFromRecipePage('/cook/1?servings=6');
  await screen.findByText(/Fry the garlic/);
  await userEvent.click(next());
  await userEvent.click(next());
  await userEvent.keyboard('{Escape}');
  expect(await screen.findByText('The recipe page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/recipe-details/1');
});

test('"Close cook mode" leaves it too', async () => {
  stub = stubDal();
  await openFromRecipePage();
  await userEvent.click(await screen.findByRole('button', { name: 'Close cook mode' }));
  expect(await screen.findByText('The recipe page')).toBeInTheDocument();
});

test('"Done" on the last step of cook mode opened from a link (no page of ours behind it) goes to the recipe', async () => {
  stub = stubDal();
  const { router } = renderCook('/cook/1?step=3');
  await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
  expect(await screen.findByText('The recipe page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/recipe-details/1');
});

test('a cook’s own private recipe opens through my-recipe-details when the public one is not found', async () => {
  stub = stubDal(fail(404, 'Recipe not found')).on(
    'GET',
    '/api/my-recipe-details/1',
    ok(recipeDetailDto(1, { ...DAL, recipe_name: 'Our Secret Dal' })),
  );
  renderCook('/cook/1?step=3', { preloadedState: signedIn });
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Secret Dal' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('My recipe page')).toBeInTheDocument();
});

test('?mine=1 (from the owner’s page) asks for the owner’s view only: no public 404 first', async () => {
  stub = stubFetch().on(
    'GET',
    '/api/my-recipe-details/1',
    ok(recipeDetailDto(1, { ...DAL, recipe_name: 'Our Secret Dal' })),
  );
  renderCook('/cook/1?mine=1', { preloadedState: signedIn });
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Secret Dal' })).toBeInTheDocument();
  const asked = stub.requests.map((request) => request.url.pathname);
  expect(asked).toContain('/api/my-recipe-details/1');
  expect(asked).not.toContain('/api/single-recipe/1');
});

test('a recipe that is not there says so (signed out, nobody’s own is asked for)', async () => {
  stub = stubDal(fail(404, 'Recipe not found'));
  renderCook();
  expect(await screen.findByText('We could not find this recipe.')).toBeInTheDocument();
  expect(stub.requests.map((request) => request.url.pathname)).toEqual(['/api/single-recipe/1']);
});

test('a malformed id asks the server nothing', () => {
  stub = stubDal();
  renderCook('/cook/abc');
  expect(screen.getByText('We could not find this recipe.')).toBeInTheDocument();
  expect(stub.requests).toHaveLength(0);
});

describe('keeping the screen on', () => {
  function stubWakeLock(request: () => Promise<unknown>) {
    const wakeLock = { request: jest.fn(request) };
    Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
    return wakeLock;
  }

  function sentinel() {
    const listeners: (() => void)[] = [];
    const lock = {
      released: false,
      release: jest.fn(async () => {
        lock.released = true;
      }),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      /** What the browser does when the page is hidden. */
      drop() {
        lock.released = true;
        listeners.forEach((listener) => listener());
      },
    };
    return lock;
  }

  test('the lock is taken while cook mode is open, taken again when the page is visible again, released on leaving', async () => {
    const locks = [sentinel(), sentinel()];
    const wakeLock = stubWakeLock(async () => locks[wakeLock.request.mock.calls.length - 1]);
    stub = stubDal();
    const { unmount } = renderCook();
    expect(await screen.findByText('The screen stays on while you cook.')).toBeInTheDocument();
    expect(wakeLock.request).toHaveBeenCalledWith('screen');

    act(() => locks[0].drop());
    expect(screen.queryByText('The screen stays on while you cook.')).not.toBeInTheDocument();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('The screen stays on while you cook.')).toBeInTheDocument();

    unmount();
    expect(locks[1].release).toHaveBeenCalled();
  });

  test('a browser without Screen Wake Lock gets a clear note', async () => {
    stub = stubDal();
    renderCook();
    expect(await screen.findByRole('note')).toHaveTextContent(
      "This browser can't keep the screen on: tap it now and then.",
    );
  });

  test('a refused lock says so too', async () => {
    stubWakeLock(async () => {
      throw new DOMException('Battery saver', 'NotAllowedError');
    });
    stub = stubDal();
    renderCook();
    expect(await screen.findByRole('note')).toHaveTextContent("The screen couldn't be kept on");
  });
});

test('each timer of a step is a button; one started keeps running on another step', async () => {
  stub = stubDal();
  renderCook('/cook/1?step=2');
  const timers = await screen.findByRole('list', { name: 'Timers for this step' });
  const start = within(timers).getByRole('button', { name: /^Start .* timer: step 2 timer \(25 to 30 minutes\)$/ });
  await userEvent.click(start);
  expect(within(timers).getByRole('button', { name: /^Pause step 2 timer/ })).toBeInTheDocument();

  await userEvent.click(previous());
  expect(
    within(screen.getByRole('list', { name: 'Timers for this step' })).getByRole('button', {
      name: /^Start .* timer: step 1 timer \(90 seconds\)$/,
    }),
  ).toBeInTheDocument();
  await userEvent.click(next());
  expect(screen.getByRole('button', { name: /^Pause step 2 timer/ })).toBeInTheDocument();
});

test('a step without timers shows no timer buttons', async () => {
  stub = stubDal();
  renderCook('/cook/1?step=3');
  await screen.findByText('Season and serve.');
  expect(screen.queryByRole('list', { name: 'Timers for this step' })).not.toBeInTheDocument();
});

test('the bottom bar says its height on the page (the timer tray floats above it) until cook mode is left', async () => {
  stub = stubDal();
  const { unmount } = renderCook();
  await screen.findByText(/Fry the garlic/);
  expect(document.documentElement.style.getPropertyValue('--cook-bottom-bar-height')).toMatch(/^\d+px$/);
  unmount();
  expect(document.documentElement.style.getPropertyValue('--cook-bottom-bar-height')).toBe('');
});
