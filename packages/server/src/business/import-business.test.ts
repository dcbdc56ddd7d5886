import { readFile } from 'node:fs/promises';
import { SUPPORTED_LOCALES } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { createBookingApi } from '../api/create-booking-api';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { bookingBody, NOW } from '../test/api-fixture';
import { openMigratedDatabase, useFileDatabase } from '../test/file-database';
import { businessDocumentSchema } from './business-document';
import { importBusiness } from './import-business';
import { loadDemoBusiness } from './load-demo-business';

const db = useFileDatabase(openMigratedDatabase);

const demoJson = async () => JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

describe('the demo business document', () => {
  it('is valid and holds what DEMO.md describes', async () => {
    const demo = businessDocumentSchema.parse(await demoJson());
    expect(demo.business).toMatchObject({ name: 'Harbor Wellness Studio', timeZone: 'Europe/Amsterdam', currency: 'EUR' });
    expect(demo.staff.map((member) => member.slug)).toEqual(['anna-de-vries', 'bruno-costa', 'chloe-martin']);
    expect(demo.staff[0]?.weeklyHours.mon).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(demo.services.map((service) => service.slug)).toEqual(['intro-call', 'massage-60', 'yoga-class', 'consultation-30']);
    expect(demo.providers.map((provider) => [provider.slug, provider.kind])).toEqual([
      ['harbor-studio', 'team'],
      ['anna-de-vries', 'person'],
    ]);
  });

  it('rejects documents whose references point nowhere', async () => {
    const demo = await demoJson();
    demo.services[0].staff.push('nobody');
    demo.providers[0].services.push('nothing');
    const result = businessDocumentSchema.safeParse(demo);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['services.0.staff', 'providers.0.services']);
    await expect(importBusiness(db, demo)).rejects.toThrow();
    expect(await count('staff')).toBe(0);
  });
});

describe('the booking window in the document', () => {
  it('takes bookingHorizonDays and minimumNoticeMinutes, with defaults of 365 days and none', async () => {
    const demo = await demoJson();
    expect(demo.services.map((service: { bookingHorizonDays: number }) => service.bookingHorizonDays)).toEqual([90, 90, 90, 90]);
    expect(demo.services.map((service: { minimumNoticeMinutes: number }) => service.minimumNoticeMinutes)).toEqual([
      120, 120, 120, 120,
    ]);
    delete demo.services[0].bookingHorizonDays;
    delete demo.services[0].minimumNoticeMinutes;
    const parsed = businessDocumentSchema.parse(demo);
    expect(parsed.services[0]).toMatchObject({ bookingHorizonDays: 365, minimumNoticeMinutes: 0 });
    demo.services[1].bookingHorizonDays = 3661;
    demo.services[2].minimumNoticeMinutes = -1;
    const invalid = businessDocumentSchema.safeParse(demo);
    expect(invalid.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'services.1.bookingHorizonDays',
      'services.2.minimumNoticeMinutes',
    ]);
  });

  it('refuses the former name bookingWindowDays rather than dropping it, saying what it is now', async () => {
    const demo = await demoJson();
    demo.services[0].bookingWindowDays = 30;
    const result = businessDocumentSchema.safeParse(demo);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['services', 0, 'bookingWindowDays'], message: 'renamed: use bookingHorizonDays' }),
    ]);
  });
});

describe('importBusiness', () => {
  it('imports the demo once on first start, and again only on request, without duplicates', async () => {
    const first = await loadDemoBusiness(db);
    expect(first).toMatchObject({
      staff: { created: 3, updated: 0 },
      services: { created: 4, updated: 0 },
      providers: { created: 2 },
    });
    expect(await loadDemoBusiness(db)).toBeNull();
    const again = await loadDemoBusiness(db, { force: true });
    expect(again).toMatchObject({
      staff: { created: 0, updated: 3 },
      services: { created: 0, updated: 4 },
      providers: { updated: 2 },
    });
    expect([await count('staff'), await count('services'), await count('providers')]).toEqual([3, 4, 2]);
    expect([await count('service_staff'), await count('provider_staff'), await count('provider_services')]).toEqual([8, 4, 7]);
  });

  it('updates changed entries in place and never touches bookings', async () => {
    const api = createBookingApi({ db, now: () => NOW });
    const created = await api(
      new Request('http://localhost/api/v1/bookings', { method: 'POST', body: JSON.stringify(bookingBody()) }),
    );
    expect(created.status).toBe(201);

    const demo = await demoJson();
    demo.services[0].name = 'Free intro call';
    demo.services[0].staff = ['bruno-costa'];
    const report = await importBusiness(db, demo);
    expect(report.services).toEqual({ created: 0, updated: 4 });
    const service = await (await api(new Request('http://localhost/api/v1/services/intro-call'))).json();
    expect(service).toMatchObject({ name: 'Free intro call', staff: [{ slug: 'bruno-costa' }] });
    expect(await count('bookings')).toBe(1);
  });
});

describe('translations in the document', () => {
  it('gives every demo service, group, menu, category and bookings page a name in each locale but English', async () => {
    const demo = businessDocumentSchema.parse(await demoJson());
    const others = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');
    for (const entry of [...demo.services, ...demo.groups, ...demo.serviceMenus]) {
      expect(Object.keys(entry.translations ?? {}).sort(), entry.slug).toEqual([...others].sort());
      for (const locale of others) {
        expect(entry.translations?.[locale]?.name, `${entry.slug} ${locale}`).toBeTruthy();
        expect(entry.translations?.[locale]?.description, `${entry.slug} ${locale}`).toBeTruthy();
      }
    }
    for (const category of demo.serviceMenus.flatMap((menu) => menu.categories)) {
      expect(Object.keys(category.translations ?? {}).sort(), category.name).toEqual([...others].sort());
    }
    expect(demo.bookingPages[0]?.translations?.de?.title).toBe('Termin im Harbor Wellness Studio buchen');
  });

  it('takes only supported locale codes, known fields and texts as long as the ones they translate', async () => {
    const demo = await demoJson();
    demo.services[0].translations.zz = { name: 'Zz' };
    demo.services[1].translations.de.name = 'x'.repeat(121);
    demo.services[2].translations.fr.title = 'Cours';
    demo.services[3].translations.it.description = 'x'.repeat(2001);
    demo.groups[0].translations.nl.name = '';
    demo.bookingPages[0].translations['pt-BR'] = { title: 'Agende' };
    demo.serviceMenus[0].categories[0].translations.de.description = 'Massagen';
    const result = businessDocumentSchema.safeParse(demo);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'services.0.translations',
      'services.1.translations.de.name',
      'services.2.translations.fr',
      'services.3.translations.it.description',
      'groups.0.translations.nl.name',
      'serviceMenus.0.categories.0.translations.de',
      'bookingPages.0.translations',
    ]);
    await expect(importBusiness(db, demo)).rejects.toThrow();
  });

  it('stores them with each entry, and an import without them clears them', async () => {
    const demo = await demoJson();
    await importBusiness(db, demo);
    const stored = async (table: string, key: string, value: string) =>
      (await db.query<{ translations: unknown }>(`SELECT translations FROM ${table} WHERE ${key} = $1`, [value])).rows[0]
        ?.translations;
    expect(await stored('services', 'slug', 'massage-60')).toEqual(demo.services[1].translations);
    expect(await stored('service_groups', 'public_id', 'grp-wellness')).toEqual(demo.groups[0].translations);
    expect(await stored('service_menus', 'public_id', 'menu-spa')).toEqual(demo.serviceMenus[0].translations);
    expect(await stored('service_menu_categories', 'name', 'Classes')).toEqual(demo.serviceMenus[0].categories[1].translations);
    expect(await stored('booking_pages', 'slug', 'book-harbor')).toEqual(demo.bookingPages[0].translations);

    delete demo.services[1].translations;
    delete demo.groups[0].translations;
    await importBusiness(db, demo);
    expect(await stored('services', 'slug', 'massage-60')).toEqual({});
    expect(await stored('service_groups', 'public_id', 'grp-wellness')).toEqual({});
    expect(await stored('services', 'slug', 'intro-call')).toEqual(demo.services[0].translations);
    await importBusiness(db, await demoJson());
  });
});

describe('resources in the document', () => {
  it('gives the demo two treatment rooms, which massage-60 needs one of', async () => {
    const demo = businessDocumentSchema.parse(await demoJson());
    expect(demo.resources).toEqual([
      { slug: 'treatment-room-1', name: 'Treatment room 1', kind: 'room' },
      { slug: 'treatment-room-2', name: 'Treatment room 2', kind: 'room' },
    ]);
    expect(demo.services.find((service) => service.slug === 'massage-60')?.resources).toEqual([
      'treatment-room-1',
      'treatment-room-2',
    ]);
  });

  it('refuses a service naming an unknown resource, and a resource slug twice, writing nothing', async () => {
    const before = await count('resources');
    const demo = await demoJson();
    demo.services[1].resources.push('sauna');
    demo.resources.push({ slug: 'treatment-room-2', name: 'Again' });
    const result = businessDocumentSchema.safeParse(demo);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['resources'], message: 'duplicate slug "treatment-room-2"' }),
      expect.objectContaining({ path: ['services', 1, 'resources'], message: 'unknown resource "sauna"' }),
    ]);
    await expect(importBusiness(db, demo)).rejects.toThrow(/unknown resource/);
    expect(await count('resources')).toBe(before);
  });

  it('are imported by slug, updated in place, and a service that leaves them out needs none', async () => {
    const demo = await demoJson();
    demo.resources[0].name = 'The blue room';
    demo.resources.push({ slug: 'infrared-sauna', name: 'Infrared sauna', kind: 'equipment' });
    const report = await importBusiness(db, demo);
    expect(report.resources).toEqual({ created: 1, updated: 2 });
    const { rows } = await db.query<{ slug: string; name: string; kind: string }>(
      'SELECT slug, name, kind FROM resources ORDER BY position',
    );
    expect(rows).toEqual([
      { slug: 'treatment-room-1', name: 'The blue room', kind: 'room' },
      { slug: 'treatment-room-2', name: 'Treatment room 2', kind: 'room' },
      { slug: 'infrared-sauna', name: 'Infrared sauna', kind: 'equipment' },
    ]);
    expect(await count('service_resources')).toBe(2);

    delete demo.services[1].resources;
    await importBusiness(db, demo);
    expect(await count('service_resources')).toBe(0);
    await importBusiness(db, await demoJson());
    expect(await count('service_resources')).toBe(2);
  });
});

describe('a service that locks its language', () => {
  it('is stored and answered as lockedLocale, cleared by an import without it, and only for a supported locale', async () => {
    const api = createBookingApi({ db, now: () => NOW });
    const serviceOf = async (slug: string) => (await api(new Request(`http://localhost/api/v1/services/${slug}`))).json();
    const demo = await demoJson();
    demo.services[2].lockedLocale = 'fr';
    await importBusiness(db, demo);
    expect(await serviceOf('yoga-class')).toMatchObject({ slug: 'yoga-class', lockedLocale: 'fr' });
    expect(await serviceOf('intro-call')).not.toHaveProperty('lockedLocale');

    delete demo.services[2].lockedLocale;
    await importBusiness(db, demo);
    expect(await serviceOf('yoga-class')).not.toHaveProperty('lockedLocale');

    demo.services[2].lockedLocale = 'fr-FR';
    const refused = businessDocumentSchema.safeParse(demo);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['services.2.lockedLocale']);
  });
});
