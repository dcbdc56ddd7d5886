import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../catalog/catalog-queries';
import { demoService, minutesAfterNow, NOW, type PlaceBookingOptions, placeBooking, refusal } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { createHold } from './holds';
import { bookingTimes, staffToTry } from './placement';

/**
 * Where `placeAt` puts a booking, on the demo business (the frozen clock is Monday 2 March 2026,
 * 09:00 in Amsterdam): Anna works weekdays 09:00–12:00 and 13:00–17:00 in Amsterdam (08:00–11:00 and
 * 12:00–16:00 UTC), Bruno Tuesday to Saturday 10:00–18:00 in Lisbon (UTC), Chloé Monday, Wednesday
 * and Friday 08:00–14:00 in Paris (07:00–13:00 UTC). Each test uses a day or hour of its own.
 */

const db = useFileDatabase();

/** Puts a booking through `placeAt` (see `placeBooking`). */
function place(service: ServiceRecord, staff: string, start: string, options: PlaceBookingOptions = {}) {
  return placeBooking(db, service, staff, start, options);
}

describe('bookingTimes', () => {
  it('takes the service’s length, and keeps the staff member busy through its buffers', async () => {
    const massage = await demoService(db, 'massage-60');
    const start = Date.parse('2026-03-04T12:00:00.000Z');
    // The massage has 15 minutes' buffer after it, none before.
    expect(bookingTimes(massage, start)).toEqual({
      start: '2026-03-04T12:00:00.000Z',
      end: '2026-03-04T13:00:00.000Z',
      busyFrom: '2026-03-04T12:00:00.000Z',
      busyUntil: '2026-03-04T13:15:00.000Z',
    });
    expect(bookingTimes({ ...massage, bufferBeforeMinutes: 10 }, start)).toMatchObject({
      end: '2026-03-04T13:00:00.000Z',
      busyFrom: '2026-03-04T11:50:00.000Z',
    });
  });
});

describe('placeAt', () => {
  it('gives the staff member asked for the time offered, for the service’s length', async () => {
    const intro = await demoService(db, 'intro-call');
    const booking = await place(intro, 'anna-de-vries', '2026-03-03T08:00:00.000Z');
    expect(booking).toMatchObject({
      status: 'scheduled',
      staff: { slug: 'anna-de-vries' },
      start: '2026-03-03T08:00:00.000Z',
      end: '2026-03-03T08:15:00.000Z',
      seats: 1,
    });
  });

  it('refuses a time the staff member has given away: STAFF_BUSY', async () => {
    const intro = await demoService(db, 'intro-call');
    expect(await refusal(place(intro, 'anna-de-vries', '2026-03-03T08:00:00.000Z'))).toEqual({
      code: 'STAFF_BUSY',
      message: 'Not booked: Staff busy',
    });
  });

  it('keeps the staff member busy for the buffer after a massage, and free from its end', async () => {
    const massage = await demoService(db, 'massage-60');
    const intro = await demoService(db, 'intro-call');
    // Tuesday 13:00–14:00 in Amsterdam, then 15 minutes' buffer: Anna is busy until 14:15.
    await place(massage, 'anna-de-vries', '2026-03-03T12:00:00.000Z');
    expect(await refusal(place(intro, 'anna-de-vries', '2026-03-03T13:00:00.000Z'))).toMatchObject({ code: 'STAFF_BUSY' });
    const after = await place(intro, 'anna-de-vries', '2026-03-03T13:15:00.000Z');
    expect(after.start).toBe('2026-03-03T13:15:00.000Z');
  });

  it('refuses a time the service is never offered at: SLOT_UNAVAILABLE', async () => {
    const intro = await demoService(db, 'intro-call');
    const unavailable = { code: 'SLOT_UNAVAILABLE', message: 'This time is not offered for this service.' };
    // Saturday (Anna does not work weekends), her lunch hour, and a start off the quarter-hour grid.
    for (const start of ['2026-03-07T09:00:00.000Z', '2026-03-03T11:00:00.000Z', '2026-03-03T08:07:00.000Z']) {
      expect(await refusal(place(intro, 'anna-de-vries', start)), start).toEqual(unavailable);
    }
  });

  it('fills a class seat by seat, and refuses more seats than are left: SEATS_LEFT with the number left', async () => {
    const yoga = await demoService(db, 'yoga-class');
    // Wednesday 4 March, 08:00 in Paris: Chloé’s class of 12 seats.
    const start = '2026-03-04T07:00:00.000Z';
    for (const seats of [4, 4, 3]) await place(yoga, 'chloe-martin', start, { seats });
    expect(await refusal(place(yoga, 'chloe-martin', start, { seats: 2 }))).toEqual({
      code: 'SEATS_LEFT',
      message: 'Total available seats for this slot is only 1',
      params: { n: 1 },
    });
    const last = await place(yoga, 'chloe-martin', start);
    expect(last.seats).toBe(1);
    expect(await refusal(place(yoga, 'chloe-martin', start))).toMatchObject({ code: 'SEATS_LEFT', params: { n: 0 } });
  });

  it('stops offering a staff member once the service’s daily limit is reached: STAFF_BUSY', async () => {
    // The demo's services have no daily limit: the intro call with one a day.
    const intro = { ...(await demoService(db, 'intro-call')), maxBookingsPerDay: 1 };
    await place(intro, 'anna-de-vries', '2026-03-06T08:00:00.000Z');
    expect(await refusal(place(intro, 'anna-de-vries', '2026-03-06T09:00:00.000Z'))).toMatchObject({ code: 'STAFF_BUSY' });
    // The next working day counts afresh.
    const monday = await place(intro, 'anna-de-vries', '2026-03-09T08:00:00.000Z');
    expect(monday.staff.slug).toBe('anna-de-vries');
  });

  it('lets a hold keep its time until it expires, then gives the time to the next visitor', async () => {
    const intro = await demoService(db, 'intro-call');
    const start = '2026-03-03T09:00:00.000Z';
    await createHold(db, { service: 'intro-call', staff: 'anna-de-vries', start, seats: 1 }, { now: NOW, holdMinutes: 10 });
    expect(await refusal(place(intro, 'anna-de-vries', start, { now: minutesAfterNow(9) }))).toMatchObject({
      code: 'STAFF_BUSY',
    });
    // The hold lapses at its expiry: from that instant the time is free.
    const booking = await place(intro, 'anna-de-vries', start, { now: minutesAfterNow(10) });
    expect(booking.staff.slug).toBe('anna-de-vries');
  });

  it('for any staff, tries only those free at that time, and is STAFF_BUSY when nobody is', async () => {
    const intro = await demoService(db, 'intro-call');
    // Thursday 5 March: at 09:00 in Amsterdam only Anna works (Bruno starts at 10:00 UTC, Chloé is off).
    await place(intro, 'anna-de-vries', '2026-03-05T08:00:00.000Z');
    expect(await refusal(place(intro, 'any', '2026-03-05T08:00:00.000Z'))).toMatchObject({ code: 'STAFF_BUSY' });

    // At 10:00 UTC Anna and Bruno both work; with Anna taken, Bruno is the only one to try.
    const start = '2026-03-05T10:00:00.000Z';
    await place(intro, 'anna-de-vries', start);
    const toTry = await staffToTry(db, { service: intro, staff: 'any', start: Date.parse(start), seats: 1, now: NOW });
    expect(toTry.map((member) => member.slug)).toEqual(['bruno-costa']);
    expect((await place(intro, 'any', start)).staff.slug).toBe('bruno-costa');
  });

  it('refuses a start sooner than the service’s minimum notice: OUTSIDE_BOOKING_WINDOW', async () => {
    const intro = await demoService(db, 'intro-call');
    // 10:00 in Amsterdam today: Anna works, but it is only an hour from now (two hours' notice).
    expect(await refusal(place(intro, 'anna-de-vries', '2026-03-02T09:00:00.000Z'))).toMatchObject({
      code: 'OUTSIDE_BOOKING_WINDOW',
    });
  });
});
