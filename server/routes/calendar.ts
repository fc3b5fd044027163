import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { WEEK_MESSAGES } from '../../contract/messages';
import { CALENDAR_TOKEN_PATTERN, householdFeed } from '../services/calendar/calendarFeed';
import { originOf } from '../services/calendar/feedAddress';

/** `{token}.ics`: the token's format is checked before anything is looked up. */
const FEED_FILE = new RegExp(`^(${CALENDAR_TOKEN_PATTERN.source.slice(1, -1)})\\.ics$`);

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(WEEK_MESSAGES.calendarNotFound);
}

/**
 * GET /api/calendar/{token}.ics: the household's plan as iCalendar, for calendar apps (no
 * session: the token is the secret). See docs/calendar.md and docs/api/household.md.
 */
const calendarRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(
    '/calendar/*',
    {
      // The token is the only key: a bearer sent along is never looked up.
      config: { ownAuthorization: true },
      // Any other form of address (a percent-encoded or 5 MB one, a NUL) is not a feed: 404 here,
      // before the input checks and the rate limit, with no query made.
      onRequest: async (request, reply) => {
        if (!FEED_FILE.test(request.params['*'] ?? '')) return notFound(reply);
      },
      preHandler: app.limitAttempts('calendar-feed', { perIp: 60 }),
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params['*'])![1];
      const origin = originOf({ publicUrl: app.config.publicUrl, protocol: request.protocol, host: request.host });
      const feed = await householdFeed(app.db, token, origin);
      if (feed === null) return notFound(reply);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="forkcast.ics"')
        .send(feed);
    },
  );
};

export default calendarRoutes;
