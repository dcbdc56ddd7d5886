import type { ApiErrorCode, Booking, PaymentChoice } from '@booking-kit/core';
import { expect } from 'vitest';
import { newManageToken } from '../bookings/booking-secrets';
import { bookingWriter } from '../bookings/booking-writer';
import { createBooking } from '../bookings/create-booking';
import type { CreateBookingInput } from '../bookings/create-booking-input';
import { placeAt } from '../bookings/placement';
import { findService, findStaff, type ServiceRecord, type StaffRecord } from '../catalog/catalog-queries';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors/domain-error';
import { startPayment } from '../payments/booking-payments';
import { CONTACT, DEMO_BOOKING, NOW } from './demo-database';

// The unit tests of the domain modules (bookings/, payments/, catalog/) call the domain functions
// on the demo business without the API: what they share to book and to read a refusal.

export { CONTACT, NOW } from './demo-database';

/** One minute, in milliseconds. */
export const MINUTE = 60_000;

/** `NOW` moved `minutes` ahead: a clock the tests pass to the domain functions. */
export function minutesAfterNow(minutes: number): Date {
  return new Date(NOW.getTime() + minutes * MINUTE);
}

/**
 * A valid booking input, as `POST /bookings` hands it to `createBooking` once parsed: an intro call
 * with Anna on Tuesday 3 March 2026, 09:00 in Amsterdam, unless `overrides` say otherwise.
 */
export function bookingInput(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    ...DEMO_BOOKING,
    contact: CONTACT,
    ...overrides,
  };
}

/**
 * Books with `createBooking` alone, at `now`: a paid service's booking stays `scheduled` (no
 * payment is started), so it keeps its time whatever the clock. For the tests of placement,
 * seats, rooms and staff, where the payment is not what is checked.
 */
export function book(db: Database, overrides: Partial<CreateBookingInput> = {}, now: Date = NOW): Promise<Booking> {
  return createBooking(db, bookingInput(overrides), { now });
}

/** Options of `placeBooking`. */
export interface PlaceBookingOptions {
  /** @default 1 */
  seats?: number;
  /** @default NOW */
  now?: Date;
}

/**
 * Puts a booking of `service` with `staff` (a slug or `any`) at `start` through `placeAt`, written
 * as `createBooking` writes it. The service is a record, so a test may give it a rule the demo
 * lacks (a daily limit, other rooms) without importing another business.
 */
export function placeBooking(
  db: Database,
  service: ServiceRecord,
  staff: string,
  start: string,
  { seats = 1, now = NOW }: PlaceBookingOptions = {},
): Promise<Booking> {
  const input = { contact: CONTACT, timeZone: 'Europe/Amsterdam', locale: 'en' as const, staff };
  return placeAt(db, {
    service,
    staff,
    start: Date.parse(start),
    seats,
    now,
    write: bookingWriter({ input, service, seats, manageToken: newManageToken(), now }),
  });
}

/** Options of `bookAndStartPayment`. */
export interface BookAndPayOptions {
  now?: Date;
  /** The visitor's payment choice where the service offers a deposit. */
  choice?: PaymentChoice;
  /** How long the bookings wait for their payment. @default 10, the default hold length */
  holdMinutes?: number;
}

/**
 * Books as `POST /bookings` does without HTTP: `createBooking`, then `startPayment` in the
 * booking's own transaction (so a refused payment books nothing). Answers the booking with its
 * amounts and, when something is due now, its payment.
 */
export async function bookAndStartPayment(
  db: Database,
  overrides: Partial<CreateBookingInput> = {},
  { now = NOW, choice, holdMinutes = 10 }: BookAndPayOptions = {},
): Promise<Booking> {
  let answer: Booking | undefined;
  const booking = await createBooking(db, bookingInput({ ...overrides, ...(choice && { paymentChoice: choice }) }), {
    now,
    onCreated: async (tx, created) => {
      answer = await startPayment(tx, created, { now, holdMinutes });
    },
  });
  return answer ?? booking;
}

/** A demo service by slug, as stored (its default length, default texts). */
export async function demoService(db: Queryable, slug: string): Promise<ServiceRecord> {
  const service = await findService(db, slug);
  if (!service) throw new Error(`the demo business has no service ${slug}`);
  return service;
}

/** Demo staff members by slug, in the order asked. */
export async function demoStaff(db: Queryable, ...slugs: string[]): Promise<StaffRecord[]> {
  const staff = await findStaff(db, slugs);
  if (staff.length !== slugs.length) throw new Error(`the demo business lacks one of ${slugs.join(', ')}`);
  return staff;
}

/** A domain refusal as a client sees it: its code, message, and the fields and values it names. */
export interface Refusal {
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
  params?: Record<string, string | number>;
}

function refusalOf(error: unknown): Refusal {
  expect(error).toBeInstanceOf(DomainError);
  const { code, message, details } = error as DomainError;
  return { code, message, ...details };
}

/**
 * What a domain operation that must be refused rejected with, as a `Refusal` to compare with
 * `toMatchObject`; fails the test when it succeeds or throws anything but a `DomainError`.
 * @example expect(await refusal(placeAt(db, placement))).toMatchObject({ code: 'STAFF_BUSY' })
 */
export async function refusal(operation: Promise<unknown>): Promise<Refusal> {
  const outcome = await operation.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
  return refusalOf(outcome.error);
}

/** `refusal` for a check that throws at once. */
export function refusalFrom(check: () => unknown): Refusal {
  try {
    check();
  } catch (error) {
    return refusalOf(error);
  }
  throw new Error('expected a refusal, the check passed');
}
