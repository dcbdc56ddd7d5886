import type { ServiceRecurrence } from '@booking-kit/core';

/**
 * Which series a check answers: the service, the time chosen first, the staff, the seats, the
 * rhythm and the length; '' when there is nothing to check (no rule, 'Repeat' off, no time).
 * `useBooker` keeps the check `useBookerSeries` reports only for the series it answers. Its own
 * module, so that a Booker's first screen carries the key and not the check.
 * @example seriesCheckKey({ service: 'yoga', rule, repeat: true, slot, staff: 'any', seats: 1, value }) // 'yoga|2026-03-10T09:00:00.000Z|any|1|1|4'
 */
export function seriesCheckKey(input: {
  service: string;
  rule: ServiceRecurrence | null | undefined;
  repeat: boolean;
  slot: { start: string } | null;
  staff: string;
  seats: number;
  value: { everyWeeks: number; count: number };
}): string {
  const { service, rule, repeat, slot, staff, seats, value } = input;
  if (!rule || !repeat || !slot) return '';
  return [service, slot.start, staff, seats, value.everyWeeks, value.count].join('|');
}
