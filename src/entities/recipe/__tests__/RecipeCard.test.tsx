import { screen, waitFor, within } from '@testing-library/react';
import type { Allergen, Diet } from '@contract/constants';
import type { HouseholdMemberDto } from '@contract/types';
import { toRecipe } from '@/api/mappers';
import { recipesAdapter } from '@/store/recipesSlice';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { FETA_TRAYBAKE, recipeDto } from '../__fixtures__/dtos';
import { RecipeCard } from '../RecipeCard';

const signedIn = { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } };

/** The card reads its recipe from the normalised cache, as on every page. */
function renderCard(dto: ReturnType<typeof recipeDto>, options: { signedIn?: boolean } = {}) {
  const recipes = recipesAdapter.setAll(recipesAdapter.getInitialState(), [toRecipe(dto)]);
  renderWithProviders(<RecipeCard recipeId={dto.id} />, {
    preloadedState: options.signedIn ? { recipes, ...signedIn } : { recipes },
  });
  return screen.getByRole('article', { name: dto.recipe_name });
}

const badges = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Allergens' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test('a recipe with allergens shows a "Contains" line of badges, in the order the server sent', () => {
  const card = renderCard(recipeDto(1, FETA_TRAYBAKE));
  expect(within(card).getByText('Contains')).toBeInTheDocument();
  expect(badges(card)).toEqual(['Gluten', 'Eggs', 'Milk', 'Sesame']);
  // Four fit: no "+N".
  expect(within(card).queryByText(/more allergen/)).not.toBeInTheDocument();
  // The line sits above the footer (views and rating), at the bottom of the card's body.
  const line = within(card).getByRole('list', { name: 'Allergens' });
  const views = within(card).getByText(/views/);
  expect(line.compareDocumentPosition(views) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a recipe without allergens has no allergen line at all', () => {
  const card = renderCard(recipeDto(2, { recipe_name: 'Carrot Soup', allergens: [] }));
  expect(within(card).queryByText('Contains')).not.toBeInTheDocument();
  expect(within(card).queryByRole('list', { name: 'Allergens' })).not.toBeInTheDocument();
});

test('an answer of the original API (no allergens field) shows no line either', () => {
  const { allergens: _allergens, suits_diets: _diets, ...original } = recipeDto(3, { recipe_name: 'Old Stew' });
  const card = renderCard(original as ReturnType<typeof recipeDto>);
  expect(within(card).queryByText('Contains')).not.toBeInTheDocument();
  expect(within(card).queryByRole('list', { name: 'Allergens' })).not.toBeInTheDocument();
});

test('a card stays compact: what it contains only, never its "may contain" (issue 35)', () => {
  const card = renderCard(
    recipeDto(6, { recipe_name: 'Red Curry', allergens: ['milk'], may_contain: ['crustaceans'] }),
  );
  expect(badges(card)).toEqual(['Milk']);
  expect(card).not.toHaveTextContent(/crustaceans|may contain/i);
  const mayContainOnly = renderCard(recipeDto(7, { recipe_name: 'Lentil Curry', may_contain: ['crustaceans'] }));
  expect(within(mayContainOnly).queryByRole('list', { name: 'Allergens' })).not.toBeInTheDocument();
  expect(mayContainOnly).not.toHaveTextContent(/crustaceans|may contain/i);
});

test('beyond four allergens, "+N" names the rest to screen readers', () => {
  const allergens: Allergen[] = ['celery', 'gluten', 'eggs', 'milk', 'sesame', 'soya'];
  const card = renderCard(recipeDto(4, { recipe_name: 'Loaded Noodles', allergens }));
  const list = within(card).getByRole('list', { name: 'Allergens' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items.slice(0, 4).map((item) => item.textContent)).toEqual(['Celery', 'Gluten', 'Eggs', 'Milk']);
  const more = items[4];
  expect(within(more).getByText('+2')).toHaveAttribute('aria-hidden', 'true');
  expect(within(more).getByText('and 2 more allergens: Sesame, Soya')).toHaveClass('visually-hidden');
});

test('one allergen beyond four reads in the singular', () => {
  const allergens: Allergen[] = ['celery', 'gluten', 'eggs', 'milk', 'tree-nuts'];
  const card = renderCard(recipeDto(5, { recipe_name: 'Nut Roast', allergens }));
  expect(within(card).getByText('+1')).toBeInTheDocument();
  expect(within(card).getByText('and 1 more allergen: Tree nuts')).toBeInTheDocument();
});

describe('estimated energy per serving (issue 20)', () => {
  test('a number: "≈ 420 kcal per serving" in the facts row, read as "about"', () => {
    const card = renderCard(recipeDto(6, { recipe_name: 'Dal', kcal_per_serving: 420 }));
    const fact = within(card).getByText(/kcal per serving/);
    expect(fact).toHaveTextContent(/^≈about 420 kcal per serving$/);
    expect(within(fact).getByText('≈')).toHaveAttribute('aria-hidden', 'true');
    expect(within(fact).getByText('about')).toHaveClass('visually-hidden');
    // Beside the servings and the time, before the views of the footer.
    const facts = within(card).getByText('4 servings').closest('ul')!;
    expect(facts).toContainElement(fact);
    expect(within(facts).getAllByRole('listitem')).toHaveLength(5);
  });

  test('a number that is not whole is shown whole', () => {
    const card = renderCard(recipeDto(7, { recipe_name: 'Kheer', kcal_per_serving: 301.6 }));
    expect(within(card).getByText(/kcal per serving/)).toHaveTextContent('302 kcal per serving');
  });

  test('null (nothing matched) shows nothing', () => {
    const card = renderCard(recipeDto(8, { recipe_name: 'Mystery Stew', kcal_per_serving: null }));
    expect(within(card).queryByText(/kcal/)).not.toBeInTheDocument();
    expect(within(within(card).getByText('4 servings').closest('ul')!).getAllByRole('listitem')).toHaveLength(4);
  });

  test('an answer of the original API (no kcal_per_serving) shows nothing', () => {
    const card = renderCard(recipeDto(9, { recipe_name: 'Old Stew' }));
    expect(within(card).queryByText(/kcal/)).not.toBeInTheDocument();
  });
});

describe('total time (issue 37)', () => {
  test('preparation and cooking together: "45 min", read as "Total time 45 minutes"', () => {
    const card = renderCard(recipeDto(10, { recipe_name: 'Stew', preparation_time: 15, cooking_time: 30 }));
    const facts = within(card).getByText('4 servings').closest('ul')!;
    expect(within(facts).getByText('45 min')).toHaveAttribute('aria-hidden', 'true');
    expect(within(facts).getByText('Total time 45 minutes')).toHaveClass('visually-hidden');
    expect(within(facts).queryByText('15 min')).not.toBeInTheDocument();
  });

  test('one minute reads in the singular; no time at all shows no clock', () => {
    renderCard(recipeDto(11, { recipe_name: 'Toast', preparation_time: 1, cooking_time: 0 }));
    expect(screen.getByText('Total time 1 minute')).toBeInTheDocument();
    const card = renderCard(recipeDto(12, { recipe_name: 'Unknown', preparation_time: 0, cooking_time: 0 }));
    expect(within(card).queryByText(/Total time/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/min$/)).not.toBeInTheDocument();
  });
});

const dietMarks = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Diets' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('diet marks (issue 37)', () => {
  test('at most two, the most telling first, and "+N" naming the rest; vegan stands for vegetarian', () => {
    // The fixture suits every diet: vegetarian, pescatarian and dairy-free go without saying.
    const card = renderCard(recipeDto(20, { recipe_name: 'Carrot Soup' }));
    expect(within(card).getByText('Suits')).toBeInTheDocument();
    expect(dietMarks(card)).toEqual(['Vegan', 'Gluten-free', '+2and 2 more diets: Halal, Kosher']);
    expect(within(card).getByText('+2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText('and 2 more diets: Halal, Kosher')).toHaveClass('visually-hidden');
  });

  test('beside the allergen badges, above the footer', () => {
    const diets: Diet[] = ['vegetarian', 'pescatarian', 'halal'];
    const card = renderCard(recipeDto(21, { ...FETA_TRAYBAKE, recipe_name: 'Feta Traybake', suits_diets: diets }));
    expect(dietMarks(card)).toEqual(['Vegetarian', 'Halal']);
    const marks = within(card).getByRole('list', { name: 'Diets' });
    const allergens = within(card).getByRole('list', { name: 'Allergens' });
    const views = within(card).getByText(/views/);
    expect(marks.compareDocumentPosition(allergens) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(allergens.compareDocumentPosition(views) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('one diet beyond two reads in the singular', () => {
    const card = renderCard(
      recipeDto(22, { recipe_name: 'Fish Pie', suits_diets: ['pescatarian', 'halal', 'kosher'] }),
    );
    expect(dietMarks(card)).toEqual(['Pescatarian', 'Halal', '+1and 1 more diet: Kosher']);
  });

  test('a recipe that suits no diet has no line', () => {
    const card = renderCard(recipeDto(23, { recipe_name: 'Pork Pie', suits_diets: [] }));
    expect(within(card).queryByText('Suits')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Diets' })).not.toBeInTheDocument();
  });
});

describe('"Safe for your family" (issue 37)', () => {
  let network: FetchStub;
  afterEach(() => network.restore());

  function member(id: number, needs: { allergens?: Allergen[]; diets?: Diet[] } = {}): HouseholdMemberDto {
    return {
      id,
      name: `Member ${id}`,
      age_group: 'adult',
      portion: 1,
      allergens: needs.allergens ?? [],
      diets: needs.diets ?? [],
      dislikes: [],
      is_you: id === 1,
      has_account: id === 1,
      role: id === 1 ? 'parent' : null,
    };
  }

  function stubHousehold(members: HouseholdMemberDto[]) {
    network = stubFetch().on(
      'GET',
      '/api/household',
      ok({ id: 3, name: 'The Cooks', members, you_are_parent: true, can_leave: false }),
    );
  }

  const householdRequests = () => network.requests.filter((request) => request.url.pathname === '/api/household');

  test("marked when it holds none of the members' allergens and suits all their diets", async () => {
    stubHousehold([member(1, { allergens: ['peanuts'] }), member(2, { allergens: ['milk'], diets: ['vegetarian'] })]);
    const card = renderCard(
      recipeDto(30, { recipe_name: 'Egg Fried Rice', allergens: ['eggs', 'soya'], suits_diets: ['vegetarian'] }),
      { signedIn: true },
    );
    expect(await within(card).findByText('Safe for your family')).toBeInTheDocument();
  });

  /** Several cards on one page, as a grid shows them. */
  function renderCards(dtos: ReturnType<typeof recipeDto>[]) {
    const recipes = recipesAdapter.setAll(recipesAdapter.getInitialState(), dtos.map(toRecipe));
    const { store } = renderWithProviders(
      <>
        {dtos.map((dto) => (
          <RecipeCard key={dto.id} recipeId={dto.id} />
        ))}
      </>,
      { preloadedState: { recipes, ...signedIn } },
    );
    return store;
  }

  test.each([
    ['holds an allergen of one member', { allergens: ['milk'] as Allergen[], suits_diets: ['vegetarian'] as Diet[] }],
    ["does not suit a member's diet", { allergens: [] as Allergen[], suits_diets: ['halal'] as Diet[] }],
    [
      'may contain an allergen of one member (issue 35, as the server filters)',
      { allergens: [] as Allergen[], may_contain: ['peanuts'] as Allergen[], suits_diets: ['vegetarian'] as Diet[] },
    ],
  ])('not marked when it %s', async (_case, recipe) => {
    stubHousehold([member(1, { allergens: ['peanuts'] }), member(2, { allergens: ['milk'], diets: ['vegetarian'] })]);
    renderCards([
      recipeDto(31, { recipe_name: 'Cheese Toastie', ...recipe }),
      recipeDto(32, { recipe_name: 'Carrot Soup' }),
    ]);
    // Once the safe one beside it is marked, the household is known.
    const safe = screen.getByRole('article', { name: 'Carrot Soup' });
    expect(await within(safe).findByText('Safe for your family')).toBeInTheDocument();
    const unsafe = screen.getByRole('article', { name: 'Cheese Toastie' });
    expect(within(unsafe).queryByText('Safe for your family')).not.toBeInTheDocument();
  });

  test('no mark when nobody in the family has a need (every dish would be "safe")', async () => {
    stubHousehold([member(1), member(2)]);
    const store = renderCards([recipeDto(33, { recipe_name: 'Carrot Soup' })]);
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled']),
    );
    expect(householdRequests()).toHaveLength(1);
    expect(screen.queryByText('Safe for your family')).not.toBeInTheDocument();
  });

  test('a visitor: no mark and no household request', async () => {
    stubHousehold([member(1, { allergens: ['peanuts'] })]);
    const card = renderCard(recipeDto(34, { recipe_name: 'Carrot Soup' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(householdRequests()).toHaveLength(0);
    expect(within(card).queryByText('Safe for your family')).not.toBeInTheDocument();
  });

  test('one household request for a whole grid of cards', async () => {
    stubHousehold([member(1, { allergens: ['peanuts'] })]);
    renderCards([40, 41, 42, 43].map((id) => recipeDto(id, { recipe_name: `Soup ${id}` })));
    await waitFor(() => expect(screen.getAllByText('Safe for your family')).toHaveLength(4));
    expect(householdRequests()).toHaveLength(1);
  });
});
