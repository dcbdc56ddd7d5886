import { beforeAll, describe, expect, it } from 'vitest';
import { describeTimeZone, describeTimeZones, formatUtcOffset, listTimeZones } from './describe-time-zones';
import { canonicalTimeZone } from './zone-aliases';
import { loadTimeZoneCountries, timeZoneCountry } from './zone-countries';

// Countries are part of every description below; the table loads on demand.
beforeAll(() => loadTimeZoneCountries());

const WINTER = '2026-01-15T12:00:00Z';
const SUMMER = '2026-07-15T12:00:00Z';

describe('listTimeZones', () => {
  it('lists every zone once under its current tzdata name, with UTC', () => {
    const zones = listTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.length).toBeGreaterThan(400);
  });

  it('knows the country of every zone but UTC', () => {
    for (const zone of listTimeZones().filter((id) => id !== 'UTC')) expect(timeZoneCountry(zone), zone).toMatch(/^[A-Z]{2}$/);
    expect(timeZoneCountry('UTC')).toBeNull();
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
  });
});

describe('describeTimeZone', () => {
  it('describes Berlin on both sides of DST', () => {
    const winter = describeTimeZone('Europe/Berlin', { locale: 'en-US', at: WINTER });
    expect(winter).toMatchObject({
      id: 'Europe/Berlin',
      city: 'Berlin',
      countryCode: 'DE',
      country: 'Germany',
      longName: 'Central European Standard Time',
      abbreviation: 'CET',
      offsetMinutes: 60,
      offsetLabel: 'UTC+01:00',
    });
    expect(winter.abbreviations).toEqual(['CET', 'CEST']);
    const summer = describeTimeZone('Europe/Berlin', { locale: 'en-US', at: SUMMER });
    expect(summer).toMatchObject({ abbreviation: 'CEST', offsetMinutes: 120, offsetLabel: 'UTC+02:00' });
    expect(summer.longName).toBe('Central European Summer Time');
  });

  it('writes names in the locale, with its own abbreviation first', () => {
    const berlin = describeTimeZone('Europe/Berlin', { locale: 'de-DE', at: WINTER });
    expect(berlin).toMatchObject({ country: 'Deutschland', longName: 'Mitteleuropäische Normalzeit', abbreviation: 'MEZ' });
    expect(berlin.abbreviations).toContain('CET');
    expect(describeTimeZone('Europe/Berlin', { locale: 'fr-FR', at: WINTER }).country).toBe('Allemagne');
  });

  it('gives the southern hemisphere its own DST (Sydney is UTC+11 in January)', () => {
    expect(describeTimeZone('Australia/Sydney', { locale: 'en-US', at: WINTER })).toMatchObject({
      offsetMinutes: 660,
      abbreviation: 'AEDT',
    });
    expect(describeTimeZone('Australia/Sydney', { locale: 'en-US', at: SUMMER })).toMatchObject({
      offsetMinutes: 600,
      abbreviation: 'AEST',
    });
  });

  it('knows the abbreviations of each region’s English', () => {
    const expected: Record<string, string[]> = {
      'Africa/Johannesburg': ['SAST'],
      'Africa/Nairobi': ['EAT'],
      'America/Los_Angeles': ['PST', 'PDT'],
      'Asia/Dubai': ['GST'],
      'Asia/Hong_Kong': ['HKT'],
      'Asia/Jakarta': ['WIB'],
      'Asia/Singapore': ['SGT'],
      'Australia/Sydney': ['AEDT', 'AEST'],
      'Europe/Dublin': ['GMT', 'IST'],
      'Europe/London': ['GMT', 'BST'],
      'Pacific/Auckland': ['NZDT', 'NZST'],
    };
    const described = describeTimeZones(Object.keys(expected), { locale: 'en-US', at: WINTER });
    for (const zone of described) expect(zone.abbreviations, zone.id).toEqual(expect.arrayContaining(expected[zone.id] ?? []));
  });

  it('uses current names for legacy ones and keeps the legacy name as an alias', () => {
    const kolkata = describeTimeZone('Asia/Calcutta', { locale: 'en-US', at: WINTER });
    expect(kolkata).toMatchObject({
      id: 'Asia/Kolkata',
      city: 'Kolkata',
      country: 'India',
      abbreviation: 'IST',
      offsetLabel: 'UTC+05:30',
    });
    expect(kolkata.aliases).toContain('Asia/Calcutta');
    expect(describeTimeZone('America/Argentina/Buenos_Aires', { locale: 'en-US', at: WINTER }).city).toBe('Buenos Aires');
  });

  it('describes UTC and negative offsets with a true minus sign', () => {
    expect(describeTimeZone('UTC', { locale: 'en-US', at: WINTER })).toMatchObject({
      city: 'UTC',
      country: null,
      abbreviation: 'UTC',
      offsetLabel: 'UTC+00:00',
    });
    expect(describeTimeZone('America/New_York', { locale: 'en-US', at: WINTER })).toMatchObject({
      abbreviation: 'EST',
      offsetLabel: 'UTC\u221205:00',
    });
  });

  it('rejects an unknown zone and an invalid instant', () => {
    expect(() => describeTimeZone('Mars/Olympus_Mons', { locale: 'en-US', at: WINTER })).toThrow(RangeError);
    expect(() => describeTimeZone('Europe/Berlin', { locale: 'en-US', at: 'yesterday' })).toThrow(RangeError);
  });

  it('describes every zone the same way alone as in the batch', () => {
    const all = describeTimeZones(listTimeZones(), { locale: 'en-US', at: WINTER });
    for (const zone of ['Europe/London', 'Asia/Tokyo', 'America/Sao_Paulo', 'Pacific/Chatham']) {
      const alone = describeTimeZone(zone, { locale: 'en-US', at: WINTER });
      expect(all.find((entry) => entry.id === zone)).toEqual(alone);
    }
  });
});

describe('formatUtcOffset', () => {
  it('pads hours and minutes', () => {
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    expect(formatUtcOffset(-570)).toBe('UTC\u221209:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
  });
});
