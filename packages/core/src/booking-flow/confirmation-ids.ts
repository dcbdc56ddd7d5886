import type { Booking } from '../schemas/booking';

/**
 * Every booking one request made (a series', a cart's: they share one manage token), by id, and
 * that token: what a confirmation page needs to show them all.
 * @param unpaid the booking made before its payment, whose token and group a paid answer may leave out
 * @example bookingsMade(booking, null) // { ids: ['bk_1', 'bk_2'], manageToken: 'mt_…' }
 */
export function bookingsMade(booking: Booking, unpaid: Booking | null = null): { ids: string[]; manageToken: string | null } {
  const others = booking.group ?? unpaid?.group ?? [];
  return {
    ids: [booking.id, ...others.map((other) => other.id)],
    manageToken: unpaid?.manageToken ?? booking.manageToken ?? null,
  };
}
