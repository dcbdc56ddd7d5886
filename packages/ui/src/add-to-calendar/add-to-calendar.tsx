import { type CalendarEvent, calendarProviders } from '@booking-kit/core';
import {
  AddToCalendarDownload,
  AddToCalendarLink,
  AddToCalendarRoot,
  AddToCalendarTitle,
  addToCalendarAnatomy,
} from '@booking-kit/react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';

/** Props of {@link AddToCalendar}. */
export interface AddToCalendarProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /**
   * The appointment to add, or several booked together (a recurring series): then only the
   * `.ics` download is offered, one file with all of them (a calendar site's link adds one event).
   */
  event: CalendarEvent | readonly CalendarEvent[];
  /** The downloaded file's name. @default 'appointment.ics' */
  fileName?: string;
  /** The heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * "Add to calendar": Google Calendar, Outlook.com, Office 365 and Yahoo Calendar links, and an
 * `.ics` download for iCal and iCloud, as a labelled group of links. For several appointments
 * ('Add all 3 appointments to your calendar'), the one `.ics` file that holds them all.
 * @selector .bk-root .bk-add-to-calendar [data-scope="add-to-calendar"][data-part="link|download"][data-provider]
 * @example <AddToCalendar event={{ uid, title, start, end, createdAt }} />
 * <AddToCalendar event={series.map(toCalendarEvent)} fileName="appointments.ics" />
 */
export function AddToCalendar({ event, fileName, headingLevel = 2, className, ...props }: AddToCalendarProps) {
  const Heading = `h${headingLevel}` as const;
  const several = Array.isArray(event) && event.length > 1;
  return (
    <AddToCalendarRoot
      event={event}
      {...(fileName !== undefined && { fileName })}
      {...props}
      className={cx('bk-add-to-calendar', className)}
    >
      <AddToCalendarTitle asChild>
        <Heading />
      </AddToCalendarTitle>
      <ul {...addToCalendarAnatomy.attrs('list')}>
        {several
          ? null
          : calendarProviders.map((provider) => (
              <li key={provider}>
                <AddToCalendarLink provider={provider} />
              </li>
            ))}
        <li>
          <AddToCalendarDownload />
        </li>
      </ul>
    </AddToCalendarRoot>
  );
}
