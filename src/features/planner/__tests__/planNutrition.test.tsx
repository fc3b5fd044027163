import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanNutritionDto } from '@contract/types';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { AddToPlannerButton, WeeklyPlanner } from '../index';
import { dayLabel, weekdayOf } from '@/lib/weekdays';
import {
  ANA,
  CATEGORIES,
  emptyWeek,
  entry,
  household,
  memberNutrition,
  MIA,
  noNutrition,
  NUTRITION_PATH,
  planNutrition,
  SAM,
  signedIn,
  slots,
} from './plannerFixtures';

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .on('GET', '/api/categories', ok(CATEGORIES))
    .on('GET', '/api/household', ok(household()))
    .on('GET', '/api/get-meal-plans', ok({ ...emptyWeek(), saturday: slots(entry(1, 'saturday', 'Dal')) }));
});
afterEach(() => api.restore());

/** Saturday: Mia and Ana eat (Ana too much salt), Sam does not; over the week Sam eats nothing planned. */
const SATURDAY = {
  mia: memberNutrition(
    MIA,
    { energy_kcal: 1180, protein_g: 52.3, fibre_g: 14.2, salt_g: 3.1 },
    { meals: 3, counted: 2 },
  ),
  ana: memberNutrition(ANA, { energy_kcal: 600, protein_g: 20, fibre_g: 6, salt_g: 7.2 }),
};

const WEEK: PlanNutritionDto = planNutrition([MIA, SAM, ANA], {
  days: { saturday: [SATURDAY.mia, memberNutrition(SAM, null), SATURDAY.ana] },
  week: [
    memberNutrition(
      MIA,
      { energy_kcal: 8260, protein_g: 366.1, carbohydrate_g: 910, fat_g: 280, fibre_g: 99.4, salt_g: 21.7 },
      { days: 7, meals: 5, coverage: 0.86 },
    ),
    memberNutrition(SAM, null, { days: 7 }),
    memberNutrition(ANA, { energy_kcal: 4200, salt_g: 50.4 }, { days: 7, meals: 4, counted: 3, coverage: 0.92 }),
  ],
});

const narrow = ((query: string) => ({
  matches: query.includes('max-width'),
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia;

describe('the week table', () => {
  it('ends with a Nutrition row: per day, who eats, with a bar per compact nutrient', async () => {
    api.on('GET', NUTRITION_PATH, ok(WEEK));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });

    const table = await screen.findByRole('table', { name: /^Meals planned .* by meal category and day$/ });
    const row = await within(table).findByRole('row', { name: /^Nutrition/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Nutrition estimated, planned meals only');
    const [saturday, ...rest] = within(row).getAllByRole('cell');
    expect(rest).toHaveLength(6);
    for (const day of rest) expect(day).toHaveTextContent('No meals planned');

    expect(within(saturday).getByText('Mia Anders')).toBeInTheDocument();
    expect(within(saturday).getByText('Ana')).toBeInTheDocument();
    expect(within(saturday).queryByText('Sam')).not.toBeInTheDocument();
    expect(within(saturday).getAllByRole('img')).toHaveLength(8);
    // A meal whose recipe has too little in the food table is not in the bars, and says so.
    expect(within(saturday).getByText('1 meal not counted')).toBeInTheDocument();
    expect(within(saturday).getAllByText(/not counted/)).toHaveLength(1);

    const energy = within(saturday).getByRole('img', {
      name: 'Mia Anders, Saturday: energy 1,180 of 2,000 kcal, 59 %',
    });
    expect(energy).toHaveTextContent('Energy 59 %');
    // Above its reference, an aim (protein) is no warning…
    const protein = within(saturday).getByRole('img', { name: /^Mia Anders, Saturday: protein/ });
    expect(protein).toHaveTextContent('Protein 105 %');
    expect(protein).not.toHaveTextContent('over');
    // …a limit (salt) is, in words as well as in colour.
    const salt = within(saturday).getByRole('img', { name: 'Ana, Saturday: salt 7.2 of 6.0 g, 120 %, over the limit' });
    expect(salt).toHaveTextContent('Salt 120 % over');
  });

  it('on a phone, shows the chosen day’s nutrition under its meals, with the amounts', async () => {
    const original = window.matchMedia;
    window.matchMedia = narrow;
    const today = weekdayOf(new Date());
    try {
      api.on('GET', NUTRITION_PATH, ok(planNutrition([MIA, SAM, ANA], { days: { [today]: [SATURDAY.mia] } })));
      renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });

      const card = await screen.findByRole('region', { name: `${dayLabel(today)} nutrition` });
      expect(within(card).getByRole('heading', { level: 4, name: 'Nutrition' })).toBeInTheDocument();
      expect(card).toHaveTextContent('Estimated, from the planned meals only.');
      expect(
        within(card).getByRole('img', { name: `Mia Anders, ${dayLabel(today)}: energy 1,180 of 2,000 kcal, 59 %` }),
      ).toHaveTextContent('Energy 59 % 1,180 / 2,000 kcal');
      expect(within(card).getByRole('img', { name: /salt 3\.1 of 6\.0 g, 52 %$/ })).toHaveTextContent(
        'Salt 52 % 3.1 / 6.0 g',
      );
    } finally {
      window.matchMedia = original;
    }
  });
});

describe("this week's nutrition", () => {
  it('per member: the day’s average, the daily reference and the share of all eight nutrients', async () => {
    api.on('GET', NUTRITION_PATH, ok(WEEK));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });

    const summary = await screen.findByRole('region', { name: 'The week’s nutrition (estimated)' });
    expect(within(summary).getByRole('heading', { level: 3 })).toHaveTextContent('The week’s nutrition (estimated)');
    expect(summary).toHaveTextContent(
      'Estimated from the recipes’ ingredients, counting only the meals planned here: a breakfast, snack or drink ' +
        'that is not in the plan is not counted, nor is a meal whose recipe our food table barely knows.',
    );
    expect(summary).toHaveTextContent('Reference intakes: EFSA dietary reference values and the EU reference intakes.');
    expect(
      within(summary)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mia Anders', 'Sam', 'Ana']);

    const mia = within(summary).getByRole('region', { name: 'Mia Anders' });
    expect(
      within(mia)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nutrient', 'Average a day', 'Daily reference', 'Share']);
    const rows = within(mia).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Energy (kcal)',
      'Protein (g)',
      'Carbohydrate (g)',
      'Sugars (g)',
      'Fat (g)',
      'Saturates (g)',
      'Fibre (g)',
      'Salt (g)',
    ]);
    expect([...rows[0].querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '1,180',
      '2,000',
      '59\u00a0%',
    ]);
    expect(
      within(rows[0]).getByRole('img', {
        name: 'Mia Anders, this week: energy 1,180 of 2,000 kcal a day on average, 59 %',
      }),
    ).toBeInTheDocument();
    expect(mia).toHaveTextContent('Adult (20 to 39 years), 5 planned meals');
    expect(mia).toHaveTextContent('Based on 86 % of the ingredients’ weight.');

    const ana = within(summary).getByRole('region', { name: 'Ana' });
    expect(
      within(ana).getByRole('img', {
        name: 'Ana, this week: salt 7.2 of 6.0 g a day on average, 120 %, over the limit',
      }),
    ).toHaveTextContent('120 % over');
    expect(ana).toHaveTextContent('1 planned meal is not counted: too little of its recipe is in our food table.');
    expect(mia).toHaveTextContent('A day’s average over the 7 days with counted meals.');

    const sam = within(summary).getByRole('region', { name: 'Sam' });
    expect(sam).toHaveTextContent('No planned meals for Sam this week.');
    expect(within(sam).queryByRole('table')).not.toBeInTheDocument();
  });

  it('waits quietly, and when it cannot load says so with a retry, the week still shown', async () => {
    let answer = fail(500, 'Something went wrong');
    api.on('GET', NUTRITION_PATH, () => answer);
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });

    expect(await screen.findByRole('link', { name: 'Dal' })).toBeInTheDocument();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We couldn’t load this week’s nutrition just now.');
    expect(screen.queryByRole('row', { name: /^Nutrition/ })).not.toBeInTheDocument();

    answer = ok(WEEK);
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Mia Anders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dal' })).toBeInTheDocument();
  });

  it('shows nothing of it while it loads', async () => {
    api.on('GET', NUTRITION_PATH, () => new Promise(() => {}));
    renderWithProviders(<WeeklyPlanner />, { preloadedState: signedIn });
    expect(await screen.findByRole('link', { name: 'Dal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /nutrition/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('after a meal is added', () => {
  it("the week's nutrition is asked again and shows who eats it", async () => {
    let week = emptyWeek();
    let nutrition = noNutrition();
    api
      .on('GET', '/api/get-meal-plans', () => ok(week))
      .on('GET', NUTRITION_PATH, () => ok(nutrition))
      .on('POST', '/api/meal-plans/42', () => {
        const soup = entry(9, 'tuesday', 'Lentil soup');
        week = { ...emptyWeek(), tuesday: slots(soup) };
        nutrition = planNutrition([MIA, SAM, ANA], { days: { tuesday: [SATURDAY.mia] } });
        return ok({ meals: [soup] }, 'Meal added to Tuesday dinner');
      });
    renderWithProviders(
      <>
        <AddToPlannerButton recipeId={42} />
        <WeeklyPlanner />
      </>,
      { route: '/meal-planner', path: '/meal-planner', preloadedState: signedIn },
    );
    const row = await screen.findByRole('row', { name: /^Nutrition/ });
    const tuesday = within(row).getAllByRole('cell')[3];
    expect(tuesday).toHaveTextContent('No meals planned');
    const asked = () => api.requests.filter((request) => request.url.pathname === NUTRITION_PATH).length;
    const before = asked();

    await userEvent.click(screen.getByRole('button', { name: /Add to planner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan for a meal' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), 'tuesday');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Category'),
      await within(dialog).findByRole('option', { name: 'Dinner' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

    expect(
      await within(tuesday).findByRole('img', { name: 'Mia Anders, Tuesday: energy 1,180 of 2,000 kcal, 59 %' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });
});
