/**
 * Dates and times for display, written the same on the server and in the browser.
 *
 * Why this exists: since ICU 72 (CLDR 42) `Intl.DateTimeFormat` writes a narrow no-break space
 * (U+202F) before AM/PM and thin spaces (U+2009) around the dash of a range:
 * `9:00\u2009–\u20099:30\u202fAM`. Browsers turned that back into plain spaces for web
 * compatibility (V8 in Chromium does it in every `Intl.DateTimeFormat` method; Firefox and Safari
 * did the same). Node 22 does it only in `format()`, not in `formatRange()` or
 * `formatToParts()`. A page rendered by Node therefore said `9:00\u2009–\u20099:30\u202fAM` where
 * the browser said `9:00 – 9:30 AM`, and React threw away the server's HTML with a hydration
 * error (#418). Every date or time shown to a visitor goes through {@link dateTimeFormat} (or
 * {@link normalizeDateTimeText}), which writes the browsers' plain spaces everywhere.
 *
 * Numbers and money (`formatPrice`, `formatDurations`) need no such step: Node and Chromium
 * write them identically, and their no-break spaces ('45,00\u00a0€', French '1\u202f234') keep an
 * amount on one line, so they are left as they are.
 */

/** The spaces browsers replace with U+0020 in date and time output, and Node does not everywhere. */
const INTL_ONLY_SPACES = /[\u2009\u202f]/g;

/**
 * A date or time text as browsers write it: the thin (U+2009) and narrow no-break (U+202F)
 * spaces that ICU puts in times and ranges become plain spaces. Use it on any text that
 * `Intl.DateTimeFormat` (or `toLocale*String`) produced before showing it; {@link dateTimeFormat}
 * does it for you.
 * @example normalizeDateTimeText('9:00\u2009–\u20099:30\u202fAM') // '9:00 – 9:30 AM'
 */
export function normalizeDateTimeText(text: string): string {
  return text.replace(INTL_ONLY_SPACES, ' ');
}

/** A date input `Intl` accepts: a `Date` or epoch milliseconds. */
export type DateTimeInput = Date | number;

/** What {@link dateTimeFormat} returns: the formatting methods of `Intl.DateTimeFormat`, normalized. */
export interface DateTimeFormatter {
  /** One instant, e.g. 'Monday, March 9, 2026'. */
  format(date: DateTimeInput): string;
  /** From `start` to `end`, sharing what they have in common, e.g. '9:00 – 9:30 AM'. */
  formatRange(start: DateTimeInput, end: DateTimeInput): string;
  /** One instant in parts (literal parts normalized too). */
  formatToParts(date: DateTimeInput): Intl.DateTimeFormatPart[];
  /** The options `Intl` resolved, e.g. the time zone and hour cycle. */
  resolvedOptions(): Intl.ResolvedDateTimeFormatOptions;
}

/**
 * A moment in few words, where space is short (a cart's line, another time offered, an email's
 * subject): 'Tue, Dec 1, 10:00 AM'. Add `timeZone` (and `timeZoneName` where zones may differ).
 */
export const SHORT_DATE_TIME = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/** Built formatters by locale and options: building one costs far more than formatting with it. */
const formatters = new Map<string, DateTimeFormatter>();
const MAX_FORMATTERS = 500;

/**
 * An `Intl.DateTimeFormat` for display whose output is the same on the server (Node) and in
 * every browser (see the module note). Formatters are cached per locale and options.
 * @param locale A BCP 47 tag, e.g. `en-US`.
 * @param options `Intl.DateTimeFormat` options; pass `timeZone` so the result never depends on the machine.
 * @throws {RangeError} for an unknown time zone or invalid options, as `Intl` does.
 * @example
 * dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' })
 *   .formatRange(Date.UTC(2026, 2, 9, 9), Date.UTC(2026, 2, 9, 9, 30)) // '9:00 – 9:30 AM'
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateTimeFormatter {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const intl = new Intl.DateTimeFormat(locale, options);
    formatter = {
      format: (date) => normalizeDateTimeText(intl.format(date)),
      formatRange: (start, end) => normalizeDateTimeText(intl.formatRange(start, end)),
      formatToParts: (date) => intl.formatToParts(date).map((part) => ({ ...part, value: normalizeDateTimeText(part.value) })),
      resolvedOptions: () => intl.resolvedOptions(),
    };
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}
