/**
 * Issue 19, the plan knows who eats: two parents sharing one household (invite and join), who
 * eats each planned meal, what clashes with them, portions on the shopping list, and "Fill this
 * slot". Every route checks membership: another household's meal or member is not found.
 */
import { eq } from 'drizzle-orm';
import { WEEKDAYS, type AgeGroup } from '../../contract/constants';
import type { HouseholdDto, MealPlanEntryDto, MealPlanWeekDto, ShoppingListDto } from '../../contract/types';
import { households } from '../db/schema';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let parent: TestUser;
let partner: TestUser;
let stranger: TestUser;
let dinnerId: number;
let lunchId: number;
let peanutNoodles: { id: number };
let chickenPasta: { id: number };
let veggieRisotto: { id: number };
let teenTacos: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx.db, { name: 'Priya Sharma' });
  partner = await createUser(ctx.db, { name: 'Arjun Sharma' });
  stranger = await createUser(ctx.db, { name: 'Otto Other' });
  dinnerId = (await createCategory(ctx.db, 'Dinner', 3)).id;
  lunchId = (await createCategory(ctx.db, 'Lunch', 2)).id;
  const libraryId = (await createLibrary(ctx.db)).id;
  const recipe = (
    recipeName: string,
    ingredients: string[],
    extra: { ageGroup?: AgeGroup; categoryId?: number } = {},
  ) =>
    createRecipe(ctx.db, {
      userId: stranger.id,
      categoryId: extra.categoryId ?? dinnerId,
      libraryId,
      recipeName,
      ingredients,
      servingNumber: 4,
      ...(extra.ageGroup ? { ageGroup: extra.ageGroup } : {}),
    });
  peanutNoodles = await recipe('Peanut noodles', ['400 g egg noodles', '4 tbsp smooth peanut butter', '1 cucumber']);
  chickenPasta = await recipe('Chicken pasta', ['400 g spaghetti', '4 chicken thighs', '200 g mushrooms, sliced']);
  veggieRisotto = await recipe('Pea risotto', ['300 g risotto rice', '200 g frozen peas', '1 onion']);
  teenTacos = await recipe('Bean tacos', ['8 corn tortillas', '400 g tin black beans', '1 avocado'], {
    ageGroup: 'teen',
  });
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const post = (url: string, payload: unknown, user: TestUser | null = parent) =>
  ctx.app.inject({ method: 'POST', url, headers: auth(user), payload: payload as object });
const get = (url: string, user: TestUser | null = parent) => ctx.app.inject({ url, headers: auth(user) });

async function household(user: TestUser = parent): Promise<HouseholdDto> {
  const response = await get('/api/household', user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
async function week(user: TestUser = parent): Promise<MealPlanEntryDto[]> {
  const response = await get('/api/get-meal-plans', user);
  expect(response.statusCode).toBe(200);
  const data = response.json().data as MealPlanWeekDto;
  return WEEKDAYS.flatMap((day) => data[day].flatMap((slot) => slot.meals));
}
async function shopping(user: TestUser = parent): Promise<ShoppingListDto> {
  const response = await get('/api/shopping-list', user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
async function plan(recipeId: number, day: string, extra: object = {}, user: TestUser = parent) {
  const response = await post(`/api/meal-plans/${recipeId}`, { day, category_id: dinnerId, ...extra }, user);
  expect(response.statusCode).toBe(200);
  const meals = response.json().data.meals as MealPlanEntryDto[];
  return meals.find((meal) => meal.recipe.id === recipeId)!;
}
async function addMember(payload: object, user: TestUser = parent): Promise<number> {
  const response = await post('/api/household/members', payload, user);
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

let mia: number;
let sam: number;
let priya: number;

describe('a family of four: Priya, a 6-year-old with a peanut allergy and a vegetarian teen', () => {
  beforeAll(async () => {
    priya = (await household()).members[0].id;
    mia = await addMember({ name: 'Mia', age_group: 'child', allergens: ['peanuts'], dislikes: ['mushroom'] });
    sam = await addMember({ name: 'Sam', age_group: 'teen', diets: ['vegetarian'] });
  });

  it('plans a meal for the whole household by default, with each one’s portion and every conflict', async () => {
    const meal = await plan(peanutNoodles.id, 'monday');
    expect(meal.whole_household).toBe(true);
    expect(meal.attendees).toEqual([
      { member_id: priya, name: 'Priya Sharma', portion: 1 },
      { member_id: mia, name: 'Mia', portion: 0.5 },
      { member_id: sam, name: 'Sam', portion: 1 },
    ]);
    expect(meal.portions).toBe(2.5);
    expect(meal.conflicts).toEqual([
      { member_id: mia, member_name: 'Mia', allergen: 'peanuts', food: 'peanut butter' },
    ]);
    expect(meal.planned_by).toBe('Priya Sharma');
  });

  it('names the allergen, the diet and the dislike a recipe breaks, each with its food', async () => {
    const meal = await plan(chickenPasta.id, 'tuesday');
    expect(meal.conflicts).toEqual([
      { member_id: mia, member_name: 'Mia', dislike: 'mushroom', food: 'mushroom' },
      { member_id: sam, member_name: 'Sam', diet: 'vegetarian', food: 'chicken thigh' },
    ]);
  });

  it('leaves someone out of a meal, and the conflict goes with them', async () => {
    const meal = (await week()).find((entry) => entry.recipe.id === chickenPasta.id)!;
    const response = await post(`/api/meal-attendees/${meal.id}`, { member_ids: [sam, priya] });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Saved who is eating');
    const changed = response.json().data as MealPlanEntryDto;
    // Kept in household order, whatever order they were sent in.
    expect(changed.attendees.map((attendee) => attendee.name)).toEqual(['Priya Sharma', 'Sam']);
    expect(changed.whole_household).toBe(false);
    expect(changed.portions).toBe(2);
    expect(changed.conflicts).toEqual([
      { member_id: sam, member_name: 'Sam', diet: 'vegetarian', food: 'chicken thigh' },
    ]);
  });

  it('plans for the named people only', async () => {
    const meal = await plan(veggieRisotto.id, 'wednesday', { member_ids: [mia] });
    expect(meal.attendees.map((attendee) => attendee.member_id)).toEqual([mia]);
    expect(meal.portions).toBe(0.5);
    expect(meal.conflicts).toEqual([]);
    // Everyone named is the whole household again: people added later eat it too.
    const everyone = await post(`/api/meal-attendees/${meal.id}`, { member_ids: [sam, mia, priya] });
    expect(everyone.json().data.whole_household).toBe(true);
    const back = await post(`/api/meal-attendees/${meal.id}`, { member_ids: [mia] });
    expect(back.json().data.whole_household).toBe(false);
  });

  it('previews the conflicts of a recipe before it is planned, for everyone or the people named', async () => {
    const everyone = await get(`/api/meal-conflicts/${chickenPasta.id}`);
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().data).toHaveLength(2);
    const withoutSam = await get(`/api/meal-conflicts/${chickenPasta.id}?member_ids=${priya},${mia}`);
    expect(withoutSam.json().data).toEqual([
      { member_id: mia, member_name: 'Mia', dislike: 'mushroom', food: 'mushroom' },
    ]);
    expect((await get(`/api/meal-conflicts/${peanutNoodles.id}?member_ids=${priya}`)).json().data).toEqual([]);
  });

  it('scales each planned recipe on the shopping list by portions / servings', async () => {
    const list = await shopping();
    const byFood = (food: string) => list.items.find((item) => item.food === food);
    // Peanut noodles for 2.5 of 4 servings: 400 g → 250 g; pasta for Priya and Sam: 2 of 4.
    // Issue 38: each is bought in packs, the scaled need beside them (none when it is one pack).
    expect(byFood('egg noodle')).toMatchObject({ display: '1 pack egg noodles (250 g)', needed: null });
    expect(byFood('spaghetti')).toMatchObject({ display: '1 pack spaghetti (500 g)', needed: '200 g needed' });
    // Risotto for Mia alone: 0.5 of 4 servings of 300 g (37.5 g, rounded for the kitchen).
    expect(byFood('risotto rice')).toMatchObject({ display: '1 pack risotto rice (500 g)', needed: '38 g needed' });
  });

  it('proposes recipes everyone eating can have, those made for their age group first', async () => {
    const response = await get(`/api/meal-suggestions?category_id=${dinnerId}&day=friday`);
    expect(response.statusCode).toBe(200);
    const names = (response.json().data as { recipe_name: string }[]).map((recipe) => recipe.recipe_name);
    // No peanuts (Mia), no meat (Sam), no mushroom (Mia): the tacos, made for teens, lead.
    expect(names).toEqual(['Bean tacos', 'Pea risotto']);
    // Already in Wednesday's dinner: not proposed for it again.
    const wednesday = await get(`/api/meal-suggestions?category_id=${dinnerId}&day=wednesday`);
    expect(wednesday.json().data.map((recipe: { recipe_name: string }) => recipe.recipe_name)).toEqual(['Bean tacos']);
    // For Priya alone everything suits.
    const priyaAlone = await get(`/api/meal-suggestions?category_id=${dinnerId}&member_ids=${priya}`);
    expect(priyaAlone.json().data).toHaveLength(4);
    const lunch = await get(`/api/meal-suggestions?category_id=${lunchId}`);
    expect(lunch.json().data).toEqual([]);
  });

  it('proposes no recipe that may contain an allergen of someone eating (issue 35)', async () => {
    const supperId = (await createCategory(ctx.db, 'Supper', 4)).id;
    const libraryId = (await createLibrary(ctx.db)).id;
    const supper = (recipeName: string, ingredients: string[]) =>
      createRecipe(ctx.db, { userId: stranger.id, categoryId: supperId, libraryId, recipeName, ingredients });
    await supper('Chocolate pots', ['100 g dark chocolate', '200 g silken tofu']);
    await supper('Rice bowl', ['200 g rice', '1 onion']);
    const names = async (memberIds: number[]) =>
      (
        (await get(`/api/meal-suggestions?category_id=${supperId}&member_ids=${memberIds.join(',')}`)).json().data as {
          recipe_name: string;
        }[]
      )
        .map((recipe) => recipe.recipe_name)
        .sort();
    // Dark chocolate may contain peanuts: not for Mia, fine for Priya.
    expect(await names([mia])).toEqual(['Rice bowl']);
    expect(await names([priya])).toEqual(['Chocolate pots', 'Rice bowl']);
  });

  it('forgets a removed member in the meals named for them', async () => {
    const extra = await addMember({ name: 'Grandad', age_group: 'senior-adult' });
    const meal = await plan(teenTacos.id, 'thursday', { member_ids: [priya, extra] });
    expect(meal.portions).toBe(1.8);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/household/members/${extra}`, headers: auth(parent) }))
        .statusCode,
    ).toBe(200);
    const after = (await week()).find((entry) => entry.id === meal.id)!;
    expect(after.attendees.map((attendee) => attendee.member_id)).toEqual([priya]);
    expect(after.portions).toBe(1);
  });
});

describe('two parents, one household', () => {
  let code: string;

  it('makes an invite code that works for seven days and shows on the household', async () => {
    const response = await post('/api/household/invite', {});
    expect(response.statusCode).toBe(201);
    const invite = response.json().data as { code: string; path: string; expires_at: string; uses_left: number };
    expect(invite.path).toBe(`/join/${invite.code}`);
    expect(invite.uses_left).toBe(1);
    expect(invite.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const days = (Date.parse(invite.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await household()).invite).toEqual(invite);
    code = invite.code;
  });

  it('refuses a wrong, malformed or missing code with 422, and joins nobody', async () => {
    for (const [payload, message] of [
      [{ code: 'ZZZZ-ZZZZ' }, 'That code is not valid or has expired. Ask for a new one.'],
      [{ code: 'abc' }, 'A family code is 8 letters and digits, like K7QX-M2PA'],
      [{ code: '' }, 'Please enter the code you were given'],
      [{}, 'Please enter the code you were given'],
      [{ code: 12345678 }, 'A family code is 8 letters and digits, like K7QX-M2PA'],
      [{ code: `${code}\u0000` }, undefined],
      [{ code: 'x'.repeat(50_000) }, 'A family code is 8 letters and digits, like K7QX-M2PA'],
    ] as const) {
      const response = await post('/api/household/join', payload, partner);
      expect(response.statusCode).toBe(422);
      if (message) expect(response.json().errors.code).toEqual([message]);
    }
    expect((await household(partner)).members.map((member) => member.name)).toEqual(['Arjun Sharma']);
    expect((await post('/api/household/join', { code }, null)).statusCode).toBe(401);
  });

  it('joins with the code as typed (lower case, no dash), bringing the people listed alone', async () => {
    const toddler = await addMember({ name: 'Ravi', age_group: 'child' }, partner);
    const partnerMeal = await plan(veggieRisotto.id, 'saturday', {}, partner);
    const response = await post('/api/household/join', { code: code.replace('-', '').toLowerCase() }, partner);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("You joined Priya's family");
    const joined = response.json().data as HouseholdDto;
    expect(joined.id).toBe((await household()).id);
    expect(joined.members.map((member) => [member.name, member.has_account, member.is_you])).toEqual([
      ['Priya Sharma', true, false],
      ['Mia', false, false],
      ['Sam', false, false],
      ['Arjun Sharma', true, true],
      ['Ravi', false, false],
    ]);
    expect(joined.members.find((member) => member.name === 'Ravi')!.id).toBe(toddler);
    // The meal Arjun planned alone stays behind unless he asks to bring it (issue 33).
    expect((await week()).some((meal) => meal.id === partnerMeal.id)).toBe(false);
    // The code was single use; a fresh one finds him already in the family.
    expect((await post('/api/household/join', { code }, partner)).statusCode).toBe(422);
    const again = (await post('/api/household/invite', {})).json().data.code as string;
    expect((await post('/api/household/join', { code: again }, partner)).statusCode).toBe(409);
  });

  it('shares one plan and one shopping list: what one changes, the other reads', async () => {
    const planned = await plan(teenTacos.id, 'friday', {}, partner);
    const priyasWeek = await week(parent);
    expect(priyasWeek.find((meal) => meal.id === planned.id)?.planned_by).toBe('Arjun Sharma');
    expect(await week(partner)).toEqual(priyasWeek);

    const item = (await shopping(partner)).items.find((entry) => entry.food === 'black bean')!;
    const tick = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/shopping-list/items/${item.id}`,
      headers: auth(partner),
      payload: { checked: true },
    });
    expect(tick.statusCode).toBe(200);
    expect((await shopping(parent)).items.find((entry) => entry.id === item.id)?.checked).toBe(true);
    const typed = await post('/api/shopping-list/items', { name: 'kitchen roll' }, parent);
    expect((await shopping(partner)).items.some((entry) => entry.id === typed.json().data.id)).toBe(true);
  });

  it('refuses an expired code', async () => {
    const fresh = (await post('/api/household/invite', {})).json().data.code as string;
    await ctx.db
      .update(households)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(households.id, (await household()).id));
    const response = await post('/api/household/join', { code: fresh }, stranger);
    expect(response.statusCode).toBe(422);
    expect((await household()).invite).toBeUndefined();
  });
});

describe('another household is not found', () => {
  let strangersMeal: MealPlanEntryDto;
  let strangersMember: number;

  beforeAll(async () => {
    strangersMeal = await plan(veggieRisotto.id, 'monday', {}, stranger);
    strangersMember = await addMember({ name: 'Olga', age_group: 'adult' }, stranger);
  });

  it("never shows another household's meals, and cannot change who eats them", async () => {
    expect((await week()).some((meal) => meal.id === strangersMeal.id)).toBe(false);
    const response = await post(`/api/meal-attendees/${strangersMeal.id}`, { member_ids: [priya] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Meal plan not found');
    expect((await week(stranger)).find((meal) => meal.id === strangersMeal.id)?.whole_household).toBe(true);
  });

  it("refuses another household's member in every route with 404", async () => {
    const planned = await post(`/api/meal-plans/${chickenPasta.id}`, {
      day: 'sunday',
      category_id: dinnerId,
      member_ids: [priya, strangersMember],
    });
    expect(planned.statusCode).toBe(404);
    expect(planned.json().message).toBe('Family member not found');
    expect((await week()).some((meal) => meal.day === 'sunday')).toBe(false);
    const own = (await week())[0];
    expect((await post(`/api/meal-attendees/${own.id}`, { member_ids: [strangersMember] })).statusCode).toBe(404);
    expect((await get(`/api/meal-conflicts/${chickenPasta.id}?member_ids=${strangersMember}`)).statusCode).toBe(404);
    expect((await get(`/api/meal-suggestions?member_ids=${strangersMember}`)).statusCode).toBe(404);
  });

  it('answers bad input with 422 and a clear message, and changes nothing', async () => {
    const own = (await week())[0];
    for (const [payload, message] of [
      [{ member_ids: [] }, 'Choose at least one person for this meal'],
      [{}, 'Choose at least one person for this meal'],
      [{ member_ids: 'all' }, 'Choose the people eating from your family'],
      [{ member_ids: ['x'] }, 'Choose the people eating from your family'],
      [{ member_ids: [priya, priya] }, 'Choose the people eating from your family'],
      [{ member_ids: [2 ** 31] }, 'Choose the people eating from your family'],
      [
        { member_ids: Array.from({ length: 21 }, (_, index) => index + 1) },
        'Choose the people eating from your family',
      ],
    ] as const) {
      const response = await post(`/api/meal-attendees/${own.id}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.member_ids).toEqual([message]);
    }
    expect((await week()).find((meal) => meal.id === own.id)).toEqual(own);
    for (const query of [
      'member_ids=1,x',
      'member_ids=%3Cscript%3E',
      `member_ids=${'1,'.repeat(300)}`,
      'day=funday',
      'category_id=-1',
    ])
      expect((await get(`/api/meal-suggestions?${query}`)).statusCode).toBe(422);
    expect((await get('/api/meal-conflicts/2147483648')).statusCode).toBe(422);
    expect((await get('/api/meal-conflicts/999999')).statusCode).toBe(404);
    expect((await post('/api/meal-attendees/abc', { member_ids: [priya] })).statusCode).toBe(422);
    expect((await post('/api/meal-attendees/999999', { member_ids: [priya] })).statusCode).toBe(404);
  });

  it('asks for a session on every route', async () => {
    expect((await get('/api/meal-suggestions', null)).statusCode).toBe(401);
    expect((await get(`/api/meal-conflicts/${chickenPasta.id}`, null)).statusCode).toBe(401);
    expect((await post('/api/meal-attendees/1', { member_ids: [1] }, null)).statusCode).toBe(401);
    expect((await post('/api/household/invite', {}, null)).statusCode).toBe(401);
  });
});
