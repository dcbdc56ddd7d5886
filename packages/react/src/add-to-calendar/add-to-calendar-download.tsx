import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useAddToCalendarContext } from './add-to-calendar-context';

/** Props of {@link AddToCalendarDownload}. */
export interface AddToCalendarDownloadProps extends AsChildProps, ComponentPropsWithRef<'a'> {}

/**
 * Downloads the appointment as an `.ics` file for iCal, iCloud and any other calendar; for several
 * appointments, one file with every one of them. It shows its interaction state (`data-hovered`,
 * `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="add-to-calendar"][data-part="download"][data-hovered][data-pressed][data-focus-visible]
 * @example <AddToCalendar.Download />
 */
export function AddToCalendarDownload(props: AddToCalendarDownloadProps) {
  const api = useAddToCalendarContext();
  return <InteractivePart as="a" content={api.downloadLabel} {...mergePartProps(api.downloadProps, props)} />;
}
