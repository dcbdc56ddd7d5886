import { type InstantInput, toEpochMs } from '../availability/instant';
import { canFormatZone, longNameAndOffset, regionName, zoneName } from './time-zone-names';
import { canonicalTimeZone, legacyTimeZoneNames } from './zone-aliases';
import { tableTimeZones, timeZoneCountry } from './zone-countries';

/** A time zone as a visitor recognises it, at one instant and in one locale. */
export interface TimeZoneDescription {
  /** The zone's current tzdata name, the value a picker emits, e.g. `Asia/Kolkata`. */
  id: string;
  /** Older names of the zone that visitors may still type, e.g. `['Asia/Calcutta']`. */
  aliases: string[];
  /** The zone's city, from its name: `America/Sao_Paulo` → 'Sao Paulo'. */
  city: string;
  /** ISO 3166-1 alpha-2 code of the zone's country, `null` for `UTC`. */
  countryCode: string | null;
  /** The country's name in the locale, e.g. 'Allemagne' in `fr`; `null` for `UTC`. */
  country: string | null;
  /** The zone's name in the locale at the instant, e.g. 'Central European Summer Time'. */
  longName: string;
  /** The abbreviation in force at the instant ('MEZ' in `de`, else English 'CET'); `null` where none exists. */
  abbreviation: string | null;
  /** Every abbreviation of the zone in the locale and in English, the instant's first, then the other season's. */
  abbreviations: string[];
  /** Minutes east of UTC at the instant (DST included), e.g. `330`. */
  offsetMinutes: number;
  /** The offset as shown to visitors, e.g. 'UTC+05:30' or 'UTC−03:00'. */
  offsetLabel: string;
}

/** Options of {@link describeTimeZones}: names depend on the locale, offsets on the instant (DST). */
export interface DescribeTimeZoneOptions {
  /** BCP 47 tag of the names, e.g. `fr-FR`. */
  locale: string;
  /** The instant whose offsets and names to use; pass it explicitly so results never depend on "now". */
  at: InstantInput;
}

/**
 * Every time zone this runtime knows (`Intl.supportedValuesOf('timeZone')`, or tzdata's list
 * where that is missing) under its current tzdata name, plus `UTC`, sorted by name.
 * @example listTimeZones().includes('Asia/Kolkata') // true, even where V8 says 'Asia/Calcutta'
 */
export function listTimeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : tableTimeZones();
  return [...new Set([...supported.map(canonicalTimeZone), 'UTC'])].sort();
}

/**
 * An offset in minutes as 'UTC+05:30'. The minus is U+2212, as typographers (and screen
 * readers, which say "minus") expect; search accepts either.
 * @example formatUtcOffset(-180) // 'UTC−03:00'
 */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '\u2212' : '+';
  const absolute = Math.abs(offsetMinutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** The name `Intl` accepts for a zone: older runtimes only know some zones by their legacy name. */
function runtimeName(zone: string, locale: string): string {
  const candidates = [zone, ...legacyTimeZoneNames(canonicalTimeZone(zone))];
  const known = candidates.find((candidate) => canFormatZone(locale, candidate));
  if (known === undefined) throw new RangeError(`Unknown time zone: ${zone}`);
  return known;
}

interface Abbreviations {
  now: string[];
  all: string[];
}

/** A short name with a digit is an offset ('GMT+1', 'UTC−3'), not an abbreviation. */
const isAbbreviation = (name: string) => name !== '' && !/\d/.test(name);

/** Abbreviations of a zone at `atMs` (`now`) and in either season (`all`), in the given locales. */
function abbreviationsOf(zone: string, tags: string[], atMs: number, seasons: number[]): Abbreviations {
  const namesAt = (instant: number) => tags.map((tag) => zoneName(tag, zone, 'short', instant)).filter(isAbbreviation);
  const now = [...new Set(namesAt(atMs))];
  return { now, all: [...new Set([...now, ...seasons.flatMap(namesAt)])] };
}

/** Countries whose English has abbreviations of its own (from CLDR: 'IST' in en-IN, 'AEST' in en-AU, ...). */
const ENGLISH_WITH_OWN_ABBREVIATIONS = new Set(['AU', 'CA', 'GU', 'GY', 'HK', 'ID', 'IE', 'IN', 'MY', 'NZ', 'SG']);

/**
 * The locales asked for a zone's abbreviations: the active one, then the English that names
 * the zone's region ('EST' only in en-US, 'CET' only in en-GB, 'SAST' and 'EAT' in en-ZA) and
 * its country's own. Asking only these keeps `Intl` formatters, which are slow to build, few.
 */
function abbreviationLocales(id: string, locale: string, countryCode: string | null): string[] {
  const area = id.includes('/') ? id.slice(0, id.indexOf('/')) : 'Etc';
  const tags = new Set([locale]);
  if (['America', 'Atlantic', 'Pacific', 'Etc'].includes(area)) tags.add('en-US');
  if (['Africa', 'Arctic', 'Asia', 'Atlantic', 'Europe', 'Indian'].includes(area)) tags.add('en-GB');
  if (area === 'Africa' || area === 'Indian') tags.add('en-ZA');
  if (countryCode && ENGLISH_WITH_OWN_ABBREVIATIONS.has(countryCode)) tags.add(`en-${countryCode}`);
  return [...tags];
}

/**
 * Describes zones for a picker: city, localized country and long name, abbreviations, and the
 * offset at `at`. Abbreviations are looked up once per group of zones that share their names
 * and offset (about 150 groups for 420 zones), which keeps the first description of all zones fast.
 * @throws RangeError for a zone the runtime does not know.
 * @example describeTimeZones(['Asia/Kolkata'], { locale: 'en-US', at: '2026-03-10T12:00:00Z' })[0].offsetLabel // 'UTC+05:30'
 */
export function describeTimeZones(zones: readonly string[], options: DescribeTimeZoneOptions): TimeZoneDescription[] {
  const atMs = toEpochMs(options.at);
  const year = new Date(atMs).getUTCFullYear();
  // Mid-January and mid-July are on opposite sides of DST in both hemispheres.
  const seasons = [Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12)];
  // Zones whose names and offset agree share a metazone, hence abbreviations: ask Intl once per group.
  const groups = new Map<string, { zone: string; abbreviations: Map<string, Abbreviations> }>();
  const entries = zones.map((zone) => {
    const intlZone = runtimeName(zone, options.locale);
    const id = canonicalTimeZone(zone);
    const { name: longName, offsetMinutes } = longNameAndOffset(options.locale, intlZone, atMs);
    const seasonNames = seasons.map((instant) => longNameAndOffset(options.locale, intlZone, instant).name);
    const key = [offsetMinutes, longName, ...seasonNames].join('|');
    let group = groups.get(key);
    if (!group) {
      group = { zone: intlZone, abbreviations: new Map() };
      groups.set(key, group);
    }
    return { id, intlZone, countryCode: timeZoneCountry(id), offsetMinutes, longName, group };
  });
  return entries.map(({ id, intlZone, countryCode, offsetMinutes, longName, group }) => {
    const tags = abbreviationLocales(id, options.locale, countryCode);
    const tagsKey = tags.join();
    let abbreviations = group.abbreviations.get(tagsKey);
    if (!abbreviations) {
      abbreviations = abbreviationsOf(group.zone, tags, atMs, seasons);
      group.abbreviations.set(tagsKey, abbreviations);
    }
    const { now, all } = abbreviations;
    return {
      id,
      aliases: [...new Set([intlZone, ...legacyTimeZoneNames(id)])].filter((name) => name !== id),
      city: (id.split('/').pop() ?? id).replaceAll('_', ' '),
      countryCode,
      country: countryCode ? regionName(options.locale, countryCode) : null,
      longName,
      abbreviation: now[0] ?? null,
      abbreviations: all,
      offsetMinutes,
      offsetLabel: formatUtcOffset(offsetMinutes),
    };
  });
}

/**
 * Describes one zone (see {@link describeTimeZones}).
 * @throws RangeError for a zone the runtime does not know.
 * @example describeTimeZone('Europe/Berlin', { locale: 'fr-FR', at: Date.UTC(2026, 6, 1) }).country // 'Allemagne'
 */
export function describeTimeZone(zone: string, options: DescribeTimeZoneOptions): TimeZoneDescription {
  const [description] = describeTimeZones([zone], options);
  if (!description) throw new RangeError(`Unknown time zone: ${zone}`);
  return description;
}
