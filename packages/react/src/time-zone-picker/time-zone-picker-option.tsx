import type { TimeZoneDescription } from '@booking-kit/core';
import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerAnatomy } from './time-zone-picker.anatomy';
import type { TimeZoneOptionState } from './time-zone-picker.types';
import { useTimeZonePickerContext } from './time-zone-picker-context';
import { useTimeZonePickerOption } from './use-time-zone-picker-option';

/** Props of {@link TimeZonePickerOption}. */
export interface TimeZonePickerOptionProps extends AsChildProps, Omit<ComponentPropsWithRef<'div'>, 'className'> {
  /** The zone this option stands for, from `api.results`. */
  zone: TimeZoneDescription;
  /** A class name, or a function of the option's state (e.g. a cva variant). */
  className?: string | ((state: TimeZoneOptionState) => string);
}

/**
 * One zone (react-aria's `useOption`): its city, its name and country in the active locale, and
 * its current offset. Render it inside `<TimeZonePicker.Listbox>`. A `ref` passed here is merged
 * with react-aria's own.
 * @selector [data-scope="time-zone-picker"][data-part="option"][data-active][data-selected]
 * @selector [data-part="option-city"] [data-part="option-details"] [data-part="option-offset"]
 * @example <TimeZonePicker.Option zone={zone} className={(state) => optionVariants(state)} />
 */
export function TimeZonePickerOption({ asChild, zone, className, children, ...props }: TimeZonePickerOptionProps) {
  const api = useTimeZonePickerContext();
  const optionProps = useTimeZonePickerOption(zone, api.state);
  const resolvedClassName = typeof className === 'function' ? className(api.getOptionState(zone)) : className;
  const merged = mergePartProps(optionProps, { ...props, className: resolvedClassName });
  if (asChild) return <AsChildSlot {...merged}>{children}</AsChildSlot>;
  const details = [zone.longName, zone.country].filter(Boolean).join(' · ');
  return (
    <div {...merged}>
      {children ?? (
        <>
          <span {...timeZonePickerAnatomy.attrs('option-city')}>{zone.city}</span>{' '}
          <span {...timeZonePickerAnatomy.attrs('option-details')}>{details}</span>{' '}
          <span {...timeZonePickerAnatomy.attrs('option-offset')}>{zone.offsetLabel}</span>
        </>
      )}
    </div>
  );
}
