import type { Booking, FindBookingFailure } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Alert, CancelBooking } from '@booking-kit/ui';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../lib/locale-path';
import { sendManageRequest } from '../lib/manage-request';
import { usePageTitle } from '../lib/page-title';
import { FindBookingForm } from './find-booking-form';

/** Props of {@link CancelBookingPage}. */
export interface CancelBookingPageProps {
  /** The booking to cancel, once this browser may manage it. */
  booking: Booking | null;
  /** The reference to start the find form with (`?booking=`). */
  reference: string;
  timeZone: string;
  /** Why the find form opened no booking. */
  failure: FindBookingFailure | undefined;
  /** The service whose appointments this page cancels, named in its heading. */
  serviceName?: string | undefined;
}

/**
 * Cancel a booking: first find it (reference or confirmation link, and the email it was booked
 * with), then the library's CancelBooking asks for the reason and cancels it; the booking's page
 * then shows it cancelled. 'Keep appointment' goes to the booking's page unchanged.
 */
export function CancelBookingPage({ booking, reference, timeZone, failure, serviceName }: CancelBookingPageProps) {
  const { t } = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const title = serviceName ? t('cancelPage.titleFor', { service: serviceName }) : t('cancelPage.title');
  const pageTitleText = usePageTitle([title, booking?.service.name]);
  if (booking) {
    const bookingPath = localePath(`/widget/booking/${booking.id}`);
    return (
      <div className="booking-page booking-page--narrow">
        <title>{pageTitleText}</title>
        {booking.status === 'cancelled' ? (
          <>
            <h1 className="service-summary__name">{title}</h1>
            <Alert tone="info">{t('cancelBooking.errors.BOOKING_CANCELLED')}</Alert>
            <p>
              <Link to={bookingPath}>{t('cancelPage.viewBooking')}</Link>
            </p>
          </>
        ) : (
          <CancelBooking
            booking={booking}
            timeZone={timeZone}
            headingLevel={1}
            onCancel={(reason) => sendManageRequest(bookingPath, { intent: 'cancel', reason })}
            onCancelled={() => void navigate(bookingPath, { replace: true })}
            onKeep={() => void navigate(bookingPath)}
          />
        )}
      </div>
    );
  }
  return (
    <div className="booking-page booking-page--narrow">
      <title>{title}</title>
      <h1 className="service-summary__name">{title}</h1>
      <p>{t('cancelPage.intro')}</p>
      <FindBookingForm submitLabel={t('flow.continue')} defaultReference={reference} failure={failure} />
    </div>
  );
}
