import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatLimit, seatsOf } from './cart-line';
import { cartTotal } from './cart-total';
import { validateCart } from './validate-cart';

const massage = { priceMinor: 4500, currency: 'EUR', seats: 1 };
const yoga = { priceMinor: 1500, currency: 'EUR', seats: 12, maxSeatsPerBooking: 4 };
const intro = { priceMinor: 0, currency: 'EUR', seats: 1 };

describe('cartTotal', () => {
  it('adds each item’s price per seat', () => {
    expect(cartTotal([{ service: massage }, { service: yoga, seats: 3 }, { service: intro }])).toEqual({
      minor: 4500 + 3 * 1500,
      currency: 'EUR',
    });
    expect(cartTotal([{ service: yoga, attendees: ['me', 'ada'] }])).toEqual({ minor: 3000, currency: 'EUR' });
  });

  it('is null for an empty cart and refuses to add up currencies', () => {
    expect(cartTotal([])).toBeNull();
    expect(() => cartTotal([{ service: massage }, { service: { priceMinor: 100, currency: 'USD' } }])).toThrow(/EUR and USD/);
  });

  it('equals the sum of price × seats in any order', () => {
    const item = fc.record({ priceMinor: fc.integer({ min: 0, max: 1_000_000 }), seats: fc.integer({ min: 1, max: 100 }) });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 10 }), (lines) => {
        const items = lines.map(({ priceMinor, seats }) => ({ service: { priceMinor, currency: 'EUR' }, seats }));
        const expected = lines.reduce((sum, line) => sum + line.priceMinor * line.seats, 0);
        expect(cartTotal(items)).toEqual({ minor: expected, currency: 'EUR' });
        expect(cartTotal([...items].reverse())).toEqual({ minor: expected, currency: 'EUR' });
      }),
    );
  });
});

describe('seats', () => {
  it('counts seats and the per-booking limit as the server does', () => {
    expect(seatsOf({})).toBe(1);
    expect(seatsOf({ attendees: ['me', 'ada', 'bo'] })).toBe(3);
    expect(seatsOf({ seats: 2, attendees: ['me'] })).toBe(2);
    expect(seatsOf({ attendees: [] })).toBe(1);
    expect(seatLimit({})).toBe(1);
    expect(seatLimit({ seats: 1, maxSeatsPerBooking: 5 })).toBe(1);
    expect(seatLimit({ seats: 12 })).toBe(12);
    expect(seatLimit({ seats: 12, maxSeatsPerBooking: 4 })).toBe(4);
  });
});

describe('validateCart', () => {
  it('accepts a cart that covers everyone within the limits', () => {
    expect(validateCart([{ service: massage }])).toEqual({ success: true, problems: [] });
    expect(
      validateCart(
        [
          { service: massage, attendees: ['me'] },
          { service: yoga, attendees: ['ada', 'bo'] },
        ],
        {
          attendees: ['me', 'ada', 'bo'],
        },
      ),
    ).toEqual({ success: true, problems: [] });
  });

  it('asks for services for all guests when the cart is empty or someone has none', () => {
    expect(validateCart([])).toEqual({ success: false, problems: [{ key: 'cart.servicesForAllGuests', attendees: [] }] });
    expect(validateCart([{ service: massage, attendees: ['me'] }], { attendees: ['me', 'ada', 'bo'] })).toEqual({
      success: false,
      problems: [{ key: 'cart.servicesForAllGuests', attendees: ['ada', 'bo'] }],
    });
  });

  it('allows 10 items and no more', () => {
    const ten = Array.from({ length: 10 }, () => ({ service: massage }));
    expect(validateCart(ten).success).toBe(true);
    expect(validateCart([...ten, { service: massage }])).toEqual({
      success: false,
      problems: [{ key: 'cart.tooManyItems', values: { count: 10 } }],
    });
    expect(validateCart(ten, { maxItems: 3 }).problems).toEqual([{ key: 'cart.tooManyItems', values: { count: 3 } }]);
  });

  it('reports SEAT_LIMIT for each item with more seats than its service allows', () => {
    expect(
      validateCart([
        { service: massage, attendees: ['me', 'ada'] },
        { service: yoga, seats: 4 },
        { service: yoga, seats: 5 },
      ]).problems,
    ).toEqual([
      { key: 'errors.SEAT_LIMIT', values: { count: 1 }, index: 0 },
      { key: 'errors.SEAT_LIMIT', values: { count: 4 }, index: 2 },
    ]);
  });

  it('succeeds exactly when every rule holds', () => {
    const people = ['me', 'ada', 'bo', 'cy'];
    const line = fc.record({
      seats: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
      attendees: fc.subarray(people),
      service: fc.constantFrom(massage, yoga, intro),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.subarray(people), (items, attendees) => {
        const result = validateCart(items, { attendees });
        const covered = attendees.every((person) => items.some((item) => item.attendees.includes(person)));
        const seatsOk = items.every((item) => seatsOf(item) <= seatLimit(item.service));
        expect(result.success).toBe(items.length > 0 && items.length <= 10 && covered && seatsOk);
      }),
    );
  });
});
