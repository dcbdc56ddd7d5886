import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerTrigger}. */
export interface TimeZonePickerTriggerProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * An optional button (react-aria's `useButton`) that opens or closes the list, named 'Show time
 * zones'. Pressing it keeps focus in the input; like the APG example it is out of the tab order:
 * keyboard users open the list from the input (ArrowDown). A `ref` passed here is merged. It
 * shows its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`).
 * @selector [data-scope="time-zone-picker"][data-part="trigger"][data-state="open|closed"][data-disabled]
 * @selector [data-part="trigger"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <TimeZonePicker.Trigger>▾</TimeZonePicker.Trigger>
 */
export function TimeZonePickerTrigger(props: TimeZonePickerTriggerProps) {
  const api = useTimeZonePickerContext();
  // useButton's props (press handlers, `type`, the ref) are the part's own; the consumer's merge in
  // as for any action part. The icon belongs to the built-in button only: an app's own element
  // (`asChild`) keeps what it shows, so it gets no icon filled in.
  const icon = props.asChild ? undefined : (
    <span aria-hidden="true" {...timeZonePickerPartAttrs('trigger-icon')}>
      ▾
    </span>
  );
  // useButton already presses the trigger: its pressed state is passed on, so the part adds no
  // press responder of its own and the click stays useButton's.
  return (
    <InteractivePart
      as="button"
      content={icon}
      interaction={{ isPressed: api.isTriggerPressed }}
      {...mergePartProps({ ...api.triggerProps, ...timeZonePickerPartAttrs('trigger') }, props)}
    />
  );
}
