import type { BookingMessage, Translator } from '@booking-kit/core';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Text } from '@react-email/text';
import { BookingDetails } from './booking-details';
import { ContactLine } from './contact-line';
import { detailRows } from './detail-rows';
import { EmailLayout } from './email-layout';
import { emailTexts } from './email-texts';
import { THEME } from './email-theme';
import { ManageButton } from './manage-button';
import { textDirection } from './text-direction';

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
  const { t, tag } = translator;
  const { audience, booking, business, manageUrl } = message;
  const texts = emailTexts(message, translator);
  const dir = textDirection(tag);
  // A cancelled or declined booking can only be looked at, no longer moved or cancelled.
  const over = message.kind === 'cancelled' || message.kind === 'rejected';
  return (
    <EmailLayout lang={tag} dir={dir} title={texts.subject} preview={texts.intro} businessName={business.name}>
      <Heading as="h1" {...THEME.heading}>
        {texts.heading}
      </Heading>
      <Text {...THEME.text}>{t('email.greeting', { name: message.to.name })}</Text>
      <Text {...THEME.text}>{texts.intro}</Text>
      {booking.appointmentCount > 1 && (
        <Text {...THEME.text}>{t('email.firstOfSeries', { total: booking.appointmentCount })}</Text>
      )}
      <BookingDetails title={t('email.details.title')} rows={detailRows(message, translator)} dir={dir} />
      {audience === 'visitor' && manageUrl && (
        <ManageButton
          href={manageUrl}
          label={over ? t('email.manage.view') : t('email.manage.button')}
          hint={over ? undefined : t('email.manage.hint')}
        />
      )}
      {audience !== 'staff' && business.phone && (
        <>
          <Hr {...THEME.rule} />
          <ContactLine phone={business.phone} sentence={(phone) => t('email.contact', { business: business.name, phone })} />
        </>
      )}
    </EmailLayout>
  );
}
