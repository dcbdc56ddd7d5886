import type { Booking, CalendarEvent } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { AddToCalendar } from '../add-to-calendar/add-to-calendar';
import { Confirmation } from '../confirmation/confirmation';

/** Props of {@link BookerConfirmation}. */
export interface BookerConfirmationProps {
  /** The booking made (the first of a series' or a cart's). */
  booking: Booking | null;
  timeZone: string;
  /** The phone the confirmation names for questions. */
  officePhone?: string | undefined;
  /** The page the visitor comes back to for this booking, for the calendar entry's link. */
  bookingUrl?: string | undefined;
}

/**
 * The Booker's own last step, for a host that stays on the page: the outcome (scheduled, or
 * requested for a service the business confirms) as a heading that takes focus, what, when and
 * who, and add-to-calendar for a booking that is on the calendar.
 */
export function BookerConfirmation({ booking, timeZone, officePhone, bookingUrl }: BookerConfirmationProps) {
  const { t } = useLocale();
  if (booking === null) return null;
  const event: CalendarEvent = {
    uid: `${booking.id}@booking-kit`,
    title: `${booking.service.name} · ${t('booking.with', { name: booking.staff.name })}`,
    start: booking.start,
    end: booking.end,
    createdAt: booking.createdAt,
    ...(officePhone && { description: t('confirmation.contact', { phone: officePhone }) }),
    ...(bookingUrl && { url: bookingUrl }),
  };
  return (
    <section className="bk-flow-step" data-flow-step="confirmation">
      <Confirmation booking={booking} timeZone={timeZone} officePhone={officePhone} focusOnMount>
        {booking.status === 'scheduled' ? <AddToCalendar headingLevel={3} event={event} /> : null}
      </Confirmation>
    </section>
  );
}
