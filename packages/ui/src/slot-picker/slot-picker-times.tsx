import { SlotPickerDayList, SlotPickerSlot, slotPickerAnatomy, useSlotPickerContext } from '@booking-kit/react';
import { Skeleton } from '../skeleton/skeleton';

/** The chosen day's times, or their skeleton while loading. */
export function SlotPickerTimes() {
  const { statusKind } = useSlotPickerContext();
  // Placeholders while slots load (hidden from assistive technology): the status region speaks instead.
  if (statusKind === 'loading') {
    return (
      <div {...slotPickerAnatomy.attrs('times-skeleton')}>
        <Skeleton variant="slot-grid" count={6} />
      </div>
    );
  }
  return <SlotPickerDayList>{(slot) => <SlotPickerSlot slot={slot} />}</SlotPickerDayList>;
}
