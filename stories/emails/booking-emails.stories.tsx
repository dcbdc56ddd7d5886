import {
  type BookingMessage,
  type BookingMessageAudience,
  type BookingMessageBooking,
  type BookingMessageKind,
  DEFAULT_LOCALE,
  isLocale,
  type RenderedMessage,
} from '@booking-kit/core';
import { renderBookingMessage } from '@booking-kit/emails';
import type { Meta, StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

const MANAGE_URL = 'https://booking.example.com/widget/booking/BK-0001?token=manage-token-0001';
const OFFICE_PHONE = '+31 20 123 4567';

/** What a story shows: one kind of email for one reader, with changes to the sample booking. */
interface EmailStoryArgs {
  kind: BookingMessageKind;
  audience: BookingMessageAudience;
  booking?: Partial<BookingMessageBooking>;
}

/** Ada's massage with Anna on Tuesday 1 December 2026, 10:00–11:00 in Amsterdam, a €20 deposit of €80 paid. */
function sampleMessage({ kind, audience, booking }: EmailStoryArgs, locale: BookingMessage['locale']): BookingMessage {
  const reader = {
    visitor: { name: 'Ada', email: 'ada@example.com' },
    guest: { name: 'Grace', email: 'grace@example.com' },
    staff: { name: 'Anna', email: 'anna@studio-zen.example' },
  }[audience];
  return {
    id: 'msg_0001',
    kind,
    audience,
    to: reader,
    locale,
    timeZone: 'Europe/Amsterdam',
    business: { name: 'Studio Zen', phone: OFFICE_PHONE },
    booking: {
      id: 'BK-0001',
      serviceName: 'Massage (60 min)',
      staffName: 'Anna de Vries',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      seats: 1,
      visitorName: 'Ada Lovelace',
      guestNames: [],
      amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 2000, paidMinor: 2000, choice: 'deposit' },
      appointmentCount: 1,
      ...booking,
    },
    manageUrl: audience === 'visitor' ? MANAGE_URL : undefined,
  };
}

/**
 * The email as a reader whose client prefers dark sees it. Chromium gives an iframe the page's
 * colour preference (light here), not the iframe's own `color-scheme`, so the story turns the
 * email's dark block on unconditionally instead.
 */
function readInDarkMode(html: string): string {
  return html.replace('@media (prefers-color-scheme: dark)', '@media all');
}

/**
 * The rendered email in an iframe, as a client shows it: its own document, its `lang`, its
 * styles. Once loaded, the frame takes its content's height and gets axe, so the a11y check of
 * the story (and of the Storybook panel) covers the email too; axe checks a frame only through
 * a copy of itself running inside it.
 */
function EmailFrame({ email, dark }: { email: RenderedMessage; dark: boolean }) {
  const [height, setHeight] = useState<number>();
  return (
    <iframe
      title={email.subject}
      srcDoc={dark ? readInDarkMode(email.html) : email.html}
      data-ready={height !== undefined}
      style={{ display: 'block', width: '640px', maxWidth: '100%', height: height ?? 0, border: 0 }}
      onLoad={(event) => {
        const document = event.currentTarget.contentDocument;
        if (!document) return;
        const script = document.createElement('script');
        script.textContent = axe.source;
        document.head.append(script);
        setHeight(document.documentElement.scrollHeight);
      }}
    />
  );
}

/**
 * The email's document once its frame has loaded and taken its height, after checking its one
 * `h1` says `heading`.
 */
async function openEmail(canvasElement: HTMLElement, heading: string) {
  const frame = canvasElement.querySelector('iframe');
  await waitFor(() => expect(frame).toHaveAttribute('data-ready', 'true'));
  const document = frame?.contentDocument;
  if (!document) throw new Error('The email frame has no document.');
  const email = within(document.body);
  await expect(email.getByRole('heading', { level: 1 })).toHaveAccessibleName(heading);
  return { frame, document, email };
}

/** The value beside a label in the email's details table. */
function detailValue(email: ReturnType<typeof within>, label: string) {
  return email.getByRole('rowheader', { name: label }).nextElementSibling;
}

const loadedEmail = (loaded: Record<string, unknown>) => loaded.email as RenderedMessage;

const meta = {
  title: 'Emails/Booking emails',
  args: { kind: 'booked', audience: 'visitor' },
  parameters: {
    layout: 'fullscreen',
    // axe runs inside the email's frame too. An email is shown inside a mail client's page, which
    // has the main landmark; the email must not bring a second one, so these page rules do not apply.
    a11y: { options: { rules: { 'landmark-one-main': { enabled: false }, region: { enabled: false } } } },
  },
  // The email is rendered as the server renders it, in the toolbar's language.
  loaders: [
    async ({ args, globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
      return { email: await renderBookingMessage(sampleMessage(args as EmailStoryArgs, locale)) };
    },
  ],
  render: (_args, { loaded, globals }) => <EmailFrame email={loadedEmail(loaded)} dark={globals.theme === 'dark'} />,
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked: the heading, the time in Amsterdam, the amounts, the manage button and the office phone. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const { frame, document, email } = await openEmail(canvasElement, 'Your appointment is booked');
    await expect(frame).toHaveAccessibleName('Booked: Massage (60 min) on Tue, Dec 1, 10:00 AM');
    await expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    await expect(detailValue(email, 'When')).toHaveTextContent('Tuesday, December 1, 2026, 10:00 – 11:00 AM GMT+1');
    await expect(detailValue(email, 'Left to pay')).toHaveTextContent('€60.00');
    await expect(email.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', MANAGE_URL);
    await expect(email.getByRole('link', { name: OFFICE_PHONE })).toHaveAttribute('href', 'tel:+31201234567');
  },
};

/** Requested: the business will confirm, and an email follows. */
export const Requested: Story = {
  args: { kind: 'requested' },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'We received your request');
    await expect(
      email.getByText('Studio Zen will confirm your request. You will get an email as soon as they do.', { selector: 'p' }),
    ).toBeVisible();
  },
};

/** Confirmed, for the first of a weekly series of four. */
export const Confirmed: Story = {
  args: { kind: 'confirmed', booking: { appointmentCount: 4 } },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'Your appointment is confirmed');
    await expect(email.getByText('This is the first of 4 appointments.')).toBeVisible();
  },
};

/** Rejected with the business's reason; the link is only to view the booking now. */
export const Rejected: Story = {
  args: { kind: 'rejected', booking: { cancellationReason: 'Anna is away that week.' } },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'Your request was declined');
    await expect(detailValue(email, 'Reason')).toHaveTextContent('Anna is away that week.');
    await expect(email.getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', MANAGE_URL);
  },
};

/** Rescheduled: the new time, and the previous one struck through beside 'Was'. */
export const Rescheduled: Story = {
  args: {
    kind: 'rescheduled',
    booking: { previousStart: '2026-11-30T13:00:00.000Z', previousEnd: '2026-11-30T14:00:00.000Z' },
  },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'Your appointment has moved');
    const was = detailValue(email, 'Was');
    await expect(was).toHaveTextContent('Monday, November 30, 2026, 2:00 – 3:00 PM GMT+1');
    await expect(was?.querySelector('del')).not.toBeNull();
  },
};

/** Cancelled with the visitor's reason. */
export const Cancelled: Story = {
  args: { kind: 'cancelled', booking: { cancellationReason: 'I have a fever and cannot come.' } },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'Your appointment is cancelled');
    await expect(detailValue(email, 'Reason')).toHaveTextContent('I have a fever and cannot come.');
  },
};

/** Reminder: the appointment is coming up. */
export const Reminder: Story = {
  args: { kind: 'reminder' },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'Your appointment is coming up');
    await expect(
      email.getByText('This is a reminder of your upcoming appointment at Studio Zen.', { selector: 'p' }),
    ).toBeVisible();
  },
};

/** Receipt: the whole amount paid, nothing left to pay. */
export const Receipt: Story = {
  args: {
    kind: 'receipt',
    booking: { amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 8000, paidMinor: 8000, choice: 'full' } },
  },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'Thank you for your payment');
    await expect(detailValue(email, 'Paid')).toHaveTextContent('€80.00');
    await expect(email.queryByRole('rowheader', { name: 'Left to pay' })).toBeNull();
  },
};

/** A guest: invited by Ada, with no amounts and no manage link. */
export const GuestInvitation: Story = {
  args: { audience: 'guest', booking: { seats: 2, guestNames: ['Grace Hopper'] } },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'Ada Lovelace invited you');
    await expect(detailValue(email, 'Booked by')).toHaveTextContent('Ada Lovelace');
    await expect(email.queryByRole('link', { name: 'Manage your booking' })).toBeNull();
    await expect(email.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  },
};

/** Staff: a short notice with the visitor, the seats and the guests, without the manage link. */
export const StaffNewBooking: Story = {
  args: { audience: 'staff', booking: { seats: 2, guestNames: ['Grace Hopper'] } },
  play: async ({ canvasElement }) => {
    const { email } = await openEmail(canvasElement, 'New booking: Massage (60 min) on Tue, Dec 1, 10:00 AM');
    await expect(detailValue(email, 'Seats')).toHaveTextContent('2');
    await expect(detailValue(email, 'Guests')).toHaveTextContent('Grace Hopper');
    await expect(email.queryByRole('link', { name: 'Manage your booking' })).toBeNull();
  },
};

/** German: the catalog's words, the date and money written the German way, `lang="de-DE"`. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const { document, email } = await openEmail(canvasElement, 'Ihr Termin ist gebucht');
    await expect(document.documentElement).toHaveAttribute('lang', 'de-DE');
    await expect(detailValue(email, 'Wann')).toHaveTextContent('Dienstag, 1. Dezember 2026, 10:00–11:00 Uhr MEZ');
    await expect(email.getByRole('link', { name: 'Buchung verwalten' })).toHaveAttribute('href', MANAGE_URL);
  },
};

/** Dark: the email's dark block applied, contrast still AA (axe checks inside the frame). */
export const DarkMode: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { document, email } = await openEmail(canvasElement, 'Your appointment is booked');
    await expect(document.defaultView?.getComputedStyle(document.body).backgroundColor).toBe('rgb(17, 24, 39)');
    await expect(email.getByRole('link', { name: 'Manage your booking' })).toBeVisible();
  },
};
