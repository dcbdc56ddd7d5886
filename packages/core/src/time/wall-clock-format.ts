/**
 * The `Intl.DateTimeFormat` options that read a zone's wall clock to the second, as numbers on a
 * 24-hour clock: `formatToParts` then gives its local date and time. Both the zone arithmetic
 * (`zone-offset`) and the zone names (`time-zones/time-zone-names`, which reads the offset off
 * the same formatter) read a wall clock so, and must read it alike.
 */
export const WALL_CLOCK_OPTIONS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;
