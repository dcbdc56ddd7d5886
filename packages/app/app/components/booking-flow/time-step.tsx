import type { ServiceDetail, ServiceRecurrence, validateGuests } from '@booking-kit/core';
import {
  type BookingFlowApi,
  type GuestDraft,
  type RecurringSeriesValue,
  type SeriesCheckStatus,
  type SeriesOccurrence,
  useLocale,
} from '@booking-kit/react';
import { Alert, SlotPicker } from '@booking-kit/ui';
import type { CalendarDate } from '@internationalized/date';
import { type Ref, Suspense, useEffect, useState } from 'react';
import type { FlowSlots } from './appointment-flow';
import { FlowSection } from './flow-section';
import { LazyGuestList, LazyRecurringSeries, loadGuestList } from './lazy-parts';
import { TimeZoneChoice } from './time-zone-choice';

/** The series a service with a `recurring` rule may be booked as, and where its check stands. */
export interface TimeStepSeries {
  rule: ServiceRecurrence;
  /** Whether the visitor turned 'Repeat' on. */
  repeat: boolean;
  onRepeatChange(repeat: boolean): void;
  value: RecurringSeriesValue;
  onValueChange(value: RecurringSeriesValue): void;
  status: SeriesCheckStatus;
  occurrences: readonly SeriesOccurrence[];
  onRetry(): void;
  /** Whether every occurrence is free, moved or left out: the series can be booked. */
  isComplete: boolean;
}

/** Props of {@link TimeStep}. */
export interface TimeStepProps {
  flow: BookingFlowApi;
  service: ServiceDetail;
  slots: FlowSlots;
  timeZone: string;
  guests: GuestDraft[];
  onGuestsChange(guests: GuestDraft[]): void;
  sectionRef: Ref<HTMLElement>;
  onMonthChange(month: CalendarDate): void;
  onTimeZoneChange(timeZone: string): void;
  /** The service's series, or null when it is booked one time at a time. */
  series: TimeStepSeries | null;
}

/**
 * Date and time: who comes (a class's guests, each taking a seat), the time zone the times are
 * shown in, the calendar and its times, and, once a time is chosen for a service that may repeat,
 * the series ('Repeat', off by default: how often, how many times, each occurrence free or taken
 * with its alternatives). 'Continue' holds the chosen time for the visitor; with 'Repeat' on, only
 * once every occurrence is free, moved or left out.
 */
export function TimeStep({
  flow,
  service,
  slots,
  timeZone,
  guests,
  onGuestsChange,
  sectionRef,
  series,
  ...props
}: TimeStepProps) {
  const { t } = useLocale();
  const [tried, setTried] = useState(false);
  // A class's guest list is code of its own: it is shown once the page runs, so that its 'Add
  // guest' is never a server-rendered button that does nothing until that code arrives.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The visitor takes one seat; the guests the rest, up to the service's seats per booking.
  const maxSeats = Math.min(service.maxSeatsPerBooking ?? service.seats, service.seats);
  const maxGuests = maxSeats - 1;
  // The guests' check comes with the guest list's code (a guest can only be added once that is
  // there): a service without guests never loads it.
  const [checkGuests, setCheckGuests] = useState<typeof validateGuests | null>(null);
  useEffect(() => {
    if (maxGuests > 0) void loadGuestList().then((module) => setCheckGuests(() => module.validateGuests));
  }, [maxGuests]);
  const guestsValid = guests.length === 0 || checkGuests?.(guests.map(({ name, email }) => ({ name, email }))).success === true;
  const missingTime = tried && flow.state.slot === null;
  const seriesPending = series?.repeat === true && flow.state.slot !== null && !series.isComplete;
  return (
    <FlowSection
      flow={flow}
      step="time"
      sectionRef={sectionRef}
      next={{
        label: t('flow.continue'),
        isPending: flow.isPending,
        onClick: () => {
          setTried(true);
          if (guestsValid && !seriesPending) flow.next();
        },
      }}
    >
      <h2 className="flow-step__title">{t('booking.stepDateTime')}</h2>
      {maxGuests > 0 && hydrated ? (
        <Suspense fallback={null}>
          <LazyGuestList value={guests} onValueChange={onGuestsChange} max={maxGuests} showErrors={tried} />
        </Suspense>
      ) : null}
      {/* At the seat limit per booking, the spec's words say how to bring more people. */}
      {maxGuests > 0 && guests.length >= maxGuests ? (
        <Alert tone="info">{t('errors.SEAT_LIMIT', { count: maxSeats })}</Alert>
      ) : null}
      <TimeZoneChoice timeZone={timeZone} onTimeZoneChange={props.onTimeZoneChange} />
      <SlotPicker
        days={slots.days}
        month={slots.month}
        minMonth={slots.minMonth}
        maxMonth={slots.maxMonth}
        today={slots.today}
        timeZone={timeZone}
        value={flow.state.slot}
        onValueChange={(slot) => {
          setTried(false);
          flow.chooseSlot(slot);
        }}
        onMonthChange={props.onMonthChange}
      />
      {series && flow.state.slot ? (
        <Suspense fallback={null}>
          <LazyRecurringSeries
            headingLevel={3}
            optional
            everyWeeksOptions={series.rule.everyWeeks}
            countRange={{ min: series.rule.minCount, max: series.rule.maxCount }}
            repeat={series.repeat}
            onRepeatChange={series.onRepeatChange}
            value={series.value}
            onValueChange={series.onValueChange}
            status={series.status}
            occurrences={series.occurrences}
            onRetry={series.onRetry}
          />
        </Suspense>
      ) : null}
      {missingTime ? <Alert tone="danger">{t('booking.chooseTimeFirst')}</Alert> : null}
      {tried && seriesPending ? <Alert tone="danger">{t('recurringSeries.incomplete')}</Alert> : null}
    </FlowSection>
  );
}
