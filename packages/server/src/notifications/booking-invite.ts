import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { OutboxPayload } from './outbox';

/** The UID of a booking's calendar event: stable for its whole life, so moves and cancellations replace it. */
export function inviteUid(bookingId: string): string {
  return `${bookingId}@booking-kit`;
}

/**
 * The `.ics` invite (RFC 5545, with RFC 5546's METHOD) of a booking email: one event per
 * appointment of the request, each with its booking's UID and the sequence the change reached;
 * CONFIRMED with METHOD:REQUEST, CANCELLED with METHOD:CANCEL. The organizer is the business at
 * the sending address; the reader is the one attendee. Times are written in UTC (calendars show
 * them in their own zone). ical-generator does the escaping, folding and line endings.
 * @returns the calendar text, or undefined when the message carries no invite
 */
export function bookingInvite(payload: OutboxPayload, from: { name: string; email: string }): string | undefined {
  const { invite, message } = payload;
  if (!invite) return undefined;
  const calendar = ical({
    prodId: { company: 'booking-kit', product: 'booking-kit', language: message.locale.toUpperCase() },
    method: invite.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  for (const event of payload.events) {
    calendar.createEvent({
      id: inviteUid(event.bookingId),
      sequence: invite.sequence,
      start: new Date(event.start),
      end: new Date(event.end),
      stamp: new Date(),
      summary: `${message.booking.serviceName} · ${message.business.name}`,
      description: message.manageUrl ?? null,
      url: message.manageUrl ?? null,
      organizer: { name: message.business.name, email: from.email },
      attendees: [{ name: message.to.name, email: message.to.email }],
      status: invite.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
