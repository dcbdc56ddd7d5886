// The legacy names some runtimes still report, and the spellings of UTC: small, and needed
// whenever a zone is shown, so they are kept apart from the country table that loads on demand.

/**
 * Names V8 and ICU (CLDR) still return from `Intl.supportedValuesOf` and `resolvedOptions()`
 * although tzdata renamed them; visitors search for the current city names.
 */
const LEGACY_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  // Every spelling of UTC collapses to one entry.
  'Etc/GMT': 'UTC',
  'Etc/UCT': 'UTC',
  'Etc/UTC': 'UTC',
  'Etc/Universal': 'UTC',
  'Etc/Zulu': 'UTC',
  GMT: 'UTC',
  UCT: 'UTC',
  Universal: 'UTC',
  Zulu: 'UTC',
};

/**
 * The current tzdata name of a zone: legacy names (`Asia/Calcutta`) and UTC's aliases map to
 * today's (`Asia/Kolkata`, `UTC`); every other name is returned as given.
 * @example canonicalTimeZone('Europe/Kiev') // 'Europe/Kyiv'
 */
export function canonicalTimeZone(zone: string): string {
  return LEGACY_NAMES[zone] ?? zone;
}

/**
 * The legacy names of a zone, for search (a visitor may still type "Calcutta").
 * @example legacyTimeZoneNames('Asia/Kolkata') // ['Asia/Calcutta']
 */
export function legacyTimeZoneNames(zone: string): string[] {
  return Object.keys(LEGACY_NAMES).filter((legacy) => LEGACY_NAMES[legacy] === zone && legacy.includes('/'));
}
