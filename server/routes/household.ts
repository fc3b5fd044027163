import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Allergen, Diet, MemberAgeGroup } from '../../contract/constants';
import { HOUSEHOLD, WEEK_MESSAGES } from '../../contract/messages';
import {
  householdInviteSchema,
  householdJoinSchema,
  householdMemberPatchSchema,
  householdMemberSchema,
  householdSettingsSchema,
} from '../../contract/schemas';
import { ok } from '../http/envelope';
import { idParam, validate, validateOptionalBody } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { FOODS } from '../services/foods/catalogueData';
import { addMember, loadHousehold, updateMember, type MemberInput } from '../services/household/household';
import { createInvite, joinHousehold, revokeInvite } from '../services/household/invites';
import { leaveHousehold, promoteMember, removeMember } from '../services/household/membership';
import { saveHouseholdSettings } from '../services/household/settings';
import { calendarToken, renewCalendarToken } from '../services/calendar/calendarFeed';
import { feedUrls, originOf } from '../services/calendar/feedAddress';
import { DomainError } from '../services/errors';

/** The schema's snake_case fields as the service's input; absent fields stay absent (PATCH). */
function memberInput(body: {
  name?: string;
  age_group?: string;
  portion?: number | null;
  allergens?: string[];
  diets?: string[];
  dislikes?: string[];
}): MemberInput {
  return {
    name: body.name,
    ageGroup: body.age_group as MemberAgeGroup | undefined,
    portion: body.portion,
    allergens: body.allergens as Allergen[] | undefined,
    diets: body.diets as Diet[] | undefined,
    dislikes: body.dislikes,
  };
}

/** Every food name of the catalogue, sorted: what a member may dislike. */
const FOOD_NAMES = FOODS.map((food) => food.name).sort((a, b) => a.localeCompare(b));

/** The signed-in account's household and its members. See docs/api/household.md. */
const householdRoutes: FastifyPluginAsync = async (app) => {
  app.get('/foods', async () => ok(FOOD_NAMES));

  app.get('/household', { preHandler: app.requireUser }, async (request) =>
    ok(await loadHousehold(app.db, currentUser(request).id)),
  );

  // Parents only: the family's time zone and meal times (docs/api/household.md, "Settings").
  app.patch('/household/settings', { preHandler: app.requireUser }, async (request) => {
    const body = await validateOptionalBody(householdSettingsSchema, request.body);
    const userId = currentUser(request).id;
    await saveHouseholdSettings(app.db, userId, {
      timeZone: body.time_zone,
      mealTimes: body.meal_times?.map((entry) => ({ categoryId: entry.category_id, time: entry.time })),
    });
    return ok(await loadHousehold(app.db, userId), WEEK_MESSAGES.settingsSaved);
  });

  /** The feed's URL at the address this request came to (or PUBLIC_URL). */
  const feedOrigin = (request: FastifyRequest) =>
    originOf({ publicUrl: app.config.publicUrl, protocol: request.protocol, host: request.host });

  // Any account of the family: the URL is made on the first ask.
  app.get('/household/calendar', { preHandler: app.requireUser }, async (request) => {
    const origin = feedOrigin(request);
    return ok(feedUrls(origin, await calendarToken(app.db, currentUser(request).id)));
  });

  // Parents only: a new URL; the old one answers 404 from now on.
  app.post('/household/calendar', { preHandler: app.requireUser }, async (request) => {
    const origin = feedOrigin(request);
    return ok(
      feedUrls(origin, await renewCalendarToken(app.db, currentUser(request).id)),
      WEEK_MESSAGES.calendarRenewed,
    );
  });

  app.post('/household/members', { preHandler: app.requireUser }, async (request, reply) => {
    const body = await validate(householdMemberSchema, request.body);
    const member = await addMember(app.db, currentUser(request).id, {
      ...memberInput(body),
      name: body.name,
      ageGroup: body.age_group as MemberAgeGroup,
    });
    return reply.code(201).send(ok(member, `Added ${member.name} to your family`));
  });

  app.patch<{ Params: { id: string } }>('/household/members/:id', { preHandler: app.requireUser }, async (request) => {
    const memberId = idParam(request.params.id);
    const body = await validate(householdMemberPatchSchema, request.body);
    return ok(await updateMember(app.db, currentUser(request).id, memberId, memberInput(body)), 'Saved');
  });

  // Parents only; the body is optional: `{ uses?: 1..10 }` (1 by default).
  app.post('/household/invite', { preHandler: app.requireUser }, async (request, reply) => {
    const { uses } = await validateOptionalBody(householdInviteSchema, request.body);
    const invite = await createInvite(app.db, currentUser(request).id, uses ?? 1);
    return reply.code(201).send(ok(invite, HOUSEHOLD.inviteMade));
  });

  app.delete('/household/invite', { preHandler: app.requireUser }, async (request) => {
    await revokeInvite(app.db, currentUser(request).id);
    return ok(null, HOUSEHOLD.inviteRevoked);
  });

  // A code is 8 of 31 characters; wrong tries are throttled per account (whatever the address),
  // per address (an IPv6 /64 counts as one) and per pair.
  const joinFailures = app.failureThrottle('household-join', {
    perAddressAndAccount: 10,
    perAddress: 30,
    accountBrake: 100,
    perAccount: 20,
  });
  app.post(
    '/household/join',
    { preHandler: [app.requireUser, app.limitAttempts('household-join', { perIp: 30 })] },
    async (request, reply) => {
      const user = currentUser(request);
      const account = `user:${user.id}`;
      await joinFailures.check(request, reply, account);
      const { code, bring_meals: bringMeals } = await validate(householdJoinSchema, request.body);
      try {
        const name = await joinHousehold(app.db, user.id, code, { bringMeals: bringMeals === true });
        return ok(await loadHousehold(app.db, user.id), HOUSEHOLD.joined(name));
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'invalid')
          await joinFailures.recordFailure(request, account);
        throw error;
      }
    },
  );

  app.post('/household/leave', { preHandler: app.requireUser }, async (request) => {
    const userId = currentUser(request).id;
    const family = await leaveHousehold(app.db, userId);
    // The account's own household, made fresh on this read.
    return ok(await loadHousehold(app.db, userId), HOUSEHOLD.left(family));
  });

  app.post<{ Params: { id: string } }>(
    '/household/members/:id/parent',
    { preHandler: app.requireUser },
    async (request) => {
      const member = await promoteMember(app.db, currentUser(request).id, idParam(request.params.id));
      return ok(member, HOUSEHOLD.promoted(member.name));
    },
  );

  app.delete<{ Params: { id: string } }>('/household/members/:id', { preHandler: app.requireUser }, async (request) => {
    const name = await removeMember(app.db, currentUser(request).id, idParam(request.params.id));
    return ok(null, HOUSEHOLD.removed(name));
  });
};

export default householdRoutes;
