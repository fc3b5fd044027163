import type { FastifyPluginAsync } from 'fastify';
import type { Allergen, Diet, MemberAgeGroup } from '../../contract/constants';
import { householdMemberPatchSchema, householdMemberSchema } from '../../contract/schemas';
import { ok } from '../http/envelope';
import { idParam, validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { FOODS } from '../services/foods/foods';
import {
  addMember,
  loadHousehold,
  removeMember,
  updateMember,
  type MemberInput,
} from '../services/household/household';

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

  app.delete<{ Params: { id: string } }>('/household/members/:id', { preHandler: app.requireUser }, async (request) => {
    await removeMember(app.db, currentUser(request).id, idParam(request.params.id));
    return ok(null, 'Removed from your family');
  });
};

export default householdRoutes;
