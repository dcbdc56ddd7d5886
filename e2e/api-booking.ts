import { type APIRequestContext, expect } from '@playwright/test';

/** A booking made through the API, with the token that manages it. */
export interface ApiBooking {
  id: string;
  manageToken: string;
  start: string;
}

/**
 * Books Anna's intro call (or `service` with `staff`, with `consent` given where it asks for
 * it) through the real API on a free time of the coming weeks (`pick` says which: the last by
 * default, so that tests booking through the page keep the first ones).
 */
export async function bookThroughApi(
  request: APIRequestContext,
  pick: 'first' | 'last' = 'last',
  { service = 'intro-call', staff = 'anna-de-vries', consent = false } = {},
): Promise<ApiBooking> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const slots = await request.get('/api/v1/slots', {
    params: { service, staff, from, to, timeZone: 'Europe/Amsterdam' },
  });
  expect(slots.status()).toBe(200);
  const { days } = (await slots.json()) as { days: { slots: { start: string }[] }[] };
  const free = days.flatMap((day) => day.slots);
  const start = (pick === 'first' ? free[0] : free.at(-1))?.start;
  expect(start, 'a free time to book').toBeDefined();
  const created = await request.post('/api/v1/bookings', {
    data: {
      service,
      staff,
      start,
      timeZone: 'Europe/Amsterdam',
      locale: 'en',
      contact: {
        firstName: 'Hedy',
        lastName: 'Lamarr',
        email: 'hedy@example.com',
        phone: '+43 1 234 5678',
        ...(consent && { consent: true }),
      },
    },
  });
  expect(created.status()).toBe(201);
  const booking = (await created.json()) as ApiBooking;
  expect(booking.manageToken).toBeTruthy();
  return booking;
}
