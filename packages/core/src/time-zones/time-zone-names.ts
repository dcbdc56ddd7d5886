import { WALL_CLOCK_OPTIONS } from '../time/wall-clock-format';

/**
 * Cached `Intl` lookups for zone and country names. Building an `Intl.DateTimeFormat` costs far
 * more than formatting with it (about 0.3 ms against microseconds in Chromium), and describing
 * every zone needs hundreds, so formatters are kept per locale, zone and style (bounded, like
 * the offset cache in `time/zone-offset`).
 */

/** How a zone's name is written: `long` ('Central European Standard Time') or `short` ('CET'). */
export type ZoneNameStyle = 'long' | 'short';

const formatters = new Map<string, Intl.DateTimeFormat>();
const regionNames = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();
const MAX_FORMATTERS = 20_000;

/** The long formatter also reads the wall clock, which gives the offset without a second formatter. */
const WALL_CLOCK = { calendar: 'gregory', numberingSystem: 'latn', ...WALL_CLOCK_OPTIONS } as const;

function formatterFor(locale: string, timeZone: string, style: ZoneNameStyle): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style, ...(style === 'long' && WALL_CLOCK) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Whether `Intl` can format the zone (some runtimes know a zone only by its legacy name).
 * @example canFormatZone('en-US', 'Mars/Olympus_Mons') // false
 */
export function canFormatZone(locale: string, timeZone: string): boolean {
  try {
    formatterFor(locale, timeZone, 'long');
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone's name at an instant in a locale, as `Intl` writes it; where the locale has no name
 * for the zone, `Intl` falls back to an offset such as 'GMT+3'.
 * @example zoneName('en-GB', 'Europe/Berlin', 'short', Date.UTC(2026, 0, 15)) // 'CET'
 */
export function zoneName(locale: string, timeZone: string, style: ZoneNameStyle, atMs: number): string {
  const parts = formatterFor(locale, timeZone, style).formatToParts(atMs);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A zone's long name and its offset from UTC in minutes at an instant, from one formatting.
 * @example longNameAndOffset('en-US', 'Asia/Kolkata', Date.UTC(2026, 0, 15)) // { name: 'India Standard Time', offsetMinutes: 330 }
 */
export function longNameAndOffset(locale: string, timeZone: string, atMs: number): { name: string; offsetMinutes: number } {
  const parts = formatterFor(locale, timeZone, 'long').formatToParts(atMs);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return {
    name: parts.find((part) => part.type === 'timeZoneName')?.value ?? '',
    offsetMinutes: Math.round((wall - Math.floor(atMs / 1000) * 1000) / 60_000),
  };
}

/**
 * A country's name in a locale, or `null` where `Intl` has none.
 * @example regionName('fr', 'DE') // 'Allemagne'
 */
export function regionName(locale: string, countryCode: string): string | null {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(countryCode) ?? null;
  } catch {
    return null;
  }
}

/** A cached collator for sorting names in a locale. */
export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}
