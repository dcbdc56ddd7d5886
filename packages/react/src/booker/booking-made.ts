import type { Booking } from '@booking-kit/core';

/** What a booking made: every booking of the request (a series' occurrences) and their manage token. */
export interface BookingMade {
  booking: Booking;
  /** Ids of every booking the request made, the first one first. */
  ids: string[];
  /** The token that opens, reschedules and cancels them (keep it: it is the visitor's link). */
  manageToken: string | null;
}
