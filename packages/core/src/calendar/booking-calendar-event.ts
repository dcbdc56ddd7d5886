import type { Translator } from '../i18n/create-translator';
import type { Booking } from '../schemas/booking';
import type { CalendarEvent } from './calendar-event';

/** What {@link bookingCalendarEvent} reads of a booking. */
export type CalendarBooking = Pick<Booking, 'id' | 'start' | 'end' | 'createdAt'> & {
  service: Pick<Booking['service'], 'name'>;
  staff: Pick<Booking['staff'], 'name'>;
};

/** Options of {@link bookingCalendarEvent}. */
export interface BookingCalendarEventOptions {
  /** The visitor's translator (`useLocale().t`, `createTranslator(...).t`): the title's 'with {name}' and the description. */
  t: Translator['t'];
  /** The phone the event's description names for questions. @default none: no description */
  officePhone?: string | undefined;
  /** The page that shows the booking, absolute: the event links back to it. @default none */
  url?: string | undefined;
}

/**
 * A booking as calendars take it (Add to calendar, an `.ics` file): the service and who performs
 * it as the title, its time, the office phone to call, and the page that shows it. The UID is the
 * booking's, as in the booking emails' invites, so adding it again updates one event.
 * @example
 * bookingCalendarEvent(booking, { t, officePhone: '+31 20 123 4567', url: 'https://book.example/widget/booking/b1' })
 * // { uid: 'b1@booking-kit', title: 'Massage · with Anna de Vries', start, end, createdAt, description: 'Questions? …', url }
 */
export function bookingCalendarEvent(
  booking: CalendarBooking,
  { t, officePhone, url }: BookingCalendarEventOptions,
): CalendarEvent {
  return {
    uid: `${booking.id}@booking-kit`,
    title: `${booking.service.name} · ${t('booking.with', { name: booking.staff.name })}`,
    start: booking.start,
    end: booking.end,
    createdAt: booking.createdAt,
    ...(officePhone && { description: t('confirmation.contact', { phone: officePhone }) }),
    ...(url && { url }),
  };
}
