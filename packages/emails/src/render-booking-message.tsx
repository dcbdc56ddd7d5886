import { loadTranslator, type RenderBookingMessage } from '@booking-kit/core';
import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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

/** The doctype react-email's `render` writes before an email (XHTML 1.0 Transitional, what mail clients expect). */
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An email's HTML document: React's own synchronous static renderer, behind react-email's
 * doctype. Not react-email's `render`, which streams the document through web streams and waits
 * for Suspense: a booking email never suspends (a part that did would throw here, and the outbox
 * would try again), and `render` took three times the CPU (1.0 ms against 0.3 ms an email here,
 * two emails a booking) and left React's streaming markers (`<!--$-->`, `<!--head-->`) in the
 * HTML. Without those comments the document is byte for byte the same.
 */
function emailDocument(email: ReactElement): string {
  return `${EMAIL_DOCTYPE}${renderToStaticMarkup(email)}`;
}

/**
 * Renders a booking message to its subject, HTML and plain text, in the reader's language and
 * time zone. Hand it to the server: `createBookingApi({ notifications: { render: renderBookingMessage } })`.
 * @example const { subject, html, text } = await renderBookingMessage(message)
 */
export const renderBookingMessage: RenderBookingMessage = async (message) => {
  const translator = await loadTranslator(message.locale);
  const html = emailDocument(<BookingEmail message={message} translator={translator} />);
  return { subject: emailTexts(message, translator).subject, html, text: toPlainText(html) };
};
