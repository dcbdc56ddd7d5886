import type { BookingMade } from '@booking-kit/react';

/**
 * The confirmation page of a request's bookings (a series', a cart's: they share one manage
 * token), with the token in the address: the booking route moves it into a cookie per booking.
 */
export function confirmationPath(made: Pick<BookingMade, 'ids' | 'manageToken'>, page: (ids: string) => string): string {
  const path = page(made.ids.join(','));
  return made.manageToken ? `${path}?token=${encodeURIComponent(made.manageToken)}` : path;
}
