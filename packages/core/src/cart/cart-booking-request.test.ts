import { describe, expect, it } from 'vitest';
import { createBookingRequestSchema } from '../schemas/booking';
import { cartBookingRequest } from './cart-booking-request';

const details = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+31 20 123 4567' };

describe('cartBookingRequest', () => {
  it('books every item with its staff member or anyone free, as the API accepts it', () => {
    const request = cartBookingRequest(
      [
        { service: { slug: 'massage-60' }, staff: { slug: 'bruno-costa' }, start: '2026-03-04T11:00:00.000Z' },
        { service: { slug: 'yoga-class', seats: 12 }, staff: null, start: '2026-03-06T07:00:00.000Z', seats: 2 },
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

  it('asks for the seats the cart priced: a class a seat per person (even one), anything else none', () => {
    const guests = [
      { name: 'Grace Hopper', email: 'grace@example.com' },
      { name: 'Alan Turing', email: 'alan@example.com' },
    ];
    const request = cartBookingRequest(
      [
        // A one-seat service ticked for two stays one person's appointment.
        { service: { slug: 'massage-60', seats: 1 }, start: '2026-03-04T11:00:00.000Z', attendees: ['me', 'grace'] },
        // A class for the visitor alone says so: the server would otherwise seat every guest.
        {
          service: { slug: 'yoga-class', seats: 12, maxSeatsPerBooking: 4 },
          start: '2026-03-06T07:00:00.000Z',
          attendees: ['me'],
        },
        {
          service: { slug: 'yoga-class', seats: 12, maxSeatsPerBooking: 4 },
          start: '2026-03-07T07:00:00.000Z',
          attendees: ['grace', 'alan'],
        },
      ],
      { details, timeZone: 'UTC', locale: 'en', guests },
    );
    expect(request.items).toEqual([
      { service: 'massage-60', staff: 'any', start: '2026-03-04T11:00:00.000Z' },
      { service: 'yoga-class', staff: 'any', start: '2026-03-06T07:00:00.000Z', seats: 1 },
      { service: 'yoga-class', staff: 'any', start: '2026-03-07T07:00:00.000Z', seats: 2 },
    ]);
    expect(createBookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses an empty cart', () => {
    expect(() => cartBookingRequest([], { details, timeZone: 'UTC', locale: 'en' })).toThrow(RangeError);
  });
});
