import {
  lazyWithReload,
  SlotPickerDay,
  SlotPickerGrid,
  SlotPickerHeader,
  SlotPickerMonthTitle,
  SlotPickerNextMonth,
  SlotPickerPrevMonth,
  SlotPickerRetry,
  SlotPickerRoot,
  type SlotPickerRootProps,
  SlotPickerStatus,
  SlotPickerTimeZone,
  slotPickerAnatomy,
} from '@booking-kit/react';
import { Suspense } from 'react';
import { Button } from '../button/button';
import { cx } from '../lib/cx';
import { SlotPickerTimes } from './slot-picker-times';

/**
 * The hold countdown, fetched once a hold is shown: a picker with no hold yet (the Booker's first
 * screen) does without its code.
 */
const LazyHoldCountdown = lazyWithReload(() =>
  import('../hold-countdown/hold-countdown').then((module) => ({ default: module.HoldCountdown })),
);

/** Props of the styled {@link SlotPicker}: the same as the headless `SlotPicker.Root`. */
export interface SlotPickerProps extends Omit<SlotPickerRootProps, 'asChild' | 'children'> {
  /** When the hold on the chosen time lapses (`POST /holds` answers it); shows the countdown. */
  holdExpiresAt?: string | undefined;
  /** Called once when the hold lapses, e.g. to clear the chosen slot and hold again. */
  onHoldExpire?: () => void;
  /** The clock of the countdown, for a fixed "now" in tests. @default Date.now */
  now?: () => number;
}

/**
 * The styled date-and-time picker: month grid, the chosen day's times, status and time zone,
 * composed from the headless `@booking-kit/react` parts. Render inside `<BookingKitRoot>` and a
 * `<LocaleProvider>`, and import `@booking-kit/ui/styles.css` once.
 * @selector .bk-root .bk-slot-picker[data-status="loading|ready|error"] [data-scope="slot-picker"][data-part="day"][data-availability][data-selected][data-today][data-outside-month]
 * @example
 * <SlotPicker days={data?.days} today={today} timeZone={zone} onMonthChange={fetchMonth} value={slot} onValueChange={setSlot} onRetry={refetch} holdExpiresAt={hold?.expiresAt} />
 */
export function SlotPicker({ className, holdExpiresAt, onHoldExpire, now, ...props }: SlotPickerProps) {
  return (
    <SlotPickerRoot {...props} className={cx('bk-slot-picker', className)}>
      <SlotPickerHeader>
        <SlotPickerMonthTitle />
        <div {...slotPickerAnatomy.attrs('nav')}>
          <SlotPickerPrevMonth />
          <SlotPickerNextMonth />
        </div>
      </SlotPickerHeader>
      <div {...slotPickerAnatomy.attrs('body')}>
        <SlotPickerGrid>{(date) => <SlotPickerDay date={date} />}</SlotPickerGrid>
        <div {...slotPickerAnatomy.attrs('panel')}>
          <SlotPickerStatus />
          <SlotPickerRetry asChild>
            <Button variant="secondary" size="sm" />
          </SlotPickerRetry>
          <SlotPickerTimes />
          {holdExpiresAt ? (
            // Nothing while its code arrives: the chosen time shows as chosen meanwhile.
            <Suspense fallback={null}>
              <LazyHoldCountdown
                expiresAt={holdExpiresAt}
                {...(onHoldExpire && { onExpire: onHoldExpire })}
                {...(now && { now })}
              />
            </Suspense>
          ) : null}
          <SlotPickerTimeZone />
        </div>
      </div>
    </SlotPickerRoot>
  );
}
