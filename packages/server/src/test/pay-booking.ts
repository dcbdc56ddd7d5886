import { TEST_CARDS } from '@booking-kit/core';
import { expect } from 'vitest';
import type { ApiFixture, Json } from './api-fixture';

/**
 * Pays a booking answer of `POST /bookings` that waits for its payment (a paid service) with the
 * test provider's paying card, and answers the paid booking with its manage token, as a test of
 * something else after booking needs it; a booking with nothing to pay is answered as it is.
 */
export async function payBooking(fixture: ApiFixture, booking: Json): Promise<Json> {
  if (booking.status !== 'awaiting_payment') return booking;
  const { status, body } = await fixture.post(
    `/payments/${booking.payment.id}/confirm`,
    { card: { number: TEST_CARDS.success, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' } },
    { authorization: `Bearer ${booking.manageToken}` },
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return { ...body.booking, manageToken: booking.manageToken };
}
