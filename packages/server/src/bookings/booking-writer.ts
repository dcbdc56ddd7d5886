import { type Booking, type CreateBookingRequest, type Guest, seatsNeeded } from '@booking-kit/core';
import type { ServiceRecord, StaffRecord } from '../catalog/catalog-queries';
import type { Transaction } from '../db/database';
import { DomainError } from '../errors/domain-error';
import { bookingAmounts } from '../payments/booking-amounts';
import { checkedContact, contactToday, contactView } from './booking-contact';
import { insertBookingRow, insertGuests } from './booking-rows';
import { hashManageToken } from './booking-secrets';
import type { BookingTimes } from './booking-times';
import { placedRow, placedView } from './placed-booking';
import type { Placement } from './placement';

/** What every row of one booking request shares. */
export interface BookingWriterContext {
  /** The request: contact, guests, zone, locale, and whether the staff was `any`. */
  input: Pick<CreateBookingRequest, 'contact' | 'guests' | 'timeZone' | 'metadata' | 'paymentChoice'> & {
    locale: Booking['locale'];
    staff: string;
  };
  /** The service of this row, at its booked length. */
  service: ServiceRecord;
  seats: number;
  /** One token for every booking of the request (a series, a cart). */
  manageToken: string;
  now: Date;
  /** The one-time link the request uses up. */
  linkId?: number;
}

/**
 * The `write` step of a placement for a booking: inserts the row, with its amounts (see
 * `bookingAmounts`: what `startPayment` then asks for), and its guests in the placement's
 * transaction, and returns the booking as `POST /bookings` answers it.
 */
export function bookingWriter(context: BookingWriterContext): Placement<Booking>['write'] {
  const { input, service, seats, manageToken, now, linkId } = context;
  const guests = input.guests ?? [];
  // Checked here, with the service the booking reads anyway (no extra round trip): each booking
  // stores what its own service asks for, and the items of a cart may ask for different fields.
  const contact = checkedContact(input.contact, service.detailsForm, contactToday(input.timeZone, now));
  const { consentText } = service.detailsForm;
  const amounts = bookingAmounts(service, seats, input.paymentChoice);
  return async (
    tx: Transaction,
    member: StaffRecord,
    occurrenceId: number | null,
    times: BookingTimes,
    resourceId: number | null,
  ) => {
    const placed = placedRow(service, member, occurrenceId, times, resourceId);
    const status = service.requiresConfirmation ? 'requested' : 'scheduled';
    const createdAt = now.toISOString();
    await insertBookingRow(tx, {
      ...placed,
      seats,
      status,
      timeZone: input.timeZone,
      locale: input.locale,
      contact,
      ...(contact.consent && { consentText }),
      tokenHash: hashManageToken(manageToken),
      createdAt,
      ...(linkId !== undefined && { oneTimeLinkId: linkId }),
      assigned: input.staff === 'any',
      metadata: input.metadata,
      amounts,
    });
    await insertGuests(tx, placed.id, guests);
    const booking: Booking = {
      id: placed.id,
      status,
      ...placedView(service, member, times),
      timeZone: input.timeZone,
      locale: input.locale,
      createdAt,
      seats,
      guests: guests.map((guest) => ({ name: guest.name, email: guest.email })),
      contact: contactView(contact),
      amounts,
      ...(input.metadata && Object.keys(input.metadata).length > 0 && { metadata: input.metadata }),
      manageToken,
    };
    return booking;
  };
}

/**
 * The seats a booking takes. In a service with seats, the visitor and each guest take one; a
 * `seats` that disagrees with the guest list is a validation error. Elsewhere guests take no
 * seat (they come along to the appointment) and `seats` defaults to 1.
 */
export function seatsToBook(service: ServiceRecord, guests: readonly Guest[] | undefined, seats: number | undefined): number {
  if (service.seats === 1 || guests === undefined) return seats ?? 1;
  const needed = seatsNeeded(guests);
  if (seats !== undefined && seats !== needed) {
    throw new DomainError('VALIDATION_FAILED', `With ${guests.length} guests this booking takes ${needed} seats.`, {
      fields: { seats: 'validation.invalid' },
    });
  }
  return needed;
}

/**
 * The seats a cart item takes. A cart spreads the visitor's party over its items, so a class's
 * item says in `seats` how many of them it is for (the cart prices it so, with core's
 * `cartLineSeats`): at most the visitor and every guest. An item without `seats`, or of a service
 * without seats, counts as a booking of its own does (`seatsToBook`).
 */
export function cartItemSeats(service: ServiceRecord, guests: readonly Guest[] | undefined, seats: number | undefined): number {
  if (seats === undefined || service.seats === 1 || guests === undefined) return seatsToBook(service, guests, seats);
  const party = seatsNeeded(guests);
  if (seats > party) {
    throw new DomainError('VALIDATION_FAILED', `With ${guests.length} guests an item takes at most ${party} seats.`, {
      fields: { seats: 'validation.invalid' },
    });
  }
  return seats;
}

/** The answer to a request that made several bookings (a series, a cart): the first, with the others in `group`. */
export function answerWithGroup(bookings: readonly Booking[]): Booking {
  const [first, ...others] = bookings;
  if (!first) throw new Error('a request makes at least one booking');
  return {
    ...first,
    group: others.map(({ id, start, end, staff, amounts }) => ({ id, start, end, staff, ...(amounts && { amounts }) })),
  };
}
