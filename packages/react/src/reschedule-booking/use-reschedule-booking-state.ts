import type { ManageErrorMessage, Slot } from '@booking-kit/core';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

/** Where a reschedule stands: choosing, sent, done, or refused. */
export type ReschedulePhase = 'idle' | 'pending' | 'rescheduled' | 'failed';

/** Options of {@link useRescheduleBookingState}: the `value` / `defaultValue` / `onValueChange` convention for the new slot. */
export interface RescheduleBookingStateOptions {
  /** The controlled new slot. */
  value?: Slot | null;
  /** @default null */
  defaultValue?: Slot | null;
  onValueChange?: (slot: Slot | null) => void;
}

/** The state of one reschedule-booking form. */
export interface RescheduleBookingState {
  /** The new slot, once chosen. */
  slot: Slot | null;
  /** Chooses a new slot; clears a previous failure, which was about another choice. */
  setSlot(slot: Slot | null): void;
  phase: ReschedulePhase;
  error: ManageErrorMessage | null;
  start(): void;
  succeed(): void;
  fail(error: ManageErrorMessage): void;
}

/**
 * The state hook of the reschedule-booking form: the new slot (controlled or not) and where the
 * reschedule stands.
 * @example const state = useRescheduleBookingState({ onValueChange: setSlot });
 */
export function useRescheduleBookingState(options: RescheduleBookingStateOptions = {}): RescheduleBookingState {
  const [slot, setSlotValue] = useControlledState<Slot | null>(
    options.value,
    options.defaultValue ?? null,
    options.onValueChange,
  );
  const [phase, setPhase] = useState<ReschedulePhase>('idle');
  const [error, setError] = useState<ManageErrorMessage | null>(null);
  return {
    slot,
    setSlot: (next) => {
      setSlotValue(next);
      if (phase === 'failed') {
        setPhase('idle');
        setError(null);
      }
    },
    phase,
    error,
    start: () => {
      setPhase('pending');
      setError(null);
    },
    succeed: () => setPhase('rescheduled'),
    fail: (next) => {
      setError(next);
      setPhase('failed');
    },
  };
}
