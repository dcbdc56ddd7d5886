import { randomBytes } from 'node:crypto';
import type { Locale, OneTimeLinkCreated, OneTimeLinkDetail } from '@booking-kit/core';
import { findService, findStaff, serviceDetail, staffSummary } from '../catalog/catalog-queries';
import type { Queryable, Transaction } from '../db/database';
import { DomainError, notFound } from '../errors/domain-error';

/** A one-time link as stored. */
export interface OneTimeLinkRecord {
  id: number;
  slug: string;
  serviceId: number;
  serviceSlug: string;
  /** The staff member it books; undefined for any. */
  staffSlug?: string;
  expiresAt?: number;
  usedAt?: number;
}

/** SLUG_EXPIRED: the link was used or has expired. */
export function slugExpired(): DomainError {
  return new DomainError('SLUG_EXPIRED', 'This one-time link has already been used or has expired.');
}

/** A new one-time link slug: `otl-` and 128 random bits in hex (a valid slug). */
export function newOneTimeLinkSlug(): string {
  return `otl-${randomBytes(16).toString('hex')}`;
}

/** A one-time link by slug, used or not, or undefined. */
export async function findOneTimeLink(db: Queryable, slug: string): Promise<OneTimeLinkRecord | undefined> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    service_id: number;
    service_slug: string;
    staff_slug: string | null;
    expires_at: Date | null;
    used_at: Date | null;
  }>(
    `SELECT l.id, l.slug, l.service_id, s.slug AS service_slug, st.slug AS staff_slug, l.expires_at, l.used_at
     FROM one_time_links l JOIN services s ON s.id = l.service_id LEFT JOIN staff st ON st.id = l.staff_id
     WHERE l.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    serviceId: row.service_id,
    serviceSlug: row.service_slug,
    ...(row.staff_slug !== null && { staffSlug: row.staff_slug }),
    ...(row.expires_at !== null && { expiresAt: new Date(row.expires_at).getTime() }),
    ...(row.used_at !== null && { usedAt: new Date(row.used_at).getTime() }),
  };
}

/** Whether the link can still book at `now`: unused and not expired. */
export function isUsable(link: OneTimeLinkRecord, now: Date): boolean {
  return link.usedAt === undefined && (link.expiresAt === undefined || link.expiresAt > now.getTime());
}

/**
 * What an unused link books, as `GET /one-time-links/{slug}` answers, its service's texts in `locale`.
 * @throws {DomainError} NOT_FOUND, SLUG_EXPIRED
 */
export async function oneTimeLinkDetail(db: Queryable, slug: string, now: Date, locale?: Locale): Promise<OneTimeLinkDetail> {
  const link = await findOneTimeLink(db, slug);
  if (!link) throw notFound('One-time link not found.');
  if (!isUsable(link, now)) throw slugExpired();
  const service = await findService(db, link.serviceSlug, locale);
  if (!service) throw notFound('One-time link not found.');
  const staff = link.staffSlug === undefined ? [] : await findStaff(db, [link.staffSlug]);
  return {
    slug: link.slug,
    service: await serviceDetail(db, service),
    ...(staff[0] && { staff: staffSummary(staff[0]) }),
    ...(link.expiresAt !== undefined && { expiresAt: new Date(link.expiresAt).toISOString() }),
  };
}

/**
 * Uses a link up inside the booking's transaction. The conditional UPDATE is atomic: of
 * simultaneous bookings through one link, only the first finds it unused.
 * @throws {DomainError} SLUG_EXPIRED when it was used or has expired
 */
export async function consumeOneTimeLink(tx: Transaction, id: number, now: Date): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE one_time_links SET used_at = $2::timestamptz
     WHERE id = $1 AND used_at IS NULL AND (expires_at IS NULL OR expires_at > $2::timestamptz) RETURNING id`,
    [id, now.toISOString()],
  );
  if (rows.length === 0) throw slugExpired();
}

/**
 * Creates a one-time link for a service (and optionally one staff member) with a random slug.
 * @throws {DomainError} NOT_FOUND unknown service, or a staff member who does not perform it; VALIDATION_FAILED an expiry in the past
 */
export async function createOneTimeLink(
  tx: Transaction,
  input: { service: string; staff?: string | undefined; expiresAt?: string | undefined },
  now: Date,
): Promise<OneTimeLinkCreated> {
  const service = await findService(tx, input.service);
  if (!service) throw notFound('Service not found.');
  let staffId: number | null = null;
  if (input.staff !== undefined) {
    const staff = service.staff.includes(input.staff) ? await findStaff(tx, [input.staff]) : [];
    if (!staff[0]) throw notFound('Staff member not found.');
    staffId = staff[0].id;
  }
  if (input.expiresAt !== undefined && Date.parse(input.expiresAt) <= now.getTime()) {
    throw new DomainError('VALIDATION_FAILED', 'The expiry must lie in the future.', {
      fields: { expiresAt: 'validation.invalid' },
    });
  }
  const slug = newOneTimeLinkSlug();
  const expiresAt = input.expiresAt === undefined ? undefined : new Date(input.expiresAt).toISOString();
  await tx.query(
    'INSERT INTO one_time_links (slug, service_id, staff_id, expires_at, created_at) VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)',
    [slug, service.id, staffId, expiresAt ?? null, now.toISOString()],
  );
  return {
    slug,
    service: service.slug,
    ...(input.staff !== undefined && { staff: input.staff }),
    ...(expiresAt !== undefined && { expiresAt }),
  };
}
