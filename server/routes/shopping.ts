import type { FastifyPluginAsync } from 'fastify';
import { WEEKDAYS, type Weekday } from '../../contract/constants';
import { shoppingItemPatchSchema, shoppingItemSchema } from '../../contract/schemas';
import { ok } from '../http/envelope';
import { unprocessable } from '../http/errors';
import { validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { addManualItem, loadShoppingList, removeItem, updateItem } from '../services/shopping/shoppingList';

const DAYS_INVALID = `Days must be weekdays separated by commas: ${WEEKDAYS.join(',')}.`;

/** `days=saturday,Sunday`: weekdays in any case and order; empty or absent means the whole week. */
function daysQuery(value: unknown): Weekday[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || value.length > 200) throw unprocessable({ days: [DAYS_INVALID] });
  const days = value.split(',').map((day) => day.trim().toLowerCase());
  if (!days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day)))
    throw unprocessable({ days: [DAYS_INVALID] });
  return days;
}

/** The signed-in user's shopping list, merged from the week's plan. See docs/api/shopping-list.md. */
const shoppingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/shopping-list',
    { preHandler: app.requireUser },
    async (request) => ok(await loadShoppingList(app.db, currentUser(request).id, daysQuery(request.query.days))),
  );

  app.patch<{ Params: { id: string } }>(
    '/shopping-list/items/:id',
    { preHandler: app.requireUser },
    async (request) => {
      const { checked, hidden } = await validate(shoppingItemPatchSchema, request.body);
      return ok(await updateItem(app.db, currentUser(request).id, request.params.id, { checked, hidden }));
    },
  );

  app.post('/shopping-list/items', { preHandler: app.requireUser }, async (request, reply) => {
    const { name } = await validate(shoppingItemSchema, request.body);
    const item = await addManualItem(app.db, currentUser(request).id, name);
    return reply.code(201).send(ok(item, 'Added to your shopping list'));
  });

  app.delete<{ Params: { id: string } }>(
    '/shopping-list/items/:id',
    { preHandler: app.requireUser },
    async (request) => {
      await removeItem(app.db, currentUser(request).id, request.params.id);
      return ok(null, 'Removed from your shopping list');
    },
  );
};

export default shoppingRoutes;
