import { makeStore } from '@/app/store';
import { householdApi } from '@/api/household';
import { mealPlansApi } from '@/api/mealPlans';
import { planNutritionApi, toPlanNutrition } from '@/api/nutrition';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import type { MemberNutritionDto, PlanNutritionDto } from '@contract/types';
import { MIA, signedIn } from '@/features/planner/__tests__/plannerFixtures';

const AVA: MemberNutritionDto = {
  member_id: 4,
  name: 'Ava',
  age_group: 'teen',
  meals: 2,
  meals_counted: 1,
  days_counted: 1,
  totals: {
    energy_kcal: 1180,
    protein_g: 52.3,
    carbohydrate_g: 120.5,
    sugars_g: 20.1,
    fat_g: 41.2,
    saturated_fat_g: 9.8,
    fibre_g: 14.2,
    salt_g: 3.1,
  },
  reference: {
    energy_kcal: 2400,
    protein_g: 44.8,
    carbohydrate_g: 312,
    sugars_g: 108,
    fat_g: 84,
    saturated_fat_g: 24,
    fibre_g: 21,
    salt_g: 6,
  },
  share: {
    energy_kcal: 0.49,
    protein_g: 1.17,
    carbohydrate_g: 0.39,
    sugars_g: 0.19,
    fat_g: 0.49,
    saturated_fat_g: 0.41,
    fibre_g: 0.68,
    salt_g: 0.52,
  },
  coverage: 0.86,
};

const TOM: MemberNutritionDto = {
  ...AVA,
  member_id: 5,
  name: 'Tom',
  age_group: 'adult',
  meals: 0,
  meals_counted: 0,
  days_counted: 0,
  totals: { ...AVA.totals, energy_kcal: 0 },
  coverage: null,
};

const ANSWER: PlanNutritionDto = {
  days: [
    { day: 'sunday', members: [TOM] },
    { day: 'saturday', members: [AVA, TOM] },
  ],
  week: { start: '2026-11-28', end: '2026-12-04', days: 2, members: [AVA, TOM] },
  reference_source: 'EFSA dietary reference values',
};

describe('toPlanNutrition', () => {
  it('reads the answer in camelCase, days in week order', () => {
    const plan = toPlanNutrition(ANSWER);
    expect(plan.days.map(({ day }) => day)).toEqual(['saturday', 'sunday']);
    expect(plan.days[0].members[0]).toEqual({
      memberId: 4,
      name: 'Ava',
      ageGroup: 'teen',
      meals: 2,
      mealsCounted: 1,
      daysCounted: 1,
      totals: AVA.totals,
      reference: AVA.reference,
      share: AVA.share,
      coverage: 0.86,
    });
    expect(plan.week.days).toBe(2);
    expect([plan.week.start, plan.week.end]).toEqual(['2026-11-28', '2026-12-04']);
    expect(plan.week.members.map(({ name, coverage }) => [name, coverage])).toEqual([
      ['Ava', 0.86],
      ['Tom', null],
    ]);
    expect(plan.referenceSource).toBe('EFSA dietary reference values');
  });

  it('skips what it cannot read: a member without an id, an unknown day, a missing amount', () => {
    const plan = toPlanNutrition({
      days: [
        { day: 'funday' as never, members: [AVA] },
        {
          day: 'monday',
          members: [
            { ...AVA, member_id: undefined as never },
            { ...AVA, totals: { protein_g: 3 } as never },
          ],
        },
      ],
      week: undefined as never,
    });
    expect(plan.days.map(({ day }) => day)).toEqual(['monday']);
    expect(plan.days[0].members).toHaveLength(1);
    expect(plan.days[0].members[0].totals).toEqual({
      energy_kcal: 0,
      protein_g: 3,
      carbohydrate_g: 0,
      sugars_g: 0,
      fat_g: 0,
      saturated_fat_g: 0,
      fibre_g: 0,
      salt_g: 0,
    });
    expect(plan.week).toEqual({ days: 1, members: [], start: '', end: '' });
    expect(plan.referenceSource).toBe('');
    expect(toPlanNutrition(null)).toEqual({
      days: [],
      week: { days: 0, members: [], start: '', end: '' },
      referenceSource: '',
    });
  });
});

describe('the plan nutrition endpoint', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch().on('GET', '/api/meal-plans/nutrition', ok(ANSWER));
  });
  afterEach(() => api.restore());

  const nutritionRequests = () => api.requests.filter(({ url }) => url.pathname === '/api/meal-plans/nutrition');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('asks for the whole week without `days`, and names a few days in week order', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    await store.dispatch(planNutritionApi.endpoints.getPlanNutrition.initiate());
    await store.dispatch(planNutritionApi.endpoints.getPlanNutrition.initiate({ days: ['sunday', 'saturday'] }));
    expect(nutritionRequests().map(({ url }) => url.searchParams.get('days'))).toEqual([null, 'saturday,sunday']);
    expect(nutritionRequests()[0].headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('is asked again when a meal is planned, removed or given other people, or a member changes; not on a rename', async () => {
    api
      .on('POST', '/api/meal-plans/12', ok({ meals: [{ id: 9 }] }, 'Added'))
      .on('DELETE', '/api/meal/7', ok(null, 'Meal removed'))
      .on('POST', '/api/meal-attendees/7', ok(null))
      .on('POST', '/api/meal-update/7', ok(null, 'Renamed'))
      .on('PATCH', '/api/household/members/1', ok({ ...MIA, age_group: 'senior-adult' }));
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const subscription = store.dispatch(planNutritionApi.endpoints.getPlanNutrition.initiate());
    await subscription;
    expect(nutritionRequests()).toHaveLength(1);

    const changes: (() => Promise<unknown>)[] = [
      () =>
        store.dispatch(mealPlansApi.endpoints.addMealPlan.initiate({ recipeId: 12, day: 'monday', category_id: 3 })),
      () => store.dispatch(mealPlansApi.endpoints.deleteMeal.initiate(7)),
      () => store.dispatch(mealPlansApi.endpoints.setMealAttendees.initiate({ id: 7, member_ids: [1] })),
      () => store.dispatch(householdApi.endpoints.updateHouseholdMember.initiate({ id: 1, age_group: 'senior-adult' })),
    ];
    for (const [index, change] of changes.entries()) {
      await change();
      await settle();
      expect(nutritionRequests()).toHaveLength(index + 2);
    }

    await store.dispatch(mealPlansApi.endpoints.renameMeal.initiate({ id: 7, name: 'Sunday roast' }));
    await settle();
    expect(nutritionRequests()).toHaveLength(changes.length + 1);
    subscription.unsubscribe();
  });

  it('asks for the week shown (issue 38), and is asked again when that week changes', async () => {
    api
      .on('POST', '/api/meal-plans/12', ok({ meals: [{ id: 9 }] }, 'Added'))
      .on('POST', '/api/meal-update/7', ok(null, 'Renamed'));
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const subscription = store.dispatch(
      planNutritionApi.endpoints.getPlanNutrition.initiate({ week: '2026-12-01', days: ['monday'] }),
    );
    await subscription;
    expect(Object.fromEntries(nutritionRequests()[0].url.searchParams)).toEqual({ week: '2026-12-01', days: 'monday' });

    const before = nutritionRequests().length;
    await store.dispatch(
      mealPlansApi.endpoints.addMealPlan.initiate({ recipeId: 12, day: 'monday', category_id: 3, week: '2026-11-30' }),
    );
    await settle();
    expect(nutritionRequests()).toHaveLength(before + 1);
    expect(nutritionRequests()[before].url.searchParams.get('week')).toBe('2026-12-01');
    subscription.unsubscribe();
  });
});
