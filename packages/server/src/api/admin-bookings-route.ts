import { bookingStatusSchema, instantSchema, slugSchema } from '@booking-kit/core';
import { z } from 'zod';
import { findBookings } from '../bookings/booking-view';
import { parseOrThrow } from '../errors/invalid-input';
import { addPaymentView, paymentViews } from '../payments/booking-payments';
import { requireAdmin } from './admin-routes';
import type { RouteHandler } from './api-context';
import { ApiProblem, jsonResponse } from './api-problem';
import { requestLocale } from './request-locale';

/** The most bookings one page of `GET /admin/bookings` holds, and how many when the caller does not say. */
export const ADMIN_BOOKINGS_MAX_LIMIT = 100;
export const ADMIN_BOOKINGS_DEFAULT_LIMIT = 50;

/** Where a page ends: the last booking's start and id (the list's order), opaque to the caller. */
interface Cursor {
  start: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.start, cursor.id])).toString('base64url');

/** The cursor a caller sent back, or undefined for one we did not make (answered 400 by the caller). */
function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [start, id] = value;
    if (!instantSchema.safeParse(start).success || typeof id !== 'string' || !/^[A-Za-z0-9_-]{22,64}$/.test(id)) return undefined;
    return { start, id };
  } catch {
    return undefined;
  }
}

/** The query of `GET /admin/bookings`. */
const adminBookingsQuerySchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  staff: slugSchema.optional(),
  /** One status or several, comma-separated. */
  status: z
    .string()
    .transform((text) => text.split(','))
    .pipe(z.array(bookingStatusSchema).min(1))
    .optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_BOOKINGS_MAX_LIMIT).default(ADMIN_BOOKINGS_DEFAULT_LIMIT),
  cursor: z.string().max(200).optional(),
  locale: z.string().optional(),
});

/**
 * `GET /admin/bookings` (admin key): the business's bookings, by start then id, with the visitor's
 * contact details, guests, amounts and payment, one page at a time.
 * - `from`, `to`: instants; bookings that start in [from, to). `from` defaults to now (what is
 *   coming); give an earlier one for the past.
 * - `staff`: one staff member's slug. `status`: `scheduled`, `requested`, `cancelled`,
 *   `awaiting_payment` or `expired`, several comma-separated (a payment that lapsed counts as
 *   `expired`, as the booking shows it).
 * - `limit`: 1–100 (50); `cursor`: the `nextCursor` of the page before. Holds are never listed.
 * Answers `{ bookings, nextCursor }`, `nextCursor` null on the last page.
 * @throws {ApiProblem} 401 without the admin key; 400 VALIDATION_FAILED naming each bad parameter
 */
export const getAdminBookings: RouteHandler = async (context) => {
  requireAdmin(context);
  const { db, url, request, now } = context;
  const locale = requestLocale(url, request);
  // A parameter this list does not know is named, not ignored: a misspelt `stafff=` would list everyone's.
  const unknown = [...url.searchParams.keys()].filter((key) => !Object.hasOwn(adminBookingsQuerySchema.shape, key));
  if (unknown.length > 0) {
    throw new ApiProblem('VALIDATION_FAILED', 'This list takes from, to, staff, status, limit, cursor and locale only.', {
      fields: Object.fromEntries(unknown.map((key) => [key, 'validation.invalid'])),
    });
  }
  const query = parseOrThrow(adminBookingsQuerySchema, Object.fromEntries(url.searchParams));
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && cursor === undefined) {
    throw new ApiProblem('VALIDATION_FAILED', 'This cursor is not one this list gave.', {
      fields: { cursor: 'validation.invalid' },
    });
  }
  const at = now();
  const { rows } = await db.query<{ id: string; start_at: Date | string }>(
    `SELECT b.id, b.start_at FROM bookings b JOIN staff s ON s.id = b.staff_id
     WHERE b.status <> 'held'
       AND b.start_at >= $1::timestamptz
       AND ($2::timestamptz IS NULL OR b.start_at < $2::timestamptz)
       AND ($3::text IS NULL OR s.slug = $3)
       AND ($4::text[] IS NULL OR
            (CASE WHEN b.status = 'awaiting_payment' AND b.expires_at <= $7::timestamptz THEN 'expired' ELSE b.status END) = ANY($4::text[]))
       AND ($5::timestamptz IS NULL OR (b.start_at, b.id) > ($5::timestamptz, $6::text))
     ORDER BY b.start_at, b.id
     LIMIT $8`,
    [
      query.from ?? at.toISOString(),
      query.to ?? null,
      query.staff ?? null,
      query.status ?? null,
      cursor?.start ?? null,
      cursor?.id ?? null,
      at.toISOString(),
      query.limit + 1,
    ],
  );
  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.id);
  const [records, views] = await Promise.all([findBookings(db, ids, locale), paymentViews(db, ids, at)]);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ start: new Date(last.start_at).toISOString(), id: last.id }) : null;
  return jsonResponse(200, { bookings: records.map((record) => addPaymentView(record.booking, views)), nextCursor });
};
