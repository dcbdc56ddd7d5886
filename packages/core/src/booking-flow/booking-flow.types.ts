import type { PaymentChoice } from '../payments/payment-amounts';
import type { Booking } from '../schemas/booking';
import type { DetailsFormData } from '../schemas/details-form';
import type { Hold } from '../schemas/hold';
import type { Slot } from '../schemas/slot';

/**
 * The screens of one service's booking, in order. A flow shows the ones its options make apply;
 * services are chosen before it (a service's page, or the cart's services step: see `flowTransition`).
 */
export const BOOKING_FLOW_STEPS = ['staff', 'time', 'details', 'payment', 'confirmation'] as const;

/** One screen of a booking. */
export type BookingFlowStep = (typeof BOOKING_FLOW_STEPS)[number];

/** What the flow is waiting for while the host talks to the API. */
export type BookingFlowPending = 'hold' | 'booking' | 'payment';

/** Why the current step could not go on: an API error code (`SLOT_TAKEN`) and its message key. */
export interface BookingFlowError {
  /** The API's error code, or `HOLD_EXPIRED` / `NETWORK`. */
  code: string;
  /** The catalog key the step shows, e.g. `errors.slotTaken`. */
  messageKey: string;
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>;
}

/** What decides which steps a flow has; fixed for a flow's life (a new business or service is a new flow). */
export interface BookingFlowOptions {
  /** How many staff perform the services: with one or none, the staff step is skipped ('any'). */
  staffCount: number;
  /** Whether these services ask for a payment (a price and a payment rule other than `none`). */
  requiresPayment(services: ReadonlyArray<string>): boolean;
  /** The service booked (a series' occurrences and a class's seats are of this one service). */
  services: ReadonlyArray<string>;
  /** Staff chosen before the flow starts (a route for one provider). @default 'any' */
  staff?: string;
}

/** Where a booking stands: the step shown and everything chosen so far. */
export interface BookingFlowState {
  step: BookingFlowStep;
  /** The slug of the service booked, as a one-item list (the requests' shape). */
  services: ReadonlyArray<string>;
  /** A staff slug, or `any`. */
  staff: string;
  slot: Slot | null;
  /** The hold on `slot` while the visitor fills in details and pays. */
  hold: Hold | null;
  /** The last details submitted: kept when the visitor goes back or a payment fails. */
  details: DetailsFormData | null;
  paymentChoice: PaymentChoice | null;
  /** The booking, once the API made it (it may still await its payment). */
  booking: Booking | null;
  pending: BookingFlowPending | null;
  error: BookingFlowError | null;
}

/** What can happen to a booking flow: the visitor's choices and the API's answers. */
export type BookingFlowEvent =
  | { type: 'CHOOSE_STAFF'; staff: string }
  | { type: 'CHOOSE_SLOT'; slot: Slot | null }
  /** Go on from the staff or time step (from `time`, a hold is asked for). */
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** Go back to an earlier step that applies (a progress bar's link). */
  | { type: 'GO_TO'; step: BookingFlowStep }
  | { type: 'HOLD_PLACED'; hold: Hold }
  | { type: 'HOLD_FAILED'; error: BookingFlowError }
  | { type: 'HOLD_EXPIRED' }
  | { type: 'SUBMIT_DETAILS'; details: DetailsFormData }
  | { type: 'CHOOSE_PAYMENT'; choice: PaymentChoice }
  | { type: 'SUBMIT_PAYMENT' }
  | { type: 'BOOKED'; booking: Booking }
  | { type: 'BOOKING_FAILED'; error: BookingFlowError }
  | { type: 'PAYMENT_FAILED'; error: BookingFlowError }
  | { type: 'RESET' }
  /**
   * Take up a flow saved earlier in this tab (after a reload): accepted only before the visitor
   * did anything, and only as far as it still stands (see `restoredBookingFlow`).
   */
  | { type: 'RESTORE'; state: BookingFlowState };

/** One step of the progress a flow shows, with whether the visitor may go back to it. */
export interface BookingFlowProgressItem {
  step: BookingFlowStep;
  status: 'done' | 'current' | 'upcoming';
  /** An earlier step the visitor may return to now (never while the API is answering, never after booking). */
  canGoTo: boolean;
}
