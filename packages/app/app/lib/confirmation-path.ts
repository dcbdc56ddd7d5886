import type { Booking } from '@booking-kit/core';

/**
 * The confirmation page of a request's bookings (a series', a cart's: they share one manage
 * token), with the token in the address: the booking route moves it into a cookie per booking.
 */
export function confirmationPath(booking: Booking, fallback: Booking | null, page: (ids: string) => string): string {
  const token = fallback?.manageToken ?? booking.manageToken;
  const others = booking.group ?? fallback?.group ?? [];
  const path = page([booking.id, ...others.map((other) => other.id)].join(','));
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}
