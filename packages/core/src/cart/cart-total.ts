import { type CartLine, cartLinePrice } from './cart-line';

/** An amount of money in a currency's minor unit (cents for EUR). */
export interface Money {
  minor: number;
  currency: string;
}

/**
 * What a cart costs: the sum of each item's {@link cartLinePrice} (a class is paid per seat, any
 * other service once), in the minor unit so no rounding creeps in. `null` for an empty cart.
 * @throws {RangeError} when items are priced in different currencies: a business has one.
 * @example cartTotal([{ service: { priceMinor: 4500, currency: 'EUR' } }, { service: { priceMinor: 0, currency: 'EUR' } }])
 * // { minor: 4500, currency: 'EUR' }
 */
export function cartTotal(items: ReadonlyArray<Pick<CartLine, 'service' | 'seats' | 'attendees'>>): Money | null {
  const first = items[0];
  if (first === undefined) return null;
  let minor = 0;
  for (const item of items) {
    if (item.service.currency !== first.service.currency) {
      throw new RangeError(`cartTotal: items in ${first.service.currency} and ${item.service.currency} cannot be added up`);
    }
    minor += cartLinePrice(item);
  }
  return { minor, currency: first.service.currency };
}
