import { type BookingFlowRecurrence, dateTimeFormat, type Slot, seriesLength } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';

/**
 * @selector .bk-root .bk-flow-step__when
 * 'Selected time: Monday, 2 March 2026, 09:00 – 10:00', on the visitor's clock, and for a series
 * 'Repeats: Every week, 3 times'.
 */
export function ChosenTime({
  slot,
  timeZone,
  recurring,
}: {
  slot: Slot;
  timeZone: string;
  recurring?: BookingFlowRecurrence | null | undefined;
}) {
  const { t, tag } = useLocale();
  const when = dateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).formatRange(
    new Date(slot.start),
    new Date(slot.end),
  );
  const times = seriesLength(recurring);
  return (
    <>
      <p className="bk-flow-step__when">
        <span className="bk-flow-step__when-label">{t('booking.selectedTime')}: </span>
        {when}
      </p>
      {recurring && times > 1 ? (
        <p className="bk-flow-step__when">
          <span className="bk-flow-step__when-label">{t('booking.repeats')}: </span>
          {`${t('recurringSeries.everyWeeks', { count: recurring.everyWeeks })}, ${t('recurringSeries.times', { count: times })}`}
        </p>
      ) : null}
    </>
  );
}
