import { readFile } from 'node:fs/promises';
import {
  apiErrorBodySchema,
  bookingPageDetailSchema,
  serviceDetailSchema,
  serviceGroupDetailSchema,
  serviceMenuDetailSchema,
} from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { bookingBody, useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

const demoJson = async () => JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

describe('the OpenAPI document', () => {
  it('documents ?locale= and Accept-Language on every route that answers the business’s texts, and the 400', async () => {
    const { body } = await fixture.call('/openapi.json');
    const routes: Array<[string, string]> = [
      ['/services/{slug}', 'get'],
      ['/providers/{slug}', 'get'],
      ['/groups/{idOrSlug}', 'get'],
      ['/service-menus/{idOrSlug}', 'get'],
      ['/booking-pages/{slug}', 'get'],
      ['/one-time-links/{slug}', 'get'],
      ['/holds', 'post'],
      ['/bookings', 'post'],
      ['/bookings/{id}', 'get'],
      ['/bookings/{id}/reschedule', 'post'],
      ['/bookings/{id}/cancel', 'post'],
      ['/payments/{id}/confirm', 'post'],
      ['/content', 'get'],
      ['/previews/{id}', 'get'],
    ];
    for (const [path, method] of routes) {
      const operation = body.paths[path][method];
      const locale = operation.parameters.find((parameter: { name: string }) => parameter.name === 'locale');
      expect(locale, path).toMatchObject({
        in: 'query',
        required: false,
        schema: { enum: expect.arrayContaining(['de', 'pt-br']) },
      });
      expect(locale.schema.enum, path).toHaveLength(11);
      expect(
        operation.parameters.map((parameter: { name: string }) => parameter.name),
        path,
      ).toContain('Accept-Language');
      expect(operation.responses['400'].description, path).toContain('fields.locale');
    }
    // Slots hold no names: no locale there.
    expect(body.paths['/slots'].get.parameters.map((parameter: { name: string }) => parameter.name)).not.toContain('locale');
  });
});

describe('services in the visitor’s locale', () => {
  it('answers a German browser in German, and a request that names no locale in the default text (English)', async () => {
    const inGerman = await fixture.call('/services/massage-60', { headers: german });
    expect(inGerman.status).toBe(200);
    expect(serviceDetailSchema.parse(inGerman.body)).toEqual(inGerman.body);
    expect(inGerman.body).toMatchObject({
      slug: 'massage-60',
      name: 'Massage (60 Min.)',
      description: expect.stringContaining('Ganzkörpermassage'),
      priceMinor: 8000,
    });
    expect(inGerman.body).not.toHaveProperty('translations');
    expect(inGerman.headers.get('vary')).toBe('Accept-Language');

    const inEnglish = await fixture.call('/services/massage-60');
    expect(inEnglish.body).toMatchObject({ name: 'Massage (60 min)', description: expect.stringContaining('full-body') });
    expect((await fixture.call('/services/massage-60', { headers: { 'accept-language': 'en-GB' } })).body.name).toBe(
      'Massage (60 min)',
    );
  });

  it('takes the best supported language of Accept-Language, by quality, regional tags included', async () => {
    const cases: Array<[string, string]> = [
      ['sv-SE,sv;q=0.9,fr;q=0.8,de;q=0.7', 'Appel découverte'],
      ['de;q=0.5, nl-BE', 'Kennismakingsgesprek'],
      ['pt-BR', 'Conversa inicial'],
      ['pt-PT,pt;q=0.9', 'Conversa de apresentação'],
      ['ja, zh-CN;q=0.8', 'Intro call'],
      ['*', 'Intro call'],
      ['', 'Intro call'],
      [';;;,q=,de;q=abc', 'Kennenlerngespräch'],
    ];
    for (const [header, name] of cases) {
      const { status, body } = await fixture.call('/services/intro-call', { headers: { 'accept-language': header } });
      expect({ header, status, name: body.name }).toEqual({ header, status: 200, name });
    }
  });

  it('lets ?locale= win over Accept-Language, in any case', async () => {
    const french = await fixture.call('/services/yoga-class?locale=fr', { headers: german });
    expect(french.body).toMatchObject({ name: 'Cours de yoga du matin', seats: 12 });
    expect((await fixture.call('/services/yoga-class?locale=PT-BR', { headers: german })).body.name).toBe('Aula de ioga matinal');
    // The default locale, asked for by name: the default text.
    expect((await fixture.call('/services/yoga-class?locale=en', { headers: german })).body.name).toBe('Morning yoga class');
  });

  it('answers a ?locale= that is no supported locale with 400 VALIDATION_FAILED naming it, never a 5xx', async () => {
    for (const query of ['zz', '', 'de-AT', 'english', '%00', 'de%26locale%3Dfr', 'x'.repeat(5000)]) {
      const { status, body } = await fixture.call(`/services/intro-call?locale=${query}`, { headers: german });
      expect(status, query).toBe(400);
      expect(apiErrorBodySchema.parse(body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { locale: 'validation.invalid' },
      });
    }
    // The same on the other routes that answer in a locale.
    for (const path of [
      '/providers/harbor-studio',
      '/groups/wellness',
      '/service-menus/spa-menu',
      '/booking-pages/book-harbor',
    ]) {
      expect((await fixture.call(`${path}?locale=zz`)).status, path).toBe(400);
    }
  });

  it('falls back to the default text for a locale or a field the business did not translate', async () => {
    const demo = await demoJson();
    delete demo.services[0].translations.hu;
    delete demo.services[0].translations.it.description;
    await importBusiness(fixture.db, demo);
    try {
      expect((await fixture.call('/services/intro-call?locale=hu')).body).toMatchObject({
        name: 'Intro call',
        description: 'A free 15-minute video call to find the right treatment or class for you.',
      });
      expect((await fixture.call('/services/intro-call?locale=it')).body).toMatchObject({
        name: 'Chiamata conoscitiva',
        description: 'A free 15-minute video call to find the right treatment or class for you.',
      });
      // Other services keep theirs.
      expect((await fixture.call('/services/massage-60?locale=hu')).body.name).toBe('Masszázs (60 perc)');
    } finally {
      await importBusiness(fixture.db, await demoJson());
    }
    expect((await fixture.call('/services/intro-call?locale=hu')).body.name).toBe('Bemutatkozó hívás');
  });
});

describe('providers, groups, menus, bookings pages and one-time links in the visitor’s locale', () => {
  it('translates every service a provider lists', async () => {
    const { body } = await fixture.call('/providers/harbor-studio', { headers: german });
    expect(body.services.map((service: { name: string }) => service.name)).toEqual([
      'Kennenlerngespräch',
      'Massage (60 Min.)',
      'Morgen-Yogakurs',
      'Beratung (30 Min.)',
    ]);
    // Names of people and of the business stay as they are.
    expect(body.name).toBe('Harbor Wellness Studio');
    expect(body.staff[2].name).toBe('Chloé Martin');
  });

  it('translates a group’s name and description and its services', async () => {
    const { body } = await fixture.call('/groups/grp-wellness?locale=fr');
    expect(serviceGroupDetailSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: 'grp-wellness', slug: 'wellness', name: 'Bien-être' });
    expect(body.description).toContain('appel découverte');
    expect(body.services.map((service: { name: string }) => service.name)).toEqual([
      'Appel découverte',
      'Massage (60 min)',
      'Cours de yoga du matin',
    ]);
  });

  it('translates a menu’s name, its categories and their services', async () => {
    const { body } = await fixture.call('/service-menus/spa-menu', { headers: { 'accept-language': 'nl-NL' } });
    expect(serviceMenuDetailSchema.parse(body)).toEqual(body);
    expect(body.name).toBe('Spamenu');
    expect(body.categories.map((category: { name: string }) => category.name)).toEqual(['Massage', 'Lessen', 'Consulten']);
    expect(body.categories[2].services.map((service: { name: string }) => service.name)).toEqual([
      'Kennismakingsgesprek',
      'Consult (30 min)',
    ]);
    expect((await fixture.call('/service-menus/menu-spa')).body.categories[1].name).toBe('Classes');
  });

  it('translates a bookings page’s title and description and its provider’s services', async () => {
    const { body } = await fixture.call('/booking-pages/book-harbor?locale=pl');
    expect(bookingPageDetailSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ title: 'Zarezerwuj w Harbor Wellness Studio' });
    expect(body.provider.services[1].name).toBe('Masaż (60 min)');
  });

  it('translates what a one-time link books', async () => {
    const { status, body } = await fixture.call('/one-time-links/otl-welcome', { headers: { 'accept-language': 'es' } });
    expect(status).toBe(200);
    expect(body.service).toMatchObject({ slug: 'intro-call', name: 'Llamada de presentación' });
    expect((await fixture.call('/one-time-links/otl-welcome?locale=qq')).status).toBe(400);
  });
});

describe('holds and bookings in the visitor’s locale', () => {
  it('names the held service in the request’s locale', async () => {
    const { status, body } = await fixture.post(
      '/holds',
      { service: 'massage-60', staff: 'anna-de-vries', start: '2026-03-04T08:00:00.000Z' },
      german,
    );
    expect(status).toBe(201);
    expect(body.service).toEqual({ slug: 'massage-60', name: 'Massage (60 Min.)', durationMinutes: 60 });
    await fixture.call(`/holds/${body.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${body.holdToken}` } });
  });

  it('names a booking’s service in the request’s locale, else in the booking’s own', async () => {
    // Booked in French, with a browser that names no supported language.
    const created = await fixture.post('/bookings', bookingBody({ locale: 'fr' }), { 'accept-language': 'sv' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ locale: 'fr', service: { slug: 'intro-call', name: 'Appel découverte' } });
    const { id, manageToken } = created.body;

    expect((await fixture.call(`/bookings/${id}`)).body.service.name).toBe('Appel découverte');
    expect((await fixture.call(`/bookings/${id}`, { headers: german })).body.service.name).toBe('Kennenlerngespräch');
    const viewed = await fixture.call(`/bookings/${id}?locale=nl`, {
      headers: { ...german, authorization: `Bearer ${manageToken}` },
    });
    expect(viewed.body).toMatchObject({
      locale: 'fr',
      service: { name: 'Kennismakingsgesprek' },
      contact: { email: 'ada@example.com' },
    });
    expect((await fixture.call(`/bookings/${id}?locale=en`)).body.service.name).toBe('Intro call');

    const cancelled = await fixture.post(
      `/bookings/${id}/cancel`,
      { reason: 'Plans changed' },
      {
        ...german,
        authorization: `Bearer ${manageToken}`,
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', service: { name: 'Kennenlerngespräch' } });
  });

  it('names a booking made in the request’s locale so, whatever the body’s locale', async () => {
    const created = await fixture.post(
      '/bookings?locale=it',
      bookingBody({ locale: 'en', start: '2026-03-03T09:00:00.000Z' }),
      german,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ locale: 'en', service: { name: 'Chiamata conoscitiva' } });
    // Read back without a locale: the booking's own, English.
    expect((await fixture.call(`/bookings/${created.body.id}`)).body.service.name).toBe('Intro call');
    const inDanish = await fixture.call(`/bookings/${created.body.id}`, { headers: { 'accept-language': 'da' } });
    expect(inDanish.body.service.name).toBe('Introsamtale');
  });

  it('refuses a booking whose ?locale= is not supported, before booking anything', async () => {
    const before = await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    const { status, body } = await fixture.post('/bookings?locale=xx', bookingBody({ start: '2026-03-03T10:00:00.000Z' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { locale: 'validation.invalid' } });
    const after = await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
