import { dateTimeFormat, type Slot } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';

/** 'Selected time: Monday, 2 March 2026, 09:00 – 10:00', on the visitor's clock. */
export function ChosenTime({ slot, timeZone }: { slot: Slot; timeZone: string }) {
  const { t, tag } = useLocale();
  const when = dateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).formatRange(
    new Date(slot.start),
    new Date(slot.end),
  );
  return (
    <p className="flow-step__when">
      <span className="flow-step__when-label">{t('booking.selectedTime')}: </span>
      {when}
    </p>
  );
}
