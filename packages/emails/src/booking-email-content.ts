import type { BookingMessage, Translator } from '@booking-kit/core';
import { type DetailRow, detailRows } from './detail-rows';
import { emailTexts } from './email-texts';
import { textDirection } from './text-direction';

/** A character no translation holds: where the phone lands in the translated contact sentence. */
const PHONE_MARK = '\u0000';

/**
 * Everything a booking email says, in the reader's language, in reading order: what the HTML
 * document (`BookingEmail`) lays out and the plain text (`bookingEmailText`) writes, so that the
 * two bodies of one email can never say different things.
 */
export interface BookingEmailContent {
  /** The BCP 47 tag of the message's language: the document's `lang`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The subject line; also the document's title and the name of its article. */
  subject: string;
  /** The business that sends it, named above the heading. */
  businessName: string;
  /** The one `h1`. */
  heading: string;
  /** The opening sentence, also the inbox preview. */
  intro: string;
  /** The greeting, the opening sentence and, for a series, which appointment this is: one paragraph each. */
  paragraphs: readonly string[];
  /** The details' heading and rows. */
  detailsTitle: string;
  rows: readonly DetailRow[];
  /** The visitor's link to the booking: the button's text, where it goes, and what it lets them do. */
  manage?: { href: string; label: string; hint?: string | undefined } | undefined;
  /** 'Questions? Call Studio Zen at +31 20 123 4567.', split around the number (a `tel:` link in the HTML). */
  contact?: { before: string; phone: string; after: string } | undefined;
}

/**
 * What a booking message says, for its kind and reader: the visitor gets the manage link; visitor
 * and guests the office phone; everyone the details that are theirs to know (see `detailRows`).
 */
export function bookingEmailContent(message: BookingMessage, translator: Translator): BookingEmailContent {
  const { t, tag } = translator;
  const { audience, booking, business, manageUrl } = message;
  const texts = emailTexts(message, translator);
  // A cancelled or declined booking can only be looked at, no longer moved or cancelled.
  const over = message.kind === 'cancelled' || message.kind === 'rejected';
  const paragraphs = [t('email.greeting', { name: message.to.name }), texts.intro];
  if (booking.appointmentCount > 1) paragraphs.push(t('email.firstOfSeries', { total: booking.appointmentCount }));
  const content: BookingEmailContent = {
    lang: tag,
    dir: textDirection(tag),
    subject: texts.subject,
    businessName: business.name,
    heading: texts.heading,
    intro: texts.intro,
    paragraphs,
    detailsTitle: t('email.details.title'),
    rows: detailRows(message, translator),
  };
  if (audience === 'visitor' && manageUrl) {
    content.manage = {
      href: manageUrl,
      label: over ? t('email.manage.view') : t('email.manage.button'),
      hint: over ? undefined : t('email.manage.hint'),
    };
  }
  if (audience !== 'staff' && business.phone) {
    // Translated whole and split where the number goes, so each language keeps its word order.
    const [before = '', after = ''] = t('email.contact', { business: business.name, phone: PHONE_MARK }).split(PHONE_MARK);
    content.contact = { before, phone: business.phone, after };
  }
  return content;
}
