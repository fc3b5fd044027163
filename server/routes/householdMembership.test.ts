/**
 * Issue 33, the family belongs to the family: parents invite (single-use codes that expire and
 * can be revoked, shown to parents only), remove and promote; anyone may leave but the last
 * parent; joining asks whether to bring the joiner's week, and brought meals keep only the
 * joiner as their eater; parallel adds and crossed joins never pass the cap nor answer 500.
 */
import { eq } from 'drizzle-orm';
import { WEEKDAYS } from '../../contract/constants';
import { HOUSEHOLD, VALIDATION } from '../../contract/messages';
import type { HouseholdDto, HouseholdInviteDto, MealPlanEntryDto, MealPlanWeekDto } from '../../contract/types';
import { BODY_NOT_AN_OBJECT } from '../http/validate';
import { householdAccounts, households, mealPlans } from '../db/schema';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let dinnerId: number;
let recipeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const cook = await createUser(ctx.db, { name: 'Carla Cook' });
  dinnerId = (await createCategory(ctx.db, 'Dinner', 3)).id;
  const libraryId = (await createLibrary(ctx.db)).id;
  recipeId = (
    await createRecipe(ctx.db, {
      userId: cook.id,
      categoryId: dinnerId,
      libraryId,
      recipeName: 'Steak and prawns',
      ingredients: ['2 sirloin steaks', '200 g prawns'],
      servingNumber: 4,
    })
  ).id;
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: auth(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function household(user: TestUser): Promise<HouseholdDto> {
  const response = await call('GET', '/api/household', user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
async function invite(user: TestUser, payload: object = {}): Promise<HouseholdInviteDto> {
  const response = await call('POST', '/api/household/invite', user, payload);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}
async function join(user: TestUser, code: string, extra: object = {}) {
  return call('POST', '/api/household/join', user, { code, ...extra });
}
async function week(user: TestUser): Promise<MealPlanEntryDto[]> {
  const response = await call('GET', '/api/get-meal-plans', user);
  expect(response.statusCode).toBe(200);
  const data = response.json().data as MealPlanWeekDto;
  return WEEKDAYS.flatMap((day) => data[day].flatMap((slot) => slot.meals));
}
async function plan(user: TestUser, day = 'monday'): Promise<number> {
  const response = await call('POST', `/api/meal-plans/${recipeId}`, user, { day, category_id: dinnerId });
  expect(response.statusCode).toBe(200);
  return (response.json().data.meals as MealPlanEntryDto[]).find((meal) => meal.recipe.id === recipeId)!.id;
}
async function addPerson(user: TestUser, name: string): Promise<number> {
  const response = await call('POST', '/api/household/members', user, { name, age_group: 'child' });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}
async function typedItems(user: TestUser): Promise<string[]> {
  const response = await call('GET', '/api/shopping-list', user);
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as { id: string; name?: string; display: string }[])
    .filter((item) => item.id.startsWith('m-'))
    .map((item) => item.display);
}
/** A family: a parent with a fresh household, and a member who joined it. */
async function family(parentName = 'Priya Sharma', memberName = 'Arjun Sharma') {
  const parent = await createUser(ctx.db, { name: parentName });
  const member = await createUser(ctx.db, { name: memberName });
  const { code } = await invite(parent);
  expect((await join(member, code)).statusCode).toBe(200);
  const members = (await household(parent)).members;
  const idOf = (name: string) => members.find((each) => each.name === name)!.id;
  return { parent, member, parentMemberId: idOf(parentName), memberMemberId: idOf(memberName) };
}

describe('roles', () => {
  it('makes the creator a parent and a joiner a member; the invite is shown to parents only', async () => {
    const parent = await createUser(ctx.db, { name: 'Priya Sharma' });
    const alone = await household(parent);
    expect(alone.you_are_parent).toBe(true);
    expect(alone.can_leave).toBe(false);
    expect(alone.members[0].role).toBe('parent');

    const made = await invite(parent);
    expect(made.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(made.path).toBe(`/join/${made.code}`);
    expect(made.uses_left).toBe(1);
    expect((await household(parent)).invite).toEqual(made);

    const member = await createUser(ctx.db, { name: 'Arjun Sharma' });
    expect((await join(member, made.code)).statusCode).toBe(200);
    const seenByMember = await household(member);
    expect(seenByMember.you_are_parent).toBe(false);
    expect(seenByMember.can_leave).toBe(true);
    expect(seenByMember.invite).toBeUndefined();
    expect(seenByMember.members.map((each) => [each.name, each.role])).toEqual([
      ['Priya Sharma', 'parent'],
      ['Arjun Sharma', 'member'],
    ]);
    await addPerson(parent, 'Mia');
    expect((await household(member)).members.find((each) => each.name === 'Mia')!.role).toBeNull();
    // The last parent may not leave a household that still has accounts.
    expect((await household(parent)).can_leave).toBe(false);
  });
});

describe('invites', () => {
  it('lets a parent only make and revoke a code; a member gets 403', async () => {
    const { parent, member } = await family();
    for (const [method, url] of [
      ['POST', '/api/household/invite'],
      ['DELETE', '/api/household/invite'],
    ] as const) {
      const response = await call(method, url, member, method === 'POST' ? {} : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(HOUSEHOLD.parentsOnly);
    }
    const none = await call('DELETE', '/api/household/invite', parent);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(HOUSEHOLD.noInvite);
    const { code } = await invite(parent);
    const revoked = await call('DELETE', '/api/household/invite', parent);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(HOUSEHOLD.inviteRevoked);
    expect((await household(parent)).invite).toBeUndefined();
    const stranger = await createUser(ctx.db);
    const refused = await join(stranger, code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual([HOUSEHOLD.codeNotValid]);
  });

  it('is single use by default: the second account is refused', async () => {
    const parent = await createUser(ctx.db, { name: 'Nina Novak' });
    const { code } = await invite(parent);
    expect((await join(await createUser(ctx.db), code)).statusCode).toBe(200);
    const second = await join(await createUser(ctx.db), code);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.code).toEqual([HOUSEHOLD.codeNotValid]);
    expect((await household(parent)).invite).toBeUndefined();
    expect((await household(parent)).members).toHaveLength(2);
  });

  it('lets as many in as the parent asked for, counting down; a new code replaces the old', async () => {
    const parent = await createUser(ctx.db, { name: 'Omar Haddad' });
    const old = await invite(parent);
    const { code, uses_left: uses } = await invite(parent, { uses: 2 });
    expect(uses).toBe(2);
    expect((await join(await createUser(ctx.db), old.code)).statusCode).toBe(422);
    expect((await join(await createUser(ctx.db), code)).statusCode).toBe(200);
    expect((await household(parent)).invite?.uses_left).toBe(1);
    expect((await join(await createUser(ctx.db), code)).statusCode).toBe(200);
    expect((await join(await createUser(ctx.db), code)).statusCode).toBe(422);
  });

  it('expires after seven days', async () => {
    const parent = await createUser(ctx.db, { name: 'Eve Early' });
    const { code, expires_at: expiresAt } = await invite(parent);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const { householdId } = (
      await ctx.db.select().from(householdAccounts).where(eq(householdAccounts.userId, parent.id))
    )[0];
    await ctx.db
      .update(households)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(households.id, householdId));
    expect((await join(await createUser(ctx.db), code)).statusCode).toBe(422);
  });

  it('takes the code as displayed, in any case, with spaces', async () => {
    const parent = await createUser(ctx.db, { name: 'Kai Lee' });
    const { code } = await invite(parent, { uses: 3 });
    expect((await join(await createUser(ctx.db), ` ${code.toLowerCase()} `)).statusCode).toBe(200);
    expect((await join(await createUser(ctx.db), code.split('').join(' '))).statusCode).toBe(200);
    expect((await join(await createUser(ctx.db), code)).statusCode).toBe(200);
  });

  it('refuses a wrong number of uses with 422 and the message', async () => {
    const parent = await createUser(ctx.db);
    for (const uses of [0, 11, -1, 1.5, '2', 2 ** 53, 1e308, null, [1], { n: 1 }, true]) {
      const response = await call('POST', '/api/household/invite', parent, { uses });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.uses).toEqual([VALIDATION.inviteUsesInvalid]);
    }
    const nul = await call('POST', '/api/household/invite', parent, { uses: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.uses).toHaveLength(1);
    // A body that is not an object is refused, not read as no body.
    for (const body of ['[1,2]', '5', '"uses"']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/household/invite',
        headers: { ...auth(parent), 'content-type': 'application/json' },
        payload: body,
      });
      expect([response.statusCode, response.json().message]).toEqual([400, BODY_NOT_AN_OBJECT]);
    }
    expect((await household(parent)).invite).toBeUndefined();
    // No body at all is the default: one use.
    const bare = await ctx.app.inject({ method: 'POST', url: '/api/household/invite', headers: auth(parent) });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data.uses_left).toBe(1);
  });
});

describe('joining asks about the joiner’s own week and list', () => {
  async function joinerWithAWeek() {
    const parent = await createUser(ctx.db, { name: 'Vera Veg' });
    const teen = await createUser(ctx.db, { name: 'Tess Teen' });
    await addPerson(parent, 'Little Leo');
    const familyMeal = await plan(parent, 'tuesday');
    const teensMeal = await plan(teen, 'friday');
    const typed = await call('POST', '/api/shopping-list/items', teen, { name: 'hair ties' });
    expect(typed.statusCode).toBe(201);
    const { code } = await invite(parent);
    return { parent, teen, familyMeal, teensMeal, code };
  }

  it('leaves them behind by default: the family’s week and list are unchanged', async () => {
    const { parent, teen, familyMeal, teensMeal, code } = await joinerWithAWeek();
    const pet = await addPerson(teen, 'Teen’s little brother');
    const before = await week(parent);
    const response = await join(teen, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(HOUSEHOLD.joined("Vera's family"));
    const after = await week(parent);
    expect(after.map((meal) => meal.id)).toEqual([familyMeal]);
    expect(after.some((meal) => meal.id === teensMeal)).toBe(false);
    expect(before.map((meal) => meal.id)).toEqual([familyMeal]);
    expect(await typedItems(parent)).toEqual([]);
    // The people the joiner listed alone still come along.
    expect((await household(parent)).members.some((member) => member.id === pet)).toBe(true);
    // The old household is gone, with what was left in it.
    expect(await ctx.db.select().from(mealPlans).where(eq(mealPlans.id, teensMeal))).toEqual([]);
  });

  it('brings them when asked, each brought meal for the joiner alone (not for everyone)', async () => {
    const { parent, teen, familyMeal, teensMeal, code } = await joinerWithAWeek();
    const response = await join(teen, code, { bring_meals: true });
    expect(response.statusCode).toBe(200);
    const joined = response.json().data as HouseholdDto;
    const teenMember = joined.members.find((member) => member.is_you)!;
    const after = await week(parent);
    expect(after.map((meal) => meal.id).sort()).toEqual([familyMeal, teensMeal].sort());
    const brought = after.find((meal) => meal.id === teensMeal)!;
    expect(brought.whole_household).toBe(false);
    expect(brought.attendees.map((attendee) => attendee.member_id)).toEqual([teenMember.id]);
    expect(after.find((meal) => meal.id === familyMeal)!.whole_household).toBe(true);
    const [row] = await ctx.db.select().from(mealPlans).where(eq(mealPlans.id, teensMeal));
    expect(row.memberIds).toEqual([teenMember.id]);
    expect((await typedItems(parent)).map((item) => item.toLowerCase())).toEqual(['hair ties']);
  });

  it('refuses a bring_meals that is not true or false', async () => {
    const { teen, code } = await joinerWithAWeek();
    for (const bringMeals of ['yes', 1, null, [true], { a: 1 }]) {
      const response = await join(teen, code, { bring_meals: bringMeals });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.bring_meals).toEqual([VALIDATION.bringMealsInvalid]);
    }
    expect((await join(teen, code, { bring_meals: 'a\u0000b' })).statusCode).toBe(422);
    expect((await household(teen)).members.map((member) => member.name)).toEqual(['Tess Teen']);
  });
});

describe('removing and promoting', () => {
  it('lets a parent remove a joined account: its next request gets a fresh household of its own', async () => {
    const { parent, member, memberMemberId } = await family();
    const kid = await addPerson(parent, 'Mia');
    const meal = await plan(parent, 'wednesday');
    const named = await call('POST', `/api/meal-attendees/${meal}`, parent, { member_ids: [kid, memberMemberId] });
    expect(named.statusCode).toBe(200);
    const familyId = (await household(parent)).id;

    const response = await call('DELETE', `/api/household/members/${memberMemberId}`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(HOUSEHOLD.removed('Arjun Sharma'));

    const own = await household(member);
    expect(own.id).not.toBe(familyId);
    expect(own.members.map((each) => [each.name, each.role])).toEqual([['Arjun Sharma', 'parent']]);
    expect(await week(member)).toEqual([]);
    expect((await call('POST', `/api/meal-attendees/${meal}`, member, { member_ids: [kid] })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(mealPlans).where(eq(mealPlans.id, meal));
    expect(row.memberIds).toEqual([kid]);
    expect((await household(parent)).members.map((each) => each.name)).toEqual(['Priya Sharma', 'Mia']);
  });

  it('refuses a member removing an account (403) and anyone removing themself (409)', async () => {
    const { parent, member, parentMemberId, memberMemberId } = await family();
    const refused = await call('DELETE', `/api/household/members/${parentMemberId}`, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(HOUSEHOLD.parentsOnly);
    for (const [user, id] of [
      [parent, parentMemberId],
      [member, memberMemberId],
    ] as const) {
      const self = await call('DELETE', `/api/household/members/${id}`, user);
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(HOUSEHOLD.removeYourself);
    }
    // People without accounts: any account of the family may remove them.
    const kid = await addPerson(parent, 'Mia');
    expect((await call('DELETE', `/api/household/members/${kid}`, member)).statusCode).toBe(200);
    expect((await household(parent)).members).toHaveLength(2);
  });

  it('lets a parent make an account a parent, once; not a person without an account', async () => {
    const { parent, member, parentMemberId, memberMemberId } = await family();
    const kid = await addPerson(parent, 'Mia');
    expect((await call('POST', `/api/household/members/${parentMemberId}/parent`, member)).statusCode).toBe(403);
    const noAccount = await call('POST', `/api/household/members/${kid}/parent`, parent);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toBe(HOUSEHOLD.promoteNeedsAccount);
    const promoted = await call('POST', `/api/household/members/${memberMemberId}/parent`, parent);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().message).toBe(HOUSEHOLD.promoted('Arjun Sharma'));
    expect(promoted.json().data).toMatchObject({ id: memberMemberId, role: 'parent', has_account: true });
    const again = await call('POST', `/api/household/members/${memberMemberId}/parent`, parent);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HOUSEHOLD.alreadyParent('Arjun Sharma'));
    const seen = await household(member);
    expect(seen.you_are_parent).toBe(true);
    expect(seen.can_leave).toBe(true);
    // Parents may now remove each other.
    expect((await call('DELETE', `/api/household/members/${parentMemberId}`, member)).statusCode).toBe(200);
  });

  it("answers another household's member with 404 and bad ids with 422", async () => {
    const { parent } = await family();
    const other = await family('Olga Other', 'Oscar Other');
    for (const [method, url] of [
      ['POST', `/api/household/members/${other.memberMemberId}/parent`],
      ['DELETE', `/api/household/members/${other.memberMemberId}`],
    ] as const) {
      const response = await call(method, url, parent);
      expect(response.statusCode).toBe(404);
    }
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '9'.repeat(40), 'm-01', '%00'])
      expect((await call('POST', `/api/household/members/${id}/parent`, parent)).statusCode).toBe(422);
    expect((await household(other.parent)).members).toHaveLength(2);
  });
});

describe('leaving', () => {
  it('lets a member leave for a fresh household of its own; the family keeps its plan', async () => {
    const { parent, member } = await family();
    const meal = await plan(member, 'thursday');
    const response = await call('POST', '/api/household/leave', member);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(HOUSEHOLD.left("Priya's family"));
    const own = response.json().data as HouseholdDto;
    expect(own.id).not.toBe((await household(parent)).id);
    expect(own.members.map((each) => [each.name, each.role])).toEqual([['Arjun Sharma', 'parent']]);
    expect(own.you_are_parent).toBe(true);
    expect(await week(member)).toEqual([]);
    expect((await week(parent)).map((each) => each.id)).toEqual([meal]);
    expect((await household(parent)).members.map((each) => each.name)).toEqual(['Priya Sharma']);
  });

  it('keeps the last parent while other accounts remain, and the only account', async () => {
    const { parent, memberMemberId } = await family();
    const last = await call('POST', '/api/household/leave', parent);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(HOUSEHOLD.lastParent);
    // Nor by joining another family.
    const elsewhere = await createUser(ctx.db);
    const { code } = await invite(elsewhere);
    expect((await join(parent, code)).statusCode).toBe(409);
    expect((await call('POST', `/api/household/members/${memberMemberId}/parent`, parent)).statusCode).toBe(200);
    expect((await call('POST', '/api/household/leave', parent)).statusCode).toBe(200);
    const alone = await call('POST', '/api/household/leave', elsewhere);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(HOUSEHOLD.aloneInFamily);
    expect((await call('POST', '/api/household/leave', null)).statusCode).toBe(401);
  });
});

describe('races', () => {
  it('never passes 20 people with 12 adds at once on a household of 15', async () => {
    const parent = await createUser(ctx.db);
    for (let index = 0; index < 14; index += 1) await addPerson(parent, `Child ${index}`);
    expect((await household(parent)).members).toHaveLength(15);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call('POST', '/api/household/members', parent, { name: `Racer ${index}`, age_group: 'child' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect((await household(parent)).members).toHaveLength(20);
  }, 60_000);

  it('lets exactly one more in with 12 adds at once on a household of 19', async () => {
    const parent = await createUser(ctx.db);
    for (let index = 0; index < 18; index += 1) await addPerson(parent, `Child ${index}`);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call('POST', '/api/household/members', parent, { name: `Racer ${index}`, age_group: 'child' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect((await household(parent)).members).toHaveLength(20);
  }, 60_000);

  it('answers two accounts joining each other at once without a 500, again and again', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [first, second] = [await createUser(ctx.db), await createUser(ctx.db)];
      const [firstCode, secondCode] = [(await invite(first)).code, (await invite(second)).code];
      const answers = await Promise.all([join(first, secondCode), join(second, firstCode)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // One joins; the other finds its family changed, or the code gone with it.
      expect(statuses).toContain(200);
      for (const answer of answers) {
        if (answer.statusCode === 409) expect(answer.json().message).toBe(HOUSEHOLD.familyChanged);
        else if (answer.statusCode === 422) expect(answer.json().errors.code).toEqual([HOUSEHOLD.codeNotValid]);
        else expect(answer.statusCode).toBe(200);
      }
      expect((await household(first)).id).toBe((await household(second)).id);
    }
  }, 120_000);
});
