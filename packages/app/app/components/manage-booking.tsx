import type { Booking } from '@booking-kit/core';
import { calendarMonths, type MonthSlots } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { buttonVariants, CancelBooking, RescheduleBooking, TextField } from '@booking-kit/ui';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
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
 * What the holder of a booking can do with it: keep the manage link (to open it on another
 * device), reschedule it with the library's RescheduleBooking, or cancel it with a reason through
 * CancelBooking. Each form opens in place (`?manage=reschedule|cancel`), so it has an address.
 */
export function ManageBooking({ booking, manageUrl, view, slots, timeZone }: ManageBookingProps) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const bookingPath = new URL(manageUrl).pathname;
  const close = () => void navigate(bookingPath, { replace: true, preventScrollReset: true });
  return (
    <section className="manage-booking" aria-labelledby="manage-title">
      <h2 id="manage-title">{t('manage.title')}</h2>
      <TextField label={t('manage.link')} description={t('manage.linkHint')} value={manageUrl} readOnly />
      {view === null ? (
        <div className="manage-booking__actions">
          <Link className={buttonVariants({ variant: 'secondary' })} to="?manage=reschedule" preventScrollReset>
            {t('manage.reschedule')}
          </Link>
          <Link className={buttonVariants({ variant: 'secondary' })} to="?manage=cancel" preventScrollReset>
            {t('manage.cancel')}
          </Link>
        </div>
      ) : null}
      {view === 'reschedule' && slots ? (
        <RescheduleBooking
          booking={booking}
          timeZone={timeZone}
          headingLevel={3}
          slotPicker={{
            days: navigation.state === 'loading' ? undefined : slots.days,
            ...calendarMonths(slots),
            onMonthChange: (month) =>
              setSearchParams(
                { manage: 'reschedule', month: month.toString().slice(0, 7) },
                { replace: true, preventScrollReset: true },
              ),
          }}
          onReschedule={(slot) => manage(bookingPath, { intent: 'reschedule', start: slot.start })}
          onRescheduled={() => void navigate(`${bookingPath}?outcome=rescheduled`, { replace: true })}
          onKeep={close}
        />
      ) : null}
      {view === 'cancel' ? (
        <CancelBooking
          booking={booking}
          timeZone={timeZone}
          headingLevel={3}
          onCancel={(reason) => manage(bookingPath, { intent: 'cancel', reason })}
          onCancelled={() => void navigate(bookingPath, { replace: true })}
          onKeep={close}
        />
      ) : null}
    </section>
  );
}
