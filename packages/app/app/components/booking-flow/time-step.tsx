import { type ServiceDetail, validateGuests } from '@booking-kit/core';
import { type BookingFlowApi, type GuestDraft, useLocale } from '@booking-kit/react';
import { Alert, GuestList, SlotPicker, TimeZonePicker } from '@booking-kit/ui';
import type { CalendarDate } from '@internationalized/date';
import { type Ref, useState } from 'react';
import type { FlowSlots } from './appointment-flow';
import { FlowSection } from './flow-section';

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
}

/**
 * Date and time: who comes (a class's guests, each taking a seat), the time zone the times are
 * shown in, the calendar and its times. 'Continue' holds the chosen time for the visitor.
 */
export function TimeStep({ flow, service, slots, timeZone, guests, onGuestsChange, sectionRef, ...props }: TimeStepProps) {
  const { t } = useLocale();
  const [tried, setTried] = useState(false);
  // The visitor takes one seat; the guests the rest, up to the service's seats per booking.
  const maxSeats = Math.min(service.maxSeatsPerBooking ?? service.seats, service.seats);
  const maxGuests = maxSeats - 1;
  const guestsValid = validateGuests(guests.map(({ name, email }) => ({ name, email }))).success || guests.length === 0;
  const missingTime = tried && flow.state.slot === null;
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
          if (guestsValid) flow.next();
        },
      }}
    >
      <h2 className="flow-step__title">{t('booking.stepDateTime')}</h2>
      {maxGuests > 0 ? <GuestList value={guests} onValueChange={onGuestsChange} max={maxGuests} showErrors={tried} /> : null}
      {/* At the seat limit per booking, the spec's words say how to bring more people. */}
      {maxGuests > 0 && guests.length >= maxGuests ? (
        <Alert tone="info">{t('errors.SEAT_LIMIT', { count: maxSeats })}</Alert>
      ) : null}
      <TimeZonePicker value={timeZone} onValueChange={(zone) => zone && props.onTimeZoneChange(zone)} />
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
      {missingTime ? <Alert tone="danger">{t('booking.chooseTimeFirst')}</Alert> : null}
    </FlowSection>
  );
}
