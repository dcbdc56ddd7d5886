import type { Booking, CreateBookingRequest, Locale } from '@booking-kit/core';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Transaction } from '../db/database';

// What a booking is made from, in a module of its own: `createBooking`, the cart's booking and the
// contact's checks all read it, and `createBooking` imports the cart's (no import circle).

/** A validated `POST /bookings` body (defaults applied). */
export type CreateBookingInput = Required<Pick<CreateBookingRequest, 'staff' | 'locale'>> &
  Omit<CreateBookingRequest, 'staff' | 'locale'>;

/** Options of `createBooking`. */
export interface CreateBookingOptions {
  /** The current instant: only slots after it (and its minimum notice) can be booked. */
  now: Date;
  /** The locale of the service's name in the answer (the request's). @default the booking's own `locale` */
  locale?: Locale | undefined;
  /**
   * Where the booked services are read from when the process keeps the catalog, while it holds
   * the rules in force (see `CatalogCache.readInForce`). @default the database, every time
   */
  catalog?: CatalogCache | undefined;
  /** Runs inside the booking's transaction after the insert, e.g. to store an idempotent answer with it. */
  onCreated?: (tx: Transaction, booking: Booking) => Promise<void>;
}
