import type { TimeZoneDescription } from '@booking-kit/core';
import { useRef } from 'react';
import { mergeProps, useOption } from 'react-aria';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import type { TimeZoneOptionProps } from './time-zone-picker.types';
import type { TimeZonePickerState } from './use-time-zone-picker-state';

/**
 * One zone of the open list on react-aria's `useOption`: its id (what `aria-activedescendant`
 * names), `aria-selected`, hover making it active and a press choosing it, while focus stays in
 * the input. Call it inside `<TimeZonePicker.Listbox>`, for a zone of `api.results`. It carries
 * `data-hovered` and `data-pressed` (the press `useOption` tracks); never `data-focus-visible`, as
 * the option never takes focus: where the keyboard is shows as `data-active`.
 * @example const props = useTimeZonePickerOption(zone, api.state); <li {...props}>{zone.city}</li>
 */
export function useTimeZonePickerOption(zone: TimeZoneDescription, state: TimeZonePickerState): TimeZoneOptionProps {
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, isFocused, isSelected, isPressed, isDisabled } = useOption({ key: zone.id }, state.combobox, ref);
  // useOption presses the option: its pressed state is passed on, so no second press responder runs.
  const interaction = useInteractionAttrs({ isPressed, isDisabled });
  // The option is named by its content (city, details, offset), not by label slots we do not render.
  const { 'aria-labelledby': _labelledBy, 'aria-describedby': _describedBy, ...props } = optionProps;
  return {
    ...(mergeProps(props, interaction.props) as typeof props),
    ...timeZonePickerPartAttrs('option'),
    ref,
    ...interaction.attrs,
    ...(isFocused && { 'data-active': '' }),
    ...(isSelected && { 'data-selected': '' }),
    'data-offset': zone.offsetLabel,
  };
}
