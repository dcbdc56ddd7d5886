import type { TimeZoneDescription } from '@booking-kit/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';
import { TimeZonePickerOption } from './time-zone-picker-option';
import { useTimeZonePickerListbox } from './use-time-zone-picker-listbox';

/** Props of {@link TimeZonePickerContent}. */
export type TimeZonePickerContentProps = ComponentPropsWithRef<'div'>;

/**
 * The popup, rendered only while open: it holds the listbox and the empty message. Pressing in
 * it does not take focus from the input, so the list stays open.
 * @selector [data-scope="time-zone-picker"][data-part="content"][data-state="open"]
 * @example <TimeZonePicker.Content><TimeZonePicker.Listbox /><TimeZonePicker.Empty /></TimeZonePicker.Content>
 */
export function TimeZonePickerContent(props: TimeZonePickerContentProps) {
  const api = useTimeZonePickerContext();
  if (!api.state.open) return null;
  return <div {...mergePartProps({ ...api.contentProps, ...timeZonePickerPartAttrs('content') }, props)} />;
}

/** Props of {@link TimeZonePickerListbox}. */
export interface TimeZonePickerListboxProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Renders one matching zone; `<TimeZonePicker.Option zone={zone} />` by default. */
  children?: (zone: TimeZoneDescription) => ReactNode;
}

/**
 * The matching zones as a listbox (react-aria's `useListBox`), best match first (every zone, by
 * offset, until the visitor types). Rendered whenever the list is open, so the input's
 * `aria-controls` always names it: while the zone table loads it is `aria-busy` and holds one
 * disabled 'Loading…' row; with no match it is empty (the Empty part says so). A `ref` passed here
 * is merged with the one react-aria pages through.
 * @selector [data-scope="time-zone-picker"][data-part="listbox"][aria-busy]
 * @selector [data-scope="time-zone-picker"][data-part="loading"]
 * @example <TimeZonePicker.Listbox>{(zone) => <TimeZonePicker.Option key={zone.id} zone={zone} />}</TimeZonePicker.Listbox>
 */
export function TimeZonePickerListbox(props: TimeZonePickerListboxProps) {
  const api = useTimeZonePickerContext();
  // react-aria's listbox hooks run only while the list is shown, as in its own ComboBox.
  return api.state.open ? <OpenListbox {...props} /> : null;
}

function OpenListbox({ children, ...props }: TimeZonePickerListboxProps) {
  const api = useTimeZonePickerContext();
  const listboxProps = useTimeZonePickerListbox(api);
  return (
    <div {...mergePartProps(listboxProps, props)}>
      {api.isLoading ? (
        <div {...api.loadingProps} {...timeZonePickerPartAttrs('loading')}>
          {api.loadingText}
        </div>
      ) : (
        api.results.map((zone) => (children ? children(zone) : <TimeZonePickerOption key={zone.id} zone={zone} />))
      )}
    </div>
  );
}
