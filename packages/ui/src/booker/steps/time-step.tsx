import type { validateGuests } from '@booking-kit/core';
import { type BookerApi, useLocale } from '@booking-kit/react';
import { useEffect, useState } from 'react';
import { Alert } from '../../alert/alert';
import { ErrorState } from '../../error-state/error-state';
import { LazyPart } from '../../skeleton/lazy-part';
import { LoadingState } from '../../skeleton/loading-state';
import { SlotPicker } from '../../slot-picker/slot-picker';
import { LazyGuestList, LazyRecurringSeries, loadGuestList, loadRecurringSeries } from '../lazy-parts';
import { TimeZoneChoice } from '../time-zone-choice';
import { FlowSection } from './flow-section';

/** Props of {@link TimeStep}. */
export interface TimeStepProps {
  booker: BookerApi;
  /** The visitor chose another zone to see the times in. */
  onTimeZoneChange(timeZone: string): void;
}

/**
 * Date and time: who comes (a class's guests, each taking a seat), the time zone the times are
 * shown in, the calendar and its times, and, once a time is chosen for a service that may repeat,
 * the series ('Repeat', off by default: how often, how many times, each occurrence free or taken
 * with its alternatives). 'Continue' holds the chosen time for the visitor; with 'Repeat' on, only
 * once every occurrence is free, moved or left out.
 */
export function TimeStep({ booker, onTimeZoneChange }: TimeStepProps) {
  const { t } = useLocale();
  const { flow, series, guests, slots } = booker;
  const [tried, setTried] = useState(false);
  // A class's guest list is code of its own: it is shown once the page runs, so that its 'Add
  // guest' is never a server-rendered button that does nothing until that code arrives.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The visitor takes one seat; the guests the rest, up to the service's seats per booking.
  const maxGuests = booker.maxSeats - 1;
  // The guests' check comes with the guest list's code (a guest can only be added once that is
  // there): a service without guests never loads it.
  const [checkGuests, setCheckGuests] = useState<typeof validateGuests | null>(null);
  useEffect(() => {
    if (maxGuests > 0) void loadGuestList().then((module) => setCheckGuests(() => module.validateGuests));
  }, [maxGuests]);
  // A service that may repeat: the series' code is fetched while the visitor looks at the
  // calendar, so that 'Repeat' shows in the same moment as the chosen time. Fetched on the choice,
  // it came a moment later and moved 'Continue' down under a pointer already on its way to it.
  const mayRepeat = series != null;
  useEffect(() => {
    if (mayRepeat) void loadRecurringSeries().catch(() => undefined);
  }, [mayRepeat]);
  const guestsValid = guests.length === 0 || checkGuests?.(guests.map(({ name, email }) => ({ name, email }))).success === true;
  const missingTime = tried && flow.state.slot === null;
  const seriesPending = series?.repeat === true && flow.state.slot !== null && !series.isComplete;
  return (
    <FlowSection
      booker={booker}
      step="time"
      next={{
        label: t('flow.continue'),
        isPending: flow.isPending,
        onClick: () => {
          setTried(true);
          if (guestsValid && !seriesPending) flow.next();
        },
      }}
    >
      <h2 className="bk-flow-step__title">{t('booking.stepDateTime')}</h2>
      {maxGuests > 0 && hydrated ? (
        <LazyPart>
          <LazyGuestList value={guests} onValueChange={booker.setGuests} max={maxGuests} showErrors={tried} />
        </LazyPart>
      ) : null}
      {/* At the seat limit per booking, the spec's words say how to bring more people. */}
      {maxGuests > 0 && guests.length >= maxGuests ? (
        <Alert tone="info">{t('errors.SEAT_LIMIT', { count: booker.maxSeats })}</Alert>
      ) : null}
      <TimeZoneChoice timeZone={booker.timeZone} onTimeZoneChange={onTimeZoneChange} />
      {slots ? (
        <SlotPicker
          days={slots.days}
          month={slots.month}
          minMonth={slots.minMonth}
          maxMonth={slots.maxMonth}
          today={slots.today}
          timeZone={booker.timeZone}
          value={flow.state.slot}
          onValueChange={(slot) => {
            setTried(false);
            flow.chooseSlot(slot);
          }}
          onMonthChange={booker.setMonth}
          onSelectedDateChange={booker.dateSelected}
        />
      ) : booker.slotsFailed ? (
        <ErrorState message={t('slotPicker.loadError')} onRetry={booker.retrySlots} />
      ) : (
        <LoadingState />
      )}
      {series && flow.state.slot ? (
        <LazyPart>
          <LazyRecurringSeries booker={booker} />
        </LazyPart>
      ) : null}
      {missingTime ? <Alert tone="danger">{t('booking.chooseTimeFirst')}</Alert> : null}
      {tried && seriesPending ? <Alert tone="danger">{t('recurringSeries.incomplete')}</Alert> : null}
    </FlowSection>
  );
}
