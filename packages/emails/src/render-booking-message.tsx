import { loadTranslator, type RenderBookingMessage } from '@booking-kit/core';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { BookingEmail } from './booking-email';
import { emailTexts } from './email-texts';

/**
 * The plain text of a rendered email, as react-email's `render(email, { plainText: true })`
 * writes it (its selectors, no word wrap), with ours after them: headings as written (not
 * upper-cased, which reads as shouting and changes some languages' letters), the details as
 * aligned columns, a phone number once (not followed by its `tel:` address). Other links keep
 * their full URL after their text. Compiled once: html-to-text's `convert`, which `render` calls,
 * compiles its selectors on every call, which cost more than converting, and `render` would
 * render the email a second time for it.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
});

/**
 * Renders a booking message to its subject, HTML and plain text, in the reader's language and
 * time zone. Hand it to the server: `createBookingApi({ notifications: { render: renderBookingMessage } })`.
 * @example const { subject, html, text } = await renderBookingMessage(message)
 */
export const renderBookingMessage: RenderBookingMessage = async (message) => {
  const translator = await loadTranslator(message.locale);
  const email = <BookingEmail message={message} translator={translator} />;
  const html = await render(email);
  return { subject: emailTexts(message, translator).subject, html, text: toPlainText(html) };
};
