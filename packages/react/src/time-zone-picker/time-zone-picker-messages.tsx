import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerEmpty}. */
export type TimeZonePickerEmptyProps = ComponentPropsWithRef<'p'>;

/**
 * 'No Timezone found!', shown in the popup while the search matches nothing. The status part
 * announces it; this is what sighted visitors read.
 * @selector [data-scope="time-zone-picker"][data-part="empty"]
 * @example <TimeZonePicker.Empty />
 */
export function TimeZonePickerEmpty({ children, ...props }: TimeZonePickerEmptyProps) {
  const api = useTimeZonePickerContext();
  if (!api.isEmpty) return null;
  return (
    <p {...mergePartProps({ ...api.emptyProps, ...timeZonePickerPartAttrs('empty') }, props)}>{children ?? api.emptyText}</p>
  );
}

/** Props of {@link TimeZonePickerStatus}. */
export type TimeZonePickerStatusProps = ComponentPropsWithRef<'div'>;

/**
 * A polite live region that announces the results ('12 time zones found', 'No Timezone found!').
 * Always rendered, so screen readers have it before its text changes; hide it visually.
 * @selector [data-scope="time-zone-picker"][data-part="status"]
 * @example <TimeZonePicker.Status className="visually-hidden" />
 */
export function TimeZonePickerStatus(props: TimeZonePickerStatusProps) {
  const api = useTimeZonePickerContext();
  return <div {...mergePartProps({ ...api.statusProps, ...timeZonePickerPartAttrs('status') }, props)}>{api.statusText}</div>;
}
