import { fixedPreviewToken } from '../content/preview-tokens';
import type { Database, Transaction } from '../db/database';
import { linkAll, upsert } from '../db/upserts';
import { upsertDocumentWebhook } from '../webhooks/webhook-endpoints';
import { type BusinessDocument, businessDocumentSchema } from './business-document';
import { importCollections } from './import-collections';
import { type ContentImportOptions, type ContentImportReport, importContent } from './import-content';
import { type CatalogImportReport, idOf } from './import-rows';

/** What `importBusiness` did: per kind of entry, how many were created and updated; the preview tokens issued. */
export interface ImportReport extends CatalogImportReport, ContentImportReport {}

async function importValidated(
  tx: Transaction,
  document: BusinessDocument,
  contentOptions: ContentImportOptions,
): Promise<ImportReport> {
  const report: CatalogImportReport = {
    business: document.business.name,
    staff: { created: 0, updated: 0 },
    resources: { created: 0, updated: 0 },
    services: { created: 0, updated: 0 },
    providers: { created: 0, updated: 0 },
    oneTimeLinks: { created: 0, updated: 0 },
    groups: { created: 0, updated: 0 },
    serviceMenus: { created: 0, updated: 0 },
    bookingPages: { created: 0, updated: 0 },
    forms: { created: 0, updated: 0 },
    surveys: { created: 0, updated: 0 },
    webhooks: { created: 0, updated: 0 },
  };
  const { business } = document;
  await tx.query(
    `INSERT INTO business (id, name, time_zone, currency, default_locale, phone) VALUES (1, $1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, time_zone = EXCLUDED.time_zone, currency = EXCLUDED.currency,
       default_locale = EXCLUDED.default_locale, phone = EXCLUDED.phone, updated_at = now()`,
    [business.name, business.timeZone, business.currency, business.defaultLocale, business.phone ?? null],
  );

  const staffIds = new Map<string, number>();
  for (const [position, member] of document.staff.entries()) {
    const id = await upsert(
      tx,
      `INSERT INTO staff (slug, name, time_zone, weekly_hours, date_overrides, position, email) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, time_zone = EXCLUDED.time_zone,
         weekly_hours = EXCLUDED.weekly_hours, date_overrides = EXCLUDED.date_overrides, position = EXCLUDED.position,
         email = EXCLUDED.email, updated_at = now()`,
      [
        member.slug,
        member.name,
        member.timeZone,
        JSON.stringify(member.weeklyHours),
        JSON.stringify(member.dateOverrides ?? []),
        position,
        member.email ?? null,
      ],
      report.staff,
    );
    staffIds.set(member.slug, id);
  }

  const resourceIds = new Map<string, number>();
  for (const [position, resource] of document.resources.entries()) {
    const id = await upsert(
      tx,
      `INSERT INTO resources (slug, name, kind, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, position = EXCLUDED.position,
         updated_at = now()`,
      [resource.slug, resource.name, resource.kind, position],
      report.resources,
    );
    resourceIds.set(resource.slug, id);
  }

  const serviceIds = new Map<string, number>();
  for (const [position, service] of document.services.entries()) {
    const id = await upsert(
      tx,
      `INSERT INTO services (slug, name, description, duration_minutes, interval_minutes, price_minor, currency, payment,
         deposit_percent, seats, max_seats_per_booking, minimum_notice_minutes, buffer_before_minutes, buffer_after_minutes,
         location, requires_confirmation, position, cancellation_cutoff_minutes, reschedule_cutoff_minutes, durations,
         booking_horizon_days, max_bookings_per_day, details_form, translations, recurring, locked_locale, reminder_hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::integer[], $21, $22,
         $23::jsonb, $24::jsonb, $25::jsonb, $26, $27)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         duration_minutes = EXCLUDED.duration_minutes, interval_minutes = EXCLUDED.interval_minutes,
         price_minor = EXCLUDED.price_minor, currency = EXCLUDED.currency, payment = EXCLUDED.payment,
         deposit_percent = EXCLUDED.deposit_percent, seats = EXCLUDED.seats, max_seats_per_booking = EXCLUDED.max_seats_per_booking,
         minimum_notice_minutes = EXCLUDED.minimum_notice_minutes, buffer_before_minutes = EXCLUDED.buffer_before_minutes,
         buffer_after_minutes = EXCLUDED.buffer_after_minutes, location = EXCLUDED.location,
         requires_confirmation = EXCLUDED.requires_confirmation, position = EXCLUDED.position,
         cancellation_cutoff_minutes = EXCLUDED.cancellation_cutoff_minutes,
         reschedule_cutoff_minutes = EXCLUDED.reschedule_cutoff_minutes, durations = EXCLUDED.durations,
         booking_horizon_days = EXCLUDED.booking_horizon_days, max_bookings_per_day = EXCLUDED.max_bookings_per_day,
         details_form = EXCLUDED.details_form, translations = EXCLUDED.translations, recurring = EXCLUDED.recurring,
         locked_locale = EXCLUDED.locked_locale, reminder_hours = EXCLUDED.reminder_hours, updated_at = now()`,
      [
        service.slug,
        service.name,
        service.description,
        service.durationMinutes,
        service.intervalMinutes ?? null,
        service.priceMinor,
        service.currency,
        service.payment,
        service.depositPercent ?? null,
        service.seats,
        service.maxSeatsPerBooking ?? null,
        service.minimumNoticeMinutes,
        service.bufferBeforeMinutes,
        service.bufferAfterMinutes,
        service.location,
        service.requiresConfirmation,
        position,
        service.cancellationCutoffMinutes ?? 0,
        service.rescheduleCutoffMinutes ?? 0,
        service.durations ?? null,
        service.bookingHorizonDays,
        service.maxBookingsPerDay ?? null,
        JSON.stringify(service.detailsForm),
        // A document without translations clears the stored ones: the document is the truth.
        JSON.stringify(service.translations ?? {}),
        // null (no series) when the document leaves it out.
        service.recurring ? JSON.stringify(service.recurring) : null,
        service.lockedLocale ?? null,
        service.reminderHoursBefore,
      ],
      report.services,
    );
    serviceIds.set(service.slug, id);
    const staff = service.staff.map((slug) => idOf(staffIds, slug));
    await linkAll(tx, 'service_staff', 'service_id', id, 'staff_id', staff);
    // A service that leaves `resources` out needs none: its stored links are cleared.
    const resources = (service.resources ?? []).map((slug) => idOf(resourceIds, slug));
    await linkAll(tx, 'service_resources', 'service_id', id, 'resource_id', resources);
  }

  const providerIds = new Map<string, number>();
  for (const [position, provider] of document.providers.entries()) {
    const id = await upsert(
      tx,
      `INSERT INTO providers (slug, name, kind, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, position = EXCLUDED.position, updated_at = now()`,
      [provider.slug, provider.name, provider.kind, position],
      report.providers,
    );
    const staff = provider.staff.map((slug) => idOf(staffIds, slug));
    const services = provider.services.map((slug) => idOf(serviceIds, slug));
    await linkAll(tx, 'provider_staff', 'provider_id', id, 'staff_id', staff);
    await linkAll(tx, 'provider_services', 'provider_id', id, 'service_id', services);
    providerIds.set(provider.slug, id);
  }
  await importCollections(tx, document, { serviceIds, providerIds }, report);

  for (const link of document.oneTimeLinks) {
    // A link used up stays used: importing again never makes it book a second time.
    await upsert(
      tx,
      `INSERT INTO one_time_links (slug, service_id, staff_id, expires_at, used_at)
       VALUES ($1, $2, $3, $4::timestamptz, CASE WHEN $5::boolean THEN now() END)
       ON CONFLICT (slug) DO UPDATE SET service_id = EXCLUDED.service_id, staff_id = EXCLUDED.staff_id,
         expires_at = EXCLUDED.expires_at, used_at = COALESCE(one_time_links.used_at, EXCLUDED.used_at), updated_at = now()`,
      [
        link.slug,
        idOf(serviceIds, link.service),
        link.staff === undefined ? null : idOf(staffIds, link.staff),
        link.expiresAt ?? null,
        link.used,
      ],
      report.oneTimeLinks,
    );
  }
  for (const webhook of document.webhooks) {
    const created = await upsertDocumentWebhook(tx, webhook, contentOptions.now);
    report.webhooks[created ? 'created' : 'updated'] += 1;
  }
  return { ...report, ...(await importContent(tx, document.content, contentOptions)) };
}

/** Options of `importBusiness`. */
export interface ImportOptions {
  /** The clock preview tokens are issued by. @default new Date() */
  now?: Date;
  /**
   * Give every preview token this import issues this value instead of a random one (tests and
   * demos; 22–256 URL-safe characters). @default process.env.PREVIEW_TOKEN
   */
  previewToken?: string;
}

/**
 * Validates a business document and creates or updates its staff, resources, services,
 * providers and the rest, content included, by slug, in one transaction. Importing again updates in place: nothing is duplicated, and
 * entries missing from the document and all bookings are left as they are. A preview without a
 * working token gets one, returned once in `previewTokens`.
 * @throws {z.ZodError} when the document is invalid (nothing is written)
 * @throws {Error} when `PREVIEW_TOKEN` is set but malformed
 * @example const report = await importBusiness(db, JSON.parse(await readFile('business.json', 'utf8')));
 */
export async function importBusiness(db: Database, document: unknown, options: ImportOptions = {}): Promise<ImportReport> {
  // Validated before the transaction begins: an invalid document costs the database nothing.
  const parsed = businessDocumentSchema.parse(document);
  return db.transaction((tx) => importValidatedIn(tx, parsed, options));
}

/** `importBusiness` inside a transaction the caller holds (and may have done more in). */
export async function importBusinessIn(tx: Transaction, document: unknown, options: ImportOptions = {}): Promise<ImportReport> {
  return importValidatedIn(tx, businessDocumentSchema.parse(document), options);
}

function importValidatedIn(tx: Transaction, document: BusinessDocument, options: ImportOptions): Promise<ImportReport> {
  const contentOptions = { now: options.now ?? new Date(), fixedToken: fixedPreviewToken(options.previewToken) };
  return importValidated(tx, document, contentOptions);
}
