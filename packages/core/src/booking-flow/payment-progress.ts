import type { Booking } from '../schemas/booking';

/**
 * Where a payment stands between tries: the booking made for it, and the booking once paid. One
 * object per payment intent, kept by the caller across tries (a React ref, a variable).
 */
export interface PaymentProgress {
  /** The booking made for this payment, kept so that another card pays the same booking. */
  unpaid: Booking | null;
  /** The booking as it stands once paid (or once nothing was due after all). */
  paid: Booking | null;
}

/** A new, empty {@link PaymentProgress}: nothing booked yet for this payment. */
export function paymentProgress(): PaymentProgress {
  return { unpaid: null, paid: null };
}
