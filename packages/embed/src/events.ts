/**
 * The moments of a booking the widget tells its host page, each with its payload. None carries the
 * visitor's contact details: a host page's analytics must not receive them.
 */
export interface BookingKitEventMap {
  /** The widget's page has loaded and answers. */
  ready: { mode: WidgetMode };
  /** The visitor chose a day (`YYYY-MM-DD`, in the zone the times are shown in). */
  dateSelected: { date: string; timeZone: string };
  /** The visitor chose a time. */
  slotSelected: { start: string; end: string; service: string };
  /** The chosen time is held for the visitor until `expiresAt`. */
  slotHeld: { start: string; expiresAt: string; service: string };
  /** The details form is shown. */
  detailsStarted: { service: string };
  /** The visitor sent the booking (`details`) or a card (`payment`). */
  bookingSubmitted: { service: string; step: 'details' | 'payment' };
  /** The card was declined; `reason` is the message key shown (the visitor may try another card). */
  paymentDeclined: { service: string; reason: string };
  /** A booking was made: its id (and every id of a series), start, service and amount. */
  bookingCreated: {
    bookingId: string;
    bookingIds: string[];
    start: string;
    end: string;
    service: string;
    status: string;
    /** What the booking costs, in minor units, or null when free. */
    amount: { minor: number; currency: string } | null;
  };
  /** The booking could not go on: the API's code and the message key shown. */
  bookingFailed: { code: string; messageKey: string };
  /** A booking was moved to another time (from a manage link). */
  rescheduled: { bookingId: string; start: string };
  /** A booking was cancelled (from a manage link). */
  cancelled: { bookingId: string };
  /** The widget's content is now this tall, in CSS pixels (the iframe follows it). */
  heightChanged: { height: number };
}

/** The name of an event the widget tells its host page. */
export type BookingKitEventName = keyof BookingKitEventMap;

/** Every event name, in the order a booking meets them. */
export const BOOKING_KIT_EVENTS: readonly BookingKitEventName[] = [
  'ready',
  'dateSelected',
  'slotSelected',
  'slotHeld',
  'detailsStarted',
  'bookingSubmitted',
  'paymentDeclined',
  'bookingCreated',
  'bookingFailed',
  'rescheduled',
  'cancelled',
  'heightChanged',
];

/** How the widget shows on the host page. */
export type WidgetMode = 'inline' | 'popup' | 'floating';

/**
 * The DOM event type a widget element dispatches for `name`: `booking-kit:bookingCreated`.
 * @example widget.addEventListener(domEventType('bookingCreated'), (event) => console.log(event.detail.bookingId))
 */
export const domEventType = (name: BookingKitEventName): `booking-kit:${BookingKitEventName}` => `booking-kit:${name}`;
