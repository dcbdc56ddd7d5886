import { MAX_CART_ITEMS } from '../schemas/booking';
import { type CartLine, seatLimit, seatsOf } from './cart-line';

/**
 * Why a cart cannot be booked yet, as a message key of the catalogs and its values:
 * - `cart.servicesForAllGuests`: 'Please ensure you select services for all guests before
 *   proceeding.' (`attendees` lists who has none);
 * - `cart.tooManyItems`: more items than one booking takes (10);
 * - `errors.SEAT_LIMIT`: 'You can reserve up to {count} slots for this service…', for the item
 *   at `index`.
 */
export type CartProblem =
  | { key: 'cart.servicesForAllGuests'; attendees: string[] }
  | { key: 'cart.tooManyItems'; values: { count: number } }
  | { key: 'errors.SEAT_LIMIT'; values: { count: number }; index: number };

/** What {@link validateCart} answers. */
export type CartValidation = { success: true; problems: [] } | { success: false; problems: CartProblem[] };

/** Options of {@link validateCart}. */
export interface ValidateCartOptions {
  /** Ids of everyone who needs a service (the visitor and their guests). @default only "at least one item" */
  attendees?: ReadonlyArray<string>;
  /** The most items. @default MAX_CART_ITEMS (10, what the server accepts) */
  maxItems?: number;
}

/**
 * Checks a cart before the visitor proceeds, with the spec's rules: services for all guests
 * (every attendee is named by some item; with no attendees given, the cart is not empty), at
 * most 10 items, and no item taking more seats than its service allows one booking.
 * @example validateCart([], {}) // { success: false, problems: [{ key: 'cart.servicesForAllGuests', attendees: [] }] }
 * @example
 * validateCart([{ service: { priceMinor: 0, currency: 'EUR', seats: 1 }, attendees: ['me', 'ada'] }], { attendees: ['me', 'ada'] })
 * // { success: false, problems: [{ key: 'errors.SEAT_LIMIT', values: { count: 1 }, index: 0 }] }
 */
export function validateCart(items: ReadonlyArray<CartLine>, options: ValidateCartOptions = {}): CartValidation {
  const problems: CartProblem[] = [];
  const covered = new Set(items.flatMap((item) => item.attendees ?? []));
  const without = (options.attendees ?? []).filter((attendee) => !covered.has(attendee));
  if (items.length === 0 || without.length > 0) problems.push({ key: 'cart.servicesForAllGuests', attendees: without });
  const maxItems = options.maxItems ?? MAX_CART_ITEMS;
  if (items.length > maxItems) problems.push({ key: 'cart.tooManyItems', values: { count: maxItems } });
  items.forEach((item, index) => {
    const limit = seatLimit(item.service);
    if (seatsOf(item) > limit) problems.push({ key: 'errors.SEAT_LIMIT', values: { count: limit }, index });
  });
  return problems.length === 0 ? { success: true, problems: [] } : { success: false, problems };
}
