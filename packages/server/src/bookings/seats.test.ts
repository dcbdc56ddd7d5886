import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../catalog/catalog-queries';
import { book, demoService, demoStaff, NOW, refusal, refusalFrom } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { cartItemSeats, seatsToBook } from './booking-writer';
import { checkSeatLimit } from './placement';
import { availableStaffSlots } from './staff-availability';

/**
 * How many seats a booking takes (`seatsToBook`, `cartItemSeats`) and may take (`checkSeatLimit`),
 * on the demo's intro call (an appointment: one seat) and yoga class (12 seats, at most 4 a booking).
 */

const db = useFileDatabase();

let intro: ServiceRecord;
let yoga: ServiceRecord;

beforeAll(async () => {
  intro = await demoService(db, 'intro-call');
  yoga = await demoService(db, 'yoga-class');
});

const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
const alan = { name: 'Alan Turing', email: 'alan@example.com' };
const edsger = { name: 'Edsger Dijkstra', email: 'edsger@example.com' };
const barbara = { name: 'Barbara Liskov', email: 'barbara@example.com' };

const SEAT_LIMIT_MESSAGE = (count: number) =>
  `You can reserve up to ${count} slots for this service. ` +
  'To book for additional guests, kindly select a different service for the same time slot.';

/** The seats Chloé’s class at `start` has left, as the slots offer them. */
async function yogaSeatsLeft(start: string): Promise<number | undefined> {
  const chloe = await demoStaff(db, 'chloe-martin');
  const at = Date.parse(start);
  const [offered] = await availableStaffSlots(db, yoga, chloe, at, at + 1, NOW.getTime());
  return offered?.slots[0]?.seatsLeft;
}

describe('seatsToBook', () => {
  it('gives an appointment one seat: its guests come along without taking seats', () => {
    expect(seatsToBook(intro, [grace, alan], undefined)).toBe(1);
    expect(seatsToBook(intro, undefined, undefined)).toBe(1);
  });

  it('gives the visitor and each guest a seat in a class', () => {
    expect(seatsToBook(yoga, [grace, alan], undefined)).toBe(3);
    expect(seatsToBook(yoga, [grace], 2)).toBe(2);
  });

  it('takes the seats asked for in a class when no guests are named', () => {
    expect(seatsToBook(yoga, undefined, 3)).toBe(3);
    expect(seatsToBook(yoga, undefined, undefined)).toBe(1);
  });

  it('refuses seats that disagree with the guest list: VALIDATION_FAILED on seats', () => {
    expect(refusalFrom(() => seatsToBook(yoga, [grace], 3))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'With 1 guests this booking takes 2 seats.',
      fields: { seats: 'validation.invalid' },
    });
  });
});

describe('cartItemSeats', () => {
  it('lets a class item be for part of the party', () => {
    expect(cartItemSeats(yoga, [grace, alan], 2)).toBe(2);
    expect(cartItemSeats(yoga, [grace, alan], 1)).toBe(1);
  });

  it('counts the whole party for a class item that says no seats', () => {
    expect(cartItemSeats(yoga, [grace, alan], undefined)).toBe(3);
  });

  it('refuses an item for more people than the party has: VALIDATION_FAILED on seats', () => {
    expect(refusalFrom(() => cartItemSeats(yoga, [grace, alan], 4))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'With 2 guests an item takes at most 3 seats.',
      fields: { seats: 'validation.invalid' },
    });
  });

  it('counts an appointment item as a booking of its own does', () => {
    expect(cartItemSeats(intro, [grace, alan], undefined)).toBe(1);
    expect(cartItemSeats(yoga, undefined, 3)).toBe(3);
  });
});

describe('checkSeatLimit', () => {
  it('lets a class booking take up to the service’s seats per booking', () => {
    expect(() => checkSeatLimit(yoga, 4)).not.toThrow();
    expect(refusalFrom(() => checkSeatLimit(yoga, 5))).toEqual({
      code: 'SEAT_LIMIT',
      message: SEAT_LIMIT_MESSAGE(4),
      params: { count: 4 },
    });
  });

  it('lets a class without a per-booking limit be booked whole, and no more', () => {
    const { maxSeatsPerBooking: _limit, ...unlimited } = yoga;
    expect(() => checkSeatLimit(unlimited, 12)).not.toThrow();
    expect(refusalFrom(() => checkSeatLimit(unlimited, 13))).toMatchObject({ code: 'SEAT_LIMIT', params: { count: 12 } });
  });

  it('gives an appointment one seat only', () => {
    expect(() => checkSeatLimit(intro, 1)).not.toThrow();
    expect(refusalFrom(() => checkSeatLimit(intro, 2))).toEqual({
      code: 'SEAT_LIMIT',
      message: SEAT_LIMIT_MESSAGE(1),
      params: { count: 1 },
    });
  });
});

describe('seats of a booking', () => {
  // Wednesday 4 March, 08:00 in Paris: Chloé’s class.
  const class4March = { service: 'yoga-class', staff: 'chloe-martin', start: '2026-03-04T07:00:00.000Z' };

  it('a visitor with two guests takes three seats of the class', async () => {
    expect(await yogaSeatsLeft(class4March.start)).toBe(12);
    const booking = await book(db, { ...class4March, guests: [grace, alan] });
    expect(booking.seats).toBe(3);
    expect(await yogaSeatsLeft(class4March.start)).toBe(9);
  });

  it('a cart item for two of a party of three takes two seats', async () => {
    // A cart names its services in its items only.
    const cart = { service: undefined, start: undefined, items: [{ ...class4March, seats: 2 }] };
    const booking = await book(db, { ...cart, guests: [grace, alan] });
    expect(booking.seats).toBe(2);
    expect(await yogaSeatsLeft(class4March.start)).toBe(7);
  });

  it('a visitor with four guests is over the class’s limit of four a booking: SEAT_LIMIT, nothing booked', async () => {
    const tooMany = await refusal(book(db, { ...class4March, guests: [grace, alan, edsger, barbara] }));
    expect(tooMany).toEqual({ code: 'SEAT_LIMIT', message: SEAT_LIMIT_MESSAGE(4), params: { count: 4 } });
    expect(await yogaSeatsLeft(class4March.start)).toBe(7);
  });

  it('an appointment with guests takes one seat', async () => {
    const booking = await book(db, { guests: [grace, alan] });
    expect(booking.seats).toBe(1);
    expect(booking.guests).toEqual([grace, alan]);
  });
});
