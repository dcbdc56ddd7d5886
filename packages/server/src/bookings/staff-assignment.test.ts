import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../catalog/catalog-queries';
import { book, bookAndStartPayment, demoService, demoStaff, MINUTE, NOW, placeBooking, refusal } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { createHold } from './holds';
import { cancelBooking } from './manage-booking';
import { assignmentOrder, candidateStaff } from './staff-assignment';

/**
 * Who may take a booking (`candidateStaff`) and who gets it when the visitor asks for any staff
 * member (`assignmentOrder`, core's `chooseStaff`): the fewest bookings that day first, ties in
 * turn after the one the business assigned last. The demo's intro call is given by Anna, Bruno and
 * Chloé; on Wednesday 4 and Friday 6 March all three work 11:00–12:00 in Amsterdam (10:00–11:00 UTC).
 */

const db = useFileDatabase();

let intro: ServiceRecord;

beforeAll(async () => {
  intro = await demoService(db, 'intro-call');
});

const slugs = (staff: ReadonlyArray<{ slug: string }>) => staff.map((member) => member.slug);

/** Books an intro call at `start` for `staff` (`any` unless named) and answers who got it. */
async function bookIntro(start: string, staff = 'any'): Promise<string> {
  return (await placeBooking(db, intro, staff, start)).staff.slug;
}

/** The order `assignmentOrder` would try all three intro-call staff in at `start`. */
async function orderAt(start: string): Promise<string[]> {
  const staff = await demoStaff(db, 'anna-de-vries', 'bruno-costa', 'chloe-martin');
  return slugs(await assignmentOrder(db, intro, staff, Date.parse(start), NOW));
}

describe('candidateStaff', () => {
  it('for any staff, is everyone who gives the service, in the business’s order', async () => {
    expect(slugs(await candidateStaff(db, intro, 'any'))).toEqual(['anna-de-vries', 'bruno-costa', 'chloe-martin']);
    const massage = await demoService(db, 'massage-60');
    expect(slugs(await candidateStaff(db, massage, 'any'))).toEqual(['anna-de-vries', 'bruno-costa']);
  });

  it('uses the staff records already read with the service', async () => {
    const bruno = await demoStaff(db, 'bruno-costa');
    expect(await candidateStaff(db, intro, 'any', bruno)).toEqual(bruno);
    expect(await candidateStaff(db, intro, 'bruno-costa', bruno)).toEqual(bruno);
  });

  it('is the staff member asked for, when they give the service', async () => {
    const [chloe] = await candidateStaff(db, intro, 'chloe-martin');
    expect(chloe).toMatchObject({ slug: 'chloe-martin', name: 'Chloé Martin', timeZone: 'Europe/Paris' });
  });

  it('is NOT_FOUND for a staff member who does not give the service, as for one who does not exist', async () => {
    const massage = await demoService(db, 'massage-60');
    const notFound = { code: 'NOT_FOUND', message: 'Staff member not found.' };
    expect(await refusal(candidateStaff(db, massage, 'chloe-martin'))).toEqual(notFound);
    expect(await refusal(candidateStaff(db, massage, 'nobody'))).toEqual(notFound);
  });
});

describe('fair assignment of any staff', () => {
  // The tests of this block build on each other: each day's bookings, and who was assigned last.

  it('gives the booking to the staff member with the fewest bookings that day', async () => {
    expect(await bookIntro('2026-03-04T10:00:00.000Z', 'chloe-martin')).toBe('chloe-martin');
    // Anna and Bruno have nothing yet, and nobody was assigned before: the first by slug.
    expect(await bookIntro('2026-03-04T10:15:00.000Z')).toBe('anna-de-vries');
    // Bruno is the only one without a booking.
    expect(await bookIntro('2026-03-04T10:30:00.000Z')).toBe('bruno-costa');
  });

  it('takes turns among the equally busy, after the staff member assigned last', async () => {
    // All have one: after Bruno comes Chloé (not back to Anna).
    expect(await bookIntro('2026-03-04T10:45:00.000Z')).toBe('chloe-martin');
    // Chloé is now taken at that time; of Anna and Bruno, the turn wraps round to Anna.
    expect(await bookIntro('2026-03-04T10:45:00.000Z')).toBe('anna-de-vries');
  });

  it('orders everyone, to try the next when the first one’s time is taken meanwhile', async () => {
    // Anna 2, Bruno 1, Chloé 2, Anna assigned last: Bruno, then Chloé and Anna in turn.
    expect(await orderAt('2026-03-04T12:00:00.000Z')).toEqual(['bruno-costa', 'chloe-martin', 'anna-de-vries']);
  });

  it('balances each day on its own: a new day starts even, and the turns carry on', async () => {
    // Thursday 5 March: Chloé is off, nobody has a booking, and Anna was assigned last.
    expect(await bookIntro('2026-03-05T10:00:00.000Z')).toBe('bruno-costa');
    expect(await bookIntro('2026-03-05T10:15:00.000Z')).toBe('anna-de-vries');
  });

  it('counts neither holds nor cancelled bookings, and turns only on the bookings it assigned', async () => {
    // Friday 6 March, nobody booked yet, Anna assigned last: Bruno is next.
    const friday = '2026-03-06T10:30:00.000Z';
    expect(await orderAt(friday)).toEqual(['bruno-costa', 'chloe-martin', 'anna-de-vries']);
    await createHold(
      db,
      { service: 'intro-call', staff: 'bruno-costa', start: '2026-03-06T10:00:00.000Z', seats: 1 },
      { now: NOW, holdMinutes: 10 },
    );
    const cancelled = await book(db, { staff: 'bruno-costa', start: '2026-03-06T10:15:00.000Z' });
    await cancelBooking(db, cancelled.id, cancelled.manageToken, 'Plans changed', { now: NOW });
    expect(await orderAt(friday)).toEqual(['bruno-costa', 'chloe-martin', 'anna-de-vries']);
    // A booking the visitor made with Bruno counts in his day, but the turn stays after Anna.
    await book(db, { staff: 'bruno-costa', start: '2026-03-06T10:30:00.000Z' });
    expect(await orderAt(friday)).toEqual(['chloe-martin', 'anna-de-vries', 'bruno-costa']);
  });

  it('counts a booking that waits for its payment until the payment lapses', async () => {
    // Tuesday 17 March: two massages for any staff (Anna and Bruno give it), the first one unpaid yet.
    const first = await bookAndStartPayment(db, { service: 'massage-60', staff: 'any', start: '2026-03-17T10:00:00.000Z' });
    expect(first.status).toBe('awaiting_payment');
    const massage = await demoService(db, 'massage-60');
    const both = await demoStaff(db, 'anna-de-vries', 'bruno-costa');
    const later = Date.parse('2026-03-17T13:00:00.000Z');
    const other = first.staff.slug === 'anna-de-vries' ? 'bruno-costa' : 'anna-de-vries';
    expect(slugs(await assignmentOrder(db, massage, both, later, NOW))[0]).toBe(other);
    // Once its time to pay has run out, it no longer counts: the turn is back where it was.
    const lapsed = new Date(NOW.getTime() + 11 * MINUTE);
    expect(slugs(await assignmentOrder(db, massage, both, later, lapsed))[0]).toBe(first.staff.slug);
  });
});
