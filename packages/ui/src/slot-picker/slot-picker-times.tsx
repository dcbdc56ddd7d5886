import { SlotPickerDayList, SlotPickerSlot, useSlotPickerContext } from '@booking-kit/react';
import { Skeleton } from '../skeleton/skeleton';
import { slotPickerSlotVariants } from './slot-picker.variants';

/** The chosen day's times, or their skeleton while loading. */
export function SlotPickerTimes() {
  const { statusKind } = useSlotPickerContext();
  // Placeholders while slots load (hidden from assistive technology): the status region speaks instead.
  if (statusKind === 'loading') {
    return (
      <div data-slot="slot-picker-skeleton">
        <Skeleton variant="slot-grid" count={6} />
      </div>
    );
  }
  return (
    <SlotPickerDayList className="bk-slot-picker__times" data-slot="slot-picker-day-list">
      {(slot) => <SlotPickerSlot slot={slot} className={(state) => slotPickerSlotVariants(state)} data-slot="slot-picker-slot" />}
    </SlotPickerDayList>
  );
}
