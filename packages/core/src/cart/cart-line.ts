import type { Service } from '../schemas/service';

/**
 * A cart item as the cart's pure rules see it: the service's price and seat rules, the seats it
 * takes, and the people it is for. The cart component's items satisfy it.
 */
export interface CartLine {
  service: Pick<Service, 'priceMinor' | 'currency'> & Partial<Pick<Service, 'seats' | 'maxSeatsPerBooking'>>;
  /** Seats asked for the item. @default the number of `attendees`, or 1 */
  seats?: number;
  /** Ids of the people this item is for (the visitor and their guests), for "services for all guests". */
  attendees?: ReadonlyArray<string>;
}

/** What the seat rule reads of a cart item: the service's seat rules and whom the item is for. */
export type CartLineSeating = Pick<CartLine, 'seats' | 'attendees'> & {
  service: Partial<Pick<Service, 'seats' | 'maxSeatsPerBooking'>>;
};

/**
 * The seats a cart item asks for: its `seats`, else one per person it is for, else one. This is
 * the request, before the service's rules; {@link cartLineSeats} is what the item takes, and
 * `validateCart` reports an item that asks for more than its service allows (SEAT_LIMIT).
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

/**
 * The seats a cart item takes, by the one rule the cart, its total, the booking request and the
 * server share: a class (a service with `seats > 1`) takes a seat per person it is for (see
 * {@link seatsOf}), at most its per-booking limit ({@link seatLimit}); any other service takes one
 * seat, however many people were named for it (it is one person's appointment). Always a whole
 * number from 1 to `seatLimit(line.service)`.
 * @example cartLineSeats({ service: { seats: 12 }, attendees: ['me', 'ada'] }) // 2
 * @example cartLineSeats({ service: { seats: 1 }, attendees: ['me', 'ada'] }) // 1
 */
export function cartLineSeats(line: CartLineSeating): number {
  const asked = seatsOf(line);
  // `!(asked >= 1)` also catches NaN: a line that asks for nothing still takes its one seat.
  if (!(asked >= 1)) return 1;
  return Math.min(Math.floor(asked), seatLimit(line.service));
}

/**
 * What a cart item costs, in the currency's minor unit: the service's price for each seat it
 * takes ({@link cartLineSeats}), as the server charges it. The cart's rows, its total and the
 * payment step all price an item with this.
 * @example cartLinePrice({ service: { priceMinor: 1500, currency: 'EUR', seats: 12 }, seats: 3 }) // 4500
 * @example cartLinePrice({ service: { priceMinor: 8000, currency: 'EUR', seats: 1 }, attendees: ['me', 'ada'] }) // 8000
 */
export function cartLinePrice(line: Pick<CartLine, 'service' | 'seats' | 'attendees'>): number {
  return line.service.priceMinor * cartLineSeats(line);
}
