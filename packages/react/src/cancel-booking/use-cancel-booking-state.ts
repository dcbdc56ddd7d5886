import type { ManageErrorMessage } from '@booking-kit/core';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { type OverlayTriggerState, useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

/** Where a cancellation stands: being filled in, sent, done, or refused. */
export type CancelPhase = 'idle' | 'pending' | 'cancelled' | 'failed';

/** A preset reason by its index in `reasons`, or 'other' for the visitor's own words. */
export type CancelReasonChoice = number | 'other';

/** Options of {@link useCancelBookingState}: the `value` / `defaultValue` / `onValueChange` convention for the reason. */
export interface CancelBookingStateOptions {
  /** The controlled reason text. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (reason: string) => void;
  /** Preset reasons, in the app's words and language, offered as radio choices plus 'Other'. @default [] (a text box only) */
  reasons?: readonly string[];
  /** Whether the 'Cancel this appointment?' confirmation is open (controlled). */
  confirmOpen?: boolean;
  /** @default false */
  defaultConfirmOpen?: boolean;
  /** Called when the confirmation opens (a valid reason was submitted) or closes. */
  onConfirmOpenChange?: (open: boolean) => void;
}

/** The state of one cancel-booking form. */
export interface CancelBookingState {
  reasons: readonly string[];
  /** The reason that will be sent. */
  reason: string;
  /** The chosen preset or 'other'; `null` until one is chosen (always 'other' without presets). */
  choice: CancelReasonChoice | null;
  choose(choice: CancelReasonChoice): void;
  /** Sets the visitor's own words. */
  setText(text: string): void;
  /** Whether the visitor left the text box or tried to cancel: the reason's error shows. */
  touched: boolean;
  touch(): void;
  phase: CancelPhase;
  error: ManageErrorMessage | null;
  start(): void;
  succeed(): void;
  fail(error: ManageErrorMessage): void;
  /** The confirmation dialog: opened by a valid submit, closed by 'Keep booking', Escape or confirming. */
  confirmation: OverlayTriggerState;
}

/**
 * The state hook of the cancel-booking form: the reason (controlled or not), made of a preset
 * choice or the visitor's own words, and where the cancellation stands.
 * @example const state = useCancelBookingState({ reasons: ['I am ill', 'I cannot make it'] });
 */
export function useCancelBookingState(options: CancelBookingStateOptions = {}): CancelBookingState {
  const reasons = options.reasons ?? [];
  const [reason, setReason] = useControlledState<string>(options.value, options.defaultValue ?? '', options.onValueChange);
  const [chosen, setChosen] = useState<CancelReasonChoice | null>(null);
  // The visitor's own words survive a detour through a preset and back to 'Other'.
  const [text, setTextState] = useState(options.defaultValue ?? '');
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<CancelPhase>('idle');
  const [error, setError] = useState<ManageErrorMessage | null>(null);
  const confirmation = useOverlayTriggerState({
    ...(options.confirmOpen !== undefined && { isOpen: options.confirmOpen }),
    ...(options.defaultConfirmOpen !== undefined && { defaultOpen: options.defaultConfirmOpen }),
    ...(options.onConfirmOpenChange !== undefined && { onOpenChange: options.onConfirmOpenChange }),
  });
  return {
    confirmation,
    reasons,
    reason,
    choice: reasons.length === 0 ? 'other' : chosen,
    choose: (next) => {
      setChosen(next);
      setReason(next === 'other' ? text : (reasons[next] ?? ''));
    },
    setText: (next) => {
      setTextState(next);
      setReason(next);
    },
    touched,
    touch: () => setTouched(true),
    phase,
    error,
    start: () => {
      setPhase('pending');
      setError(null);
    },
    succeed: () => setPhase('cancelled'),
    fail: (next) => {
      setError(next);
      setPhase('failed');
    },
  };
}
