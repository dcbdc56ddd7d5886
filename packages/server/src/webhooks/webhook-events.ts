import type { Booking } from '@booking-kit/core';
import type { BookingChange } from '../notifications/booking-notifier';

/** The event types a webhook endpoint can receive, each told when its booking change commits. */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.requested',
  'booking.confirmed',
  'booking.rejected',
  'booking.rescheduled',
  'booking.cancelled',
  'payment.succeeded',
] as const;

/** One of {@link WEBHOOK_EVENT_TYPES}. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * A webhook message's body, in the Standard Webhooks shape: `type`, `timestamp` (when the change
 * happened) and `data`. `data.booking` is the booking as `GET /admin/bookings` lists it (contact
 * details, guests, amounts, payment); a move adds where it was (`previous`).
 */
export interface WebhookEvent {
  type: WebhookEventType;
  timestamp: string;
  data: {
    booking: Booking;
    previous?: { start: string; end: string } | undefined;
  };
}

/** Which event a booking change is, by the kind of message it tells (`receipt` is the payment). */
export const WEBHOOK_EVENT_OF: Readonly<Record<BookingChange['kind'], WebhookEventType>> = {
  booked: 'booking.created',
  requested: 'booking.requested',
  confirmed: 'booking.confirmed',
  rejected: 'booking.rejected',
  rescheduled: 'booking.rescheduled',
  cancelled: 'booking.cancelled',
  receipt: 'payment.succeeded',
};
