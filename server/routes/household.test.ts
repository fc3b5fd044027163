import type { HouseholdDto, HouseholdMemberDto, RecipeSummaryDto } from '../../contract/types';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let parent: TestUser;
let stranger: TestUser;
let fetaSalad: { id: number };
let lentilDal: { id: number };
let chickenCurry: { id: number };
let thaiCurry: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx.db, { name: 'Priya Sharma' });
  stranger = await createUser(ctx.db, { name: 'Otto Other' });
  const categoryId = (await createCategory(ctx.db, 'Dinner', 3)).id;
  const libraryId = (await createLibrary(ctx.db)).id;
  const recipe = (recipeName: string, ingredients: string[]) =>
    createRecipe(ctx.db, { userId: stranger.id, categoryId, libraryId, recipeName, ingredients });
  fetaSalad = await recipe('Feta salad', ['200 g feta, crumbled', '1 cucumber']);
  lentilDal = await recipe('Lentil dal', ['200 g red lentils', '1 onion', '1 tsp cumin']);
  chickenCurry = await recipe('Chicken curry', ['4 chicken thighs', '1 onion']);
  thaiCurry = await recipe('Thai vegetable curry', ['2 tbsp Thai red curry paste', '400 ml coconut milk']);
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const getHousehold = (user: TestUser | null = parent) => ctx.app.inject({ url: '/api/household', headers: auth(user) });
async function household(user: TestUser = parent): Promise<HouseholdDto> {
  const response = await getHousehold(user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const addMember = (payload: unknown, user: TestUser | null = parent) =>
  ctx.app.inject({ method: 'POST', url: '/api/household/members', headers: auth(user), payload: payload as object });
const patchMember = (id: number | string, payload: unknown, user: TestUser | null = parent) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/household/members/${id}`,
    headers: auth(user),
    payload: payload as object,
  });
const deleteMember = (id: number | string, user: TestUser | null = parent) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/household/members/${id}`, headers: auth(user) });

describe('GET /api/household', () => {
  it('makes every account a household with itself as the first member, once', async () => {
    const [first, second] = await Promise.all([household(), household()]);
    expect(first.id).toBe(second.id);
    expect(first.name).toBe("Priya's family");
    expect(first.members).toEqual([
      {
        id: expect.any(Number),
        name: 'Priya Sharma',
        age_group: 'adult',
        portion: 1,
        allergens: [],
        diets: [],
        dislikes: [],
        is_you: true,
        has_account: true,
        role: 'parent',
      },
    ]);
    expect((await household(stranger)).id).not.toBe(first.id);
  });

  it('is only for a signed-in account', async () => {
    expect((await getHousehold(null)).statusCode).toBe(401);
  });
});

describe('members', () => {
  it('adds a child with the age group’s portion, allergies, diets and dislikes read as catalogue foods', async () => {
    const response = await addMember({
      name: '  Mia ',
      age_group: 'child',
      allergens: ['peanuts', 'milk'],
      diets: ['vegetarian'],
      dislikes: ['Mushrooms', 'olive'],
    });
    expect(response.statusCode).toBe(201);
    const mia: HouseholdMemberDto = response.json().data;
    expect(mia).toMatchObject({
      name: 'Mia',
      age_group: 'child',
      portion: 0.5,
      allergens: ['peanuts', 'milk'],
      diets: ['vegetarian'],
      dislikes: ['mushroom', 'olive'],
      is_you: false,
    });
    expect((await household()).members.map((member) => member.name)).toEqual(['Priya Sharma', 'Mia']);

    const changed = await patchMember(mia.id, { portion: 0.75, diets: [] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ portion: 0.75, diets: [], allergens: ['peanuts', 'milk'] });
    // Back to the age group's portion.
    expect((await patchMember(mia.id, { portion: null, age_group: 'teen' })).json().data).toMatchObject({
      portion: 1,
      age_group: 'teen',
    });
    expect((await deleteMember(mia.id)).statusCode).toBe(200);
    expect((await household()).members).toHaveLength(1);
  });

  it('refuses bad members with a clear 422, and stores nothing', async () => {
    const cases: [unknown, string, string | RegExp][] = [
      [{ age_group: 'adult' }, 'name', 'Please enter a name'],
      [{ name: '   ', age_group: 'adult' }, 'name', 'Please enter a name'],
      [{ name: 'x'.repeat(61), age_group: 'adult' }, 'name', 'A name can be at most 60 characters'],
      [{ name: 'Ann', age_group: 'toddler' }, 'age_group', 'Please choose an age group'],
      [{ name: 'Ann' }, 'age_group', 'Please choose an age group'],
      [{ name: 'Ann', age_group: 'adult', portion: 0.1 }, 'portion', /^A portion is/],
      [{ name: 'Ann', age_group: 'adult', portion: 2147483648 }, 'portion', /^A portion is/],
      [{ name: 'Ann', age_group: 'adult', portion: '1' }, 'portion', /./],
      [{ name: 'Ann', age_group: 'adult', allergens: ['nuts'] }, 'allergens', 'Choose allergens from the list'],
      [{ name: 'Ann', age_group: 'adult', allergens: ['milk', 'milk'] }, 'allergens', 'Choose allergens from the list'],
      [{ name: 'Ann', age_group: 'adult', allergens: 'milk' }, 'allergens', /./],
      [{ name: 'Ann', age_group: 'adult', diets: ['paleo'] }, 'diets', 'Choose diets from the list'],
      [
        { name: 'Ann', age_group: 'adult', dislikes: ['unobtainium'] },
        'dislikes',
        /^unobtainium is not a food we know/,
      ],
      [{ name: 'Ann', age_group: 'adult', dislikes: Array(31).fill('onion') }, 'dislikes', /at most 30/],
      [{ name: 5, age_group: 'adult' }, 'name', /./],
    ];
    for (const [payload, field, message] of cases) {
      const response = await addMember(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
      const errors = response.json().errors[field] as string[];
      expect(errors?.[0]).toMatch(message);
    }
    const nul = await addMember({ name: 'A\u0000B', age_group: 'adult' });
    expect(nul.statusCode).toBe(422);
    expect((await household()).members).toHaveLength(1);
  });

  it('keeps a script tag as text', async () => {
    const added = await addMember({ name: '<script>alert(1)</script>', age_group: 'adult' });
    expect(added.json().data.name).toBe('<script>alert(1)</script>');
    await deleteMember(added.json().data.id);
  });

  it("answers 404 for another household's member, and 409 for the account's own", async () => {
    const theirs = (await addMember({ name: 'Their kid', age_group: 'child' }, stranger)).json().data;
    expect((await patchMember(theirs.id, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await deleteMember(theirs.id)).statusCode).toBe(404);
    expect((await household(stranger)).members.map((member) => member.name)).toContain('Their kid');
    const me = (await household()).members[0];
    const own = await deleteMember(me.id);
    expect(own.statusCode).toBe(409);
    for (const id of ['abc', '0', '2147483648', '-1']) {
      expect((await patchMember(id, { name: 'x' })).statusCode).toBe(422);
      expect((await deleteMember(id)).statusCode).toBe(422);
    }
    expect((await patchMember(2147483647, { name: 'x' })).statusCode).toBe(404);
  });

  it('is only for a signed-in account', async () => {
    expect((await addMember({ name: 'Ann', age_group: 'adult' }, null)).statusCode).toBe(401);
    expect((await patchMember(1, { name: 'Ann' }, null)).statusCode).toBe(401);
    expect((await deleteMember(1, null)).statusCode).toBe(401);
  });

  it('holds at most 20 people', async () => {
    const big = await createUser(ctx.db, { name: 'Big Family' });
    for (let i = 1; i < 20; i += 1)
      expect((await addMember({ name: `Kid ${i}`, age_group: 'child' }, big)).statusCode).toBe(201);
    const one = await addMember({ name: 'One more', age_group: 'child' }, big);
    expect(one.statusCode).toBe(409);
    expect((await household(big)).members).toHaveLength(20);
  });
});

describe('GET /api/foods', () => {
  it('lists the catalogue’s foods, sorted', async () => {
    const foods: string[] = (await ctx.app.inject({ url: '/api/foods' })).json().data;
    expect(foods).toContain('mushroom');
    expect(foods).toEqual([...foods].sort((a, b) => a.localeCompare(b)));
  });
});

describe('recipes safe for the household', () => {
  const list = async (user: TestUser | null, query = '&safe_for=household') => {
    const response = await ctx.app.inject({ url: `/api/auth/recipes?per_page=50${query}`, headers: auth(user) });
    return { status: response.statusCode, ids: ((response.json().data ?? []) as RecipeSummaryDto[]).map((r) => r.id) };
  };

  it("leaves out recipes with a member's allergen or against a member's diet", async () => {
    const cook = await createUser(ctx.db, { name: 'Safe Cook' });
    expect((await list(cook)).ids).toEqual(expect.arrayContaining([fetaSalad.id, lentilDal.id, chickenCurry.id]));
    const child = (await addMember({ name: 'Ben', age_group: 'child', allergens: ['milk'] }, cook)).json().data;
    let safe = (await list(cook)).ids;
    expect(safe).not.toContain(fetaSalad.id);
    expect(safe).toEqual(expect.arrayContaining([lentilDal.id, chickenCurry.id]));
    await patchMember(child.id, { diets: ['vegetarian'] }, cook);
    safe = (await list(cook)).ids;
    expect(safe).toContain(lentilDal.id);
    expect(safe).not.toContain(chickenCurry.id);
    expect(safe).not.toContain(fetaSalad.id);
    // Without the filter, everything is listed.
    expect((await list(cook, '')).ids).toEqual(expect.arrayContaining([fetaSalad.id, chickenCurry.id]));
  });

  it("leaves out recipes that only may contain a member's allergen too (issue 35)", async () => {
    const cook = await createUser(ctx.db, { name: 'Careful Cook' });
    expect((await list(cook)).ids).toEqual(expect.arrayContaining([thaiCurry.id, lentilDal.id]));
    await addMember({ name: 'Ana', age_group: 'child', allergens: ['crustaceans'] }, cook);
    const safe = (await list(cook)).ids;
    expect(safe).not.toContain(thaiCurry.id);
    expect(safe).toEqual(expect.arrayContaining([lentilDal.id, chickenCurry.id]));
  });

  it('needs a signed-in account and a known value', async () => {
    expect((await list(null)).status).toBe(401);
    const wrong = await ctx.app.inject({ url: '/api/guest/recipes?safe_for=everyone' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.safe_for).toBeDefined();
  });
});
