import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { AddToCalendarProvider } from './add-to-calendar-context';
import { type AddToCalendarOptions, useAddToCalendar } from './use-add-to-calendar';

/** Props of {@link AddToCalendarRoot}. */
export interface AddToCalendarRootProps extends AddToCalendarOptions, AsChildProps, Omit<ComponentPropsWithRef<'div'>, 'title'> {}

/**
 * A group of ways to put the appointment (or several, as one `.ics` file) in the visitor's
 * calendar, labelled by its title.
 * @selector [data-scope="add-to-calendar"][data-part="root"]
 * @example
 * <AddToCalendar.Root event={event}>
 *   <AddToCalendar.Title />
 *   <AddToCalendar.Link provider="google" />
 *   <AddToCalendar.Download />
 * </AddToCalendar.Root>
 * <AddToCalendar.Root event={[first, second, third]}><AddToCalendar.Title /><AddToCalendar.Download /></AddToCalendar.Root>
 */
export function AddToCalendarRoot({ event, fileName, asChild, children, ...props }: AddToCalendarRootProps) {
  const api = useAddToCalendar({ event, ...(fileName !== undefined && { fileName }) });
  const merged = mergePartProps(api.rootProps, props);
  return (
    <AddToCalendarProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{children}</div>}
    </AddToCalendarProvider>
  );
}
