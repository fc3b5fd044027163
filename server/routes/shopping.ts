import type { FastifyPluginAsync } from 'fastify';
import { shoppingItemPatchSchema, shoppingItemSchema } from '../../contract/schemas';
import { ok } from '../http/envelope';
import { optionalWeekQuery, validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { addManualItem, loadShoppingList, removeItem, updateItem } from '../services/shopping/shoppingList';
import { getPlanWeekView } from './planWeekView';

/**
 * The signed-in user's shopping list, merged from a dated week's plan (`?week=`, any date inside
 * it; none: this week). See docs/api/shopping-list.md.
 */
const shoppingRoutes: FastifyPluginAsync = async (app) => {
  getPlanWeekView(app, '/shopping-list', loadShoppingList);

  app.patch<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/shopping-list/items/:id',
    { preHandler: app.requireUser },
    async (request) => {
      const week = optionalWeekQuery(request.query.week);
      const { checked, hidden, changed_at } = await validate(shoppingItemPatchSchema, request.body);
      const change = { checked, hidden, changedAt: changed_at };
      return ok(await updateItem(app.db, currentUser(request).id, request.params.id, change, week));
    },
  );

  app.post('/shopping-list/items', { preHandler: app.requireUser }, async (request, reply) => {
    const { name, client_id } = await validate(shoppingItemSchema, request.body);
    // The same client_id again (a phone resending what it added offline): the same item, 200.
    const { item, created } = await addManualItem(app.db, currentUser(request).id, name, client_id);
    return reply.code(created ? 201 : 200).send(ok(item, 'Added to your shopping list'));
  });

  app.delete<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/shopping-list/items/:id',
    { preHandler: app.requireUser },
    async (request) => {
      await removeItem(app.db, currentUser(request).id, request.params.id, optionalWeekQuery(request.query.week));
      return ok(null, 'Removed from your shopping list');
    },
  );
};

export default shoppingRoutes;
