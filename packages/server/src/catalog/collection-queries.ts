import type { BookingPageDetail, Locale, ServiceDetail, ServiceGroupDetail, ServiceMenuDetail } from '@booking-kit/core';
import type { Queryable } from '../db/database';
import { findProviderDetail, linkedServices, SERVICE_LINKS, serviceDetail } from './catalog-queries';
import { type StoredTranslations, translatedText } from './translations';

interface CollectionRow {
  id: number;
  public_id: string;
  slug: string;
  name: string;
  description: string;
  translations: StoredTranslations;
}

async function detailsOf(
  db: Queryable,
  link: (typeof SERVICE_LINKS)[keyof typeof SERVICE_LINKS],
  ownerId: number,
  locale: Locale | undefined,
) {
  const details: ServiceDetail[] = [];
  for (const service of await linkedServices(db, link, ownerId, locale)) details.push(await serviceDetail(db, service));
  return details;
}

/**
 * A row of `service_groups` or `service_menus` by its public id or its slug. An id wins over a
 * slug when one string is both (a group's id and another group's slug).
 */
async function findCollection(
  db: Queryable,
  table: 'service_groups' | 'service_menus',
  idOrSlug: string,
): Promise<CollectionRow | undefined> {
  const { rows } = await db.query<CollectionRow>(
    `SELECT id, public_id, slug, name, description, translations FROM ${table}
     WHERE public_id = $1 OR slug = $1 ORDER BY (public_id = $1) DESC LIMIT 1`,
    [idOrSlug],
  );
  return rows[0];
}

/** A group's or menu's id, slug, name and description, the texts in `locale`. */
function collectionHeading(row: CollectionRow, locale: Locale | undefined) {
  return {
    id: row.public_id,
    slug: row.slug,
    name: translatedText(row.translations, locale, 'name', row.name),
    description: translatedText(row.translations, locale, 'description', row.description),
  };
}

/**
 * A service group by id or slug with its services, as `GET /groups/{idOrSlug}` answers; undefined
 * if unknown. Names and descriptions are in `locale` where translated.
 */
export async function findGroupDetail(db: Queryable, idOrSlug: string, locale?: Locale): Promise<ServiceGroupDetail | undefined> {
  const group = await findCollection(db, 'service_groups', idOrSlug);
  if (!group) return undefined;
  return { ...collectionHeading(group, locale), services: await detailsOf(db, SERVICE_LINKS.group, group.id, locale) };
}

/**
 * A service menu by id or slug with its categories, as `GET /service-menus/{idOrSlug}` answers;
 * undefined if unknown. Names and descriptions are in `locale` where translated.
 */
export async function findServiceMenuDetail(
  db: Queryable,
  idOrSlug: string,
  locale?: Locale,
): Promise<ServiceMenuDetail | undefined> {
  const menu = await findCollection(db, 'service_menus', idOrSlug);
  if (!menu) return undefined;
  const { rows: categoryRows } = await db.query<{ id: number; name: string; translations: StoredTranslations }>(
    'SELECT id, name, translations FROM service_menu_categories WHERE menu_id = $1 ORDER BY position',
    [menu.id],
  );
  const categories: ServiceMenuDetail['categories'] = [];
  for (const category of categoryRows) {
    categories.push({
      name: translatedText(category.translations, locale, 'name', category.name),
      services: await detailsOf(db, SERVICE_LINKS.menuCategory, category.id, locale),
    });
  }
  return { ...collectionHeading(menu, locale), categories };
}

/**
 * A bookings page with its provider, as `GET /booking-pages/{slug}` answers; undefined if unknown.
 * Its title, description and services' texts are in `locale` where translated.
 */
export async function findBookingPageDetail(
  db: Queryable,
  slug: string,
  locale?: Locale,
): Promise<BookingPageDetail | undefined> {
  const { rows } = await db.query<{
    slug: string;
    title: string;
    description: string;
    translations: StoredTranslations;
    provider_slug: string;
  }>(
    `SELECT booking_pages.slug, booking_pages.title, booking_pages.description, booking_pages.translations,
       providers.slug AS provider_slug
     FROM booking_pages JOIN providers ON providers.id = booking_pages.provider_id WHERE booking_pages.slug = $1`,
    [slug],
  );
  const page = rows[0];
  if (!page) return undefined;
  const provider = await findProviderDetail(db, page.provider_slug, locale);
  if (!provider) return undefined;
  return {
    slug: page.slug,
    title: translatedText(page.translations, locale, 'title', page.title),
    description: translatedText(page.translations, locale, 'description', page.description),
    provider,
  };
}
