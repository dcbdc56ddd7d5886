import type { Service } from '../schemas/service';

/**
 * A cart item as the cart's pure rules see it: the service's price and seat rules, the seats it
 * takes, and the people it is for. The cart component's items satisfy it.
 */
export interface CartLine {
  service: Pick<Service, 'priceMinor' | 'currency'> & Partial<Pick<Service, 'seats' | 'maxSeatsPerBooking'>>;
  /** Seats the item takes. @default the number of `attendees`, or 1 */
  seats?: number;
  /** Ids of the people this item is for (the visitor and their guests), for "services for all guests". */
  attendees?: ReadonlyArray<string>;
}

/**
 * The seats a cart item takes: its `seats`, else one per person it is for, else one.
 * @example seatsOf({ service, attendees: ['me', 'ada'] }) // 2
 */
export function seatsOf(line: Pick<CartLine, 'seats' | 'attendees'>): number {
  return line.seats ?? Math.max(1, line.attendees?.length ?? 1);
}

/**
 * The most seats one booking of a service may take, as the server enforces it: one for a service
 * without seats, otherwise its seats capped by `maxSeatsPerBooking`.
 * @example seatLimit({ seats: 1 }) // 1
 * @example seatLimit({ seats: 12, maxSeatsPerBooking: 4 }) // 4
 */
export function seatLimit(service: Partial<Pick<Service, 'seats' | 'maxSeatsPerBooking'>>): number {
  const seats = service.seats ?? 1;
  return seats > 1 ? Math.min(seats, service.maxSeatsPerBooking ?? seats) : 1;
}
