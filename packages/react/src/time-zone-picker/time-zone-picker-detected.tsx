import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerDetected}. */
export interface TimeZonePickerDetectedProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Chooses the browser's zone in one press: 'Use detected time zone: Berlin (UTC+01:00)'.
 * Rendered only after mount (the server cannot know the zone) and while another zone is chosen.
 * Its click runs through the press responder (Enter and Space choose once) and it shows its
 * interaction state.
 * @selector [data-scope="time-zone-picker"][data-part="detected"][data-hovered][data-pressed][data-focus-visible][data-disabled]
 * @example <TimeZonePicker.Detected asChild><Button variant="ghost" /></TimeZonePicker.Detected>
 */
export function TimeZonePickerDetected(props: TimeZonePickerDetectedProps) {
  const api = useTimeZonePickerContext();
  if (api.detectedText === null) return null;
  return (
    <InteractivePart
      as="button"
      content={api.detectedText}
      {...mergePartProps({ ...api.detectedProps, ...timeZonePickerPartAttrs('detected') }, props)}
    />
  );
}
