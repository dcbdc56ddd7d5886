/** An instant at a public boundary: an ISO-8601 string, epoch milliseconds or a `Date`. */
export type InstantInput = string | number | Date;

/** Epoch milliseconds of an instant; throws on an unparseable string. */
export function toEpochMs(instant: InstantInput): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** A half-open interval of instants `[start, end)` in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}
