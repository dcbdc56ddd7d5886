import { type BookingMessage, formatAppointmentTime, formatPrice, type Translator } from '@booking-kit/core';
import { timeZoneName } from './booking-time';

/** One line of the details table. */
export interface DetailRow {
  /** Stable id, for React keys and tests. */
  id: string;
  label: string;
  value: string;
  /** A value that no longer holds (the time before a move): shown struck through. */
  previous?: boolean;
}

/**
 * What the booking is, as the reader needs it: the visitor sees what they pay, a guest who
 * invited them, staff who booked with whom. Times are in the reader's zone.
 */
export function detailRows(message: BookingMessage, { t, tag }: Translator): DetailRow[] {
  const { audience, booking, kind, timeZone } = message;
  const rows: DetailRow[] = [
    { id: 'what', label: t('email.details.what'), value: booking.serviceName },
    { id: 'when', label: t('email.details.when'), value: formatAppointmentTime(booking.start, booking.end, tag, timeZone) },
  ];
  if (kind === 'rescheduled' && booking.previousStart && booking.previousEnd) {
    const was = formatAppointmentTime(booking.previousStart, booking.previousEnd, tag, timeZone);
    rows.push({ id: 'was', label: t('email.details.was'), value: was, previous: true });
  }
  rows.push({ id: 'timeZone', label: t('email.details.timeZone'), value: timeZoneName(booking.start, tag, timeZone) });
  if (audience !== 'staff') rows.push({ id: 'staff', label: t('email.details.staff'), value: booking.staffName });
  if (audience !== 'visitor') rows.push({ id: 'bookedBy', label: t('email.details.bookedBy'), value: booking.visitorName });
  // Who else comes is the visitor's and the business's to know, not every guest's.
  if (audience !== 'guest') {
    if (booking.seats > 1) rows.push({ id: 'seats', label: t('email.details.seats'), value: String(booking.seats) });
    if (booking.guestNames.length > 0) {
      rows.push({ id: 'guests', label: t('email.details.guests'), value: booking.guestNames.join(', ') });
    }
  }
  if (audience === 'visitor') rows.push(...amountRows(message, t, tag));
  // The reason can be personal ('I have a fever'): the visitor and the business read it, guests do not.
  if (audience !== 'guest' && (kind === 'cancelled' || kind === 'rejected') && booking.cancellationReason) {
    rows.push({ id: 'reason', label: t('email.details.reason'), value: booking.cancellationReason });
  }
  if (audience !== 'guest') rows.push({ id: 'reference', label: t('email.details.reference'), value: booking.id });
  return rows;
}

/** The total, what is paid and what is left to pay, in the currency's own decimals; nothing for a free booking. */
function amountRows({ booking, kind }: BookingMessage, t: Translator['t'], tag: string): DetailRow[] {
  const amounts = booking.amounts;
  if (!amounts || amounts.totalMinor === 0) return [];
  const money = (minor: number) => formatPrice(minor, amounts.currency, tag);
  const rows: DetailRow[] = [{ id: 'total', label: t('email.details.total'), value: money(amounts.totalMinor) }];
  // A receipt always says what was paid; other messages only once something was.
  if (amounts.paidMinor > 0 || kind === 'receipt') {
    rows.push({ id: 'paid', label: t('email.details.paid'), value: money(amounts.paidMinor) });
  }
  const left = amounts.totalMinor - amounts.paidMinor;
  if (left > 0) rows.push({ id: 'leftToPay', label: t('email.details.leftToPay'), value: money(left) });
  return rows;
}
