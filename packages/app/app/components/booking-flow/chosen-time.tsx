import { type BookingFlowRecurrence, dateTimeFormat, type Slot } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';

/** How many appointments a series books: every occurrence but those left out. */
export function seriesLength(recurring: BookingFlowRecurrence | null | undefined): number {
  return recurring && recurring.count > 1 ? recurring.count - (recurring.skip?.length ?? 0) : 1;
}

/**
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
      <p className="flow-step__when">
        <span className="flow-step__when-label">{t('booking.selectedTime')}: </span>
        {when}
      </p>
      {recurring && times > 1 ? (
        <p className="flow-step__when">
          <span className="flow-step__when-label">{t('booking.repeats')}: </span>
          {`${t('recurringSeries.everyWeeks', { count: recurring.everyWeeks })}, ${t('recurringSeries.times', { count: times })}`}
        </p>
      ) : null}
    </>
  );
}
