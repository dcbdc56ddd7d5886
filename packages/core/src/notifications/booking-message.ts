import type { Locale } from '../i18n/locales';
import type { BookingAmounts } from '../schemas/payment';

/**
 * What happened to a booking that someone is told of by email:
 * - `booked`: a booking is made and scheduled (the visitor gets the invite);
 * - `requested`: a booking waits for the business to confirm it; then `confirmed` or `rejected`;
 * - `rescheduled`: it moved (the invite is updated); `cancelled`: it is off (the invite is withdrawn);
 * - `reminder`: the appointment is near; `receipt`: a payment succeeded.
 */
export const BOOKING_MESSAGE_KINDS = [
  'booked',
  'requested',
  'confirmed',
  'rejected',
  'rescheduled',
  'cancelled',
  'reminder',
  'receipt',
] as const;

/** One of {@link BOOKING_MESSAGE_KINDS}. */
export type BookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/**
 * Who a message is for: the visitor who booked, a guest they bring (told what they are invited
 * to, without the manage link or the amounts), or the staff member who gives the appointment.
 */
export type BookingMessageAudience = 'visitor' | 'guest' | 'staff';

/** The booking as a message shows it: what, when, with whom, for how much. */
export interface BookingMessageBooking {
  /** The booking's id (the first of a series or cart). */
  id: string;
  /** The service's name, in the message's locale. */
  serviceName: string;
  /** The staff member's name. */
  staffName: string;
  /** When it starts and ends (ISO 8601 instants). */
  start: string;
  end: string;
  /** Where it was before, for `rescheduled` (ISO 8601 instants). */
  previousStart?: string | undefined;
  previousEnd?: string | undefined;
  /** Seats taken (more than 1 in a class booked for several people). */
  seats: number;
  /** The name of the visitor who booked. */
  visitorName: string;
  /** The names of the guests the visitor brings. */
  guestNames: readonly string[];
  /** What it costs, what is paid and what is left (absent for a free service). */
  amounts?: BookingAmounts | undefined;
  /** Why it was cancelled or rejected, as the visitor or the business wrote it. */
  cancellationReason?: string | undefined;
  /** How many appointments the booking holds (a series, a cart): the message speaks of the first. */
  appointmentCount: number;
}

/**
 * One email about a booking, as the server hands it to the message renderer: everything the
 * message shows, already chosen for its reader (their locale, their time zone, their link).
 */
export interface BookingMessage {
  /** The message's own id: the outbox row's, and the email's Message-ID. */
  id: string;
  kind: BookingMessageKind;
  audience: BookingMessageAudience;
  /** The reader. */
  to: { name: string; email: string };
  /** The reader's language: the booking's locale for the visitor and guests, the business's for staff. */
  locale: Locale;
  /** The time zone times are written in: the visitor's for the visitor and guests, the staff member's for staff. */
  timeZone: string;
  /** The business: its name and the office phone the reader can call. */
  business: { name: string; phone?: string | undefined };
  booking: BookingMessageBooking;
  /** The link to view, reschedule or cancel the booking: the visitor's message only. */
  manageUrl?: string | undefined;
}

/** A message ready to send: its subject and its body as HTML and as plain text. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/**
 * Turns a {@link BookingMessage} into a {@link RenderedMessage}. The server is handed one (the
 * templates live in `@booking-kit/emails`, so the server needs no React).
 */
export type RenderBookingMessage = (message: BookingMessage) => Promise<RenderedMessage>;
