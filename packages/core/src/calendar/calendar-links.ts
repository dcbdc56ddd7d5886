import { basicUtc, type CalendarEvent } from './calendar-event';

/** The calendar sites booking-kit links to. */
export const calendarProviders = ['google', 'outlook', 'office365', 'yahoo'] as const;

/** A calendar site. */
export type CalendarProvider = (typeof calendarProviders)[number];

/**
 * The calendar sites' names: product names, the same in every language, so not in the catalogs.
 * @example calendarProviderNames.office365 // 'Office 365'
 */
export const calendarProviderNames: Readonly<Record<CalendarProvider, string>> = {
  google: 'Google Calendar',
  outlook: 'Outlook.com',
  office365: 'Office 365',
  yahoo: 'Yahoo Calendar',
};

/** ISO-8601 without milliseconds, as Outlook's compose links take it. */
const isoSeconds = (instant: string) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The event's description with its manage link, if any. */
function details(event: CalendarEvent): string {
  return [event.description, event.url].filter(Boolean).join('\n\n');
}

function outlookLink(host: string, event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoSeconds(event.start),
    enddt: isoSeconds(event.end),
    body: details(event),
    location: event.location ?? '',
  });
  return `https://${host}/calendar/0/deeplink/compose?${query}`;
}

/**
 * A link that opens the calendar site's "new event" page with the appointment filled in.
 * @example calendarLink('google', event) // 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=20260303T080000Z%2F20260303T081500Z…'
 */
export function calendarLink(provider: CalendarProvider, event: CalendarEvent): string {
  switch (provider) {
    case 'google':
      return `https://calendar.google.com/calendar/render?${new URLSearchParams({
        action: 'TEMPLATE',
        text: event.title,
        dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
        details: details(event),
        location: event.location ?? '',
      })}`;
    case 'outlook':
      return outlookLink('outlook.live.com', event);
    case 'office365':
      return outlookLink('outlook.office.com', event);
    case 'yahoo':
      return `https://calendar.yahoo.com/?${new URLSearchParams({
        v: '60',
        title: event.title,
        st: basicUtc(event.start),
        et: basicUtc(event.end),
        desc: details(event),
        in_loc: event.location ?? '',
      })}`;
  }
}
