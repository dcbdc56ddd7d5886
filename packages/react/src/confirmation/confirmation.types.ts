import type { BookingAmounts, BookingStatus } from '@booking-kit/core';

/** The outcome a confirmation announces: after scheduling, rescheduling or cancelling, or a request. */
export type ConfirmationStatus = BookingStatus | 'rescheduled';

/**
 * What a confirmation shows of a booking; a core `Booking` (as the API returns it) fits as is.
 * @example { id: 'bk_7Hq2', service: { name: 'Haircut' }, staff: { name: 'Anna' }, start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T13:30:00.000Z' }
 */
export interface ConfirmationBooking {
  /** The booking reference. */
  id: string;
  /** The booking's status; the confirmation's `status` prop overrides it (e.g. `rescheduled`). */
  status?: BookingStatus;
  service: { name: string };
  staff?: { name: string };
  /** ISO-8601 instants. */
  start: string;
  end: string;
  /** The visitor; `email` is shown when given (only the manage-token holder's API answer has it). */
  contact?: { firstName: string; lastName?: string; email?: string };
  /** Why a cancelled booking was cancelled. */
  cancellationReason?: string;
  /** What it costs, what was due online, and what is paid: shown for a booking with a price. */
  amounts?: BookingAmounts;
}

/** One row of the booking's details. */
export interface ConfirmationDetail {
  id: 'what' | 'when' | 'who' | 'email' | 'total' | 'due-now' | 'paid' | 'remaining' | 'reference' | 'reason';
  label: string;
  value: string;
}
