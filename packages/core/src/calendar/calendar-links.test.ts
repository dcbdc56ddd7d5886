import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-event';
import { calendarLink, calendarProviders } from './calendar-links';

const event: CalendarEvent = {
  uid: 'b1@booking-kit',
  title: 'Massage (60 min) with Anna & co',
  start: '2026-03-03T08:00:00.000Z',
  end: '2026-03-03T09:00:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
  location: 'Harbor Wellness Studio, Amsterdam',
  url: 'https://book.example/widget/booking/b1',
};

describe('calendarLink', () => {
  it('fills in Google Calendar’s event template, times in UTC', () => {
    const url = new URL(calendarLink('google', event));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20260303T080000Z/20260303T090000Z');
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('details')).toContain(event.url);
  });

  it('opens Outlook.com and Office 365 on their compose pages', () => {
    for (const [provider, host] of [
      ['outlook', 'outlook.live.com'],
      ['office365', 'outlook.office.com'],
    ] as const) {
      const url = new URL(calendarLink(provider, event));
      expect(url.host).toBe(host);
      expect(url.searchParams.get('subject')).toBe(event.title);
      expect(url.searchParams.get('startdt')).toBe('2026-03-03T08:00:00Z');
      expect(url.searchParams.get('enddt')).toBe('2026-03-03T09:00:00Z');
    }
  });

  it('fills in Yahoo Calendar, and every provider gets an https link', () => {
    const url = new URL(calendarLink('yahoo', event));
    expect(url.searchParams.get('st')).toBe('20260303T080000Z');
    expect(url.searchParams.get('et')).toBe('20260303T090000Z');
    expect(url.searchParams.get('title')).toBe(event.title);
    for (const provider of calendarProviders) expect(calendarLink(provider, event)).toMatch(/^https:\/\//);
  });
});
