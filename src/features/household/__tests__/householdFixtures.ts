import { DEFAULT_PORTIONS } from '@contract/constants';
import { HOUSEHOLD, WEEK_MESSAGES } from '@contract/messages';
import type {
  CalendarFeedDto,
  HouseholdDto,
  HouseholdInviteDto,
  HouseholdMemberDto,
  HouseholdMemberPayload,
  HouseholdSettingsPayload,
  MealTimeDto,
} from '@contract/types';
import { ok, type FetchStub, type StubbedRequest } from '@/test/fetchStub';

export const signedIn = { auth: { token: 'test-token', loading: false, signedOutByChoice: false } };

export const YOU: HouseholdMemberDto = {
  id: 1,
  name: 'Maya',
  age_group: 'adult',
  portion: 1,
  allergens: [],
  diets: [],
  dislikes: [],
  is_you: true,
  has_account: true,
  role: 'parent',
};

export const LEO: HouseholdMemberDto = {
  id: 2,
  name: 'Leo',
  age_group: 'child',
  portion: 0.5,
  allergens: ['milk', 'tree-nuts'],
  diets: ['vegetarian'],
  dislikes: ['mushroom', 'olive'],
  is_you: false,
  has_account: false,
  role: null,
};

export const FOODS = ['broccoli', 'mushroom', 'olive', 'onion', 'peanut butter'];

/** The seed's categories at their default times (issue 38). */
export const MEAL_TIMES: MealTimeDto[] = [
  { category_id: 1, category_name: 'Breakfast', time: '08:00' },
  { category_id: 2, category_name: 'Lunch', time: '12:30' },
  { category_id: 3, category_name: 'Dinner', time: '18:30' },
];

/** A calendar feed URL as the server gives it: long, as a real token makes it. */
export const feedOf = (token: string): CalendarFeedDto => ({
  url: `https://forkcast.example/api/calendar/${token}.ics`,
  webcal_url: `webcal://forkcast.example/api/calendar/${token}.ics`,
});
export const FEED_TOKEN = 'k3J9qXw7Zp2LmN8vR4tY6uB1cD5eF0gHaSdFgHjKlQwErTyUiOp';

/** What the server works out of the members: whether the signed-in account may leave. */
function canLeave(members: HouseholdMemberDto[]): boolean {
  const accounts = members.filter((member) => member.has_account);
  const parentsStaying = accounts.filter((member) => member.role === 'parent' && !member.is_you);
  const you = members.find((member) => member.is_you);
  return accounts.length > 1 && (you?.role !== 'parent' || parentsStaying.length > 0);
}

/**
 * A household the stubbed API keeps between calls: GET shows what POST, PATCH and DELETE did, as
 * the real one does (the page refetches after each change). The signed-in account is a parent
 * unless `you_are_parent` is set otherwise on the returned household.
 */
export function fakeHousehold(api: FetchStub, members: HouseholdMemberDto[] = [YOU, LEO]) {
  const household: HouseholdDto = {
    id: 7,
    name: 'The Cooks',
    members: members.map((member) => ({ ...member })),
    you_are_parent: members.some((member) => member.is_you && member.role === 'parent'),
    can_leave: false,
    time_zone: null,
    meal_times: MEAL_TIMES.map((meal) => ({ ...meal })),
  };
  let feed = feedOf(FEED_TOKEN);
  let nextId = 10;
  const idOf = (request: StubbedRequest) => Number(request.url.pathname.split('/').pop());
  const memberId = (request: StubbedRequest) => Number(request.url.pathname.split('/').at(-2));
  api
    .on('GET', '/api/household', () => ok({ ...household, can_leave: canLeave(household.members) }))
    .on('GET', '/api/foods', ok(FOODS))
    .on('POST', '/api/household/members', (request) => {
      const payload = request.body as HouseholdMemberPayload;
      const member: HouseholdMemberDto = {
        id: nextId++,
        name: payload.name,
        age_group: payload.age_group,
        portion: payload.portion ?? DEFAULT_PORTIONS[payload.age_group],
        allergens: payload.allergens ?? [],
        diets: payload.diets ?? [],
        dislikes: payload.dislikes ?? [],
        is_you: false,
        has_account: false,
        role: null,
      };
      household.members.push(member);
      return { status: 201, body: { success: true, message: 'Member added', data: member } };
    })
    .on('PATCH', /^\/api\/household\/members\/\d+$/, (request) => {
      const index = household.members.findIndex((member) => member.id === idOf(request));
      const changes = request.body as Partial<HouseholdMemberPayload>;
      const before = household.members[index];
      const ageGroup = changes.age_group ?? before.age_group;
      const portion = changes.portion === null ? DEFAULT_PORTIONS[ageGroup] : (changes.portion ?? before.portion);
      const member = { ...before, ...changes, age_group: ageGroup, portion } as HouseholdMemberDto;
      household.members[index] = member;
      return ok(member);
    })
    .on('DELETE', /^\/api\/household\/members\/\d+$/, (request) => {
      household.members = household.members.filter((member) => member.id !== idOf(request));
      return ok(null, 'Member removed');
    })
    .on('POST', /^\/api\/household\/members\/\d+\/parent$/, (request) => {
      const index = household.members.findIndex((member) => member.id === memberId(request));
      const member: HouseholdMemberDto = { ...household.members[index], role: 'parent' };
      household.members[index] = member;
      return ok(member, HOUSEHOLD.promoted(member.name));
    })
    .on('DELETE', '/api/household/invite', () => {
      delete household.invite;
      return ok(null, HOUSEHOLD.inviteRevoked);
    })
    .on('PATCH', '/api/household/settings', (request) => {
      const payload = request.body as HouseholdSettingsPayload;
      if (payload.time_zone !== undefined) household.time_zone = payload.time_zone;
      for (const change of payload.meal_times ?? []) {
        const meal = household.meal_times.find((known) => known.category_id === change.category_id);
        if (meal) meal.time = change.time;
      }
      return ok({ ...household, can_leave: canLeave(household.members) }, WEEK_MESSAGES.settingsSaved);
    })
    .on('GET', '/api/household/calendar', () => ok(feed))
    .on('POST', '/api/household/calendar', () => {
      feed = feedOf(`renewed${FEED_TOKEN}`);
      return ok(feed, WEEK_MESSAGES.calendarRenewed);
    });
  return household;
}

/** The other parent: a member who signs in to the family themselves. */
export const SAM: HouseholdMemberDto = {
  id: 20,
  name: 'Sam',
  age_group: 'adult',
  portion: 1,
  allergens: [],
  diets: [],
  dislikes: [],
  is_you: false,
  has_account: true,
  role: 'member',
};

/** A live invite code as the server shows it, working until a Thursday (midday: the same day in any time zone). */
export const INVITE: HouseholdInviteDto = {
  code: 'K7QX-M2PA',
  path: '/join/K7QX-M2PA',
  expires_at: '2026-12-03T12:00:00.000Z',
  uses_left: 1,
};
