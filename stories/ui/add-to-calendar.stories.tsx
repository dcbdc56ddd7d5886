import { type CalendarEvent, toIcs } from '@booking-kit/core';
import { AddToCalendar } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

/** A fixed appointment: Anna's intro call on Tuesday 3 March 2026, 09:00–09:15 in Amsterdam. */
const event: CalendarEvent = {
  uid: 'aWkXhoi1Q0rQxzM41CEbIA@booking-kit',
  title: 'Intro call with Anna de Vries',
  start: '2026-03-03T08:00:00.000Z',
  end: '2026-03-03T08:15:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
  description: 'Harbor Wellness Studio. Questions? Call +31 20 123 4567.',
  location: 'Online',
  url: 'https://book.example/widget/booking/aWkXhoi1Q0rQxzM41CEbIA',
};

const meta = {
  title: 'UI/AddToCalendar',
  component: AddToCalendar,
  args: { event },
} satisfies Meta<typeof AddToCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled group: four calendar sites, each in a new tab, and the `.ics` file. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Add to calendar' });
    const google = within(group).getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    const url = new URL(google.getAttribute('href') ?? '');
    await expect(url.host).toBe('calendar.google.com');
    await expect(url.searchParams.get('dates')).toBe('20260303T080000Z/20260303T081500Z');
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['Outlook.com', 'Office 365', 'Yahoo Calendar']) {
      await expect(within(group).getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible();
    }
    const download = within(group).getByRole('link', { name: 'iCal, iCloud or another calendar (.ics file)' });
    await expect(download).toHaveAttribute('download', 'appointment.ics');
    // The file is the core's RFC 5545 calendar, byte for byte.
    const href = download.getAttribute('href') ?? '';
    await expect(decodeURIComponent(href.replace('data:text/calendar;charset=utf-8,', ''))).toBe(toIcs(event));
  },
};

/** Keyboard: Tab walks the five choices in order, each with a visible focus ring. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    }
  },
};

/** Danish: the heading, the download and the new-tab hint from the da catalog; product names stay. */
export const Danish: Story = {
  globals: { locale: 'da' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Tilføj til kalender' });
    await expect(within(group).getByRole('heading', { name: 'Tilføj til kalender' })).toBeVisible();
    await expect(within(group).getByRole('link', { name: 'Office 365 (åbner i en ny fane)' })).toBeVisible();
    await expect(within(group).getByRole('link', { name: 'iCal, iCloud eller en anden kalender (.ics-fil)' })).toBeVisible();
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};

/** A long title with commas and semicolons still makes a valid file and working links. */
export const LongText: Story = {
  args: {
    event: {
      ...event,
      title: 'Massage (60 min), deep tissue; with Anna de Vries — Harbor Wellness Studio, Amsterdam, first floor',
    },
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Add to calendar' })).toBeVisible();
    const download = canvas.getByRole('link', { name: /\.ics/ });
    const ics = decodeURIComponent((download.getAttribute('href') ?? '').split(',').slice(1).join(','));
    await expect(ics).toContain('SUMMARY:Massage (60 min)\\, deep tissue\\; with Anna de Vries');
  },
};

/** A weekly series of three, as the booking page offers it: one .ics file holds every occurrence. */
const series: CalendarEvent[] = [0, 1, 2].map((week) => ({
  ...event,
  uid: `series-${week}@booking-kit`,
  title: 'Massage (60 min) with Anna de Vries',
  start: new Date(Date.parse('2026-03-09T09:00:00.000Z') + week * 7 * 86_400_000).toISOString(),
  end: new Date(Date.parse('2026-03-09T10:00:00.000Z') + week * 7 * 86_400_000).toISOString(),
}));

/** Several appointments: the title says how many, the file holds them all, no site link adds just one. */
export const SeveralAppointments: Story = {
  args: { event: series, fileName: 'appointments.ics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Add all 3 appointments to your calendar' });
    const links = within(group).getAllByRole('link');
    await expect(links).toHaveLength(1);
    const download = within(group).getByRole('link', {
      name: 'iCal, iCloud or another calendar: all 3 appointments (.ics file)',
    });
    await expect(download).toHaveAttribute('download', 'appointments.ics');
    const ics = decodeURIComponent((download.getAttribute('href') ?? '').replace('data:text/calendar;charset=utf-8,', ''));
    await expect(ics).toBe(toIcs(series));
    await expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    for (const one of series) await expect(ics).toContain(`UID:${one.uid}`);
  },
};
