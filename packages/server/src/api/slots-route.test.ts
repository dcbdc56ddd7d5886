import { slotsResponseSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

const clock = (timeZone: string, instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

interface SlotJson {
  start: string;
  end: string;
  staff: string[];
  seatsLeft: number;
}

describe('GET /slots', () => {
  it('keeps Anna’s intro calls inside her hours, skipping lunch, across the DST change of 29 March 2026', async () => {
    const { status, body } = await fixture.call(
      '/slots?service=intro-call&staff=anna-de-vries&from=2026-03-26&to=2026-03-31&timeZone=Europe/Amsterdam',
    );
    expect(status).toBe(200);
    expect(slotsResponseSchema.parse(body)).toEqual(body);
    // Thursday, Friday, (weekend off), Monday, Tuesday.
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(['2026-03-26', '2026-03-27', '2026-03-30', '2026-03-31']);
    for (const day of body.days as Array<{ date: string; slots: SlotJson[] }>) {
      const times = day.slots.map((slot) => clock('Europe/Amsterdam', slot.start));
      expect(times).toHaveLength(12 + 16);
      expect(times[0]).toBe('09:00');
      expect(times).toContain('11:45');
      expect(times).not.toContain('12:00');
      expect(times).not.toContain('12:45');
      expect(times).toContain('13:00');
      expect(times.at(-1)).toBe('16:45');
      for (const slot of day.slots) expect(slot.staff).toEqual(['anna-de-vries']);
    }
    // 09:00 local is 08:00Z before the change (CET) and 07:00Z after it (CEST).
    expect(body.days[1].slots[0].start).toBe('2026-03-27T08:00:00.000Z');
    expect(body.days[2].slots[0].start).toBe('2026-03-30T07:00:00.000Z');
  });

  it('groups by the visitor’s days and merges staff for `any`', async () => {
    const { body } = await fixture.call('/slots?service=intro-call&from=2026-03-03&to=2026-03-03&timeZone=America/New_York');
    const slots = body.days.flatMap((day: { slots: SlotJson[] }) => day.slots) as SlotJson[];
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(['2026-03-03']);
    // Tuesday: Anna (Amsterdam) and Bruno (Lisbon) work, Chloé does not.
    expect(new Set(slots.flatMap((slot) => slot.staff))).toEqual(new Set(['anna-de-vries', 'bruno-costa']));
    // 10:00 Lisbon = 11:00 Amsterdam: both are free then.
    expect(slots.find((slot) => slot.start === '2026-03-03T10:00:00.000Z')?.staff).toEqual(['anna-de-vries', 'bruno-costa']);
  });

  it('offers the yoga class at 08:00 Paris time on Mondays, Wednesdays and Fridays with its seats', async () => {
    const { body } = await fixture.call('/slots?service=yoga-class&from=2026-03-02&to=2026-03-08&timeZone=Europe/Paris');
    const slots = body.days.flatMap((day: { slots: SlotJson[] }) => day.slots) as SlotJson[];
    // Monday 2 March 08:00 is before the frozen clock's 09:00; Wednesday and Friday remain.
    expect(slots.map((slot) => slot.start)).toEqual(['2026-03-04T07:00:00.000Z', '2026-03-06T07:00:00.000Z']);
    expect(slots.every((slot) => slot.seatsLeft === 12 && slot.staff[0] === 'chloe-martin')).toBe(true);
  });

  it('counts seats taken in a class and hides it once fewer seats are left than asked', async () => {
    const start = '2026-03-06T07:00:00.000Z';
    const booked = await fixture.post('/bookings', bookingBody({ service: 'yoga-class', staff: 'any', start, seats: 4 }));
    expect(booked.status).toBe(201);
    const seatsAt = async (seats: number) => {
      const { body } = await fixture.call(
        `/slots?service=yoga-class&from=2026-03-06&to=2026-03-06&timeZone=Europe/Paris&seats=${seats}`,
      );
      return (body.days[0]?.slots ?? []).map((slot: SlotJson) => slot.seatsLeft);
    };
    expect(await seatsAt(1)).toEqual([8]);
    for (let index = 0; index < 2; index++) {
      expect(
        (await fixture.post('/bookings', bookingBody({ service: 'yoga-class', staff: 'any', start, seats: 3 }))).status,
      ).toBe(201);
    }
    expect(await seatsAt(2)).toEqual([2]);
    expect(await seatsAt(3)).toEqual([]);
    const tooMany = await fixture.post('/bookings', bookingBody({ service: 'yoga-class', staff: 'any', start, seats: 3 }));
    expect(tooMany).toMatchObject({
      status: 409,
      body: { code: 'SEATS_LEFT', message: 'Total available seats for this slot is only 2', params: { n: 2 } },
    });
    // The class blocks Chloé for other services meanwhile.
    const call = await fixture.post('/bookings', bookingBody({ service: 'intro-call', staff: 'chloe-martin', start }));
    expect(call).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });
  });

  it('answers 404 for an unknown service, an unknown staff member, or one who does not perform the service', async () => {
    const base = 'from=2026-03-03&to=2026-03-04&timeZone=Europe/Amsterdam';
    for (const query of [
      `service=nothing&${base}`,
      `service=intro-call&staff=nobody&${base}`,
      `service=yoga-class&staff=anna-de-vries&${base}`,
    ]) {
      expect(await fixture.call(`/slots?${query}`), query).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 400 naming each bad parameter', async () => {
    const { status, body } = await fixture.call(
      '/slots?service=intro-call&from=2026-02-30&to=yesterday&timeZone=Mars/Olympus&seats=0',
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', statusMessage: 'Bad Request' });
    expect(Object.keys(body.fields).sort()).toEqual(['from', 'seats', 'timeZone', 'to']);
    expect(body.fields.timeZone).toBe('validation.invalid');
    const missing = await fixture.call('/slots');
    expect(missing.body.fields).toMatchObject({ service: 'validation.required', timeZone: 'validation.required' });
    const tooLong = await fixture.call('/slots?service=intro-call&from=2026-01-01&to=2026-12-31&timeZone=UTC');
    expect(tooLong.body.fields).toEqual({ to: 'validation.tooLong' });
  });
});
