import type { TimeZoneDescription } from '@booking-kit/core';

/**
 * The chosen zone as the input shows it, 'Berlin (UTC+01:00)': the same in every locale (a name and
 * an offset, not a sentence). It is also the zone's `textValue` in react-stately's collection.
 * @example zoneText(describeTimeZone('Europe/Berlin', { locale: 'de-DE', at })) // 'Berlin (UTC+01:00)'
 */
export const zoneText = (zone: TimeZoneDescription): string => `${zone.city} (${zone.offsetLabel})`;
