import type { TimeZoneDescription } from '@booking-kit/core';
import { useRef } from 'react';
import { useOption } from 'react-aria';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import type { TimeZoneOptionProps } from './time-zone-picker.types';
import type { TimeZonePickerState } from './use-time-zone-picker-state';

/**
 * One zone of the open list on react-aria's `useOption`: its id (what `aria-activedescendant`
 * names), `aria-selected`, hover making it active and a press choosing it, while focus stays in
 * the input. Call it inside `<TimeZonePicker.Listbox>`, for a zone of `api.results`.
 * @example const props = useTimeZonePickerOption(zone, api.state); <li {...props}>{zone.city}</li>
 */
export function useTimeZonePickerOption(zone: TimeZoneDescription, state: TimeZonePickerState): TimeZoneOptionProps {
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, isFocused, isSelected } = useOption({ key: zone.id }, state.combobox, ref);
  // The option is named by its content (city, details, offset), not by label slots we do not render.
  const { 'aria-labelledby': _labelledBy, 'aria-describedby': _describedBy, ...props } = optionProps;
  return {
    ...props,
    ...timeZonePickerPartAttrs('option'),
    ref,
    ...(isFocused && { 'data-active': '' }),
    ...(isSelected && { 'data-selected': '' }),
    'data-offset': zone.offsetLabel,
  };
}
