import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTimeZones, formatUtcOffset, listTimeZones } from './describe-time-zones';
import { matchTimeZones, normalizeSearchText, parseOffsetQuery } from './search-time-zones';
import { loadTimeZoneCountries } from './zone-countries';

const MARCH = '2026-03-10T12:00:00Z';
const JULY = '2026-07-15T12:00:00Z';
// `searchTimeZones` does the same after loading the country table (zone-countries.test.ts checks that).
const search = (query: string, locale = 'en-US', at = MARCH) =>
  matchTimeZones(describeTimeZones(listTimeZones(), { locale, at }), query, { locale });
const ids = (query: string, locale = 'en-US', at = MARCH) => search(query, locale, at).map((zone) => zone.id);

beforeAll(() => loadTimeZoneCountries());

describe('searching time zones', () => {
  it('finds cities without accents or underscores', () => {
    expect(ids('sao paulo')[0]).toBe('America/Sao_Paulo');
    expect(ids('São Paulo')[0]).toBe('America/Sao_Paulo');
    expect(ids('new york')[0]).toBe('America/New_York');
    expect(ids('kolkata')[0]).toBe('Asia/Kolkata');
    expect(ids('calcutta')[0]).toBe('Asia/Kolkata');
  });

  it('finds countries in the active locale', () => {
    expect(ids('Allemagne', 'fr-FR')).toEqual(['Europe/Berlin', 'Europe/Busingen']);
    expect(ids('India')[0]).toBe('Asia/Kolkata');
    expect(ids('Deutschland', 'de-DE')).toContain('Europe/Berlin');
    expect(ids('Germany', 'fr-FR')).toEqual([]);
  });

  it('finds abbreviations, the current season first', () => {
    expect(ids('CET')).toContain('Europe/Berlin');
    expect(ids('IST')[0]).toBe('Asia/Kolkata');
    expect(ids('EST', 'en-US', JULY)).toContain('America/New_York');
    const julyCet = ids('CET', 'en-US', JULY);
    // In July Berlin is on CEST; Algiers keeps CET all year.
    expect(julyCet.indexOf('Africa/Algiers')).toBeLessThan(julyCet.indexOf('Europe/Berlin'));
    expect(ids('MEZ', 'de-DE')).toContain('Europe/Berlin');
  });

  it('finds long names and tzdata ids', () => {
    expect(ids('Central European')).toContain('Europe/Paris');
    expect(ids('Europe/Berlin')[0]).toBe('Europe/Berlin');
    expect(ids('heure de l’Inde', 'fr-FR')[0]).toBe('Asia/Kolkata');
  });

  it('finds UTC offsets in every common spelling', () => {
    const offsetsOf = (query: string) => search(query).map((zone) => zone.offsetLabel);
    expect(new Set(offsetsOf('UTC+2'))).toEqual(new Set(['UTC+02:00']));
    expect(ids('UTC+2')).toContain('Africa/Cairo');
    expect(ids('UTC+2')).not.toContain('Europe/Berlin');
    expect(ids('UTC+2', 'en-US', JULY)).toContain('Europe/Berlin');
    expect(new Set(offsetsOf('GMT-3'))).toEqual(new Set(['UTC\u221203:00']));
    expect(ids('GMT-3')).toContain('America/Sao_Paulo');
    for (const query of ['+5:30', '+0530', '5.5', 'UTC+05:30', 'utc +5h30']) expect(ids(query), query).toContain('Asia/Kolkata');
    expect(offsetsOf('UTC+5').slice(0, 3)).toEqual(['UTC+05:00', 'UTC+05:00', 'UTC+05:00']);
    expect(offsetsOf('UTC+5')).toContain('UTC+05:45');
    expect(offsetsOf('+5:30').every((label) => label === 'UTC+05:30')).toBe(true);
  });

  it('finds nothing for nonsense and lists everything for an empty query', () => {
    expect(ids('zzzzqx')).toEqual([]);
    expect(ids('UTC+15')).toEqual([]);
    const all = search('  ');
    expect(all).toHaveLength(listTimeZones().length);
    expect(all[0]?.offsetMinutes).toBeLessThanOrEqual(all.at(-1)?.offsetMinutes ?? 0);
  });
});

describe('parseOffsetQuery', () => {
  it('reads signs, minutes and decimal hours', () => {
    expect(parseOffsetQuery('+0530')).toEqual({ sign: 1, minutes: 330, hasMinutes: true });
    expect(parseOffsetQuery('GMT-3')).toEqual({ sign: -1, minutes: 180, hasMinutes: false });
    expect(parseOffsetQuery('5.75')).toEqual({ sign: null, minutes: 345, hasMinutes: true });
    expect(parseOffsetQuery('UTC\u221209:30')).toEqual({ sign: -1, minutes: 570, hasMinutes: true });
    expect(parseOffsetQuery('Berlin')).toBeNull();
    expect(parseOffsetQuery('+5:75')).toBeNull();
  });
});

describe('properties', () => {
  const zones = describeTimeZones(listTimeZones(), { locale: 'en-US', at: MARCH });

  it('every zone is found by its own offset label, and only zones at that offset are', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), (zone) => {
        const found = matchTimeZones(zones, zone.offsetLabel);
        expect(found).toContain(zone);
        expect(found.every((other) => other.offsetMinutes === zone.offsetMinutes)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('every zone is found by its city in any case and with any accents', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.boolean(), (zone, upper) => {
        const query = upper ? zone.city.toUpperCase() : zone.city.toLowerCase().replace(/a/g, 'á');
        expect(matchTimeZones(zones, query)).toContain(zone);
      }),
      { numRuns: 200 },
    );
  });

  it('every whole-quarter-hour offset reads back from its label', () => {
    fc.assert(
      fc.property(fc.integer({ min: -14 * 4, max: 14 * 4 }), (quarters) => {
        const minutes = quarters * 15;
        const parsed = parseOffsetQuery(formatUtcOffset(minutes));
        expect(parsed && (parsed.sign ?? 1) * parsed.minutes).toBe(minutes);
      }),
    );
  });

  it('normalizing is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
      }),
    );
  });
});
