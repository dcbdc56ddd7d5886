import type { BookingFlowOptions } from '../booking-flow/booking-flow.types';
import type { Service } from '../schemas/service';

/**
 * Whether booking a service asks for a payment: it has a price and a payment rule other than
 * `none` (a deposit or the full price, due when booking).
 * @example serviceAsksPayment({ payment: 'deposit', priceMinor: 8000 }) // true
 */
export function serviceAsksPayment(service: Pick<Service, 'payment' | 'priceMinor'>): boolean {
  return service.payment !== 'none' && service.priceMinor > 0;
}

/**
 * The rules of one service's steps, the same wherever it is booked (its own page or the cart it
 * was chosen in): a staff step when several people perform it and none is chosen yet, a payment
 * step when it asks for one.
 * @param staff the staff member already chosen (a person's page, or the host's choice)
 * @example serviceFlowOptions({ slug: 'massage-60', payment: 'deposit', priceMinor: 8000 }, { staffCount: 1 })
 */
export function serviceFlowOptions(
  service: Pick<Service, 'slug' | 'payment' | 'priceMinor'>,
  { staffCount, staff }: { staffCount: number; staff?: string | undefined },
): BookingFlowOptions {
  const asksPayment = serviceAsksPayment(service);
  return {
    services: [service.slug],
    staffCount,
    ...(staff !== undefined && { staff }),
    requiresPayment: () => asksPayment,
  };
}
