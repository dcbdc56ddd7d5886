import {
  TimeZonePickerContent,
  TimeZonePickerDetected,
  TimeZonePickerEmpty,
  TimeZonePickerInput,
  TimeZonePickerLabel,
  TimeZonePickerListbox,
  TimeZonePickerRoot,
  type TimeZonePickerRootProps,
  TimeZonePickerStatus,
  TimeZonePickerTrigger,
  timeZonePickerAnatomy,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';

/** Props of the styled {@link TimeZonePicker}: the headless root's, without custom children. */
export type TimeZonePickerProps = Omit<TimeZonePickerRootProps, 'children'>;

/**
 * The styled time-zone search: a combobox that finds zones by city, country, abbreviation or
 * UTC offset in the active locale, shows each zone's current offset, offers the browser's zone,
 * and says 'No Timezone found!' when nothing matches. Render inside `<BookingKitRoot>`. Styled
 * through the anatomy's attributes (`data-state`, `data-active`, `data-selected`, `data-disabled`).
 * @selector .bk-root .bk-time-zone-picker [data-scope="time-zone-picker"][data-part="option"][data-active][data-selected]
 * @example <TimeZonePicker value={zone} onValueChange={setZone} at={monthStart} name="timeZone" />
 */
export function TimeZonePicker({ className, ...props }: TimeZonePickerProps) {
  return (
    <TimeZonePickerRoot {...props} className={cx('bk-time-zone-picker', className)}>
      <TimeZonePickerLabel />
      {/* The popup is positioned against this wrapper, so it lines up with the input at any width. */}
      <div {...timeZonePickerAnatomy.attrs('control')}>
        <TimeZonePickerInput />
        <TimeZonePickerTrigger>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            focusable="false"
            {...timeZonePickerAnatomy.attrs('trigger-icon')}
          >
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </TimeZonePickerTrigger>
        <TimeZonePickerContent>
          <TimeZonePickerListbox />
          <TimeZonePickerEmpty />
        </TimeZonePickerContent>
      </div>
      <TimeZonePickerDetected className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
      <TimeZonePickerStatus />
    </TimeZonePickerRoot>
  );
}
