import { slugSchema } from '@booking-kit/core';
import { notFound } from '../errors/domain-error';
import { issueCalendarFeed, staffCalendarFeed } from '../notifications/staff-calendar-feed';
import { requireAdmin } from './admin-routes';
import type { RouteHandler } from './api-context';
import { idempotentWrite } from './idempotent-write';

/** A feed's file name: its token and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43,128})\.ics$/;

/**
 * `POST /admin/staff/{slug}/calendar-feed` (admin key): issues the staff member's secret calendar
 * feed and answers 201 `{ staff, token, path }` (`path` below `/api/v1`); the feed issued before
 * stops working. 404 for an unknown staff member.
 */
export const postCalendarFeed: RouteHandler = async (context) => {
  requireAdmin(context);
  const { db, params, now } = context;
  const slug = params.slug ?? '';
  if (!slugSchema.safeParse(slug).success) throw notFound('Staff member not found.');
  return idempotentWrite(context, {}, async (store) =>
    db.transaction(async (tx) => {
      const feed = await issueCalendarFeed(tx, slug, now());
      if (!feed) throw notFound('Staff member not found.');
      const answer = { status: 201, body: feed };
      await store?.(tx, answer);
      return answer;
    }),
  );
};

/**
 * `GET /feeds/{token}.ics`: a staff member's calendar (see `staffCalendarFeed`), for calendar apps
 * to subscribe to. The token is the only key, so an unknown one is a plain 404.
 */
export const getCalendarFeed: RouteHandler = async ({ db, params, now }) => {
  const token = FEED_FILE.exec(params.file ?? '')?.[1];
  const calendar = token === undefined ? undefined : await staffCalendarFeed(db, token, now());
  if (calendar === undefined) throw notFound('Calendar feed not found.');
  return new Response(calendar, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="bookings.ics"',
      // Private: it lists visitors' names and phones. Calendars poll it themselves.
      'cache-control': 'private, no-store',
    },
  });
};
