import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useAddToCalendarContext } from './add-to-calendar-context';

/** Props of {@link AddToCalendarDownload}. */
export interface AddToCalendarDownloadProps extends AsChildProps, ComponentPropsWithRef<'a'> {}

/**
 * Downloads the appointment as an `.ics` file for iCal, iCloud and any other calendar.
 * @selector [data-scope="add-to-calendar"][data-part="download"]
 * @example <AddToCalendar.Download />
 */
export function AddToCalendarDownload({ asChild, children, ...props }: AddToCalendarDownloadProps) {
  const api = useAddToCalendarContext();
  const merged = mergePartProps(api.downloadProps, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={api.downloadLabel}>
        {children}
      </AsChildSlot>
    );
  return <a {...merged}>{children ?? api.downloadLabel}</a>;
}
