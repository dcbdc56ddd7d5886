import {
  TimeZonePickerContent,
  TimeZonePickerDetected,
  TimeZonePickerEmpty,
  TimeZonePickerInput,
  TimeZonePickerLabel,
  TimeZonePickerListbox,
  TimeZonePickerOption,
  TimeZonePickerRoot,
  type TimeZonePickerRootProps,
  TimeZonePickerStatus,
  TimeZonePickerTrigger,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { timeZonePickerOptionVariants } from './time-zone-picker.variants';

/** Props of the styled {@link TimeZonePicker}: the headless root's, without custom children. */
export type TimeZonePickerProps = Omit<TimeZonePickerRootProps, 'children'>;

/**
 * The styled time-zone search: a combobox that finds zones by city, country, abbreviation or
 * UTC offset in the active locale, shows each zone's current offset, offers the browser's zone,
 * and says 'No Timezone found!' when nothing matches. Render inside `<BookingKitRoot>`.
 * @selector .bk-root [data-slot="time-zone-picker"] [data-slot="time-zone-picker-option"]
 * @example <TimeZonePicker value={zone} onValueChange={setZone} at={monthStart} name="timeZone" />
 */
export function TimeZonePicker({ className, ...props }: TimeZonePickerProps) {
  return (
    <TimeZonePickerRoot {...props} className={cx('bk-time-zone-picker', className)} data-slot="time-zone-picker">
      <TimeZonePickerLabel className="bk-time-zone-picker__label" data-slot="time-zone-picker-label" />
      <div className="bk-time-zone-picker__control">
        <TimeZonePickerInput className="bk-time-zone-picker__input" data-slot="time-zone-picker-input" />
        <TimeZonePickerTrigger className="bk-time-zone-picker__trigger" data-slot="time-zone-picker-trigger">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </TimeZonePickerTrigger>
        <TimeZonePickerContent className="bk-time-zone-picker__content" data-slot="time-zone-picker-content">
          <TimeZonePickerListbox className="bk-time-zone-picker__listbox" data-slot="time-zone-picker-listbox">
            {(zone) => (
              <TimeZonePickerOption
                key={zone.id}
                zone={zone}
                className={(state) => timeZonePickerOptionVariants(state)}
                data-slot="time-zone-picker-option"
              />
            )}
          </TimeZonePickerListbox>
          <TimeZonePickerEmpty className="bk-time-zone-picker__empty" data-slot="time-zone-picker-empty" />
        </TimeZonePickerContent>
      </div>
      <TimeZonePickerDetected
        className={cx(buttonVariants({ variant: 'ghost', size: 'sm' }), 'bk-time-zone-picker__detected')}
        data-slot="time-zone-picker-detected"
      />
      <TimeZonePickerStatus className="bk-time-zone-picker__status" data-slot="time-zone-picker-status" />
    </TimeZonePickerRoot>
  );
}
