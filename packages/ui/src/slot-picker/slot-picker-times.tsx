import { SlotPickerDayList, SlotPickerSlot, useSlotPickerContext } from '@booking-kit/react';
import { slotPickerSlotVariants } from './slot-picker.variants';

/** Placeholder blocks while slots load; hidden from assistive technology, the status region speaks instead. */
function SlotPickerSkeleton() {
  return (
    <div className="bk-slot-picker__skeleton" data-slot="slot-picker-skeleton" aria-hidden="true">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <span key={key} className="bk-slot-picker__skeleton-item" />
      ))}
    </div>
  );
}

/** The chosen day's times, or their skeleton while loading. */
export function SlotPickerTimes() {
  const { statusKind } = useSlotPickerContext();
  if (statusKind === 'loading') return <SlotPickerSkeleton />;
  return (
    <SlotPickerDayList className="bk-slot-picker__times" data-slot="slot-picker-day-list">
      {(slot) => <SlotPickerSlot slot={slot} className={(state) => slotPickerSlotVariants(state)} data-slot="slot-picker-slot" />}
    </SlotPickerDayList>
  );
}
