import type { BookingFlowRecurrence } from './booking-flow-requests';

// A module of its own: the steps that show a series' length (the chosen time, payment) need it
// long before the booking's requests, which a Booker fetches apart (see react's `booker-requests`).

/**
 * How many appointments a series books: every occurrence but those left out (1 without a series).
 * @example seriesLength({ everyWeeks: 1, count: 4, skip: [2] }) // 3
 */
export function seriesLength(recurring: BookingFlowRecurrence | null | undefined): number {
  return recurring && recurring.count > 1 ? recurring.count - (recurring.skip?.length ?? 0) : 1;
}
