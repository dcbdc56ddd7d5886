import { type DescribeTimeZoneOptions, describeTimeZones, listTimeZones, type TimeZoneDescription } from './describe-time-zones';
import { collatorFor } from './time-zone-names';
import { loadTimeZoneCountries } from './zone-countries';

/** Letters that do not decompose under NFD but that visitors type without their stroke. */
const FOLDS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Text as search compares it: lower case, accents and punctuation gone, single spaces, so
 * 'São_Paulo', 'sao paulo' and 'SAO-PAULO' are equal.
 * @example normalizeSearchText('heure d’Europe centrale') // 'heure d europe centrale'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A UTC offset typed into a search: `sign` is `null` when none was typed ('5.5'). */
export interface OffsetQuery {
  sign: 1 | -1 | null;
  /** Absolute minutes, e.g. `330` for '+5:30'. */
  minutes: number;
  /** Whether minutes were typed; 'UTC+5' then also finds +05:30 and +05:45. */
  hasMinutes: boolean;
}

const OFFSET_PATTERN = /^(?:utc|gmt)?([+-])?(\d{1,2})(?:[:h]?(\d{2})|[.,](\d{1,2}))?$/;

/**
 * Reads a UTC offset from a query: 'UTC+2', 'GMT-3', '+5:30', '+0530', '5.5', 'UTC−03:00'.
 * @returns `null` when the query is not an offset (or out of range, beyond ±14:00).
 * @example parseOffsetQuery('+0530') // { sign: 1, minutes: 330, hasMinutes: true }
 */
export function parseOffsetQuery(query: string): OffsetQuery | null {
  const compact = query
    .toLowerCase()
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/\s+/g, '');
  const match = OFFSET_PATTERN.exec(compact);
  if (!match) return null;
  const [, sign, hours, minutes, fraction] = match;
  const extra = minutes !== undefined ? Number(minutes) : fraction !== undefined ? Math.round(Number(`0.${fraction}`) * 60) : 0;
  const total = Number(hours) * 60 + extra;
  if (extra >= 60 || total > 14 * 60) return null;
  return {
    sign: sign === '-' ? -1 : sign === '+' ? 1 : null,
    minutes: total,
    hasMinutes: minutes !== undefined || fraction !== undefined,
  };
}

function offsetScore(offsetMinutes: number, query: OffsetQuery): number {
  let best = 0;
  for (const sign of query.sign === null ? [1, -1] : [query.sign]) {
    // An unsigned query prefers the east-of-UTC reading ('5.5' is India, not a zone at −05:30).
    const preference = sign === 1 ? 0 : 10;
    const sameSide = offsetMinutes === 0 || Math.sign(offsetMinutes) === sign;
    if (offsetMinutes === sign * query.minutes) best = Math.max(best, 100 - preference);
    else if (!query.hasMinutes && sameSide && Math.trunc(offsetMinutes / 60) === (sign * query.minutes) / 60) {
      best = Math.max(best, 50 - preference / 2);
    }
  }
  return best;
}

interface Field {
  text: string;
  words: string[];
  weight: number;
}

const fieldCache = new WeakMap<TimeZoneDescription, Field[]>();

/** What a zone is searched by, most telling first: city, country, abbreviation, name, tzdata id. */
function fieldsOf(zone: TimeZoneDescription): Field[] {
  let fields = fieldCache.get(zone);
  if (fields) return fields;
  const entries: Array<[string | null, number]> = [
    [zone.city, 10],
    ...zone.aliases.map((alias): [string, number] => [alias.split('/').pop() ?? alias, 8]),
    [zone.country, 8],
    ...zone.abbreviations.map((name): [string, number] => [name, name === zone.abbreviation ? 7 : 6]),
    [zone.longName, 5],
    [zone.id, 4],
    ...zone.aliases.map((alias): [string, number] => [alias, 3]),
  ];
  fields = entries.flatMap(([value, weight]) => {
    const text = value ? normalizeSearchText(value) : '';
    return text ? [{ text, words: text.split(' '), weight }] : [];
  });
  fieldCache.set(zone, fields);
  return fields;
}

function tokenQuality(field: Field, token: string): number {
  if (field.words.includes(token)) return 3;
  if (field.words.some((word) => word.startsWith(token))) return 2;
  // Mid-word matches only for 3+ letters: 'in' inside every other name would be noise.
  return token.length >= 3 && field.text.includes(token) ? 1 : 0;
}

function textScore(zone: TimeZoneDescription, phrase: string, tokens: string[]): number {
  const fields = fieldsOf(zone);
  let score = 0;
  for (const token of tokens) {
    const best = Math.max(0, ...fields.map((field) => field.weight * tokenQuality(field, token)));
    if (best === 0) return 0;
    score += best;
  }
  const bonus = (field: Field) => (field.text === phrase ? 10 : field.text.startsWith(phrase) ? 4 : 0) * field.weight;
  return score + Math.max(0, ...fields.map(bonus));
}

/** Options of {@link matchTimeZones}. */
export interface MatchTimeZonesOptions {
  /** BCP 47 tag used to sort cities that rank equally. @default 'en' */
  locale?: string;
}

/**
 * Ranks described zones against a visitor's query: by city, country, abbreviation, long name
 * or tzdata id (case- and accent-insensitive, every word must match somewhere), or by UTC
 * offset ('UTC+2', 'GMT-3', '+5:30', '+0530', '5.5'). An empty query returns every zone by
 * offset, then city. Describe once with {@link describeTimeZones} and call this per keystroke.
 * @example matchTimeZones(describeTimeZones(listTimeZones(), { locale: 'en', at }), 'sao paulo')[0].id // 'America/Sao_Paulo'
 */
export function matchTimeZones(
  zones: readonly TimeZoneDescription[],
  query: string,
  options: MatchTimeZonesOptions = {},
): TimeZoneDescription[] {
  const collator = collatorFor(options.locale ?? 'en');
  const byOffsetThenCity = (a: TimeZoneDescription, b: TimeZoneDescription) =>
    a.offsetMinutes - b.offsetMinutes || collator.compare(a.city, b.city) || a.id.localeCompare(b.id);
  const phrase = normalizeSearchText(query);
  const offset = parseOffsetQuery(query);
  if (phrase === '' && !offset) return [...zones].sort(byOffsetThenCity);
  const tokens = phrase.split(' ');
  const scored = zones
    .map((zone) => ({ zone, score: offset ? offsetScore(zone.offsetMinutes, offset) : textScore(zone, phrase, tokens) }))
    .filter((entry) => entry.score > 0);
  scored.sort((a, b) => b.score - a.score || byOffsetThenCity(a.zone, b.zone));
  return scored.map((entry) => entry.zone);
}

/** Options of {@link searchTimeZones}. */
export interface SearchTimeZonesOptions extends DescribeTimeZoneOptions {
  /** The zones to search. @default listTimeZones() */
  zones?: readonly string[];
}

/**
 * Describes and ranks time zones in one call (see {@link matchTimeZones}), after loading the
 * country table; offsets are the ones in force at `at`, so 'UTC+2' finds Berlin in July but not
 * in January.
 * @example (await searchTimeZones('Allemagne', { locale: 'fr-FR', at: '2026-03-10T12:00:00Z' }))[0].id // 'Europe/Berlin'
 */
export async function searchTimeZones(query: string, options: SearchTimeZonesOptions): Promise<TimeZoneDescription[]> {
  // Country names are part of the search: the table loads on demand, once.
  await loadTimeZoneCountries();
  return matchTimeZones(describeTimeZones(options.zones ?? listTimeZones(), options), query, { locale: options.locale });
}
