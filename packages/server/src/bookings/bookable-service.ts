import { type Locale, validationMessages } from '@booking-kit/core';
import type { CatalogCache } from '../catalog/catalog-cache';
import { atLength, findService, findServiceWithStaff, type ServiceRecord, type StaffRecord } from '../catalog/catalog-queries';
import type { Queryable } from '../db/database';
import { DomainError, notFound } from '../errors/domain-error';

/**
 * A service by slug at the length the visitor chose (its default length when none is given), as
 * slots, holds and bookings use it.
 * @param locale the locale of its name and description (what a hold or booking answers) @default the default text
 * @throws {DomainError} NOT_FOUND unknown service; VALIDATION_FAILED on `durationMinutes` for a length it does not offer
 */
export async function findBookableService(
  db: Queryable,
  slug: string,
  durationMinutes?: number,
  locale?: Locale,
  cache?: CatalogCache,
): Promise<ServiceRecord> {
  return atBookableLength(await findService(db, slug, locale, cache), durationMinutes);
}

/**
 * `findBookableService` with the service's staff records (in the business's order), read in the
 * same query, as the rules are in force now (what a hold or a booking is checked against): from
 * `cache` only while the catalog's version has not moved since (see `CatalogCache.readInForce`).
 * @throws {DomainError} as `findBookableService`
 */
export async function findBookableServiceWithStaff(
  db: Queryable,
  slug: string,
  durationMinutes?: number,
  locale?: Locale,
  cache?: CatalogCache,
): Promise<{ service: ServiceRecord; staff: StaffRecord[] }> {
  const found = await findServiceWithStaff(db, slug, locale, cache);
  return { service: atBookableLength(found?.service, durationMinutes), staff: found?.staff ?? [] };
}

function atBookableLength(service: ServiceRecord | undefined, durationMinutes: number | undefined): ServiceRecord {
  if (!service) throw notFound('Service not found.');
  const booked = atLength(service, durationMinutes);
  if (!booked) {
    throw new DomainError('VALIDATION_FAILED', 'This service is not offered at that length.', {
      fields: { durationMinutes: validationMessages.invalid },
    });
  }
  return booked;
}
