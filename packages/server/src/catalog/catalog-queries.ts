import {
  type DateOverride,
  detailsFormConfigSchema,
  type Locale,
  type ProviderDetail,
  resolveDuration,
  type Service,
  type ServiceDetail,
  type Staff,
  type StaffSummary,
  serviceRecurrenceSchema,
  type WeeklyHours,
} from '@booking-kit/core';
import { camelCaseColumns } from '../db/camel-case-columns';
import type { Queryable } from '../db/database';
import type { CatalogCache } from './catalog-cache';
import { type StoredTranslations, translatedText } from './translations';

/** A staff member as stored, with the row id bookings refer to. */
export interface StaffRecord extends Staff {
  id: number;
}

/**
 * A service as stored, with the row id bookings refer to and its staff in the business's order;
 * its name and description in the locale it was read in.
 */
export interface ServiceRecord extends Service {
  id: number;
}

interface StaffRow {
  id: number;
  slug: string;
  name: string;
  time_zone: string;
  weekly_hours: WeeklyHours;
  date_overrides: DateOverride[];
}

interface ServiceRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  duration_minutes: number;
  interval_minutes: number | null;
  price_minor: number;
  currency: string;
  payment: Service['payment'];
  deposit_percent: number | null;
  seats: number;
  max_seats_per_booking: number | null;
  minimum_notice_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  location: Service['location'];
  requires_confirmation: boolean;
  cancellation_cutoff_minutes: number;
  reschedule_cutoff_minutes: number;
  durations: number[] | null;
  booking_horizon_days: number;
  max_bookings_per_day: number | null;
  details_form: unknown;
  recurring: unknown;
  translations: StoredTranslations;
  locked_locale: Locale | null;
  staff: string[];
  resources: string[];
}

const STAFF_COLUMNS = 'staff.id, staff.slug, staff.name, staff.time_zone, staff.weekly_hours, staff.date_overrides';

// The resource slugs come along as an array, in the order the business listed them.
const SERVICE_RESOURCES = `
    ARRAY(SELECT resources.slug FROM service_resources JOIN resources ON resources.id = service_resources.resource_id
          WHERE service_resources.service_id = services.id ORDER BY service_resources.position) AS resources`;

// The staff slugs come along as an array, in the order the business listed them.
const SERVICE_SELECT = `
  SELECT services.*,
    ARRAY(SELECT staff.slug FROM service_staff JOIN staff ON staff.id = service_staff.staff_id
          WHERE service_staff.service_id = services.id ORDER BY service_staff.position) AS staff,${SERVICE_RESOURCES}
  FROM services`;

function toStaff(row: StaffRow): StaffRecord {
  return {
    ...camelCaseColumns(row, ['id', 'slug', 'name', 'time_zone', 'weekly_hours']),
    ...(row.date_overrides.length > 0 && { dateOverrides: row.date_overrides }),
  };
}

/** A service row as a record, its name and description in `locale` (the default text where it has no translation). */
function toService(row: ServiceRow, locale: Locale | undefined): ServiceRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: translatedText(row.translations, locale, 'name', row.name),
    description: translatedText(row.translations, locale, 'description', row.description),
    durationMinutes: row.duration_minutes,
    ...(row.durations !== null && { durations: row.durations }),
    ...(row.interval_minutes !== null && { intervalMinutes: row.interval_minutes }),
    priceMinor: row.price_minor,
    currency: row.currency,
    payment: row.payment,
    ...(row.deposit_percent !== null && { depositPercent: row.deposit_percent }),
    seats: row.seats,
    ...(row.max_seats_per_booking !== null && { maxSeatsPerBooking: row.max_seats_per_booking }),
    minimumNoticeMinutes: row.minimum_notice_minutes,
    bookingHorizonDays: row.booking_horizon_days,
    ...(row.max_bookings_per_day !== null && { maxBookingsPerDay: row.max_bookings_per_day }),
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    location: row.location,
    requiresConfirmation: row.requires_confirmation,
    ...(row.cancellation_cutoff_minutes > 0 && { cancellationCutoffMinutes: row.cancellation_cutoff_minutes }),
    ...(row.reschedule_cutoff_minutes > 0 && { rescheduleCutoffMinutes: row.reschedule_cutoff_minutes }),
    // Stored as the document gave it; parsing fills in the defaults of what it left out.
    detailsForm: detailsFormConfigSchema.parse(row.details_form),
    ...(row.recurring !== null && { recurring: serviceRecurrenceSchema.parse(row.recurring) }),
    ...(row.locked_locale !== null && { lockedLocale: row.locked_locale }),
    staff: row.staff,
    ...(row.resources.length > 0 && { resources: row.resources }),
  };
}

/**
 * The service as booked at one of its lengths: every later step (slots, busy time, the booking's
 * end) reads `durationMinutes`, so choosing a length is replacing it.
 * @returns undefined when the service does not offer `minutes`
 */
export function atLength(service: ServiceRecord, minutes: number | undefined): ServiceRecord | undefined {
  const length = resolveDuration(service, minutes);
  return length === undefined ? undefined : { ...service, durationMinutes: length };
}

/** The public view of a staff member. */
export function staffSummary(staff: Staff): StaffSummary {
  return { slug: staff.slug, name: staff.name, timeZone: staff.timeZone };
}

/**
 * A service by slug, or undefined.
 * @param locale the locale of its name and description @default the default text
 */
export async function findService(
  db: Queryable,
  slug: string,
  locale?: Locale,
  cache?: CatalogCache,
): Promise<ServiceRecord | undefined> {
  const read = async () => {
    const { rows } = await db.query<ServiceRow>(`${SERVICE_SELECT} WHERE services.slug = $1`, [slug]);
    return rows[0] && toService(rows[0], locale);
  };
  return cache ? cache.read(`service\u0000${slug}\u0000${locale ?? ''}`, read) : read();
}

/**
 * A service by slug with its staff records in the business's order (as `findStaff(db, service.staff)`
 * answers), in one query; undefined for an unknown slug.
 * @param cache where it is kept while the catalog's version stays (see `CatalogCache.readInForce`) @default read every time
 */
export async function findServiceWithStaff(
  db: Queryable,
  slug: string,
  locale?: Locale,
  cache?: CatalogCache,
): Promise<{ service: ServiceRecord; staff: StaffRecord[] } | undefined> {
  if (cache) return cache.readInForce(db, `${slug}\u0000${locale ?? ''}`, () => findServiceWithStaff(db, slug, locale));
  const { rows } = await db.query<ServiceRow & { staff_records: StaffRow[] }>(
    `SELECT services.*,
       ARRAY(SELECT staff.slug FROM service_staff JOIN staff ON staff.id = service_staff.staff_id
             WHERE service_staff.service_id = services.id ORDER BY service_staff.position) AS staff,${SERVICE_RESOURCES},
       COALESCE((SELECT json_agg(json_build_object('id', staff.id, 'slug', staff.slug, 'name', staff.name,
                   'time_zone', staff.time_zone, 'weekly_hours', staff.weekly_hours, 'date_overrides', staff.date_overrides)
                   ORDER BY service_staff.position)
                 FROM service_staff JOIN staff ON staff.id = service_staff.staff_id
                 WHERE service_staff.service_id = services.id), '[]'::json) AS staff_records
     FROM services WHERE services.slug = $1`,
    [slug],
  );
  const row = rows[0];
  return row && { service: toService(row, locale), staff: row.staff_records.map(toStaff) };
}

/** Staff members by slug, in the order asked for; unknown slugs are left out. */
export async function findStaff(db: Queryable, slugs: readonly string[], cache?: CatalogCache): Promise<StaffRecord[]> {
  if (slugs.length === 0) return [];
  if (cache) return cache.read(`staff\u0000${slugs.join('\u0000')}`, () => findStaff(db, slugs));
  const { rows } = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE staff.slug = ANY($1::text[])`, [
    [...slugs],
  ]);
  const bySlug = new Map(rows.map((row) => [row.slug, toStaff(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** The link tables that list services in the business's order, by what owns the list. */
export const SERVICE_LINKS = {
  provider: { table: 'provider_services', owner: 'provider_id' },
  group: { table: 'service_group_services', owner: 'group_id' },
  menuCategory: { table: 'service_menu_category_services', owner: 'category_id' },
} as const;

/** The services a provider, group or menu category lists, in its order, their texts in `locale`. */
export async function linkedServices(
  db: Queryable,
  link: (typeof SERVICE_LINKS)[keyof typeof SERVICE_LINKS],
  ownerId: number,
  locale?: Locale,
): Promise<ServiceRecord[]> {
  // Table and column names come from SERVICE_LINKS, never from input.
  const { rows } = await db.query<ServiceRow>(
    `${SERVICE_SELECT} JOIN ${link.table} ON ${link.table}.service_id = services.id
     WHERE ${link.table}.${link.owner} = $1 ORDER BY ${link.table}.position`,
    [ownerId],
  );
  return rows.map((row) => toService(row, locale));
}

/** A service with its staff resolved to their public view, as `GET /services/{slug}` answers. */
export async function serviceDetail(db: Queryable, service: Service | ServiceRecord): Promise<ServiceDetail> {
  // The row id is internal: slugs are the public reference. The resources a service needs are
  // the business's own arrangement, not something a visitor chooses.
  const { staff: staffSlugs, id: _id, resources: _resources, ...fields } = service as ServiceRecord;
  const staff = await findStaff(db, staffSlugs);
  return { ...fields, staff: staff.map(staffSummary) };
}

/**
 * A provider by slug with its staff and services resolved, as `GET /providers/{slug}` answers;
 * undefined if unknown. Its services' names and descriptions are in `locale`.
 */
export async function findProviderDetail(db: Queryable, slug: string, locale?: Locale): Promise<ProviderDetail | undefined> {
  const { rows } = await db.query<{ id: number; slug: string; name: string; kind: ProviderDetail['kind'] }>(
    'SELECT id, slug, name, kind FROM providers WHERE slug = $1',
    [slug],
  );
  const provider = rows[0];
  if (!provider) return undefined;
  const staffRows = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM provider_staff JOIN staff ON staff.id = provider_staff.staff_id
     WHERE provider_staff.provider_id = $1 ORDER BY provider_staff.position`,
    [provider.id],
  );
  const services: ServiceDetail[] = [];
  for (const service of await linkedServices(db, SERVICE_LINKS.provider, provider.id, locale)) {
    services.push(await serviceDetail(db, service));
  }
  return {
    slug: provider.slug,
    name: provider.name,
    kind: provider.kind,
    staff: staffRows.rows.map((row) => staffSummary(toStaff(row))),
    services,
  };
}
