import { apiErrorBodySchema, providerDetailSchema, serviceDetailSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

describe('GET /health and /openapi.json', () => {
  it('answers health', async () => {
    expect(await fixture.call('/health')).toMatchObject({ status: 200, body: { ok: true, database: 'up' } });
  });

  it('serves the OpenAPI 3.1 document with its schemas (its routes: openapi-routes.test.ts)', async () => {
    const { status, body } = await fixture.call('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.components.schemas.CreateBookingRequest.properties.contact.properties.email).toBeDefined();
    expect(body.paths['/slots'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'service',
      'staff',
      'from',
      'to',
      'timeZone',
      'seats',
      'durationMinutes',
    ]);
  });

  it('documents the booking window, the bearer-only manage token, the health answers and the new error codes', async () => {
    const { body } = await fixture.call('/openapi.json');
    const service = body.components.schemas.ServiceDetail;
    expect(service.properties.bookingHorizonDays).toMatchObject({ type: 'integer', minimum: 1, maximum: 3660 });
    expect(service.properties.minimumNoticeMinutes).toMatchObject({ type: 'integer', minimum: 0 });
    expect(service.required).toEqual(expect.arrayContaining(['bookingHorizonDays', 'minimumNoticeMinutes']));
    const getBooking = body.paths['/bookings/{id}'].get;
    expect(getBooking.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'id',
      'locale',
      'Accept-Language',
    ]);
    expect(getBooking.responses['400'].description).toContain('?token=');
    expect(Object.keys(body.paths['/health'].get.responses)).toEqual(['200', '503']);
    for (const path of ['/bookings', '/holds']) {
      expect(body.paths[path].post.responses['400'].description).toContain('OUTSIDE_BOOKING_WINDOW');
    }
    expect(body.components.schemas.ApiError.properties.code.enum).toEqual(
      expect.arrayContaining(['OUTSIDE_BOOKING_WINDOW', 'SERVICE_UNAVAILABLE', 'RESOURCE_UNAVAILABLE']),
    );
    expect(body.components.schemas.RecurringSlots.properties.occurrences.items.properties.unavailable.enum).toContain(
      'outsideBookingWindow',
    );
  });
});

describe('GET /services/{slug}', () => {
  it('returns a service with its staff resolved', async () => {
    const { status, body } = await fixture.call('/services/massage-60');
    expect(status).toBe(200);
    expect(serviceDetailSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      slug: 'massage-60',
      durationMinutes: 60,
      priceMinor: 8000,
      currency: 'EUR',
      payment: 'deposit-or-full',
      depositPercent: 25,
      bufferAfterMinutes: 15,
      staff: [
        { slug: 'anna-de-vries', name: 'Anna de Vries', timeZone: 'Europe/Amsterdam' },
        { slug: 'bruno-costa', name: 'Bruno Costa', timeZone: 'Europe/Lisbon' },
      ],
    });
    expect(body).not.toHaveProperty('id');
  });

  it('shows the demo’s other services as DEMO.md describes them', async () => {
    expect((await fixture.call('/services/intro-call')).body).toMatchObject({
      priceMinor: 0,
      location: 'online',
      payment: 'none',
    });
    expect((await fixture.call('/services/yoga-class')).body).toMatchObject({
      seats: 12,
      maxSeatsPerBooking: 4,
      priceMinor: 1500,
    });
    expect((await fixture.call('/services/consultation-30')).body).toMatchObject({
      requiresConfirmation: true,
      priceMinor: 4000,
    });
  });

  it('answers 404 in the error shape for an unknown or malformed slug', async () => {
    for (const path of ['/services/no-such-service', '/services/Not_A_Slug', '/services/%E0%A4%A']) {
      const { status, body } = await fixture.call(path);
      expect(status, path).toBe(404);
      expect(apiErrorBodySchema.parse(body)).toMatchObject({ statusCode: 404, statusMessage: 'Not Found', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /providers/{slug}', () => {
  it('returns the team with all staff and services in document order', async () => {
    const { status, body } = await fixture.call('/providers/harbor-studio');
    expect(status).toBe(200);
    expect(providerDetailSchema.parse(body)).toEqual(body);
    expect(body.kind).toBe('team');
    expect(body.staff.map((member: { slug: string }) => member.slug)).toEqual(['anna-de-vries', 'bruno-costa', 'chloe-martin']);
    expect(body.services.map((service: { slug: string }) => service.slug)).toEqual([
      'intro-call',
      'massage-60',
      'yoga-class',
      'consultation-30',
    ]);
  });

  it('returns Anna as a person provider', async () => {
    const { body } = await fixture.call('/providers/anna-de-vries');
    expect(body).toMatchObject({ slug: 'anna-de-vries', kind: 'person', staff: [{ slug: 'anna-de-vries' }] });
  });

  it('answers 404 for an unknown provider', async () => {
    expect(await fixture.call('/providers/nobody')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});
