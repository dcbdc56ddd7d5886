import { type ServiceDetail, type Slot, type SlotDay, seatLimit } from '@booking-kit/core';
import { type AttendeePickerPerson, type BookerSlots, type StaffPickerStaff, useLocale } from '@booking-kit/react';
import { AttendeePicker, SlotPicker, StaffPicker, StepFrame, TimeZoneChoice } from '@booking-kit/ui';
import type { CalendarDate } from '@internationalized/date';
import { type Ref, useState } from 'react';

/** A time already in the cart, and whom it is for: nobody can be at two appointments at once. */
export interface BusyTime {
  start: string;
  end: string;
  attendees: readonly string[];
}

/** Props of {@link ItemTimeStep}. */
export interface ItemTimeStepProps {
  service: ServiceDetail;
  /** Which of the chosen services this is, from 1, and how many get a time now. */
  position: { index: number; count: number };
  /** The staff who perform it here; a choice only on a team's page with more than one. */
  performers: StaffPickerStaff[];
  /** The chosen staff member, or `any`. */
  staff: string;
  onStaffChange(staff: string): void;
  /** The shown month's slots, for this service and staff member (undefined while loading). */
  slots: BookerSlots;
  /** The times of the services already in the cart: this one must not overlap those of the same people. */
  booked: readonly BusyTime[];
  timeZone: string;
  onTimeZoneChange(timeZone: string): void;
  onMonthChange(month: CalendarDate): void;
  /** Everyone the visitor books for (themselves first); a choice only with guests. */
  people: readonly AttendeePickerPerson[];
  /** Who the service is for at first: someone who has no service yet. */
  defaultAttendees: string[];
  /** Puts the service at the chosen time, for the chosen people, into the cart. */
  onAdd(slot: Slot, attendees: string[]): void;
  onBack(): void;
  sectionRef: Ref<HTMLElement>;
}

/** Whether a slot overlaps a time already taken by the visitor's cart. */
function overlapsAny(slot: Slot, busy: readonly BusyTime[]): boolean {
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  return busy.some((time) => start < Date.parse(time.end) && Date.parse(time.start) < end);
}

/** The days' slots without the ones the cart's other services already take up. */
function withoutBusy(days: SlotDay[] | undefined, busy: readonly BusyTime[]): SlotDay[] | undefined {
  if (days === undefined || busy.length === 0) return days;
  return days.map((day) => ({ ...day, slots: day.slots.filter((slot) => !overlapsAny(slot, busy)) }));
}

/**
 * A time for one service of the cart: who it is for (when the visitor brings guests; one person
 * for a service without seats, up to the per-booking limit for a class), who
 * performs it (on a team's page), the time zone, the
 * calendar and its times (less those overlapping the same people's other services in the cart),
 * and 'Add to cart'.
 */
export function ItemTimeStep({ service, position, performers, staff, slots, booked, timeZone, ...props }: ItemTimeStepProps) {
  const { t } = useLocale();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [attendees, setAttendees] = useState(props.defaultAttendees);
  // Guests may have treatments side by side; one person's own times must not overlap.
  const busy = booked.filter((time) => time.attendees.some((person) => attendees.includes(person)));
  const [tried, setTried] = useState(false);
  return (
    <StepFrame
      step="cart-time"
      sectionRef={props.sectionRef}
      error={tried && slot === null ? t('booking.chooseTimeFirst') : null}
      onBack={props.onBack}
      next={{
        label: t('cart.addToCart'),
        onClick: () => {
          setTried(true);
          if (slot) props.onAdd(slot, attendees.length > 0 ? attendees : props.defaultAttendees);
        },
      }}
    >
      <h2 className="bk-flow-step__title">
        {t('cart.chooseTime', { service: service.name, index: position.index, count: position.count })}
      </h2>
      {props.people.length > 1 ? (
        // As many people as one booking seats: one (a radio group) for anything but a class.
        <AttendeePicker people={props.people} value={attendees} onValueChange={setAttendees} max={seatLimit(service)} />
      ) : null}
      {performers.length > 1 ? (
        <StaffPicker
          staff={performers}
          value={staff}
          onValueChange={(next) => {
            setSlot(null);
            props.onStaffChange(next);
          }}
        />
      ) : null}
      <TimeZoneChoice timeZone={timeZone} onTimeZoneChange={props.onTimeZoneChange} />
      <SlotPicker
        days={withoutBusy(slots.days, busy)}
        month={slots.month}
        minMonth={slots.minMonth}
        maxMonth={slots.maxMonth}
        today={slots.today}
        timeZone={timeZone}
        value={slot}
        onValueChange={(next) => {
          setTried(false);
          setSlot(next);
        }}
        onMonthChange={props.onMonthChange}
      />
    </StepFrame>
  );
}
