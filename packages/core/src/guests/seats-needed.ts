/**
 * Seats a booking with guests takes in a seated service: one for the person booking and one
 * per guest. The booker is counted because they attend too (guests are the people they bring);
 * a booker who books only for others leaves the guest list one shorter.
 * @example seatsNeeded([]) // 1
 * @example seatsNeeded([{ name: 'Bo', email: 'bo@example.com' }]) // 2
 */
export function seatsNeeded(guests: ReadonlyArray<unknown>): number {
  return guests.length + 1;
}

/** Why a seat request cannot be booked, with the values of the spec's message. */
export type SeatProblem =
  /** 'You can reserve up to {count} slots for this service…' */
  | { code: 'SEAT_LIMIT'; params: { count: number } }
  /** 'Total available seats for this slot is only {n}' */
  | { code: 'SEATS_LEFT'; params: { n: number } };

/**
 * Checks a request for `seats` against the service's per-booking maximum and the seats the
 * slot has left; the per-booking maximum is reported first because choosing another time does
 * not fix it. Codes match the API's error codes and the catalogs' `errors.*` messages.
 * @example checkSeats(5, { maxSeatsPerBooking: 4, seatsLeft: 10 }) // { code: 'SEAT_LIMIT', params: { count: 4 } }
 * @example checkSeats(3, { seatsLeft: 2 }) // { code: 'SEATS_LEFT', params: { n: 2 } }
 * @example checkSeats(2, { seatsLeft: 2 }) // null
 */
export function checkSeats(seats: number, limits: { maxSeatsPerBooking?: number; seatsLeft: number }): SeatProblem | null {
  if (limits.maxSeatsPerBooking !== undefined && seats > limits.maxSeatsPerBooking) {
    return { code: 'SEAT_LIMIT', params: { count: limits.maxSeatsPerBooking } };
  }
  if (seats > limits.seatsLeft) return { code: 'SEATS_LEFT', params: { n: Math.max(0, limits.seatsLeft) } };
  return null;
}
