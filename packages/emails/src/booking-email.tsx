import type { BookingMessage, Translator } from '@booking-kit/core';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Text } from '@react-email/text';
import { BookingDetails } from './booking-details';
import { type BookingEmailContent, bookingEmailContent } from './booking-email-content';
import { ContactLine } from './contact-line';
import { EmailLayout } from './email-layout';
import { THEME } from './email-theme';
import { ManageButton } from './manage-button';

/** Props of {@link BookingEmail}. */
export interface BookingEmailProps {
  /** The message: its kind, its reader, the booking. */
  message: BookingMessage;
  /** A translator for the message's locale with the emails' messages, e.g. `await loadTranslator(locale)` (core). */
  translator: Translator;
}

/**
 * A booking email, every kind and reader: the heading and opening that say what happened, the
 * details in the reader's zone, and for the visitor the manage link; for visitor and guests the
 * office phone. Render it with `@react-email/render`, or use `renderBookingMessage`.
 */
export function BookingEmail({ message, translator }: BookingEmailProps) {
  return <BookingEmailDocument content={bookingEmailContent(message, translator)} />;
}

/** The HTML document of a booking email's content (what `bookingEmailText` writes as plain text). */
export function BookingEmailDocument({ content }: { content: BookingEmailContent }) {
  const { lang, dir, subject, intro, businessName, manage, contact } = content;
  return (
    <EmailLayout lang={lang} dir={dir} title={subject} preview={intro} businessName={businessName}>
      <Heading as="h1" {...THEME.heading}>
        {content.heading}
      </Heading>
      {content.paragraphs.map((paragraph) => (
        <Text key={paragraph} {...THEME.text}>
          {paragraph}
        </Text>
      ))}
      <BookingDetails title={content.detailsTitle} rows={content.rows} dir={dir} />
      {manage && <ManageButton href={manage.href} label={manage.label} hint={manage.hint} />}
      {contact && (
        <>
          <Hr {...THEME.rule} />
          <ContactLine {...contact} />
        </>
      )}
    </EmailLayout>
  );
}
