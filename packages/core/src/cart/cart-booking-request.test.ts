import { describe, expect, it } from 'vitest';
import { createBookingRequestSchema } from '../schemas/booking';
import { cartBookingRequest } from './cart-booking-request';

const details = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+31 20 123 4567' };

describe('cartBookingRequest', () => {
  it('books every item with its staff member or anyone free, as the API accepts it', () => {
    const request = cartBookingRequest(
      [
        { service: { slug: 'massage-60' }, staff: { slug: 'bruno-costa' }, start: '2026-03-04T11:00:00.000Z' },
        { service: { slug: 'yoga-class' }, staff: null, start: '2026-03-06T07:00:00.000Z', seats: 2 },
      ],
      {
        details,
        timeZone: 'Europe/Amsterdam',
        locale: 'de',
        paymentChoice: 'deposit',
        guests: [{ name: 'Ada', email: 'ada@example.org' }],
      },
    );
    expect(request).toEqual({
      items: [
        { service: 'massage-60', staff: 'bruno-costa', start: '2026-03-04T11:00:00.000Z' },
        { service: 'yoga-class', staff: 'any', start: '2026-03-06T07:00:00.000Z', seats: 2 },
      ],
      timeZone: 'Europe/Amsterdam',
      locale: 'de',
      contact: details,
      guests: [{ name: 'Ada', email: 'ada@example.org' }],
      paymentChoice: 'deposit',
    });
    expect(createBookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses an empty cart', () => {
    expect(() => cartBookingRequest([], { details, timeZone: 'UTC', locale: 'en' })).toThrow(RangeError);
  });
});
