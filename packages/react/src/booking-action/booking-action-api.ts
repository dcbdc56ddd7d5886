import type { PhasedFormRootProps } from '../utils/phased-form-root-props';

/**
 * What the behaviour hooks of `CancelBooking` and `RescheduleBooking` return in common, and what
 * their shared parts read: both are a titled form about one booking that sends one action or
 * keeps the booking as it is.
 */
export interface BookingActionApi<Phase extends string = string> {
  /** Whether the action is being sent. */
  isPending: boolean;
  rootProps: PhasedFormRootProps<Phase>;
  title: string;
  titleProps: { id: string };
  /** The booking, one row per line of the summary. */
  summary: ReadonlyArray<{ id: string; label: string; value: string }>;
  alertText: string | null;
  alertProps: { id: string; role: 'alert'; tabIndex: -1 };
  submitLabel: string;
  submitProps: { type: 'submit'; 'aria-busy'?: true; 'aria-disabled'?: true };
  keepLabel: string;
  /** Whether `onKeep` was given: without it (and without `asChild`) the keep button is not shown. */
  canKeep: boolean;
  keepProps: { type: 'button'; onClick: () => void };
}
