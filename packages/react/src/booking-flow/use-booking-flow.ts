import {
  type Booking,
  type BookingFlowError,
  type BookingFlowEvent,
  type BookingFlowOptions,
  type BookingFlowProgressItem,
  type BookingFlowState,
  type BookingFlowStep,
  bookingFlowError,
  bookingFlowProgress,
  bookingFlowSteps,
  bookingFlowTransition,
  type DetailsFormData,
  type Hold,
  initialBookingFlow,
  type PaymentChoice,
  type Slot,
} from '@booking-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The API calls a booking flow asks for; the app does them (with core's client, a router action, ...). */
export interface BookingFlowActions {
  /** Holds the chosen time (`state.slot`) for the chosen services and staff: `POST /holds`. */
  placeHold(state: BookingFlowState): Promise<Hold>;
  /** Books everything chosen, with `state.details` and the hold: `POST /bookings`. */
  book(state: BookingFlowState): Promise<Booking>;
  /**
   * Pays `state.paymentChoice` and answers the paid booking (booking first if it is not made yet):
   * `POST /bookings` then `POST /payments/{id}/confirm`. @default book
   */
  pay?(state: BookingFlowState): Promise<Booking>;
}

/** Options of {@link useBookingFlow}: the flow's options, its API calls, and a step listener. */
export interface UseBookingFlowOptions extends BookingFlowOptions, BookingFlowActions {
  /** Called after the step changes, e.g. to move focus to the new step's heading or scroll to it. */
  onStepChange?(step: BookingFlowStep): void;
}

/** What {@link useBookingFlow} returns: where the booking stands, and what the visitor can do. */
export interface BookingFlowApi {
  state: BookingFlowState;
  step: BookingFlowStep;
  /** The steps that apply, in order. */
  steps: BookingFlowStep[];
  /** Each step done, current or upcoming, and whether it can be gone back to (a progress bar). */
  progress: BookingFlowProgressItem[];
  /** The API is answering (a hold, the booking, a payment): the step's submit shows busy. */
  isPending: boolean;
  /** Why the current step could not go on, as a catalog key with values. */
  error: BookingFlowError | null;
  chooseStaff(staff: string): void;
  chooseSlot(slot: Slot | null): void;
  /** Goes on from staff or time (from time, after the hold is placed). */
  next(): void;
  back(): void;
  goTo(step: BookingFlowStep): void;
  submitDetails(details: DetailsFormData): void;
  choosePayment(choice: PaymentChoice): void;
  submitPayment(): void;
  /** The hold countdown reached zero (HoldCountdown's `onExpire`). */
  holdExpired(): void;
  reset(): void;
  /** Any event of the service's steps, for what the helpers above do not cover. */
  send(event: BookingFlowEvent): void;
}

/**
 * One service's booking in React: core's framework-free machine (its service journey,
 * `bookingFlowTransition`) in state,
 * and the API calls its `pending` field asks for run by the app's `actions`, their answers sent
 * back as events. One hook drives every booking screen; the parts (ServicePicker, StaffPicker,
 * SlotPicker with HoldCountdown, DetailsForm, PaymentStep, Confirmation) are given its values.
 * @example
 * const flow = useBookingFlow({ staffCount: 4, services: ['haircut'], requiresPayment: () => false,
 *   placeHold: (s) => api.createHold({ service: s.services[0], staff: s.staff, start: s.slot!.start }),
 *   book: (s) => api.createBooking(toRequest(s)) });
 * <SlotPicker value={flow.state.slot} onValueChange={flow.chooseSlot} />
 */
export function useBookingFlow(options: UseBookingFlowOptions): BookingFlowApi {
  // The latest options, for the transition and the calls; the machine's shape is fixed at mount.
  const latest = useRef(options);
  latest.current = options;
  // One service with no cart runs the machine's service part, `bookingFlowTransition`: what
  // `flowTransition` runs for a service journey with no cart (a reset starts the service again, a
  // restore takes up a saved service journey). The journeys' dispatcher, which only a cart needs,
  // stays out of a one-service Booker's first screen.
  const [state, setState] = useState(() => initialBookingFlow(options));
  const send = useCallback(
    (event: BookingFlowEvent) => setState((current) => bookingFlowTransition(current, event, latest.current)),
    [],
  );

  // The API call the flow waits for, once per request: the machine ignores an answer that no
  // longer applies (after a reset, or the second run of an effect in StrictMode).
  const started = useRef<BookingFlowState | null>(null);
  useEffect(() => {
    const pending = state.pending;
    if (pending === null || started.current === state) return;
    started.current = state;
    const actions = latest.current;
    if (pending === 'hold') {
      actions.placeHold(state).then(
        (hold) => send({ type: 'HOLD_PLACED', hold }),
        (error: unknown) => send({ type: 'HOLD_FAILED', error: bookingFlowError(error) }),
      );
      return;
    }
    const call = pending === 'payment' ? (actions.pay ?? actions.book) : actions.book;
    call(state).then(
      (booking) => send({ type: 'BOOKED', booking }),
      (error: unknown) =>
        send({ type: pending === 'payment' ? 'PAYMENT_FAILED' : 'BOOKING_FAILED', error: bookingFlowError(error) }),
    );
  }, [state, send]);

  // The step listener hears each new step once, after it rendered.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    latest.current.onStepChange?.(state.step);
  }, [state.step]);

  return {
    state,
    step: state.step,
    steps: bookingFlowSteps(state, options),
    progress: bookingFlowProgress(state, options),
    isPending: state.pending !== null,
    error: state.error,
    chooseStaff: (staff) => send({ type: 'CHOOSE_STAFF', staff }),
    chooseSlot: (slot) => send({ type: 'CHOOSE_SLOT', slot }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    goTo: (step) => send({ type: 'GO_TO', step }),
    submitDetails: (details) => send({ type: 'SUBMIT_DETAILS', details }),
    choosePayment: (choice) => send({ type: 'CHOOSE_PAYMENT', choice }),
    submitPayment: () => send({ type: 'SUBMIT_PAYMENT' }),
    holdExpired: () => send({ type: 'HOLD_EXPIRED' }),
    reset: () => send({ type: 'RESET' }),
    send,
  };
}
