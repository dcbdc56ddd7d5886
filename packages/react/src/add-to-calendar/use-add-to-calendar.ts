import { type CalendarEvent, type CalendarProvider, calendarLink, calendarProviderNames, toIcs } from '@booking-kit/core';
import { useMemo } from 'react';
import { useId } from 'react-aria';
import { useLocale } from '../locale/locale-context';
import { addToCalendarPartAttrs } from './add-to-calendar.anatomy';

/** Options of {@link useAddToCalendar}. */
export interface AddToCalendarOptions {
  /** The appointment to add. */
  event: CalendarEvent;
  /** The name of the downloaded file. @default 'appointment.ics' */
  fileName?: string;
}

/** What {@link useAddToCalendar} returns: a prop bag per part. */
export interface AddToCalendarApi {
  rootProps: { role: 'group'; 'aria-labelledby': string } & ReturnType<typeof addToCalendarPartAttrs>;
  titleProps: { id: string } & ReturnType<typeof addToCalendarPartAttrs>;
  /** The translated heading, 'Add to calendar'. */
  title: string;
  /** Props of the link that opens `provider`'s new-event page in a new tab. */
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
  /** The translated download label. */
  downloadLabel: string;
}

/**
 * The behaviour hook of "add to calendar": links to Google Calendar, Outlook.com, Office 365 and
 * Yahoo Calendar, and an RFC 5545 `.ics` download for iCal, iCloud and the rest. There is no
 * state to keep, so there is no state hook: the links are derived from the event during render.
 * @example const api = useAddToCalendar({ event }); return <a {...api.getLinkProps('google')}>…</a>;
 */
export function useAddToCalendar({ event, fileName = 'appointment.ics' }: AddToCalendarOptions): AddToCalendarApi {
  const { t } = useLocale();
  const titleId = useId();
  const ics = useMemo(() => toIcs(event), [event]);
  return {
    rootProps: { role: 'group', 'aria-labelledby': titleId, ...addToCalendarPartAttrs('root') },
    titleProps: { id: titleId, ...addToCalendarPartAttrs('title') },
    title: t('addToCalendar.title'),
    getLinkProps: (provider) => ({
      href: calendarLink(provider, event),
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
    downloadLabel: t('addToCalendar.download'),
  };
}
