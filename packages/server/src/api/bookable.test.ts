import { apiErrorBodySchema, bookingSchema, slotsResponseSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';

/**
 * "Every offered slot is bookable": what `GET /slots` offers, `POST /bookings` accepts, at the
 * same instant. The month is March 2026, which holds both New York's (8 March) and Amsterdam's
 * (29 March) daylight-saving change; the visitor looks from New York, Anna works in Amsterdam.
 */

// Each test gets its own empty calendar.
const fixture = useApiFixture({}, { perTest: true });

interface SlotJson {
  start: string;
  end: string;
  staff: string[];
  seatsLeft: number;
}

async function offeredSlots(query: string): Promise<SlotJson[]> {
  const { status, body } = await fixture.call(`/slots?${query}`);
  expect(status).toBe(200);
  expect(slotsResponseSchema.parse(body)).toEqual(body);
  return body.days.flatMap((day: { slots: SlotJson[] }) => day.slots);
}

const MINUTE = 60_000;
const contact = (index: number) => ({ ...bookingBody().contact, email: `visitor-${index}@example.com` });

describe('every offered slot is bookable', () => {
  it('books every intro call GET /slots offers with Anna in March 2026 (New York visitor, both DST changes): 201, same instant', async () => {
    const month = 'service=intro-call&staff=anna-de-vries&from=2026-03-01&to=2026-03-31&timeZone=America/New_York';
    const slots = await offeredSlots(month);
    const starts = slots.map((slot) => Date.parse(slot.start));

    // What makes booking them one after the other meaningful: the intro call has no buffers and
    // its slots do not overlap, so a booking takes away no other offered slot.
    for (const [index, slot] of slots.entries()) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(15 * MINUTE);
      expect(slot.staff).toEqual(['anna-de-vries']);
      const next = slots[index + 1];
      if (next) expect(Date.parse(next.start)).toBeGreaterThanOrEqual(Date.parse(slot.end));
    }
    // The month really spans both changes: offered days before 8 March, between, and after 29 March.
    expect(starts.some((start) => start < Date.parse('2026-03-08T00:00:00Z'))).toBe(true);
    expect(starts.some((start) => start > Date.parse('2026-03-09T00:00:00Z') && start < Date.parse('2026-03-28T00:00:00Z'))).toBe(
      true,
    );
    expect(starts.some((start) => start > Date.parse('2026-03-30T00:00:00Z'))).toBe(true);
    // Nothing within the demo's two hours of notice from the frozen clock (Monday 2 March, 09:00
    // in Amsterdam); 22 working days from 2 March, 28 calls each (9–12, 13–17), less the 8 calls
    // of the first two hours.
    expect(Math.min(...starts)).toBe(NOW.getTime() + 120 * MINUTE);
    expect(slots).toHaveLength(22 * 28 - 8);

    for (const [index, slot] of slots.entries()) {
      const { status, body } = await fixture.post(
        '/bookings',
        bookingBody({ start: slot.start, timeZone: 'America/New_York', contact: contact(index) }),
      );
      if (status !== 201) throw new Error(`offered slot ${slot.start} was not bookable: ${status} ${JSON.stringify(body)}`);
      expect(body.start).toBe(slot.start);
      expect(body.end).toBe(slot.end);
      expect(body.staff.slug).toBe('anna-de-vries');
    }

    // Every one of them is now taken, and exactly these bookings exist.
    expect(await offeredSlots(month)).toEqual([]);
    const { rows } = await fixture.db.query<{ start_at: Date }>(
      "SELECT b.start_at FROM bookings b JOIN staff s ON s.id = b.staff_id WHERE s.slug = 'anna-de-vries' AND b.status <> 'cancelled' ORDER BY b.start_at",
    );
    expect(rows.map((row) => new Date(row.start_at).toISOString())).toEqual(slots.map((slot) => slot.start));
  });

  it('books the first slot offered, again and again, for a 60-minute massage with a buffer (any staff, Amsterdam DST week) until none is left', async () => {
    // Massage slots overlap one another (60 minutes plus a 15-minute buffer), so each booking
    // removes others. Asserted here: at every step, the slot offered first right now is bookable
    // at that instant, and after each booking the slots offered no longer overlap any booking.
    const week = 'service=massage-60&staff=any&from=2026-03-26&to=2026-04-01&timeZone=Europe/Amsterdam';
    const booked: Array<{ staff: string; start: number; end: number }> = [];
    // Offered (slot, staff member) pairs: with `any`, a slot stays offered while someone is free.
    const pairs = (slots: SlotJson[]) => slots.reduce((sum, slot) => sum + slot.staff.length, 0);
    let before = pairs(await offeredSlots(week));
    expect(before).toBeGreaterThan(0);
    for (let step = 0; step < 500; step++) {
      const slots = await offeredSlots(week);
      for (const slot of slots) {
        const start = Date.parse(slot.start);
        for (const staff of slot.staff) {
          // Busy until end + 15 minutes of buffer: no offered slot of that staff member starts inside it.
          const clash = booked.find(
            (taken) => taken.staff === staff && start < taken.end + 15 * MINUTE && taken.start < start + 75 * MINUTE,
          );
          expect(clash, `${slot.start} offered for ${staff} clashes with a booking`).toBeUndefined();
        }
      }
      const first = slots[0];
      if (!first) break;
      // Each booking takes away at least the slot it booked for the staff member it got.
      if (step > 0) expect(pairs(slots)).toBeLessThan(before);
      before = pairs(slots);
      const { status, body } = await fixture.post(
        '/bookings',
        bookingBody({ service: 'massage-60', staff: 'any', start: first.start, contact: contact(10_000 + step) }),
      );
      if (status !== 201) throw new Error(`offered slot ${first.start} was not bookable: ${status} ${JSON.stringify(body)}`);
      expect(bookingSchema.parse(body).start).toBe(first.start);
      expect(first.staff).toContain(body.staff.slug);
      booked.push({ staff: body.staff.slug, start: Date.parse(body.start), end: Date.parse(body.end) });
    }
    expect(await offeredSlots(week)).toEqual([]);
    // Both staff members took bookings on both sides of the change of 29 March.
    const change = Date.parse('2026-03-29T01:00:00Z');
    for (const staff of ['anna-de-vries', 'bruno-costa']) {
      expect(booked.some((taken) => taken.staff === staff && taken.start < change)).toBe(true);
      expect(booked.some((taken) => taken.staff === staff && taken.start > change)).toBe(true);
    }
    // And a time not offered any more is refused with the error shape.
    const firstBooked = new Date(booked[0]?.start ?? 0).toISOString();
    const again = await fixture.post('/bookings', bookingBody({ service: 'massage-60', staff: 'any', start: firstBooked }));
    expect(again.status).toBe(409);
    expect(apiErrorBodySchema.parse(again.body).code).toBe('STAFF_BUSY');
  });
});
