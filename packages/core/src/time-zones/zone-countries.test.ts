import { describe, expect, it } from 'vitest';
import { describeTimeZone } from './describe-time-zones';
import { searchTimeZones } from './search-time-zones';
import { loadTimeZoneCountries, timeZoneCountriesLoaded, timeZoneCountry } from './zone-countries';

const MARCH = '2026-03-10T12:00:00Z';

describe('the zone → country table, loaded on demand', () => {
  it('is not there until loaded: zones are still described, without a country', () => {
    expect(timeZoneCountriesLoaded()).toBe(false);
    expect(timeZoneCountry('Europe/Berlin')).toBeNull();
    expect(describeTimeZone('Europe/Berlin', { locale: 'en-US', at: MARCH })).toMatchObject({ city: 'Berlin', country: null });
  });

  it('is loaded once by searchTimeZones, which then finds zones by country', async () => {
    expect(loadTimeZoneCountries()).toBe(loadTimeZoneCountries());
    const found = await searchTimeZones('Allemagne', { locale: 'fr-FR', at: MARCH });
    expect(found.map((zone) => zone.id)).toEqual(['Europe/Berlin', 'Europe/Busingen']);
    expect(timeZoneCountriesLoaded()).toBe(true);
    expect(timeZoneCountry('Asia/Calcutta')).toBe('IN');
  });
});
