import { apiErrorBodySchema, bookingSchema, MAX_METADATA_ENTRIES } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';

/**
 * A host's own entries stored with a booking (`metadata`: the widget's UTM parameters, its own
 * ids): kept as sent, shown to the manage token's holder and never in the public view; anything
 * malformed is a 400 that names it, never a 500.
 */

const fixture = useApiFixture();

let minute = 0;
/** A free intro call with Anna on Tuesday 3 March, a quarter of an hour later each time. */
const nextStart = () => new Date(Date.parse('2026-03-03T08:00:00.000Z') + 15 * 60_000 * minute++).toISOString();

const METADATA = { utm_source: 'newsletter', utm_campaign: 'spring-2026', 'crm.id': 'C-1042' };

describe('metadata of a booking', () => {
  it('is kept as sent, answered with the booking, and shown only with the manage token', async () => {
    const created = await fixture.post('/bookings', bookingBody({ start: nextStart(), metadata: METADATA }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booking = bookingSchema.parse(created.body);
    expect(booking.metadata).toEqual(METADATA);

    const own = await fixture.call(`/bookings/${booking.id}`, { headers: { authorization: `Bearer ${booking.manageToken}` } });
    expect(own.status).toBe(200);
    expect(bookingSchema.parse(own.body).metadata).toEqual(METADATA);
    const anyone = await fixture.call(`/bookings/${booking.id}`);
    expect(anyone.status).toBe(200);
    expect(bookingSchema.parse(anyone.body).metadata).toBeUndefined();
  });

  it('is left out of a booking made without any', async () => {
    const created = await fixture.post('/bookings', bookingBody({ start: nextStart() }));
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('metadata');
  });

  it('refuses too many entries, a key that is not a plain name, a long value and control characters', async () => {
    const many = Object.fromEntries(Array.from({ length: MAX_METADATA_ENTRIES + 1 }, (_, index) => [`key${index}`, 'x']));
    const cases: [unknown, string, string][] = [
      [many, 'metadata', 'validation.invalid'],
      [{ 'utm source': 'x' }, 'metadata', 'validation.invalid'],
      [{ utm_source: 'x'.repeat(501) }, 'metadata.utm_source', 'validation.tooLong'],
      [{ utm_source: 'news\u0000letter' }, 'metadata.utm_source', 'validation.controlCharacters'],
      [{ utm_source: 42 }, 'metadata.utm_source', 'validation.invalid'],
      [['utm_source'], 'metadata', 'validation.invalid'],
    ];
    for (const [metadata, field, key] of cases) {
      const answer = await fixture.post('/bookings', bookingBody({ start: nextStart(), metadata }));
      expect(answer.status, JSON.stringify(metadata)).toBe(400);
      const body = apiErrorBodySchema.parse(answer.body);
      expect(body.code).toBe('VALIDATION_FAILED');
      const fields = Object.entries(body.fields ?? {}).filter(([name]) => name.startsWith(field));
      expect(fields.length, `${JSON.stringify(metadata)}: ${JSON.stringify(body.fields)}`).toBeGreaterThan(0);
      expect(fields.map(([, message]) => message)).toContain(key);
    }
  });
});
