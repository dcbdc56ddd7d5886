import type { Locale } from '../i18n/locales';
import type { PaymentChoice } from '../payments/payment-amounts';
import type { CartItem, CreateBookingRequest } from '../schemas/booking';
import type { DetailsFormData } from '../schemas/details-form';
import type { Guest } from '../schemas/guests';
import type { Service } from '../schemas/service';
import { cartLineSeats } from './cart-line';

/** A cart item as the cart shows it: the service, who performs it (or anyone free), and when. */
export interface CartBookingLine {
  /**
   * The service, with its seat rules: a class (`seats > 1`) takes a seat per person the line is
   * for (see `cartLineSeats`); without `seats` the line is one person's appointment.
   */
  service: { slug: string } & Partial<Pick<Service, 'seats' | 'maxSeatsPerBooking'>>;
  /** The chosen staff member; `null` or left out for any available staff. */
  staff?: { slug: string } | null;
  /** The start, an ISO-8601 instant. */
  start: string;
  /** One of the service's lengths, when the visitor chose one. */
  durationMinutes?: number;
  /** Seats asked for, for a class. @default one per `attendees`, or 1 */
  seats?: number;
  /** Ids of the people the line is for (the visitor and their guests): a class's seats. */
  attendees?: ReadonlyArray<string>;
}

/** What a cart's booking request needs besides its items: the visitor's details and where they are. */
export interface CartBookingContext {
  details: DetailsFormData;
  timeZone: string;
  locale: Locale;
  /** How the visitor pays now, where a service lets them choose. */
  paymentChoice?: PaymentChoice | null;
  /** The people the visitor books for besides themselves; each class item's `seats` says how many of them it is for. */
  guests?: ReadonlyArray<Guest>;
  /** The host's own entries stored with every booking of the cart (see `bookingMetadataSchema`). */
  metadata?: Readonly<Record<string, string>> | undefined;
}

/**
 * `POST /bookings` for a cart: every item with its staff member (or `any`) at its start, booked
 * together, all or nothing, with the visitor's details (one payment covers what is due now). A
 * class's item always says its seats (`cartLineSeats`, the seats the cart priced), so the server
 * books and charges what the cart showed rather than a seat for every guest of the request.
 * @throws RangeError for an empty cart: there is nothing to book
 * @example await api.createBooking(cartBookingRequest(items, { details, timeZone, locale: 'en' }), { idempotencyKey })
 */
export function cartBookingRequest(lines: ReadonlyArray<CartBookingLine>, context: CartBookingContext): CreateBookingRequest {
  if (lines.length === 0) throw new RangeError('The cart is empty.');
  const items: CartItem[] = lines.map((line) => ({
    service: line.service.slug,
    staff: line.staff?.slug ?? 'any',
    start: line.start,
    ...(line.durationMinutes !== undefined && { durationMinutes: line.durationMinutes }),
    ...((line.service.seats ?? 1) > 1 && { seats: cartLineSeats(line) }),
  }));
  return {
    items,
    timeZone: context.timeZone,
    locale: context.locale,
    contact: { ...context.details },
    ...(context.guests !== undefined && context.guests.length > 0 && { guests: [...context.guests] }),
    ...(context.paymentChoice && { paymentChoice: context.paymentChoice }),
    ...(context.metadata && Object.keys(context.metadata).length > 0 && { metadata: { ...context.metadata } }),
  };
}
