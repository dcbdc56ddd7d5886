/** The instants a booking of `service` at `start` occupies, as ISO strings. */
export interface BookingTimes {
  start: string;
  end: string;
  /** The staff member's busy time, buffers included: `[busyFrom, busyUntil)`. */
  busyFrom: string;
  busyUntil: string;
}
