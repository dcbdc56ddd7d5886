import { apiErrorBodySchema } from '@booking-kit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';
import { MAX_BODY_BYTES } from './json-body';

const fixture = useApiFixture({}, { faultsExpected: true });

const send = (path: string, init?: RequestInit) => fixture.call(path, init);

/** Nearly valid booking bodies: real and unknown services, staff and zones, odd starts and seats. */
const bookingLike = fc.record({
  service: fc.constantFrom('intro-call', 'massage-60', 'yoga-class', 'no-such'),
  staff: fc.constantFrom('any', 'anna-de-vries', 'chloe-martin', 'Not A Slug'),
  start: fc.oneof(
    fc.string(),
    fc
      .date({ min: new Date('2026-03-01T00:00:00Z'), max: new Date('2026-04-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  ),
  timeZone: fc.constantFrom('UTC', 'Europe/Amsterdam', 'Bad/Zone'),
  contact: fc.constant(bookingBody().contact),
  seats: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.jsonValue()),
});

describe('error answers', () => {
  it('answers 404 NOT_FOUND for unknown routes, also outside /api/v1', async () => {
    for (const path of ['/nothing', '/services', '/bookings/a/b']) {
      const { status, body } = await send(path);
      expect(status, path).toBe(404);
      expect(apiErrorBodySchema.parse(body).code).toBe('NOT_FOUND');
    }
    const outside = await fixture.api(new Request('http://localhost/elsewhere'));
    expect(outside.status).toBe(404);
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const { status, body, headers } = await send('/bookings', { method: 'GET' });
    expect(status).toBe(405);
    expect(body).toMatchObject({ statusCode: 405, statusMessage: 'Method Not Allowed', code: 'METHOD_NOT_ALLOWED' });
    expect(headers.get('allow')).toBe('POST');
    expect((await send('/services/intro-call', { method: 'DELETE' })).status).toBe(405);
  });

  it('answers 400 for malformed JSON, an empty body and non-UTF-8 bytes', async () => {
    for (const body of ['{"service": ', '', new Uint8Array([0xff, 0xfe, 0x7b])]) {
      const answer = await send('/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { body: 'validation.invalid' },
      });
    }
  });

  it('answers 413 for a body over 64 kB, declared or streamed', async () => {
    const big = JSON.stringify({ ...bookingBody(), padding: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await send('/bookings', { method: 'POST', body: big });
    expect(declared).toMatchObject({ status: 413, body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' } });
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: the server must stop reading on its own.
        sent++;
        controller.enqueue(chunk);
      },
    });
    const streamed = await send('/bookings', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it('never answers 500, whatever JSON is posted or queried', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), bookingLike), async (value) => {
        const answer = await send('/bookings', { method: 'POST', body: JSON.stringify(value) });
        expect(answer.status).toBeLessThan(500);
        expect(apiErrorBodySchema.safeParse(answer.body).success || answer.status === 201).toBe(true);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('service', 'staff', 'from', 'to', 'timeZone', 'seats'), fc.string()),
        async (query) => {
          const answer = await send(`/slots?${new URLSearchParams(query)}`);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect(fixture.loggedErrors).toEqual([]);
  });

  it('answers 500 INTERNAL in the error shape for a real server fault, and logs it', async () => {
    const { createBookingApi } = await import('./create-booking-api');
    const logged: unknown[] = [];
    const broken = createBookingApi({
      db: { ...fixture.db, query: async () => Promise.reject(new Error('disk on fire')) },
      logger: { error: (...args) => logged.push(args) },
    });
    const response = await broken(new Request('http://localhost/api/v1/services/intro-call'));
    expect(response.status).toBe(500);
    expect(apiErrorBodySchema.parse(await response.json())).toMatchObject({
      code: 'INTERNAL',
      statusMessage: 'Internal Server Error',
    });
    expect(logged).toHaveLength(1);
  });
});
