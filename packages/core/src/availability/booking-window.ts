import { DAY_MS, MINUTE_MS } from '../time/zone-offset';
import { type InstantInput, toEpochMs } from './instant';

/** A service's rules on when it can be booked, as `serviceSchema` declares them. */
export interface BookingWindowRules {
  /** No start sooner than now plus this many minutes. @default 0 */
  minimumNoticeMinutes?: number | undefined;
  /** No start later than now plus this many days of 24 hours. @default unlimited */
  bookingHorizonDays?: number | undefined;
}

/** The starts a service accepts at one instant, in epoch milliseconds, both ends included. */
export interface BookingWindow {
  earliest: number;
  latest: number;
}

/**
 * The booking window of a service at `now`: from `now` plus its minimum notice to `now` plus its
 * booking horizon. The server refuses starts outside it (400 OUTSIDE_BOOKING_WINDOW) and offers
 * no slot there; a calendar can stop offering months after `latest`.
 * @example bookingWindow({ minimumNoticeMinutes: 120, bookingHorizonDays: 90 }, '2026-03-02T08:00:00Z')
 * // { earliest: Date.parse('2026-03-02T10:00:00Z'), latest: Date.parse('2026-05-31T08:00:00Z') }
 */
export function bookingWindow(rules: BookingWindowRules, now: InstantInput): BookingWindow {
  const at = toEpochMs(now);
  return {
    earliest: at + (rules.minimumNoticeMinutes ?? 0) * MINUTE_MS,
    latest: rules.bookingHorizonDays === undefined ? Number.POSITIVE_INFINITY : at + rules.bookingHorizonDays * DAY_MS,
  };
}

/**
 * Whether a start lies in a booking window.
 * @example isInBookingWindow(Date.parse('2026-03-02T09:00:00Z'), window) // false: within the notice
 */
export function isInBookingWindow(start: number, window: BookingWindow): boolean {
  return start >= window.earliest && start <= window.latest;
}
