import type { Booking, BookingMessage, BookingMessageAudience, BookingMessageKind, Locale } from '@booking-kit/core';
import { isLocale } from '@booking-kit/core';
import { hashManageToken, newManageToken } from '../bookings/booking-secrets';
import { translatedText } from '../catalog/translations';
import type { Transaction } from '../db/database';
import { dropPendingReminders, type EmailEntry, enqueueEmails, type OutboxEvent, type OutboxInvite } from './outbox';

/** How long a manage link in an email keeps working after the (last) appointment ends. */
export const EMAILED_LINK_DAYS_AFTER = 30;

/** A booking change someone is told of: what happened, to which booking (as the API answered it). */
export interface BookingChange {
  kind: Exclude<BookingMessageKind, 'reminder'>;
  booking: Booking;
  /** For `rescheduled`: the booking before it moved. */
  previous?: Booking | undefined;
  now: Date;
}

/** Options of {@link createBookingNotifier}. */
export interface BookingNotifierOptions {
  /**
   * The address of the page where a visitor views, moves or cancels their booking, with the token
   * that opens it; without it, emails carry no manage link.
   * @example (id, token, locale) => `https://book.example.com/${locale}/widget/booking/${id}?token=${token}`
   */
  manageUrl?: ((bookingId: string, token: string, locale: Locale) => string) | undefined;
  /**
   * Called once a write that queued emails has finished (its transaction committed or not), so a
   * worker can send them now rather than at its next look: `() => worker.wake()`.
   */
  onWritten?: (() => void) | undefined;
}

/** Writes the emails a booking change owes, in the change's own transaction (see `enqueueEmail`). */
export interface BookingNotifier {
  /** Enqueues the messages for the visitor, each guest with an address, and the staff member. */
  notify(tx: Transaction, change: BookingChange): Promise<void>;
  /** The API calls this after every write: when it queued emails, `onWritten` hears of it. */
  written(): void;
}

/**
 * Tells `onWritten` once after a write that queued messages: a notifier calls `queued()` as it
 * writes and the API calls `written()` after every write (see `BookingNotifier.written`).
 */
export function queuedWrites(onWritten: (() => void) | undefined): { queued(): void; written(): void } {
  let pending = false;
  return {
    queued() {
      pending = true;
    },
    written() {
      if (!pending) return;
      pending = false;
      onWritten?.();
    },
  };
}

/** What the messages need that the API's answer does not carry, with the booking's own appointment as `appointmentsToRemind` reads one. */
interface NotificationFacts extends Omit<AppointmentRow, 'id'> {
  email: string;
  first_name: string;
  last_name: string;
  staff_email: string | null;
  staff_time_zone: string;
  business_name: string;
  business_phone: string | null;
  default_locale: string;
  invite_sequence: number;
}

/**
 * The columns of {@link NotificationFacts} and the guests, of a booking `b`, its staff `s`, its
 * service `sv` and the business `bz`: with the booking's own appointment and its service's
 * reminder, so that a single booking's reminders need no query of their own.
 */
const NOTIFICATION_FACTS = `b.email, b.first_name, b.last_name, s.name AS staff_name, s.email AS staff_email,
  s.time_zone AS staff_time_zone, bz.name AS business_name, bz.phone AS business_phone, bz.default_locale, b.invite_sequence,
  b.status, b.start_at, b.end_at, sv.name AS service_name, sv.translations, sv.reminder_hours,
  COALESCE((SELECT json_agg(json_build_object('name', g.name, 'email', g.email) ORDER BY g.position)
            FROM booking_guests g WHERE g.booking_id = b.id), '[]'::json) AS guests`;

/** Which invite each kind of change sends: a new or moved event, its withdrawal, or none. */
function inviteMethod(kind: BookingChange['kind']): OutboxInvite['method'] | undefined {
  if (kind === 'booked' || kind === 'confirmed' || kind === 'rescheduled') return 'REQUEST';
  if (kind === 'cancelled') return 'CANCEL';
  // A request is not in anyone's calendar yet, so its rejection withdraws nothing; a receipt moves nothing.
  return undefined;
}

/** The appointments of the booking's request (itself and its series or cart), first first. */
function eventsOf(booking: Booking): OutboxEvent[] {
  const others = (booking.group ?? []).filter((item) => item.id !== booking.id);
  return [
    { bookingId: booking.id, start: booking.start, end: booking.end },
    ...others.map(({ id, start, end }) => ({ bookingId: id, start, end })),
  ];
}

/**
 * A token that opens the booking from an email's link, stored as an access token (see
 * `grantBookingAccess`) that lasts until {@link EMAILED_LINK_DAYS_AFTER} days after the last
 * appointment: the manage token itself is never stored, so it cannot be mailed later. A move
 * deletes the booking's access tokens, and the move's own email brings a new link. `store` is a
 * `WITH` clause for the statement that reads the notification's facts, with its parameters from
 * `$2`: the token is written in that statement rather than in one of its own (a round trip fewer
 * for every booking), and only for a booking with an address to send the link to (`$1` is the
 * booking's id).
 */
function emailedAccessToken(
  events: readonly OutboxEvent[],
  now: Date,
): { token: string; store: string; parameters: [string, string, string] } {
  const token = newManageToken();
  const lastEnd = Math.max(...events.map((event) => Date.parse(event.end)));
  const expiresAt = new Date(lastEnd + EMAILED_LINK_DAYS_AFTER * 86_400_000).toISOString();
  return {
    token,
    store: `WITH emailed_token AS (
       INSERT INTO booking_access_tokens (token_hash, booking_id, created_at, expires_at)
       SELECT $2, id, $3::timestamptz, $4::timestamptz FROM bookings WHERE id = $1 AND email <> '')
     `,
    parameters: [hashManageToken(token), now.toISOString(), expiresAt],
  };
}

/**
 * The notifier the API writes booking emails with. Each change is told to the visitor (in the
 * booking's locale and zone, with a manage link), to each guest with an address (what they are
 * invited to), and to the staff member when the business document gives their `email` (in the
 * business's language and the staff member's zone).
 */
export function createBookingNotifier(options: BookingNotifierOptions = {}): BookingNotifier {
  const writes = queuedWrites(options.onWritten);
  return {
    written: writes.written,
    async notify(tx, change) {
      writes.queued();
      const { booking, kind, now } = change;
      const method = inviteMethod(kind);
      // A move or a cancellation replaces the calendar's copy: one more than the last invite's sequence.
      const bump = kind === 'rescheduled' || kind === 'cancelled';
      const events = eventsOf(booking);
      // A change the visitor can still act on brings them a manage link: its token is stored with the facts.
      const link = options.manageUrl && kind !== 'cancelled' && kind !== 'rejected' ? emailedAccessToken(events, now) : undefined;
      // The facts and the guests in one statement (with the link's token), and every email in one
      // more (see `enqueueEmails`). Read without writing when the sequence stays: an update would
      // write the row once more.
      const { rows } = await tx.query<NotificationFacts & { guests: { name: string; email: string }[] }>(
        (link?.store ?? '') +
          (bump
            ? `UPDATE bookings b SET invite_sequence = b.invite_sequence + 1 FROM staff s, services sv, business bz
             WHERE b.id = $1 AND s.id = b.staff_id AND sv.id = b.service_id RETURNING ${NOTIFICATION_FACTS}`
            : `SELECT ${NOTIFICATION_FACTS} FROM bookings b JOIN staff s ON s.id = b.staff_id
               JOIN services sv ON sv.id = b.service_id CROSS JOIN business bz
             WHERE b.id = $1`),
        [booking.id, ...(link?.parameters ?? [])],
      );
      const facts = rows[0];
      if (!facts) return;
      const guests = { rows: facts.guests };
      const emails: EmailEntry[] = [];
      const invite = method && { method, sequence: facts.invite_sequence };
      const visitorName = [facts.first_name, facts.last_name].filter(Boolean).join(' ');
      const staffLocale: Locale = isLocale(facts.default_locale) ? facts.default_locale : 'en';
      const base = {
        kind,
        business: { name: facts.business_name, ...(facts.business_phone && { phone: facts.business_phone }) },
        booking: {
          id: booking.id,
          serviceName: booking.service.name,
          staffName: facts.staff_name,
          start: booking.start,
          end: booking.end,
          ...(change.previous && { previousStart: change.previous.start, previousEnd: change.previous.end }),
          seats: booking.seats,
          visitorName,
          guestNames: guests.rows.map((guest) => guest.name),
          ...(booking.amounts && { amounts: booking.amounts }),
          ...(booking.cancellationReason && { cancellationReason: booking.cancellationReason }),
          appointmentCount: events.length,
        },
      };
      const send = (
        audience: BookingMessageAudience,
        to: BookingMessage['to'],
        extra: Pick<BookingMessage, 'locale' | 'timeZone'> & { manageUrl?: string },
      ) => {
        emails.push({
          bookingId: booking.id,
          recipient: to.email,
          payload: { message: { ...base, ...extra, audience, to }, events, ...(invite && { invite }) },
          now,
        });
      };

      const hasEmail = facts.email.trim() !== '';
      // Stored above when the booking has an address (`email <> ''`, which every address that is
      // not blank also passes): a link is only mailed where its token was stored.
      const manageUrl =
        hasEmail && link && options.manageUrl ? options.manageUrl(booking.id, link.token, booking.locale) : undefined;
      if (hasEmail) {
        send(
          'visitor',
          { name: visitorName, email: facts.email },
          {
            locale: booking.locale,
            timeZone: booking.timeZone,
            ...(manageUrl && { manageUrl }),
          },
        );
      }
      // Guests hear of what they are invited to; a receipt is the payer's alone.
      if (kind !== 'receipt') {
        for (const guest of guests.rows) {
          send('guest', guest, { locale: booking.locale, timeZone: booking.timeZone });
        }
        if (facts.staff_email) {
          send(
            'staff',
            { name: facts.staff_name, email: facts.staff_email },
            { locale: staffLocale, timeZone: facts.staff_time_zone },
          );
        }
      }

      // Reminders are outbox rows due before each appointment: a move replaces them, the end of
      // the booking drops them, so none is sent for a time that no longer holds.
      if (kind === 'rescheduled' || kind === 'cancelled' || kind === 'rejected') await dropPendingReminders(tx, booking.id);
      const remindNow = kind === 'booked' || kind === 'confirmed' || kind === 'rescheduled';
      if (!remindNow || booking.status !== 'scheduled') {
        await enqueueEmails(tx, emails);
        return;
      }
      // A move concerns its one booking; a new booking or a confirmation, every appointment of its request.
      const ids = kind === 'rescheduled' ? [booking.id] : events.map((event) => event.bookingId);
      const readers: { audience: BookingMessageAudience; to: BookingMessage['to'] }[] = [
        ...(hasEmail ? [{ audience: 'visitor' as const, to: { name: visitorName, email: facts.email } }] : []),
        ...guests.rows.map((guest) => ({ audience: 'guest' as const, to: guest })),
      ];
      // The booking's own appointment was read with the facts; a series or a cart reads the others'.
      const appointments =
        ids.length === 1 && ids[0] === booking.id
          ? toRemind([{ ...facts, id: booking.id }], booking.locale, now)
          : await appointmentsToRemind(tx, ids, booking.locale, now);
      for (const appointment of appointments) {
        const event = { bookingId: appointment.id, start: appointment.start, end: appointment.end };
        for (const { audience, to } of readers) {
          emails.push({
            bookingId: appointment.id,
            recipient: to.email,
            payload: {
              message: {
                ...base,
                kind: 'reminder',
                audience,
                to,
                locale: booking.locale,
                timeZone: booking.timeZone,
                booking: {
                  ...base.booking,
                  id: appointment.id,
                  serviceName: appointment.serviceName,
                  staffName: appointment.staffName,
                  start: appointment.start,
                  end: appointment.end,
                  previousStart: undefined,
                  previousEnd: undefined,
                  appointmentCount: 1,
                },
                ...(audience === 'visitor' && manageUrl && { manageUrl }),
              },
              events: [event],
            },
            now,
            sendAt: appointment.remindAt,
          });
        }
      }
      await enqueueEmails(tx, emails);
    },
  };
}

/** An appointment to remind of: its times, service and staff, and when the reminder is due. */
interface AppointmentToRemind {
  id: string;
  start: string;
  end: string;
  serviceName: string;
  staffName: string;
  remindAt: Date;
}

/** An appointment as read for its reminder: its booking, times, status, service and staff. */
interface AppointmentRow {
  id: string;
  status: string;
  start_at: Date | string;
  end_at: Date | string;
  service_name: string;
  translations: Parameters<typeof translatedText>[0];
  staff_name: string;
  reminder_hours: number;
}

/**
 * The scheduled appointments among `ids` whose service reminds (`reminderHoursBefore` > 0) and
 * whose reminder time is still ahead: a booking made less than that before its start gets none
 * (its confirmation has just said it all).
 */
async function appointmentsToRemind(
  tx: Transaction,
  ids: readonly string[],
  locale: Locale,
  now: Date,
): Promise<AppointmentToRemind[]> {
  const { rows } = await tx.query<AppointmentRow>(
    `SELECT b.id, b.status, b.start_at, b.end_at, sv.name AS service_name, sv.translations, st.name AS staff_name, sv.reminder_hours
     FROM bookings b JOIN services sv ON sv.id = b.service_id JOIN staff st ON st.id = b.staff_id
     WHERE b.id = ANY($1::text[]) AND b.status = 'scheduled' AND sv.reminder_hours > 0
     ORDER BY b.start_at`,
    [[...ids]],
  );
  return toRemind(rows, locale, now);
}

/** Of `rows` (in start order), the scheduled appointments whose service reminds, with the reminder still ahead. */
function toRemind(rows: readonly AppointmentRow[], locale: Locale, now: Date): AppointmentToRemind[] {
  return rows.flatMap((row) => {
    if (row.status !== 'scheduled' || row.reminder_hours <= 0) return [];
    const start = new Date(row.start_at);
    const remindAt = new Date(start.getTime() - row.reminder_hours * 3_600_000);
    if (remindAt.getTime() <= now.getTime()) return [];
    return [
      {
        id: row.id,
        start: start.toISOString(),
        end: new Date(row.end_at).toISOString(),
        serviceName: translatedText(row.translations, locale, 'name', row.service_name),
        staffName: row.staff_name,
        remindAt,
      },
    ];
  });
}
