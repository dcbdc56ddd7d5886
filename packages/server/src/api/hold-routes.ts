import { createHoldRequestSchema } from '@booking-kit/core';
import { createHold, releaseHold } from '../bookings/holds';
import { parseOrThrow } from '../errors/invalid-input';
import type { RouteHandler } from './api-context';
import { bearerToken, idempotentWrite } from './idempotent-write';
import { readJsonBody } from './json-body';
import { requestLocale } from './request-locale';

/**
 * `POST /holds`: holds a slot for `holdMinutes` (10 by default) while the visitor fills in the
 * form; nobody else is offered it meanwhile. Answers 201 with the hold and its token (once), the
 * service's name in the request's locale.
 */
export const postHold: RouteHandler = async (context) => {
  const { db, request, url, now, holdMinutes, catalog } = context;
  const locale = requestLocale(url, request);
  const body = await readJsonBody(request);
  const input = parseOrThrow(createHoldRequestSchema, body);
  return idempotentWrite(context, body, async (store) => {
    const hold = await createHold(db, input, {
      now: now(),
      holdMinutes,
      locale,
      catalog,
      ...(store && { onCreated: (tx, created) => store(tx, { status: 201, body: created }) }),
    });
    return { status: 201, body: hold, headers: { location: `${url.pathname}/${hold.id}` } };
  });
};

/** `DELETE /holds/{id}` with `Authorization: Bearer <holdToken>`: releases the hold (204); else 404. */
export const deleteHold: RouteHandler = async (context) => {
  const { db, request, params } = context;
  return idempotentWrite(context, null, async (store) =>
    db.transaction(async (tx) => {
      await releaseHold(tx, params.id ?? '', bearerToken(request));
      const answer = { status: 204 };
      await store?.(tx, answer);
      return answer;
    }),
  );
};
