import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { useAddToCalendarContext } from './add-to-calendar-context';

/** Props of {@link AddToCalendarTitle}. */
export interface AddToCalendarTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The group's heading, 'Add to calendar' in the active locale. Use `asChild` for another
 * heading level.
 * @selector [data-scope="add-to-calendar"][data-part="title"]
 * @example <AddToCalendar.Title asChild><h3 /></AddToCalendar.Title>
 */
export function AddToCalendarTitle(props: AddToCalendarTitleProps) {
  const api = useAddToCalendarContext();
  return <HeadingPart own={api.titleProps} content={api.title} {...props} />;
}
