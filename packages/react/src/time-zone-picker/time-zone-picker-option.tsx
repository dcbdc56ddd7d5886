import type { TimeZoneDescription } from '@booking-kit/core';
import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import type { TimeZoneOptionState } from './time-zone-picker.types';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerOption}. */
export interface TimeZonePickerOptionProps extends Omit<ComponentPropsWithRef<'div'>, 'className'> {
  /** The zone this option stands for, from `api.results`. */
  zone: TimeZoneDescription;
  /** A class name, or a function of the option's state (e.g. a cva variant). */
  className?: string | ((state: TimeZoneOptionState) => string);
}

/**
 * One zone: its city, its name and country in the active locale, and its current offset.
 * @selector [data-scope="time-zone-picker"][data-part="option"][data-active][data-selected]
 * @selector [data-part="option-city"] [data-part="option-details"] [data-part="option-offset"]
 * @example <TimeZonePicker.Option zone={zone} className={(state) => optionVariants(state)} />
 */
export function TimeZonePickerOption({ zone, className, children, ...props }: TimeZonePickerOptionProps) {
  const api = useTimeZonePickerContext();
  const resolvedClassName = typeof className === 'function' ? className(api.getOptionState(zone)) : className;
  const merged = mergePartProps(
    { ...api.getOptionProps(zone), ...timeZonePickerPartAttrs('option') },
    { ...props, className: resolvedClassName },
  );
  const details = [zone.longName, zone.country].filter(Boolean).join(' · ');
  return (
    <div {...merged}>
      {children ?? (
        <>
          <span data-part="option-city">{zone.city}</span> <span data-part="option-details">{details}</span>{' '}
          <span data-part="option-offset">{zone.offsetLabel}</span>
        </>
      )}
    </div>
  );
}
