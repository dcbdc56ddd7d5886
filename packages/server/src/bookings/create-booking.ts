import { type ApiErrorCode, type Booking, recurrenceSchema } from '@booking-kit/core';
import type { Database, Transaction } from '../db/database';
import { DomainError, notFound } from '../errors/domain-error';
import { findBookableServiceWithStaff } from './bookable-service';
import { newManageToken } from './booking-secrets';
import { noticeFromHold } from './booking-window';
import { answerWithGroup, bookingWriter, seatsToBook } from './booking-writer';
import { createCartBooking } from './cart-booking';
import type { CreateBookingInput, CreateBookingOptions } from './create-booking-input';
import { consumeHold, type HoldRecord, usableHold } from './holds';
import { consumeOneTimeLink, findOneTimeLink, isUsable, type OneTimeLinkRecord, slugExpired } from './one-time-links';
import { placeTogether } from './place-together';
import { checkSeatLimit, placeAt } from './placement';
import { aboutOccurrence, checkSeriesAllowed, seriesOccurrences } from './recurring-series';

const MINUTE_MS = 60_000;

/** The conflicts through which a booking made with a one-time link can lose its time to another booking. */
const LOST_TO_ANOTHER_BOOKING = new Set<ApiErrorCode>([
  'SLOT_UNAVAILABLE',
  'STAFF_BUSY',
  'SEATS_LEFT',
  'SEAT_LIMIT',
  'RESOURCE_UNAVAILABLE',
  'HOLD_EXPIRED',
]);

function validationField(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', message, { fields: { [field]: 'validation.invalid' } });
}

/** The staff a booking through a one-time link or a hold must go to. */
function restrictStaff(requested: string, required: string | undefined, mismatch: () => DomainError): string {
  if (required === undefined) return requested;
  if (requested !== 'any' && requested !== required) throw mismatch();
  return required;
}

/**
 * Books a service at a start time the slot engine offers (see `placeAt`). With `hold`, the hold
 * is consumed in the booking's transaction and its time counts as free for this booking; with
 * `oneTimeLink`, the link is used up in the same transaction, so of simultaneous bookings through
 * one link exactly one succeeds. With `recurring` (a rhythm and length the service's `recurring`
 * rule allows), every occurrence not skipped is booked, at its replacement's start where the
 * visitor chose one, in one transaction, all or nothing, sharing one manage token; with `items`,
 * the cart is booked the same way (see `createCartBooking`).
 * @returns the booking (the first occurrence, with the others in `group`), with its manage token (shown this once)
 * @throws {DomainError} OUTSIDE_BOOKING_WINDOW (a start sooner than the service's minimum notice
 *   or beyond its booking horizon); VALIDATION_FAILED (a series the service does not allow, a
 *   replacement far from its occurrence); NOT_FOUND unknown service, staff or link; STAFF_BUSY, SEATS_LEFT,
 *   SEAT_LIMIT, SLOT_UNAVAILABLE, RESOURCE_UNAVAILABLE or HOLD_EXPIRED; SLUG_EXPIRED
 */
export async function createBooking(db: Database, input: CreateBookingInput, options: CreateBookingOptions): Promise<Booking> {
  if (input.items !== undefined) return createCartBooking(db, { ...input, items: input.items }, options);
  if (input.service === undefined || input.start === undefined) {
    throw new DomainError('VALIDATION_FAILED', 'A booking needs a service and a start, or items.', {
      fields: { ...(input.service === undefined && { service: 'validation.required' }), start: 'validation.required' },
    });
  }
  // The service and its staff in one query: the staff to try come from it (see `staffToTry`).
  // From the catalog cache where there is one, while the catalog's version says it holds the
  // rules in force (see `CatalogCache.readInForce`).
  const bookable = await findBookableServiceWithStaff(
    db,
    input.service,
    input.durationMinutes,
    options.locale ?? input.locale,
    options.catalog,
  );
  const serviceStaff = bookable.staff;
  let service = bookable.service;
  if (input.recurring !== undefined) {
    checkSeriesAllowed(service, recurrenceSchema.parse(input.recurring), {
      notRecurring: 'recurring',
      everyWeeks: 'recurring.everyWeeks',
      count: 'recurring.count',
    });
  }
  const seats = seatsToBook(service, input.guests, input.seats);
  checkSeatLimit(service, seats);
  const start = Date.parse(input.start);
  const { now } = options;

  let link: OneTimeLinkRecord | undefined;
  let staff = input.staff;
  if (input.oneTimeLink !== undefined) {
    link = await findOneTimeLink(db, input.oneTimeLink);
    if (!link) throw notFound('One-time link not found.');
    if (!isUsable(link, now)) throw slugExpired();
    if (link.serviceId !== service.id) throw validationField('oneTimeLink', 'This one-time link books another service.');
    staff = restrictStaff(staff, link.staffSlug, () =>
      validationField('staff', 'This one-time link books another staff member.'),
    );
  }
  let hold: HoldRecord | undefined;
  if (input.hold !== undefined) {
    hold = await usableHold(db, input.hold, now);
    const sameLength = hold.end - hold.start === service.durationMinutes * MINUTE_MS;
    if (hold.serviceId !== service.id || hold.start !== start || !sameLength || seats > hold.seats) {
      throw new DomainError('HOLD_EXPIRED', 'This hold is for another service, time, length or number of seats.');
    }
    staff = restrictStaff(staff, hold.staffSlug, () => new DomainError('HOLD_EXPIRED', 'This hold is for another staff member.'));
    // The visitor held the slot in time: the minimum notice counts from then, not from now.
    service = noticeFromHold(service, hold.heldAt, now);
  }
  const heldId = hold?.id;
  const linkId = link?.id;
  const manageToken = newManageToken();
  const prepare = async (tx: Transaction) => {
    if (linkId !== undefined) await consumeOneTimeLink(tx, linkId, now);
    if (heldId !== undefined) await consumeHold(tx, heldId, now);
  };
  const write = bookingWriter({ input, service, seats, manageToken, now, ...(linkId !== undefined && { linkId }) });

  try {
    if (input.recurring === undefined) {
      return await placeAt(db, {
        service,
        staff,
        serviceStaff,
        start,
        seats,
        now,
        ...(heldId !== undefined && { excludeId: heldId }),
        prepare,
        write: async (tx, member, occurrenceId, times, resourceId) => {
          const booking = await write(tx, member, occurrenceId, times, resourceId);
          await options.onCreated?.(tx, booking);
          return booking;
        },
      });
    }
    const occurrences = await seriesOccurrences(db, staff, start, input.recurring);
    const placements = occurrences.map((occurrence, index) => ({
      service,
      staff,
      serviceStaff,
      start: occurrence.start,
      seats,
      now,
      // A hold covers the first occurrence only.
      ...(index === 0 && heldId !== undefined && { excludeId: heldId }),
      write,
    }));
    const booked = await placeTogether(db, placements, prepare, async (tx, bookings) => {
      await options.onCreated?.(tx, answerWithGroup(bookings));
    }).catch((error: unknown) => {
      throw aboutOccurrence(error, occurrences);
    });
    return answerWithGroup(booked);
  } catch (error) {
    // The slot went to the booking that used the link first: the link is what this visitor lost.
    if (link && error instanceof DomainError && LOST_TO_ANOTHER_BOOKING.has(error.code)) {
      const current = await findOneTimeLink(db, link.slug);
      if (!current || !isUsable(current, now)) throw slugExpired();
    }
    throw error;
  }
}
