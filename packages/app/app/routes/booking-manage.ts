import { ApiError, BOOKING_ID_PATTERN, isLocale, manageTokenCookie, readManageTokenCookie } from '@booking-kit/core';
import { apiClient } from '../lib/booking-api.server';
import { cookiesSecure } from '../lib/cookies';
import { localeDecision } from '../lib/locale.server';
import { clientAddressContext } from '../lib/request-context';
import type { Route } from './+types/booking-manage';

/** An answer of this route: JSON, never stored, like the booking pages it serves. */
const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });

/** What the browser sends: reschedule to a start, or cancel with a reason. */
type ManageIntent = { intent: 'reschedule'; start: string } | { intent: 'cancel'; reason: string };

/** The posted form's intent, or null for a body this route does not take. */
async function readIntent(request: Request): Promise<ManageIntent | null> {
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  const start = form?.get('start');
  const reason = form?.get('reason');
  if (intent === 'reschedule' && typeof start === 'string') return { intent, start };
  if (intent === 'cancel' && typeof reason === 'string') return { intent, reason };
  return null;
}

/**
 * `POST /widget/booking/{id}/manage`: reschedules or cancels a booking for the browser that holds
 * its manage token. The token lives in an HttpOnly cookie that scripts cannot read, so the page's
 * reschedule and cancel forms post here, and this route calls the API with the token as its
 * bearer. The API's answer (the booking, or its error with code and message) goes back as it is;
 * a browser without the token gets 404, as the API answers a wrong token. The token's cookie is
 * SameSite=Lax, so another site's form posting here arrives without it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.locale !== undefined && !isLocale(params.locale)) return json({ code: 'NOT_FOUND' }, 404);
  const { locale } = await localeDecision(request);
  const token = BOOKING_ID_PATTERN.test(params.id) ? readManageTokenCookie(request.headers.get('cookie'), params.id) : undefined;
  if (token === undefined) return json({ code: 'BOOKING_NOT_FOUND', statusMessage: 'Not Found' }, 404);
  const intent = await readIntent(request);
  if (intent === null) return json({ code: 'VALIDATION_FAILED', statusMessage: 'Bad Request' }, 400);
  const api = apiClient(request, {
    clientAddress: context.get(clientAddressContext),
    locale,
  });
  // One key per request is enough: the visitor's retry after a lost answer is a new intent here.
  const write = { idempotencyKey: request.headers.get('idempotency-key') ?? crypto.randomUUID() };
  try {
    if (intent.intent === 'cancel') return json(await api.cancelBooking(params.id, token, { reason: intent.reason }, write));
    // A reschedule gives the booking a new manage token (the old link stops working): it replaces
    // the cookie, and never reaches the page's scripts.
    const { manageToken, ...booking } = await api.rescheduleBooking(params.id, token, { start: intent.start }, write);
    const response = json(booking);
    const cookie = manageToken && manageTokenCookie(params.id, manageToken, { secure: cookiesSecure(request), request });
    if (cookie) response.headers.append('set-cookie', cookie);
    return response;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return json(error.body, error.statusCode >= 400 ? error.statusCode : 503);
  }
}

/** Only posts: a visit is sent to the booking page itself. */
export function loader() {
  return new Response(null, { status: 405, headers: { allow: 'POST' } });
}
