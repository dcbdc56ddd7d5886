import { type Booking, type BookingFlowError, bookingsMade } from '@booking-kit/core';
import { type RefObject, useEffect, useMemo } from 'react';
import type { BookingMade } from './booking-made';

/** The host's listeners of a flow's outcomes. */
export interface FlowOutcomeListeners {
  onBookingCreated?: ((made: BookingMade) => void) | undefined;
  onBookingFailed?: ((error: BookingFlowError) => void) | undefined;
}

/**
 * Tells the host of a flow's outcomes once each, after they happened: a booking made (with every
 * booking the request made and their manage token) and why one could not go on. A lapsed hold is
 * the visitor's time running out, not a failure. Shared by the one-service and the cart flows.
 * @param listeners the host's latest callbacks (read when an outcome happens)
 * @param unpaid the booking made before its payment, whose token a paid answer may leave out
 * @returns what the booking made, once booked (one object per booking, for effects to follow)
 */
export function useFlowOutcomes(
  state: { error: BookingFlowError | null; booking: Booking | null },
  listeners: RefObject<FlowOutcomeListeners>,
  unpaid: RefObject<{ unpaid: Booking | null }>,
): BookingMade | null {
  const { error, booking } = state;
  const made = useMemo(
    () => (booking === null ? null : { booking, ...bookingsMade(booking, unpaid.current.unpaid) }),
    [booking, unpaid],
  );
  useEffect(() => {
    if (error && error.code !== 'HOLD_EXPIRED') listeners.current.onBookingFailed?.(error);
  }, [error, listeners]);
  useEffect(() => {
    if (made !== null) listeners.current.onBookingCreated?.(made);
  }, [made, listeners]);
  return made;
}
