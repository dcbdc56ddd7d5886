import { type Booking, bookingCalendarEvent, type CalendarEvent, type WidgetApiClient } from '@booking-kit/core';
import { type BookingMade, useLocale } from '@booking-kit/react';
import { useEffect, useState } from 'react';
import { AddToCalendar } from '../add-to-calendar/add-to-calendar';
import { Confirmation } from '../confirmation/confirmation';

/** Props of {@link BookerConfirmation}. */
export interface BookerConfirmationProps {
  /** What the booking made: the first booking, and every booking of the request with their token. */
  made: BookingMade | null;
  /** The client that reads the request's other bookings (a series' occurrences, a cart's items). */
  client: Pick<WidgetApiClient, 'getBooking'>;
  timeZone: string;
  /** The phone the confirmation names for questions. */
  officePhone?: string | undefined;
}

/** The request's other bookings, read with its manage token once; those it cannot read are left out. */
function useOtherBookings(made: BookingMade | null, client: Pick<WidgetApiClient, 'getBooking'>): Booking[] {
  const [others, setOthers] = useState<Booking[]>([]);
  useEffect(() => {
    if (!made || made.ids.length < 2 || !made.manageToken) return;
    const token = made.manageToken;
    let current = true;
    void Promise.all(made.ids.slice(1).map((id) => client.getBooking(id, token).catch(() => null))).then((read) => {
      if (current) setOthers(read.filter((booking): booking is Booking => booking !== null));
    });
    return () => {
      current = false;
    };
  }, [made, client]);
  return others;
}

/**
 * The Booker's own last step, for a host that stays on the page: the outcome (scheduled, or
 * requested for a service the business confirms) as a heading that takes focus, what, when and
 * who of every booking the request made (a series' occurrences, a cart's items), and one calendar
 * file with those that are on the calendar.
 */
export function BookerConfirmation({ made, client, timeZone, officePhone }: BookerConfirmationProps) {
  const { t } = useLocale();
  const others = useOtherBookings(made, client);
  if (made === null) return null;
  const bookings = [made.booking, ...others];
  const scheduled = bookings
    .filter((booking) => booking.status === 'scheduled')
    .map((booking) => bookingCalendarEvent(booking, { t, officePhone }));
  return (
    <section className="bk-flow-step" data-flow-step="confirmation">
      {bookings.map((booking, index) => (
        <Confirmation
          key={booking.id}
          booking={booking}
          timeZone={timeZone}
          officePhone={officePhone}
          headingLevel={index === 0 ? 2 : 3}
          focusOnMount={index === 0}
          // Several bookings share one outcome as their title: groups, not landmarks of one name.
          {...(bookings.length > 1 && { role: 'group' })}
        >
          {index === bookings.length - 1 && scheduled.length > 0 ? (
            <AddToCalendar
              headingLevel={3}
              event={scheduled.length === 1 ? (scheduled[0] as CalendarEvent) : scheduled}
              {...(scheduled.length > 1 && { fileName: 'appointments.ics' })}
            />
          ) : null}
        </Confirmation>
      ))}
    </section>
  );
}
