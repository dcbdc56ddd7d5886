import { type BookingAmounts, type PaymentChoice, paymentAmounts } from '@booking-kit/core';
import type { ServiceRecord } from '../catalog/catalog-queries';

/**
 * The amounts of one booked item, as it is written: core's `paymentAmounts` on its service's price
 * times the seats it takes (so deposits round the same everywhere and JPY or KWD stay exact in
 * their minor unit), with the visitor's `choice` where the service offers a deposit; nothing paid yet.
 */
export function bookingAmounts(service: ServiceRecord, seats: number, choice: PaymentChoice | undefined): BookingAmounts {
  const amounts = paymentAmounts({
    // A class is paid per seat it took, as the cart prices it (core's `cartLinePrice`): its seats passed `checkSeatLimit`.
    priceMinor: service.priceMinor * seats,
    currency: service.currency,
    payment: service.payment,
    ...(service.depositPercent !== undefined && { depositPercent: service.depositPercent }),
    ...(choice !== undefined && { choice }),
  });
  return {
    currency: amounts.currency,
    totalMinor: amounts.totalMinor,
    dueNowMinor: amounts.dueNowMinor,
    paidMinor: 0,
    choice: amounts.choice,
  };
}
