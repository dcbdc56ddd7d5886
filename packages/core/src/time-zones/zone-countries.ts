import { canonicalTimeZone } from './zone-aliases';

/**
 * The zone → country table once loaded. It is its own chunk (see `zone-country-table.ts`): a page
 * that only shows a time zone never downloads it; the time-zone search loads it first.
 */
let countries: Map<string, string> | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the zone → country table (about 2 kB gzip, its own chunk) once; later calls return the
 * same promise. Countries appear in `describeTimeZone(s)` and country search works once it resolved.
 * @example await loadTimeZoneCountries(); timeZoneCountry('Europe/Berlin') // 'DE'
 */
export function loadTimeZoneCountries(): Promise<void> {
  loading ??= import('./zone-country-table').then(({ ZONES_BY_AREA }) => {
    const table = new Map<string, string>();
    for (const [area, lines] of Object.entries(ZONES_BY_AREA)) {
      const tokens = lines.join(' ').split(' ');
      for (let index = 0; index + 1 < tokens.length; index += 2) table.set(`${area}/${tokens[index]}`, tokens[index + 1] ?? '');
    }
    countries = table;
  });
  return loading;
}

/**
 * Whether the zone → country table has loaded (`loadTimeZoneCountries` resolved).
 * @example if (!timeZoneCountriesLoaded()) await loadTimeZoneCountries();
 */
export function timeZoneCountriesLoaded(): boolean {
  return countries !== null;
}

/**
 * The ISO 3166-1 alpha-2 code of the country a zone is in, or `null` for zones of no country
 * (`UTC`), names tzdata does not know, and any zone before `loadTimeZoneCountries` resolved.
 * @example await loadTimeZoneCountries(); timeZoneCountry('Asia/Calcutta') // 'IN'
 */
export function timeZoneCountry(zone: string): string | null {
  return countries?.get(canonicalTimeZone(zone)) ?? null;
}

/** Every zone of the table (once loaded), for runtimes without `Intl.supportedValuesOf`. */
export function tableTimeZones(): string[] {
  return countries ? [...countries.keys()] : [];
}
