import type { FastifyInstance } from 'fastify';
import type { Weekday } from '../../contract/constants';
import type { IsoDate } from '../../contract/weeks';
import { ok } from '../http/envelope';
import { optionalWeekQuery, weekdaysQuery } from '../http/validate';
import { currentUser } from '../plugins/auth';

/** Reads one view of the user's planned week: some of its days, of a dated week (undefined: this week). */
export type PlanWeekLoader<T> = (
  db: FastifyInstance['db'],
  userId: number,
  days: Weekday[],
  week: IsoDate | undefined,
) => Promise<T>;

/**
 * A GET of a view of the signed-in user's planned week, such as the shopping list or what the
 * plan gives each member: `?days=` picks weekdays (absent: all) and `?week=` is any date inside a
 * dated week (absent: this week); either answers 422 when malformed (http/validate.ts).
 */
export function getPlanWeekView<T>(app: FastifyInstance, path: string, load: PlanWeekLoader<T>): void {
  app.get<{ Querystring: Record<string, unknown> }>(path, { preHandler: app.requireUser }, async (request) => {
    const days = weekdaysQuery(request.query.days);
    const week = optionalWeekQuery(request.query.week);
    return ok(await load(app.db, currentUser(request).id, days, week));
  });
}
