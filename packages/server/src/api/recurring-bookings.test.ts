import { readFile } from 'node:fs/promises';
import {
  bookingSchema,
  type CreateBookingRequest,
  createBookingApiClient,
  recurringSlotsResponseSchema,
  serviceDetailSchema,
} from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { bookingBody, openApiFixture, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

/** Tuesday 10 March 2026, 10:00 in Amsterdam: a massage with Anna, then weekly. */
const FIRST = '2026-03-10T09:00:00.000Z';
const PREVIEW = `/slots/recurring?service=massage-60&staff=anna-de-vries&start=${FIRST}&count=4`;

function massage(overrides: Record<string, unknown> = {}) {
  return bookingBody({ service: 'massage-60', staff: 'anna-de-vries', start: FIRST, ...overrides });
}

interface OccurrenceJson {
  index: number;
  date: string;
  start: string | null;
  available: boolean;
  unavailable?: string;
  staff: string[];
  alternatives: string[];
}

async function occurrences(query = PREVIEW): Promise<OccurrenceJson[]> {
  const { status, body } = await fixture.call(query);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(recurringSlotsResponseSchema.parse(body)).toEqual(body);
  return body.occurrences;
}

describe('recurring bookings', () => {
  it('keep the wall clock across the daylight-saving change, and show who is free', async () => {
    const { body } = await fixture.call(PREVIEW);
    expect(body.timeZone).toBe('Europe/Amsterdam');
    // 10:00 in Amsterdam every Tuesday: 09:00Z in winter time, 08:00Z after 29 March.
    expect(body.occurrences.map((occurrence: OccurrenceJson) => occurrence.start)).toEqual([
      '2026-03-10T09:00:00.000Z',
      '2026-03-17T09:00:00.000Z',
      '2026-03-24T09:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
    ]);
    for (const occurrence of body.occurrences as OccurrenceJson[]) {
      expect(occurrence).toMatchObject({ available: true, staff: ['anna-de-vries'] });
    }
  });

  it('mark an occurrence someone else has booked, and refuse the whole series while it is asked for', async () => {
    const other = await fixture.post('/bookings', massage({ start: '2026-03-24T09:00:00.000Z' }));
    expect(other.status).toBe(201);
    const checked = await occurrences();
    expect(checked[2]).toMatchObject({ index: 2, available: false, unavailable: 'notOffered', staff: [] });

    const { status, body } = await fixture.post('/bookings', massage({ recurring: { count: 4 } }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'STAFF_BUSY', params: { item: 2 } });
    // All or nothing: the other three are still free.
    expect((await occurrences()).map((occurrence) => occurrence.available)).toEqual([true, true, false, true]);
  });

  it('book every occurrence not skipped, sharing one manage token', async () => {
    const { status, body } = await fixture.post('/bookings', massage({ recurring: { everyWeeks: 1, count: 4, skip: [2] } }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.start).toBe(FIRST);
    expect(body.group.map((booking: { start: string }) => booking.start)).toEqual([
      '2026-03-17T09:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
    ]);
    for (const { id } of body.group) {
      const viewed = await fixture.call(`/bookings/${id}`, { headers: { authorization: `Bearer ${body.manageToken}` } });
      expect(viewed.status).toBe(200);
      expect(viewed.body.contact.email).toBe('ada@example.com');
    }
    expect((await occurrences()).every((occurrence) => !occurrence.available)).toBe(true);
  });

  it('replay the first answer for the same Idempotency-Key', async () => {
    const body = massage({ start: '2026-04-07T08:00:00.000Z', recurring: { everyWeeks: 2, count: 3 } });
    const headers = { 'idempotency-key': 'series-once' };
    const first = await fixture.post('/bookings', body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.group).toHaveLength(2);
    const again = await fixture.post('/bookings', body, headers);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.group).toEqual(first.body.group);
  });

  it('keep the business’s clock for any staff member', async () => {
    const { body } = await fixture.call('/slots/recurring?service=massage-60&start=2026-03-24T10:00:00.000Z&count=2');
    expect(body.timeZone).toBe('Europe/Amsterdam');
    expect(body.occurrences[1].start).toBe('2026-03-31T09:00:00.000Z');
    expect(body.occurrences[1].staff.length).toBeGreaterThan(0);
  });

  it('reject a series that skips its first occurrence or is too long, naming the field', async () => {
    const skipsFirst = await fixture.post('/bookings', massage({ recurring: { count: 3, skip: [0] } }));
    expect(skipsFirst.status).toBe(400);
    expect(skipsFirst.body.fields).toEqual({ 'recurring.skip': 'validation.invalid' });
    const tooLong = await fixture.post('/bookings', massage({ recurring: { count: 53 } }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ 'recurring.count': 'validation.invalid' });
    const badQuery = await fixture.call(`/slots/recurring?service=massage-60&start=${FIRST}&count=0`);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.fields).toEqual({ count: 'validation.invalid' });
  });
});

/** A preview of Anna's massages from `start`, `count` times, every `everyWeeks` weeks. */
const preview = (start: string, count: number, everyWeeks = 1) =>
  `/slots/recurring?service=massage-60&staff=anna-de-vries&start=${start}&count=${count}&everyWeeks=${everyWeeks}`;

/** The starts a series booking answered: its own and its group's, in order. */
const bookedStarts = (body: { start: string; group: Array<{ start: string }> }) => [
  body.start,
  ...body.group.map((booking) => booking.start),
];

describe('alternatives and replacements', () => {
  it('offer the nearest free starts for a taken occurrence, and book one of them instead of it', async () => {
    // Thursdays 16, 23 and 30 April, 10:00 in Amsterdam (08:00Z); someone else has the 23rd at 10:00.
    const start = '2026-04-16T08:00:00.000Z';
    expect((await fixture.post('/bookings', massage({ start: '2026-04-23T08:00:00.000Z' }))).status).toBe(201);
    const checked = await occurrences(preview(start, 3));
    expect(checked.map((occurrence) => occurrence.alternatives)).toEqual([
      [],
      // The same day, nearest 10:00. That massage and its 15-minute buffer leave neither 09:00 nor
      // 11:00 free, and 12:00 is lunch: 13:00, 14:00, 15:00.
      ['2026-04-23T11:00:00.000Z', '2026-04-23T12:00:00.000Z', '2026-04-23T13:00:00.000Z'],
      [],
    ]);
    expect(checked[1]).toMatchObject({ available: false, unavailable: 'notOffered', staff: [] });

    const replacement = checked[1]?.alternatives[0];
    const { status, body } = await fixture.post(
      '/bookings',
      massage({ start, recurring: { count: 3, replacements: { 1: replacement } } }),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    // Every occurrence booked is in the answer, the replaced one at its new time.
    expect(bookedStarts(body)).toEqual([start, replacement, '2026-04-30T08:00:00.000Z']);
    const all = await fixture.call(
      `/bookings/${[body.id, ...body.group.map((booking: { id: string }) => booking.id)].join(',')}`,
    );
    expect(all.body.bookings.map((booking: { start: string }) => booking.start)).toEqual(bookedStarts(body));
    // Now taken, it is no longer offered as an alternative.
    const after = await occurrences(preview(start, 3));
    expect(after.map((occurrence) => occurrence.available)).toEqual([false, false, false]);
    expect(after[1]?.alternatives).not.toContain(replacement);
  });

  it('look at the neighbouring days when the day itself is full, nearest the wanted clock time', async () => {
    // Wednesdays 6 and 13 May, 10:00. Four massages (and their buffers) fill Anna's 13 May.
    for (const hour of ['07', '09', '11', '13']) {
      const taken = await fixture.post('/bookings', massage({ start: `2026-05-13T${hour}:00:00.000Z` }));
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    }
    const [, second] = await occurrences(preview('2026-05-06T08:00:00.000Z', 2));
    expect(second).toMatchObject({ date: '2026-05-13', available: false });
    // Tuesday and Thursday at 10:00 first (a day away, at the very time), the earlier first; then
    // the earliest of the times an hour off a day away.
    expect(second?.alternatives).toEqual(['2026-05-12T08:00:00.000Z', '2026-05-14T08:00:00.000Z', '2026-05-12T07:00:00.000Z']);
  });

  it('book nothing when a replacement is taken meanwhile or never offered: the series is all or nothing', async () => {
    // Tuesdays 12, 19 and 26 May, 10:00; the 19th at 10:00 is someone else's.
    const start = '2026-05-12T08:00:00.000Z';
    expect((await fixture.post('/bookings', massage({ start: '2026-05-19T08:00:00.000Z' }))).status).toBe(201);
    const [, taken] = await occurrences(preview(start, 3));
    const replacement = taken?.alternatives[0] as string;
    // Someone else books that alternative before this visitor does.
    expect((await fixture.post('/bookings', massage({ start: replacement }))).status).toBe(201);

    const lost = await fixture.post('/bookings', massage({ start, recurring: { count: 3, replacements: { 1: replacement } } }));
    expect(lost.status).toBe(409);
    expect(lost.body).toMatchObject({ code: 'STAFF_BUSY', params: { item: 1 } });
    const offGrid = await fixture.post(
      '/bookings',
      massage({ start, recurring: { count: 3, replacements: { 1: '2026-05-19T11:30:00.000Z' } } }),
    );
    expect(offGrid.status).toBe(409);
    expect(offGrid.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', params: { item: 1 } });
    // Neither booked the first or the last occurrence.
    expect((await occurrences(preview(start, 3))).map((occurrence) => occurrence.available)).toEqual([true, false, true]);
  });

  it('refuse a replacement of the first occurrence, of one outside the series or skipped, or far from its own day', async () => {
    // Mondays 4, 11 and 18 May.
    const start = '2026-05-04T08:00:00.000Z';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ count: 3, replacements: { 0: '2026-05-04T09:00:00.000Z' } }, 'recurring.replacements.0'],
      [{ count: 3, replacements: { 3: '2026-05-25T08:00:00.000Z' } }, 'recurring.replacements.3'],
      [{ count: 3, skip: [1], replacements: { 1: '2026-05-11T09:00:00.000Z' } }, 'recurring.replacements.1'],
      [{ count: 3, replacements: { 1: 'next monday' } }, 'recurring.replacements.1'],
      // Four days after the 11th on Anna's clock (Friday 15 May), and four before (Thursday 7 May).
      [{ count: 3, replacements: { 1: '2026-05-15T08:00:00.000Z' } }, 'recurring.replacements.1'],
      [{ count: 3, replacements: { 1: '2026-05-07T08:00:00.000Z' } }, 'recurring.replacements.1'],
    ];
    for (const [recurring, field] of cases) {
      const { status, body } = await fixture.post('/bookings', massage({ start, recurring }));
      expect(status, JSON.stringify(recurring)).toBe(400);
      expect(body, JSON.stringify(recurring)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: 'validation.invalid' },
      });
    }
    expect((await occurrences(preview(start, 3))).every((occurrence) => occurrence.available)).toBe(true);
  });

  it('every two weeks: occurrences a fortnight apart, alternatives around each, booked with a replacement', async () => {
    // Fridays 17 April, 1 May and 15 May at 14:00 in Amsterdam (12:00Z); 1 May at 14:00 is taken.
    const start = '2026-04-17T12:00:00.000Z';
    expect((await fixture.post('/bookings', massage({ start: '2026-05-01T12:00:00.000Z' }))).status).toBe(201);
    const checked = await occurrences(preview(start, 3, 2));
    expect(checked.map((occurrence) => occurrence.date)).toEqual(['2026-04-17', '2026-05-01', '2026-05-15']);
    expect(checked.map((occurrence) => occurrence.available)).toEqual([true, false, true]);
    // That massage and its buffer leave neither 13:00 nor 15:00 free: 16:00, then 11:00 and 10:00.
    expect(checked[1]?.alternatives).toEqual([
      '2026-05-01T14:00:00.000Z',
      '2026-05-01T09:00:00.000Z',
      '2026-05-01T08:00:00.000Z',
    ]);

    const replacement = '2026-05-01T14:00:00.000Z';
    const { status, body } = await fixture.post(
      '/bookings',
      massage({ start, recurring: { everyWeeks: 2, count: 3, replacements: { 1: replacement } } }),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(bookedStarts(body)).toEqual([start, replacement, '2026-05-15T12:00:00.000Z']);
  });
});

describe('the service’s series rule', () => {
  it('is part of the service: massage-60 weekly or every two weeks, 2 to 6 times; intro-call none', async () => {
    expect((await fixture.call('/services/massage-60')).body.recurring).toEqual({ everyWeeks: [1, 2], minCount: 2, maxCount: 6 });
    expect((await fixture.call('/services/intro-call')).body).not.toHaveProperty('recurring');
    const provider = await fixture.call('/providers/harbor-studio');
    const massage60 = provider.body.services.find((service: { slug: string }) => service.slug === 'massage-60');
    expect(massage60.recurring).toEqual({ everyWeeks: [1, 2], minCount: 2, maxCount: 6 });
  });

  it('refuses a series of a service that does not repeat', async () => {
    const booked = await fixture.post('/bookings', bookingBody({ start: '2026-04-07T08:00:00.000Z', recurring: { count: 2 } }));
    expect(booked.status).toBe(400);
    expect(booked.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { recurring: 'validation.invalid' } });
    const checked = await fixture.call('/slots/recurring?service=intro-call&start=2026-04-07T08:00:00.000Z&count=2');
    expect(checked.status).toBe(400);
    expect(checked.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { service: 'validation.invalid' } });
  });

  it('refuses a rhythm or a length the service does not offer, naming the field and saying what it allows', async () => {
    const rule = { everyWeeks: '1,2', minCount: 2, maxCount: 6 };
    const start = '2026-04-08T08:00:00.000Z';
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ everyWeeks: 3, count: 3 }, { 'recurring.everyWeeks': 'validation.invalid' }],
      [{ count: 7 }, { 'recurring.count': 'validation.invalid' }],
      [{ count: 1 }, { 'recurring.count': 'validation.invalid' }],
      [
        { everyWeeks: 4, count: 12 },
        { 'recurring.everyWeeks': 'validation.invalid', 'recurring.count': 'validation.invalid' },
      ],
    ];
    for (const [recurring, fields] of cases) {
      const { status, body } = await fixture.post('/bookings', massage({ start, recurring }));
      expect(status, JSON.stringify(recurring)).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', params: rule });
      expect(body.fields).toEqual(fields);
    }
    const checked = await fixture.call(`/slots/recurring?service=massage-60&start=${start}&everyWeeks=3&count=7`);
    expect(checked.status).toBe(400);
    expect(checked.body).toMatchObject({
      params: rule,
      fields: { everyWeeks: 'validation.invalid', count: 'validation.invalid' },
    });
    // Nothing was booked by any of them.
    expect((await occurrences(preview(start, 2))).every((occurrence) => occurrence.available)).toBe(true);
  });
});

describe('the service’s series rule in the business document', () => {
  it('is imported, replaced by a new import, taken away by one without it, and refused when invalid', async () => {
    const other = await openApiFixture();
    try {
      const demo = JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
      const withRule = (recurring: unknown) => ({
        ...demo,
        services: demo.services.map((service: { slug: string }) => {
          if (service.slug !== 'massage-60') return service;
          const { recurring: _recurring, ...rest } = service as Record<string, unknown>;
          return recurring === undefined ? rest : { ...rest, recurring };
        }),
      });
      const series = (recurring: Record<string, unknown>) =>
        other.post('/bookings', massage({ start: '2026-04-09T08:00:00.000Z', recurring }));

      await importBusiness(other.db, withRule({ everyWeeks: [2], minCount: 3, maxCount: 4 }));
      expect((await other.call('/services/massage-60')).body.recurring).toEqual({ everyWeeks: [2], minCount: 3, maxCount: 4 });
      expect((await series({ everyWeeks: 1, count: 3 })).body.fields).toEqual({ 'recurring.everyWeeks': 'validation.invalid' });

      await importBusiness(other.db, withRule(undefined));
      expect((await other.call('/services/massage-60')).body).not.toHaveProperty('recurring');
      expect((await series({ everyWeeks: 2, count: 3 })).body.fields).toEqual({ recurring: 'validation.invalid' });

      await expect(importBusiness(other.db, withRule({ everyWeeks: [1], minCount: 4, maxCount: 3 }))).rejects.toThrow(
        'is less than minCount',
      );
      await expect(importBusiness(other.db, withRule({ everyWeeks: [1, 1], minCount: 2, maxCount: 3 }))).rejects.toThrow(
        'repeats a value',
      );
      expect((await other.call('/services/massage-60')).body).not.toHaveProperty('recurring');
      expect(other.loggedErrors).toEqual([]);
    } finally {
      await other.dispose();
    }
  });
});

describe('core’s typed client and the OpenAPI document', () => {
  it('getRecurringSlots passes the series and answers alternatives; createBooking books a replacement', async () => {
    const api = createBookingApiClient({ baseUrl: 'http://localhost', fetch: (request) => fixture.api(request) });
    const service = await api.getService('massage-60');
    expect(serviceDetailSchema.parse(service).recurring).toEqual({ everyWeeks: [1, 2], minCount: 2, maxCount: 6 });
    // Bruno's Saturdays 9 and 23 May at 10:00 in Lisbon (09:00Z); someone else has the 23rd.
    const start = '2026-05-09T09:00:00.000Z';
    const details: CreateBookingRequest = { ...massage(), locale: 'en', staff: 'bruno-costa' };
    await api.createBooking({ ...details, start: '2026-05-23T09:00:00.000Z' });
    const series = await api.getRecurringSlots({ service: 'massage-60', staff: 'bruno-costa', start, everyWeeks: 2, count: 2 });
    expect(series.timeZone).toBe('Europe/Lisbon');
    expect(series.occurrences.map((occurrence) => occurrence.date)).toEqual(['2026-05-09', '2026-05-23']);
    const [first, taken] = series.occurrences;
    expect(first?.alternatives).toEqual([]);
    const replacement = taken?.alternatives[0];
    expect(replacement).toBe('2026-05-23T11:00:00.000Z');

    const booked = await api.createBooking({
      ...details,
      start,
      recurring: { everyWeeks: 2, count: 2, replacements: { 1: replacement as string } },
    });
    expect(bookingSchema.safeParse(booked).error).toBeUndefined();
    expect(booked.group?.map((other) => other.start)).toEqual([replacement]);
  });

  it('documents the service’s rule, the alternatives and the replacements', async () => {
    const { body } = await fixture.call('/openapi.json');
    const { schemas } = body.components;
    expect(schemas.ServiceDetail.properties.recurring.anyOf[0]).toMatchObject({
      required: ['everyWeeks', 'minCount', 'maxCount'],
      properties: { everyWeeks: { type: 'array', items: { minimum: 1, maximum: 12 } }, minCount: { minimum: 2, maximum: 52 } },
    });
    expect(schemas.RecurringSlots.properties.occurrences.items.properties.alternatives).toMatchObject({
      type: 'array',
      maxItems: 3,
    });
    expect(schemas.RecurringSlots.properties.occurrences.items.required).toContain('alternatives');
    expect(schemas.CreateBookingRequest.properties.recurring.properties.replacements).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string', format: 'date-time' },
    });
    expect(body.paths['/slots/recurring'].get.description).toContain('alternatives');
    expect(body.paths['/bookings'].post.description).toContain('recurring.replacements.<index>');
  });
});
