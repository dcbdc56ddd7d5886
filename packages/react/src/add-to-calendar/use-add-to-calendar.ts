import { type CalendarEvent, type CalendarProvider, calendarLink, calendarProviderNames, toIcs } from '@booking-kit/core';
import { useId, useMemo } from 'react';
import { useLocale } from '../locale/locale-context';
import { addToCalendarPartAttrs } from './add-to-calendar.anatomy';

/** Options of {@link useAddToCalendar}. */
export interface AddToCalendarOptions {
  /**
   * The appointment to add, or several booked together (the occurrences of a recurring series):
   * the `.ics` file then holds every one of them. The calendar sites take one event per link, so
   * their links (`canLink`) are offered for a single appointment only.
   */
  event: CalendarEvent | readonly CalendarEvent[];
  /** The name of the downloaded file. @default 'appointment.ics' */
  fileName?: string;
}

/** What {@link useAddToCalendar} returns: a prop bag per part. */
export interface AddToCalendarApi {
  rootProps: { role: 'group'; 'aria-labelledby': string } & ReturnType<typeof addToCalendarPartAttrs>;
  titleProps: { id: string } & ReturnType<typeof addToCalendarPartAttrs>;
  /** The translated heading, 'Add to calendar' ('Add all 3 appointments to your calendar' for several). */
  title: string;
  /** How many appointments the `.ics` file holds. */
  eventCount: number;
  /** Whether the calendar sites' links apply: one appointment (a site's link adds one event). */
  canLink: boolean;
  /** Props of the link that opens `provider`'s new-event page in a new tab (the first appointment's). */
  getLinkProps(provider: CalendarProvider): {
    href: string;
    target: '_blank';
    rel: 'noopener noreferrer';
    'data-provider': CalendarProvider;
  } & ReturnType<typeof addToCalendarPartAttrs>;
  /** The provider's name, e.g. 'Google Calendar'. */
  providerName(provider: CalendarProvider): string;
  /** Screen-reader text for links that open a new tab, '(opens in a new tab)'. */
  newTabText: string;
  /** Props of the `.ics` download: a `data:` URL, so it works before hydration and without script. */
  downloadProps: { href: string; download: string } & ReturnType<typeof addToCalendarPartAttrs>;
  /** The translated download label; for several appointments it says how many the file holds. */
  downloadLabel: string;
}

/**
 * The behaviour hook of "add to calendar": links to Google Calendar, Outlook.com, Office 365 and
 * Yahoo Calendar, and an RFC 5545 `.ics` download for iCal, iCloud and the rest; for several
 * appointments (a recurring series), one `.ics` file with all of them. There is no
 * state to keep, so there is no state hook: the links are derived from the event during render.
 * @example const api = useAddToCalendar({ event }); return <a {...api.getLinkProps('google')}>…</a>;
 */
export function useAddToCalendar({ event, fileName = 'appointment.ics' }: AddToCalendarOptions): AddToCalendarApi {
  const { t } = useLocale();
  const titleId = useId();
  const ics = useMemo(() => toIcs(event), [event]);
  const events: readonly CalendarEvent[] = isEventList(event) ? event : [event];
  const [first] = events;
  if (first === undefined) throw new RangeError('AddToCalendar needs at least one event.');
  const several = events.length > 1;
  return {
    rootProps: { role: 'group', 'aria-labelledby': titleId, ...addToCalendarPartAttrs('root') },
    titleProps: { id: titleId, ...addToCalendarPartAttrs('title') },
    title: several ? t('addToCalendar.titleAll', { count: events.length }) : t('addToCalendar.title'),
    eventCount: events.length,
    canLink: !several,
    getLinkProps: (provider) => ({
      href: calendarLink(provider, first),
      target: '_blank',
      rel: 'noopener noreferrer',
      'data-provider': provider,
      ...addToCalendarPartAttrs('link'),
    }),
    providerName: (provider) => calendarProviderNames[provider],
    newTabText: t('addToCalendar.newTab'),
    downloadProps: {
      href: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
      download: fileName,
      ...addToCalendarPartAttrs('download'),
    },
    downloadLabel: several ? t('addToCalendar.downloadAll', { count: events.length }) : t('addToCalendar.download'),
  };
}

/** Whether `event` is a list (`Array.isArray` does not narrow a readonly array out of a union). */
function isEventList(event: CalendarEvent | readonly CalendarEvent[]): event is readonly CalendarEvent[] {
  return Array.isArray(event);
}
