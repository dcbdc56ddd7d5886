import type { HTMLAttributes } from 'react';
import { useListBox } from 'react-aria';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import type { TimeZonePickerApi } from './use-time-zone-picker';

/**
 * The open list on react-aria's `useListBox`, with the options `useComboBox` gave it (virtual focus:
 * the keyboard stays in the input; hover moves the active option; the active option scrolls into
 * view). Called by `<TimeZonePicker.Listbox>` while the list is open.
 * @example const props = useTimeZonePickerListbox(api); <div {...props} />
 */
export function useTimeZonePickerListbox(api: TimeZonePickerApi) {
  const { listBoxProps } = useListBox(api.listBoxOptions, api.state.combobox, api.listboxProps.ref);
  return {
    ...(listBoxProps as HTMLAttributes<HTMLDivElement>),
    ...api.listboxProps,
    ...timeZonePickerPartAttrs('listbox'),
  };
}
