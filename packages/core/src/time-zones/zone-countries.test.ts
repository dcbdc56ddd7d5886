import { beforeAll, describe, expect, it, vi } from 'vitest';

const MARCH = '2026-03-10T12:00:00Z';

/** This file's own copies of the modules, with nothing loaded yet (see `beforeAll`). */
let fresh: {
  describeTimeZone: typeof import('./describe-time-zones').describeTimeZone;
  searchTimeZones: typeof import('./search-time-zones').searchTimeZones;
  countries: typeof import('./zone-countries');
};

beforeAll(async () => {
  // The core project runs its files one after another in shared workers (no isolation): another
  // file may have loaded the table already. A visitor's page starts without it, as this must.
  vi.resetModules();
  const [countries, described, search] = await Promise.all([
    import('./zone-countries'),
    import('./describe-time-zones'),
    import('./search-time-zones'),
  ]);
  fresh = { describeTimeZone: described.describeTimeZone, searchTimeZones: search.searchTimeZones, countries };
});

describe('the zone → country table, loaded on demand', () => {
  it('is not there until loaded: zones are still described, without a country', () => {
    expect(fresh.countries.timeZoneCountriesLoaded()).toBe(false);
    expect(fresh.countries.timeZoneCountry('Europe/Berlin')).toBeNull();
    expect(fresh.describeTimeZone('Europe/Berlin', { locale: 'en-US', at: MARCH })).toMatchObject({
      city: 'Berlin',
      country: null,
    });
  });

  it('is loaded once by searchTimeZones, which then finds zones by country', async () => {
    const { loadTimeZoneCountries, timeZoneCountriesLoaded, timeZoneCountry } = fresh.countries;
    expect(loadTimeZoneCountries()).toBe(loadTimeZoneCountries());
    const found = await fresh.searchTimeZones('Allemagne', { locale: 'fr-FR', at: MARCH });
    expect(found.map((zone) => zone.id)).toEqual(['Europe/Berlin', 'Europe/Busingen']);
    expect(timeZoneCountriesLoaded()).toBe(true);
    expect(timeZoneCountry('Asia/Calcutta')).toBe('IN');
  });
});
