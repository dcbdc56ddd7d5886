import { readFileSync } from 'node:fs';
import { bookingPageDetailSchema, serviceGroupDetailSchema, serviceMenuDetailSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

const slugs = (services: Array<{ slug: string }>) => services.map((service) => service.slug);

describe('GET /groups/{idOrSlug}', () => {
  it('finds the wellness group by its id and by its slug, with its services in order', async () => {
    const byId = await fixture.call('/groups/grp-wellness');
    expect(byId.status).toBe(200);
    expect(serviceGroupDetailSchema.parse(byId.body)).toEqual(byId.body);
    expect(byId.body).toMatchObject({ id: 'grp-wellness', slug: 'wellness', name: 'Wellness' });
    expect(slugs(byId.body.services)).toEqual(['intro-call', 'massage-60', 'yoga-class']);
    // Each service comes with its staff and its price, as a calendar needs them.
    expect(byId.body.services[1]).toMatchObject({ slug: 'massage-60', priceMinor: 8000, durationMinutes: 60 });
    expect(slugs(byId.body.services[1].staff)).toEqual(['anna-de-vries', 'bruno-costa']);

    const bySlug = await fixture.call('/groups/wellness');
    expect(bySlug.body).toEqual(byId.body);
  });

  it('answers 404 in the error shape for an unknown or malformed group', async () => {
    for (const path of ['/groups/grp-nothing', '/groups/NOT_A_SLUG', '/groups/%27%20OR%201%3D1']) {
      const { status, body } = await fixture.call(path);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /service-menus/{idOrSlug}', () => {
  it('gives the spa menu’s categories with their services, by id and by slug', async () => {
    const { status, body } = await fixture.call('/service-menus/menu-spa');
    expect(status).toBe(200);
    expect(serviceMenuDetailSchema.parse(body)).toEqual(body);
    expect(body.categories.map((category: { name: string }) => category.name)).toEqual(['Massage', 'Classes', 'Consultations']);
    expect(slugs(body.categories[2].services)).toEqual(['intro-call', 'consultation-30']);
    expect(body.categories[2].services[1]).toMatchObject({ requiresConfirmation: true });
    expect((await fixture.call('/service-menus/spa-menu')).body).toEqual(body);
    expect((await fixture.call('/service-menus/menu-none')).status).toBe(404);
  });
});

describe('GET /booking-pages/{slug}', () => {
  it('gives the bookings page with the team and all of its services', async () => {
    const { status, body } = await fixture.call('/booking-pages/book-harbor');
    expect(status).toBe(200);
    expect(bookingPageDetailSchema.parse(body)).toEqual(body);
    expect(body.title).toBe('Book at Harbor Wellness Studio');
    expect(body.provider).toMatchObject({ slug: 'harbor-studio', kind: 'team' });
    expect(slugs(body.provider.services)).toEqual(['intro-call', 'massage-60', 'yoga-class', 'consultation-30']);
    expect((await fixture.call('/booking-pages/book-nowhere')).status).toBe(404);
  });
});

describe('importing collections', () => {
  it('updates a group and a menu in place when imported again, without duplicating categories', async () => {
    const document = JSON.parse(readFileSync(DEMO_BUSINESS_FILE, 'utf8'));
    document.groups[0].name = 'Wellness & relaxation';
    document.groups[0].services = ['massage-60', 'intro-call'];
    document.serviceMenus[0].categories = [{ name: 'Treatments', services: ['massage-60', 'yoga-class'] }];
    const report = await importBusiness(fixture.db, document);
    expect(report.groups).toEqual({ created: 0, updated: 1 });
    expect(report.serviceMenus).toEqual({ created: 0, updated: 1 });
    expect(report.bookingPages).toEqual({ created: 0, updated: 1 });

    const group = await fixture.call('/groups/wellness');
    expect(group.body.name).toBe('Wellness & relaxation');
    expect(slugs(group.body.services)).toEqual(['massage-60', 'intro-call']);
    const menu = await fixture.call('/service-menus/spa-menu');
    expect(menu.body.categories).toHaveLength(1);
    expect(slugs(menu.body.categories[0].services)).toEqual(['massage-60', 'yoga-class']);
  });

  it('rejects a document whose group, menu or page names something it does not declare, writing nothing', async () => {
    const document = JSON.parse(readFileSync(DEMO_BUSINESS_FILE, 'utf8'));
    document.groups[0].name = 'Never written';
    document.groups[0].services = ['intro-call', 'hot-stones'];
    document.serviceMenus[0].categories[0].services = ['sauna'];
    document.bookingPages[0].provider = 'nobody';
    await expect(importBusiness(fixture.db, document)).rejects.toThrow(/hot-stones[\s\S]*sauna[\s\S]*nobody/);
    const group = await fixture.call('/groups/wellness');
    expect(group.body.name).not.toBe('Never written');
  });
});
