import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerTrigger}. */
export interface TimeZonePickerTriggerProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * An optional button (react-aria's `useButton`) that opens or closes the list, named 'Show time
 * zones'. Pressing it keeps focus in the input; like the APG example it is out of the tab order:
 * keyboard users open the list from the input (ArrowDown). A `ref` passed here is merged.
 * @selector [data-scope="time-zone-picker"][data-part="trigger"][data-state="open|closed"][data-disabled]
 * @example <TimeZonePicker.Trigger>▾</TimeZonePicker.Trigger>
 */
export function TimeZonePickerTrigger({ asChild, children, ...props }: TimeZonePickerTriggerProps) {
  const api = useTimeZonePickerContext();
  const merged = mergePartProps({ ...api.triggerProps, ...timeZonePickerPartAttrs('trigger') }, props);
  if (asChild) return <AsChildSlot {...merged}>{children}</AsChildSlot>;
  return (
    <button {...merged}>
      {children ?? (
        <span aria-hidden="true" data-scope="time-zone-picker" data-part="trigger-icon">
          ▾
        </span>
      )}
    </button>
  );
}
