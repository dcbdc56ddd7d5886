import { describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
const alan = { name: 'Alan Turing', email: 'alan@example.com' };
/** Wednesday 4 March 2026, 08:00 in Paris: Chloé’s yoga class (12 seats, at most 4 per booking). */
const YOGA = '2026-03-04T07:00:00.000Z';

function yoga(guests: unknown, overrides: Record<string, unknown> = {}) {
  return bookingBody({ service: 'yoga-class', staff: 'chloe-martin', start: YOGA, guests, ...overrides });
}

async function yogaSeatsLeft(): Promise<number> {
  const { body } = await fixture.call('/slots?service=yoga-class&from=2026-03-04&to=2026-03-04&timeZone=Europe/Paris');
  return body.days[0]?.slots[0]?.seatsLeft ?? 0;
}

describe('guests on a booking', () => {
  it('come along to an appointment, and only the manage token shows their emails', async () => {
    const { status, body } = await fixture.post('/bookings', bookingBody({ guests: [grace, alan] }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.seats).toBe(1);
    expect(body.guests).toEqual([grace, alan]);

    const withToken = await fixture.call(`/bookings/${body.id}`, { headers: { authorization: `Bearer ${body.manageToken}` } });
    expect(withToken.body.guests).toEqual([grace, alan]);
    const withoutToken = await fixture.call(`/bookings/${body.id}`);
    expect(withoutToken.body.guests).toEqual([{ name: 'Grace Hopper' }, { name: 'Alan Turing' }]);
    expect(JSON.stringify(withoutToken.body)).not.toContain('@example.com');
  });

  it('take a seat each in a class, besides the visitor’s own', async () => {
    expect(await yogaSeatsLeft()).toBe(12);
    const { status, body } = await fixture.post('/bookings', yoga([grace, alan]));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.seats).toBe(3);
    expect(await yogaSeatsLeft()).toBe(9);
  });

  it('are limited by the seats one booking may take, with the spec’s message', async () => {
    const five = [
      grace,
      alan,
      { name: 'Ada Lovelace', email: 'ada2@example.com' },
      { name: 'Edsger Dijkstra', email: 'ed@example.com' },
    ];
    const { status, body } = await fixture.post('/bookings', yoga(five));
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'SEAT_LIMIT',
      params: { count: 4 },
      message:
        'You can reserve up to 4 slots for this service. To book for additional guests, kindly select a different service for the same time slot.',
    });
  });

  it('cannot take more seats than the class has left: “Total available seats for this slot is only {n}”', async () => {
    // 9 left: two bookings of 4 (the visitor and 3 guests) leave 1.
    for (const prefix of ['a', 'b']) {
      const three = ['x', 'y', 'z'].map((letter) => ({
        name: `Guest ${letter.toUpperCase()}`,
        email: `${prefix}${letter}@example.com`,
      }));
      const { status } = await fixture.post('/bookings', yoga(three));
      expect(status).toBe(201);
    }
    expect(await yogaSeatsLeft()).toBe(1);
    const { status, body } = await fixture.post('/bookings', yoga([grace]));
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'SEATS_LEFT',
      params: { n: 1 },
      message: 'Total available seats for this slot is only 1',
    });
  });

  it('are checked with the spec’s messages, every guest at once', async () => {
    const { status, body } = await fixture.post(
      '/bookings',
      bookingBody({
        guests: [
          { name: '', email: 'one@example.com' },
          { name: '12 Monkeys', email: 'two@example.com' },
          { name: 'Bo', email: 'not-an-email' },
          { name: 'Cy', email: 'ONE@example.com' },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({
      'guests.0.name': 'validation.guestNameRequired',
      'guests.1.name': 'validation.guestNameInvalid',
      'guests.2.email': 'validation.emailInvalid',
      'guests.3.email': 'validation.guestEmailUnique',
    });
  });

  it('number 1 to 100 when given', async () => {
    const none = await fixture.post('/bookings', bookingBody({ guests: [] }));
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ guests: 'validation.guestCountRange' });
    const crowd = Array.from({ length: 101 }, (_, index) => ({ name: 'Guest', email: `guest${index}@example.com` }));
    const tooMany = await fixture.post('/bookings', bookingBody({ guests: crowd }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ guests: 'validation.guestCountRange' });
  });

  it('must agree with the seats asked for in a class', async () => {
    const { status, body } = await fixture.post('/bookings', yoga([grace], { seats: 3 }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ seats: 'validation.invalid' });
  });
});
