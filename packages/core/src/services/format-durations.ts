/** Part types that belong to the number itself in `Intl.NumberFormat#formatToParts`. */
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign', 'plusSign']);

/** How the unit is written: `short` ('60 min', for display) or `long` ('60 minutes', for names). */
export type DurationDisplay = 'short' | 'long';

/**
 * The lengths of a service in words of the locale, as one phrase with the unit written once:
 * '30 or 60 min', '30, 60 oder 90 Min.'. The list joins the numbers with the locale's "or"
 * (`Intl.ListFormat` disjunction) and the unit, its position and its plural form come from
 * `Intl.NumberFormat` for the last length, so no word order is hard-coded.
 * @param minutes The lengths in minutes, in the order to show them (default first).
 * @param locale A BCP 47 tag, e.g. `de-DE`.
 * @param display @default 'short'
 * @throws {RangeError} for an empty list.
 * @example formatDurations([30], 'en-US') // '30 min'
 * @example formatDurations([30, 60], 'en-US') // '30 or 60 min'
 * @example formatDurations([30, 60], 'en-US', 'long') // '30 or 60 minutes'
 */
export function formatDurations(minutes: ReadonlyArray<number>, locale: string, display: DurationDisplay = 'short'): string {
  const last = minutes.at(-1);
  if (last === undefined) throw new RangeError('formatDurations: a service has at least one length');
  const unit = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: display });
  if (minutes.length === 1) return unit.format(last);
  const number = new Intl.NumberFormat(locale);
  const list = new Intl.ListFormat(locale, { type: 'disjunction' }).format(minutes.map((length) => number.format(length)));
  const parts = unit.formatToParts(last);
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const end = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  return [...parts.slice(0, first), { value: list }, ...parts.slice(end + 1)].map((part) => part.value).join('');
}
