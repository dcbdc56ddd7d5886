import {
  type Booking,
  bookingFlowBookingRequest,
  bookingFlowHoldRequest,
  type ServiceDetail,
  type SlotDay,
} from '@booking-kit/core';
import {
  type GuestDraft,
  isRecurringSeriesComplete,
  type RecurringSeriesValue,
  type StaffPickerStaff,
  useBookingFlow,
  useLocale,
} from '@booking-kit/react';
import { LOADING_DELAY_MS, LoadingState } from '@booking-kit/ui';
import type { CalendarDate } from '@internationalized/date';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApiClient } from '../../lib/browser-api';
import { confirmationPath } from '../../lib/confirmation-path';
import { useLocalePath } from '../../lib/locale-path';
import { LazyDetailsStep, LazyPaymentStep } from './lazy-parts';
import { StaffStep } from './staff-step';
import { TimeStep } from './time-step';
import { useReleaseLeftHold } from './use-release-left-hold';
import { keepApplicableChoices, useSeriesCheck } from './use-series-check';
import { useStepFocus } from './use-step-focus';

/** The shown month's slots and the months the calendar may show, from the route's loader. */
export interface FlowSlots {
  /** The shown month's days with times; undefined while another month loads. */
  days: SlotDay[] | undefined;
  month: CalendarDate;
  minMonth: CalendarDate;
  maxMonth: CalendarDate;
  today: CalendarDate;
}

/** Props of {@link AppointmentFlow}. */
export interface AppointmentFlowProps {
  service: ServiceDetail;
  /** The staff who perform the service at this provider, in the order to show them. */
  performers: StaffPickerStaff[];
  /** The staff member the route decided (a person's own page); a team's visitor chooses. */
  fixedStaff: string | undefined;
  slots: FlowSlots;
  timeZone: string;
  /** The one-time link the booking uses up, on a link's page. */
  oneTimeLink?: string | undefined;
  /** The slots shown must follow the chosen staff member and the seats asked for. */
  onSlotQueryChange(query: { staff?: string; seats?: number }): void;
  onMonthChange(month: CalendarDate): void;
  onTimeZoneChange(timeZone: string): void;
}

/**
 * The booking journey of one service, on the library's `useBookingFlow`: staff (for a team),
 * date and time with a hold, the visitor's details (and guests for a class), payment where the
 * service asks for it, then the confirmation page. A service with a `recurring` rule may be
 * booked as a weekly series ('Repeat' on the time step): its occurrences are checked, each taken
 * one is moved or left out, and the series is booked all or nothing on the first one's hold.
 * Holds, bookings and payments go to the API from the browser; the confirmation (of every
 * booking of a series) is opened with the manage token, which the booking route moves into an
 * HttpOnly cookie per booking.
 */
export function AppointmentFlow(props: AppointmentFlowProps) {
  const { service, timeZone } = props;
  const { t, locale } = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [guests, setGuests] = useState<GuestDraft[]>([]);
  // One key per intent: a retry of the same booking replays it instead of booking twice.
  const bookingKey = useRef<string | null>(null);
  // A paid booking made before its card was charged: a declined card pays the same booking again.
  const unpaid = useRef<Booking | null>(null);
  const { sectionRef, focusStep } = useStepFocus();
  const requiresPayment = service.payment !== 'none' && service.priceMinor > 0;
  const guestList = guests.map(({ name, email }) => ({ name, email }));
  // A series, for a service whose rule allows one: off until the visitor turns 'Repeat' on.
  const rule = service.recurring ?? null;
  const [repeat, setRepeat] = useState(false);
  const [series, setSeries] = useState<RecurringSeriesValue>(() => ({
    everyWeeks: rule?.everyWeeks[0] ?? 1,
    count: rule?.minCount ?? 2,
    skip: [],
    replacements: {},
  }));
  const recurring = rule && repeat ? series : null;

  const flow = useBookingFlow({
    serviceCount: 1,
    staffCount: props.performers.length,
    services: [service.slug],
    ...(props.fixedStaff !== undefined && { staff: props.fixedStaff }),
    requiresPayment: () => requiresPayment,
    placeHold: (state) => {
      bookingKey.current = crypto.randomUUID();
      return browserApiClient(locale).createHold(bookingFlowHoldRequest(state, { guests: guestList }), {
        idempotencyKey: crypto.randomUUID(),
      });
    },
    book: (state) =>
      browserApiClient(locale).createBooking(
        bookingFlowBookingRequest(state, {
          timeZone,
          locale,
          guests: guestList,
          recurring,
          ...(props.oneTimeLink && { oneTimeLink: props.oneTimeLink }),
        }),
        { idempotencyKey: bookingKey.current ?? crypto.randomUUID() },
      ),
    // The new step's heading takes focus, so a screen reader hears where the visitor is now.
    // A step whose code is still arriving takes focus when it mounts (see `sectionRef`).
    onStepChange: focusStep,
  });

  useReleaseLeftHold(flow.state, locale);

  const seriesCheck = useSeriesCheck({
    service: service.slug,
    rule,
    repeat,
    slot: flow.state.slot,
    heldStart: flow.state.hold?.start ?? null,
    staff: flow.state.staff,
    seats: 1 + guests.length,
    value: series,
    locale,
    onAnswer: (occurrences) => setSeries((current) => keepApplicableChoices(current, occurrences)),
  });

  // Booked: the confirmation page (of every booking of a series, which share one manage token),
  // where the manage token becomes each booking's cookie.
  const booked = flow.state.booking;
  useEffect(() => {
    if (booked === null) return;
    const page = (ids: string) => localePath(`/widget/booking/${ids}`);
    void navigate(confirmationPath(booked, unpaid.current, page), { replace: true });
  }, [booked, localePath, navigate]);

  const step = flow.step;
  return (
    <div className="appointment-flow" data-step={step}>
      {step === 'staff' ? (
        <StaffStep
          flow={flow}
          performers={props.performers}
          sectionRef={sectionRef('staff')}
          onStaffChange={(staff) => props.onSlotQueryChange({ staff })}
        />
      ) : null}
      {step === 'time' ? (
        <TimeStep
          flow={flow}
          service={service}
          slots={props.slots}
          timeZone={timeZone}
          guests={guests}
          onGuestsChange={(next) => {
            setGuests(next);
            props.onSlotQueryChange({ seats: 1 + next.length });
          }}
          sectionRef={sectionRef('time')}
          onMonthChange={props.onMonthChange}
          onTimeZoneChange={props.onTimeZoneChange}
          series={
            rule
              ? {
                  rule,
                  repeat,
                  onRepeatChange: setRepeat,
                  value: series,
                  onValueChange: setSeries,
                  status: seriesCheck.status,
                  occurrences: seriesCheck.occurrences,
                  onRetry: seriesCheck.retry,
                  isComplete: isRecurringSeriesComplete(series, seriesCheck),
                }
              : null
          }
        />
      ) : null}
      {step === 'details' ? (
        <Suspense fallback={<LoadingState delayMs={LOADING_DELAY_MS} />}>
          <LazyDetailsStep
            flow={flow}
            service={service}
            timeZone={timeZone}
            sectionRef={sectionRef('details')}
            paymentFollows={requiresPayment}
            recurring={recurring}
          />
        </Suspense>
      ) : null}
      {step === 'payment' ? (
        <Suspense fallback={<LoadingState delayMs={LOADING_DELAY_MS} />}>
          <LazyPaymentStep
            flow={flow}
            service={service}
            timeZone={timeZone}
            guests={guestList}
            sectionRef={sectionRef('payment')}
            unpaid={unpaid}
            bookingKey={bookingKey}
            recurring={recurring}
            oneTimeLink={props.oneTimeLink}
          />
        </Suspense>
      ) : null}
      {step === 'confirmation' ? <p role="status">{t('booking.scheduling')}</p> : null}
    </div>
  );
}
