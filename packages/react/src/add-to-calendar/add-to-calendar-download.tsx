import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';
import { useAddToCalendarContext } from './add-to-calendar-context';

/** Props of {@link AddToCalendarDownload}. */
export interface AddToCalendarDownloadProps extends AsChildProps, ComponentPropsWithRef<'a'> {}

/**
 * Downloads the appointment as an `.ics` file for iCal, iCloud and any other calendar; for several
 * appointments, one file with every one of them.
 * @selector [data-scope="add-to-calendar"][data-part="download"]
 * @example <AddToCalendar.Download />
 */
export function AddToCalendarDownload(props: AddToCalendarDownloadProps) {
  const api = useAddToCalendarContext();
  return <PartElement as="a" content={api.downloadLabel} {...mergePartProps(api.downloadProps, props)} />;
}
