import type { BookingEmailContent } from './booking-email-content';

/** html-to-text's whitespace (not `\s`, which would also take the no-break space inside '20,00 €'). */
const WHITESPACE = /[ \t\r\n\f\u200b]+/g;

/** Text as an HTML block shows it: runs of whitespace as one space, none at the ends. */
const collapsed = (text: string) => text.replace(WHITESPACE, ' ').trim();

/** The rule between the details and the contact line, as html-to-text writes an `<hr>`. */
const RULE = '-'.repeat(40);

/**
 * The plain-text body of a booking email: the same words as its HTML, as react-email's
 * `render(email, { plainText: true })` reads them with our selectors (headings as written, not
 * upper-cased, which reads as shouting and changes some languages' letters; the details as two
 * aligned columns; a link's URL after its text; a phone number once, not followed by its `tel:`
 * address; no inbox preview). Written from the content rather than converted from the HTML, because converting
 * (html-to-text parsing the rendered document) was about a third of the CPU of rendering an
 * email, and every booking sends two or more. A test holds it to html-to-text's reading of the
 * HTML, word for word and line for line, in every kind, audience and locale.
 */
export function bookingEmailText(content: BookingEmailContent): string {
  // Blank lines as html-to-text leaves them: two line breaks between paragraphs, three before a heading.
  const parts = [collapsed(content.businessName), '\n\n\n', collapsed(content.heading)];
  for (const paragraph of content.paragraphs) parts.push('\n\n', collapsed(paragraph));
  parts.push('\n\n\n', collapsed(content.detailsTitle), '\n\n', detailColumns(content.rows));
  if (content.manage) {
    parts.push('\n\n', `${collapsed(content.manage.label)} ${content.manage.href}`);
    if (content.manage.hint) parts.push('\n\n', collapsed(content.manage.hint));
  }
  if (content.contact) {
    const { before, phone, after } = content.contact;
    parts.push('\n\n', RULE, '\n\n', collapsed(`${before}${phone}${after}`));
  }
  return parts.join('');
}

/** The details as html-to-text's data table writes them: labels padded to the longest, three spaces, the values. */
function detailColumns(rows: BookingEmailContent['rows']): string {
  const labels = rows.map((row) => collapsed(row.label));
  const width = Math.max(0, ...labels.map((label) => label.length)) + 3;
  return rows.map((row, index) => `${(labels[index] as string).padEnd(width)}${collapsed(row.value)}`).join('\n');
}
