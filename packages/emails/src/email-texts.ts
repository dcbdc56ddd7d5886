import type { BookingMessage, BookingMessageKind, Translator } from '@booking-kit/core';
import { subjectDate } from './booking-time';

/** The message keys of what a message says above its details: [subject, heading, intro]. */
type TextKeys = readonly [subject: string, heading: string, intro: string];

/** What the visitor is told of each kind. */
const VISITOR_KEYS: Record<BookingMessageKind, TextKeys> = {
  booked: ['email.subject.booked', 'email.visitor.booked.heading', 'email.visitor.booked.intro'],
  requested: ['email.subject.requested', 'email.visitor.requested.heading', 'email.visitor.requested.intro'],
  confirmed: ['email.subject.confirmed', 'email.visitor.confirmed.heading', 'email.visitor.confirmed.intro'],
  rejected: ['email.subject.rejected', 'email.visitor.rejected.heading', 'email.visitor.rejected.intro'],
  rescheduled: ['email.subject.rescheduled', 'email.visitor.rescheduled.heading', 'email.visitor.rescheduled.intro'],
  cancelled: ['email.subject.cancelled', 'email.visitor.cancelled.heading', 'email.visitor.cancelled.intro'],
  reminder: ['email.subject.reminder', 'email.visitor.reminder.heading', 'email.visitor.reminder.intro'],
  receipt: ['email.subject.receipt', 'email.visitor.receipt.heading', 'email.visitor.receipt.intro'],
};

/**
 * What a guest is told: they are invited while the booking stands (made, asked for, confirmed,
 * paid), and told when it moves, when it is off (cancelled or declined), and when it is near.
 */
const INVITED: TextKeys = ['email.subject.invitation', 'email.guest.invited.heading', 'email.guest.invited.intro'];
const GUEST_KEYS: Record<BookingMessageKind, TextKeys> = {
  booked: INVITED,
  requested: ['email.subject.invitation', 'email.guest.invited.heading', 'email.guest.requested.intro'],
  confirmed: INVITED,
  rejected: ['email.subject.cancelled', 'email.guest.cancelled.heading', 'email.guest.cancelled.intro'],
  rescheduled: ['email.subject.rescheduled', 'email.guest.rescheduled.heading', 'email.guest.rescheduled.intro'],
  cancelled: ['email.subject.cancelled', 'email.guest.cancelled.heading', 'email.guest.cancelled.intro'],
  reminder: ['email.subject.reminder', 'email.visitor.reminder.heading', 'email.guest.reminder.intro'],
  receipt: INVITED,
};

/** What the staff member is told: a short notice whose heading is its subject, [heading, intro]. */
const STAFF_KEYS: Record<BookingMessageKind, readonly [heading: string, intro: string]> = {
  booked: ['email.staff.booked.heading', 'email.staff.booked.intro'],
  requested: ['email.staff.requested.heading', 'email.staff.requested.intro'],
  confirmed: ['email.staff.confirmed.heading', 'email.staff.confirmed.intro'],
  rejected: ['email.staff.rejected.heading', 'email.staff.rejected.intro'],
  rescheduled: ['email.staff.rescheduled.heading', 'email.staff.rescheduled.intro'],
  cancelled: ['email.staff.cancelled.heading', 'email.staff.cancelled.intro'],
  reminder: ['email.staff.reminder.heading', 'email.staff.reminder.intro'],
  receipt: ['email.staff.receipt.heading', 'email.staff.receipt.intro'],
};

/** The keys of a message's texts, for its kind and reader. */
function textKeys({ kind, audience }: BookingMessage): TextKeys {
  if (audience === 'visitor') return VISITOR_KEYS[kind];
  if (audience === 'guest') return GUEST_KEYS[kind];
  const [heading, intro] = STAFF_KEYS[kind];
  return [heading, heading, intro];
}

/** What a message says before its details, in the reader's language. */
export interface EmailTexts {
  /** The subject line, e.g. 'Booked: Massage (60 min) on Tue, Dec 1, 10:00 AM'. */
  subject: string;
  /** The one `h1`. */
  heading: string;
  /** The opening sentence, also the inbox preview. */
  intro: string;
}

/**
 * The subject, heading and opening sentence of a message, for its kind and reader, with the
 * start written in the reader's zone.
 */
export function emailTexts(message: BookingMessage, { t, tag }: Translator): EmailTexts {
  const { booking } = message;
  const values = {
    service: booking.serviceName,
    date: subjectDate(booking.start, tag, message.timeZone),
    business: message.business.name,
    visitor: booking.visitorName,
  };
  const [subject, heading, intro] = textKeys(message);
  // A line break in a name would end the Subject header early; the server should not get one from us.
  return { subject: t(subject, values).replace(/\s+/g, ' ').trim(), heading: t(heading, values), intro: t(intro, values) };
}
