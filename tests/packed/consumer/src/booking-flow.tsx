import type { Slot } from '@booking-kit/core';
import { SlotPicker } from '@booking-kit/ui';
import { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { slotDays } from './availability';

/** The zone the studio and the visitor are in. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** Choose a slot. */
export function BookingFlow() {
  const [slot, setSlot] = useState<Slot | null>(null);
  return (
    <>
      <SlotPicker days={slotDays} today={new CalendarDate(2026, 3, 6)} value={slot} onValueChange={setSlot} />
      {slot ? <p role="status">Chosen {slot.start}</p> : null}
    </>
  );
}
