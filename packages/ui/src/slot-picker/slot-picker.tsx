import {
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
} from '@booking-kit/react';
import { Button } from '../button/button';
import { HoldCountdown } from '../hold-countdown/hold-countdown';
import { cx } from '../lib/cx';
import { slotPickerDayVariants, slotPickerVariants } from './slot-picker.variants';
import { SlotPickerTimes } from './slot-picker-times';

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
 * @selector .bk-root [data-slot="slot-picker"] [data-slot="slot-picker-day"]
 * @example
 * <SlotPicker days={data?.days} today={today} timeZone={zone} onMonthChange={fetchMonth} value={slot} onValueChange={setSlot} onRetry={refetch} holdExpiresAt={hold?.expiresAt} />
 */
export function SlotPicker({ className, holdExpiresAt, onHoldExpire, now, ...props }: SlotPickerProps) {
  const isLoading = (props.status ?? (props.days === undefined ? 'loading' : 'ready')) === 'loading';
  return (
    <SlotPickerRoot {...props} className={cx(slotPickerVariants({ isLoading }), className)} data-slot="slot-picker">
      <SlotPickerHeader className="bk-slot-picker__header" data-slot="slot-picker-header">
        <SlotPickerMonthTitle className="bk-slot-picker__title" data-slot="slot-picker-month-title" />
        <div className="bk-slot-picker__nav">
          <SlotPickerPrevMonth className="bk-slot-picker__nav-button" data-slot="slot-picker-prev-month" />
          <SlotPickerNextMonth className="bk-slot-picker__nav-button" data-slot="slot-picker-next-month" />
        </div>
      </SlotPickerHeader>
      <div className="bk-slot-picker__body">
        <SlotPickerGrid className="bk-slot-picker__grid" data-slot="slot-picker-grid">
          {(date) => (
            <SlotPickerDay date={date} className={(state) => slotPickerDayVariants(state)} data-slot="slot-picker-day" />
          )}
        </SlotPickerGrid>
        <div className="bk-slot-picker__panel">
          <SlotPickerStatus className="bk-slot-picker__status" data-slot="slot-picker-status" />
          <SlotPickerRetry asChild>
            <Button variant="secondary" size="sm" data-slot="slot-picker-retry" />
          </SlotPickerRetry>
          <SlotPickerTimes />
          {holdExpiresAt ? (
            <HoldCountdown expiresAt={holdExpiresAt} {...(onHoldExpire && { onExpire: onHoldExpire })} {...(now && { now })} />
          ) : null}
          <SlotPickerTimeZone className="bk-slot-picker__time-zone" data-slot="slot-picker-time-zone" />
        </div>
      </div>
    </SlotPickerRoot>
  );
}
