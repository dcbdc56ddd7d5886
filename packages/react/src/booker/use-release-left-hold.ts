import type { BookingFlowState, Hold, WidgetApiClient } from '@booking-kit/core';
import { useEffect, useRef } from 'react';

/**
 * Releases a hold the visitor has left behind (another time chosen, or a failed booking that sent
 * them back to the times), so its time is offered to others at once rather than when it lapses.
 * A hold that a booking used, or one that lapsed, is left alone.
 */
export function useReleaseLeftHold(
  state: BookingFlowState,
  client: Pick<WidgetApiClient, 'releaseHold'>,
  /** The clock a lapsed hold is told by. @default Date.now */
  now: () => number = Date.now,
): void {
  const previous = useRef<Hold | null>(null);
  useEffect(() => {
    const left = previous.current;
    previous.current = state.hold;
    if (left === null || left.id === state.hold?.id) return;
    // Booked (the booking consumed the hold), or being booked or paid right now.
    if (state.booking !== null || state.pending === 'booking' || state.pending === 'payment') return;
    if (Date.parse(left.expiresAt) <= now()) return;
    // A release that fails costs nothing: the hold then simply lapses at its time.
    void client.releaseHold(left.id, left.holdToken).catch(() => undefined);
  }, [state.hold, state.booking, state.pending, client, now]);
}
