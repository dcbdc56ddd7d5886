import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useAddToCalendarContext } from './add-to-calendar-context';

/** Props of {@link AddToCalendarTitle}. */
export interface AddToCalendarTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The group's heading, 'Add to calendar' in the active locale. Use `asChild` for another
 * heading level.
 * @selector [data-scope="add-to-calendar"][data-part="title"]
 * @example <AddToCalendar.Title asChild><h3 /></AddToCalendar.Title>
 */
export function AddToCalendarTitle({ asChild, children, ...props }: AddToCalendarTitleProps) {
  const api = useAddToCalendarContext();
  const merged = mergePartProps(api.titleProps, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={api.title}>
        {children}
      </AsChildSlot>
    );
  return <h2 {...merged}>{children ?? api.title}</h2>;
}
