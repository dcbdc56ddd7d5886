import type { Slot } from '@booking-kit/core';
import { type CartFlowItem, overlappingItem, type SlotDay, seatLimit } from '@booking-kit/core';
import { type CartBookerApi, useLocale } from '@booking-kit/react';
import { useState } from 'react';
import { AttendeePicker } from '../../attendee-picker/attendee-picker';
import { ErrorState } from '../../error-state/error-state';
import { LoadingState } from '../../skeleton/loading-state';
import { SlotPicker } from '../../slot-picker/slot-picker';
import { StaffPicker } from '../../staff-picker/staff-picker';
import { StepFrame } from '../step-frame';
import { TimeZoneChoice } from '../time-zone-choice';

/** The days' times without those that would put one of `attendees` in two places at once. */
function withoutClashes(days: SlotDay[] | undefined, cart: CartBookerApi, attendees: string[]): SlotDay[] | undefined {
  const { items } = cart.state;
  const service = cart.current;
  if (days === undefined || items.length === 0 || !service) return days;
  const at = (slot: Slot): CartFlowItem => ({ id: '', service, start: slot.start, attendees });
  return days.map((day) => ({ ...day, slots: day.slots.filter((slot) => overlappingItem(items, at(slot)) === null) }));
}

/**
 * A time for one service of the cart: who it is for (when the visitor brings guests; one person
 * for anything but a class), who performs it (on a team's page), the time zone, the calendar and
 * its times (less those overlapping the same people's other services in the cart), and 'Add to cart'.
 */
export function CartTimeStep({ cart, onTimeZoneChange }: { cart: CartBookerApi; onTimeZoneChange(timeZone: string): void }) {
  const { t } = useLocale();
  const service = cart.current;
  const [slot, setSlot] = useState<Slot | null>(null);
  const [attendees, setAttendees] = useState(cart.defaultAttendees);
  const [tried, setTried] = useState(false);
  if (!service) return null;
  const { slots } = cart;
  const error = tried && slot === null ? t('booking.chooseTimeFirst') : cart.errorText;
  return (
    <StepFrame
      step="cart-time"
      sectionRef={cart.focus.sectionRef(`time-${service.slug}`)}
      error={error}
      onBack={() => cart.send({ type: 'BACK' })}
      next={{
        label: t('cart.addToCart'),
        onClick: () => {
          setTried(true);
          if (slot) cart.addItem(slot, attendees.length > 0 ? attendees : cart.defaultAttendees);
        },
      }}
    >
      <h2 className="bk-flow-step__title">
        {t('cart.chooseTime', { service: service.name, index: cart.position.index, count: cart.position.count })}
      </h2>
      {cart.people.length > 1 ? (
        // As many people as one booking seats: one (a radio group) for anything but a class.
        <AttendeePicker people={cart.people} value={attendees} onValueChange={setAttendees} max={seatLimit(service)} />
      ) : null}
      {cart.performers.length > 1 ? (
        <StaffPicker
          staff={[...cart.performers]}
          value={cart.itemStaff}
          onValueChange={(next) => {
            setSlot(null);
            cart.setItemStaff(next);
          }}
        />
      ) : null}
      <TimeZoneChoice timeZone={cart.timeZone} onTimeZoneChange={onTimeZoneChange} />
      {slots ? (
        <SlotPicker
          days={withoutClashes(slots.days, cart, attendees)}
          month={slots.month}
          minMonth={slots.minMonth}
          maxMonth={slots.maxMonth}
          today={slots.today}
          timeZone={cart.timeZone}
          value={slot}
          onValueChange={(next) => {
            setTried(false);
            setSlot(next);
          }}
          onMonthChange={cart.setMonth}
        />
      ) : cart.slotsFailed ? (
        <ErrorState message={t('slotPicker.loadError')} onRetry={cart.retrySlots} />
      ) : (
        <LoadingState />
      )}
    </StepFrame>
  );
}
