import { type Booking, calendarMonths, type MonthSlots } from '@booking-kit/core';
import { withHostManageEvents } from '@booking-kit/embed/frame';
import { ManageBooking as LibraryManageBooking } from '@booking-kit/ui';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { sendManageRequest as manage } from '../lib/manage-request';

/** Props of {@link ManageBooking}. */
export interface ManageBookingProps {
  booking: Booking;
  /** The link that opens this booking, with its manage token, on any device. */
  manageUrl: string;
  /** The form shown (`?manage=`), if any. */
  view: 'reschedule' | 'cancel' | null;
  /** The reschedule calendar's month, while it is shown. */
  slots: MonthSlots | null;
  timeZone: string;
}

/**
 * The library's ManageBooking on the booking page: each form has an address
 * (`?manage=reschedule|cancel`, rendered by the server, so it works before any script), and the
 * requests go through the app's manage route, which adds the manage token from its HttpOnly cookie.
 */
export function ManageBooking({ booking, manageUrl, view, slots, timeZone }: ManageBookingProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const bookingPath = new URL(manageUrl).pathname;
  const show = (next: 'reschedule' | 'cancel' | null, month?: string) =>
    next === null
      ? void navigate(bookingPath, { replace: true, preventScrollReset: true })
      : setSearchParams({ manage: next, ...(month && { month }) }, { replace: true, preventScrollReset: true });
  return (
    <LibraryManageBooking
      api=""
      booking={booking}
      manageUrl={manageUrl}
      timeZone={timeZone}
      view={view}
      onViewChange={show}
      viewHref={(action) => `?manage=${action}`}
      slots={slots ? { days: navigation.state === 'loading' ? undefined : slots.days, ...calendarMonths(slots) } : undefined}
      onMonthChange={(month) => show('reschedule', month.toString().slice(0, 7))}
      onReschedule={(slot) => manage(bookingPath, { intent: 'reschedule', start: slot.start })}
      onCancel={(reason) => manage(bookingPath, { intent: 'cancel', reason })}
      {...withHostManageEvents(booking.id, {
        onRescheduled: () => void navigate(`${bookingPath}?outcome=rescheduled`, { replace: true }),
        onCancelled: () => void navigate(bookingPath, { replace: true }),
      })}
    />
  );
}
