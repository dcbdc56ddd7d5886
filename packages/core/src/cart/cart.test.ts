import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, cartLinePrice, cartLineSeats, seatLimit, seatsOf } from './cart-line';
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

  it('counts a one-seat service once, however many people it names (the server books one seat)', () => {
    expect(cartTotal([{ service: { ...massage, priceMinor: 8000 }, attendees: ['me', 'grace'] }, { service: intro }])).toEqual({
      minor: 8000,
      currency: 'EUR',
    });
  });
});

/** Any cart line: a one-seat service, a class with or without a per-booking limit, or a service that does not say. */
const anyLine: fc.Arbitrary<CartLine> = fc.record(
  {
    service: fc.record(
      {
        priceMinor: fc.integer({ min: 0, max: 1_000_000 }),
        currency: fc.constant('EUR'),
        seats: fc.integer({ min: 1, max: 1000 }),
        maxSeatsPerBooking: fc.integer({ min: 1, max: 100 }),
      },
      { requiredKeys: ['priceMinor', 'currency'] },
    ),
    seats: fc.integer({ min: -2, max: 120 }),
    attendees: fc.uniqueArray(fc.constantFrom('me', 'ada', 'bo', 'cy', 'di', 'ed'), { maxLength: 6 }),
  },
  { requiredKeys: ['service'] },
);

describe('cartLineSeats and cartLinePrice', () => {
  it('give a class a seat per person, up to its per-booking limit', () => {
    expect(cartLineSeats({ service: yoga, attendees: ['me', 'ada'] })).toBe(2);
    expect(cartLineSeats({ service: yoga, seats: 3 })).toBe(3);
    expect(cartLineSeats({ service: yoga, seats: 9 })).toBe(4);
    expect(cartLineSeats({ service: { seats: 12 }, attendees: ['me', 'ada', 'bo', 'cy', 'di'] })).toBe(5);
    expect(cartLinePrice({ service: yoga, attendees: ['me', 'ada'] })).toBe(3000);
  });

  it('give any other service one seat, whoever it names: it is one person’s appointment', () => {
    expect(cartLineSeats({ service: massage, attendees: ['me', 'grace'] })).toBe(1);
    expect(cartLineSeats({ service: massage, seats: 2 })).toBe(1);
    expect(cartLineSeats({ service: {}, seats: 3 })).toBe(1);
    expect(cartLineSeats({ service: { seats: 12, maxSeatsPerBooking: 1 }, attendees: ['me', 'ada'] })).toBe(1);
    expect(cartLinePrice({ service: { ...massage, priceMinor: 8000 }, attendees: ['me', 'grace'] })).toBe(8000);
  });

  it('take at least one seat, a whole one, even for a line that asks for none', () => {
    expect(cartLineSeats({ service: yoga, seats: 0 })).toBe(1);
    expect(cartLineSeats({ service: yoga, seats: Number.NaN })).toBe(1);
    expect(cartLineSeats({ service: yoga, seats: 2.5 })).toBe(2);
    expect(cartLineSeats({ service: yoga, attendees: [] })).toBe(1);
  });

  it('for any line: price × seats, seats within 1..seatLimit, never more than asked; the total is their sum', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 10 }), (lines) => {
        for (const line of lines) {
          const seats = cartLineSeats(line);
          expect(Number.isInteger(seats)).toBe(true);
          expect(seats).toBeGreaterThanOrEqual(1);
          expect(seats).toBeLessThanOrEqual(seatLimit(line.service));
          expect(seats).toBeLessThanOrEqual(Math.max(1, seatsOf(line)));
          if ((line.service.seats ?? 1) === 1) expect(seats).toBe(1);
          expect(cartLinePrice(line)).toBe(line.service.priceMinor * seats);
        }
        const expected = lines.reduce((sum, line) => sum + cartLinePrice(line), 0);
        expect(cartTotal(lines)).toEqual({ minor: expected, currency: 'EUR' });
        expect(cartTotal([...lines].reverse())).toEqual({ minor: expected, currency: 'EUR' });
      }),
    );
  });

  it('for a line within its limit, take exactly the seats asked: what validateCart accepts is what is priced', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const valid = validateCart([line]).problems.every((problem) => problem.key !== 'errors.SEAT_LIMIT');
        if (valid && seatsOf(line) >= 1) expect(cartLineSeats(line)).toBe(seatsOf(line));
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
