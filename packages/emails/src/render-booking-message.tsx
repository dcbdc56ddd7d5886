import { loadTranslator, type RenderBookingMessage } from '@booking-kit/core';
import { render } from '@react-email/render';
import { BookingEmail } from './booking-email';
import { emailTexts } from './email-texts';

/** html-to-text's options, as `render` takes them (html-to-text is render's dependency, not ours). */
type PlainTextOptions = Extract<NonNullable<Parameters<typeof render>[1]>, { htmlToTextOptions?: unknown }>['htmlToTextOptions'];

/**
 * How the plain text is written: headings as written (not upper-cased, which reads as shouting
 * and changes some languages' letters), the details as aligned columns, a phone number once
 * (not followed by its `tel:` address). Other links keep their full URL after their text.
 */
const PLAIN_TEXT: PlainTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/**
 * Renders a booking message to its subject, HTML and plain text, in the reader's language and
 * time zone. Hand it to the server: `createBookingApi({ notifications: { render: renderBookingMessage } })`.
 * @example const { subject, html, text } = await renderBookingMessage(message)
 */
export const renderBookingMessage: RenderBookingMessage = async (message) => {
  const translator = await loadTranslator(message.locale);
  const email = <BookingEmail message={message} translator={translator} />;
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return { subject: emailTexts(message, translator).subject, html, text };
};
