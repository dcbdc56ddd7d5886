import { confirmPaymentRequestSchema, validateCard } from '@booking-kit/core';
import { parseOrThrow } from '../errors/invalid-input';
import { confirmPayment } from '../payments/confirm-payment';
import type { RouteHandler } from './api-context';
import { ApiProblem } from './api-problem';
import { bearerToken, idempotentWrite } from './idempotent-write';
import { readJsonBody } from './json-body';
import { requestLocale } from './request-locale';

/**
 * `POST /payments/{id}/confirm` with the bookings' manage token (`Authorization: Bearer`) and
 * `{ card }`: checks the card (400 naming each bad field with its message key), charges it and
 * answers 200 `{ payment, booking }`. A refused card is 402 with `params.messageKey`; the bookings
 * and their time stay. A paid payment answers the same again without charging; with an
 * `Idempotency-Key` the first answer (200 or 409) is replayed.
 */
export const postConfirmPayment: RouteHandler = async (context) => {
  const { db, request, url, params, now } = context;
  const locale = requestLocale(url, request);
  const body = await readJsonBody(request);
  const { card } = parseOrThrow(confirmPaymentRequestSchema, body);
  const checked = validateCard(card, now());
  if (!checked.success) {
    const fields = Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [`card.${field}`, key]));
    throw new ApiProblem('VALIDATION_FAILED', 'Some card details are not valid.', { fields });
  }
  return idempotentWrite(context, body, async (store) => {
    const answer = await confirmPayment(db, params.id ?? '', bearerToken(request), checked.card, {
      now: now(),
      locale,
      ...(store && { onDone: (tx, confirmation) => store(tx, { status: 200, body: confirmation }) }),
      // Paid: the booking is made (or requested) now, and the payer gets a receipt.
      onPaid: async (tx, { booking }) => {
        const kind = booking.status === 'requested' ? 'requested' : 'booked';
        await context.notifier?.notify(tx, { kind, booking, now: now() });
        await context.notifier?.notify(tx, { kind: 'receipt', booking, now: now() });
      },
    });
    return { status: 200, body: answer };
  });
};
