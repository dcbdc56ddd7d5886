import {
  BOOKING_FLOW_STEPS,
  type BookingFlowEvent,
  type BookingFlowOptions,
  type BookingFlowProgressItem,
  type BookingFlowState,
  type BookingFlowStep,
} from './booking-flow.types';

/**
 * API error codes after which the chosen time is gone (taken by someone else, its last room or
 * piece of equipment taken, or the hold lapsed): the flow goes back to the time step with the
 * time cleared, keeping every detail entered.
 */
export const SLOT_LOST_CODES: ReadonlySet<string> = new Set([
  'SLOT_UNAVAILABLE',
  'STAFF_BUSY',
  'SEATS_LEFT',
  'RESOURCE_UNAVAILABLE',
  'HOLD_EXPIRED',
]);

/**
 * The steps this flow shows, in order: staff only when several people perform the service,
 * payment only when it asks for one.
 * @example bookingFlowSteps(state, { services: ['haircut'], staffCount: 4, requiresPayment: () => false })
 * // ['staff', 'time', 'details', 'confirmation']
 */
export function bookingFlowSteps(state: Pick<BookingFlowState, 'services'>, options: BookingFlowOptions): BookingFlowStep[] {
  return BOOKING_FLOW_STEPS.filter((step) => {
    if (step === 'staff') return options.staffCount > 1;
    if (step === 'payment') return options.requiresPayment(state.services);
    return true;
  });
}

/**
 * Where a flow starts: the first step the route has not decided already (a team's service starts
 * at staff; a person's, or one with the staff member chosen, at time).
 * @example initialBookingFlow({ staffCount: 1, requiresPayment: () => false, services: ['massage-60'] }).step // 'time'
 */
export function initialBookingFlow(options: BookingFlowOptions): BookingFlowState {
  const services = [...options.services];
  const state: BookingFlowState = {
    step: 'time',
    services,
    staff: options.staff ?? 'any',
    slot: null,
    hold: null,
    details: null,
    paymentChoice: null,
    booking: null,
    pending: null,
    error: null,
  };
  const decided = (step: BookingFlowStep) => step === 'staff' && options.staff !== undefined;
  const first = bookingFlowSteps(state, options).find((step) => !decided(step)) ?? 'time';
  return { ...state, step: first };
}

/** The step before or after `step` among those that apply, or `null` at either end. */
function neighbour(state: BookingFlowState, options: BookingFlowOptions, offset: 1 | -1): BookingFlowStep | null {
  const steps = bookingFlowSteps(state, options);
  return steps[steps.indexOf(state.step) + offset] ?? null;
}

/** Whether the visitor may go back to `step` now: an earlier step, nothing in flight, not booked yet. */
export function canGoToBookingStep(state: BookingFlowState, options: BookingFlowOptions, step: BookingFlowStep): boolean {
  if (state.pending !== null || state.booking !== null) return false;
  const steps = bookingFlowSteps(state, options);
  const target = steps.indexOf(step);
  return target >= 0 && target < steps.indexOf(state.step);
}

/**
 * The progress a flow shows: each step that applies, done, current or upcoming, and whether the
 * visitor may go back to it.
 */
export function bookingFlowProgress(state: BookingFlowState, options: BookingFlowOptions): BookingFlowProgressItem[] {
  const steps = bookingFlowSteps(state, options);
  const current = steps.indexOf(state.step);
  return steps.map((step, index) => ({
    step,
    status: index < current ? 'done' : index === current ? 'current' : 'upcoming',
    canGoTo: canGoToBookingStep(state, options, step),
  }));
}

/** A chosen time and the hold on it no longer stand (other services, staff or time were chosen). */
const withoutTime = (state: BookingFlowState): BookingFlowState => ({ ...state, slot: null, hold: null });

/**
 * The booking flow as a pure transition: the next state for an event, or the same state object
 * when the event does not apply where the flow stands (so a host can ignore stray events, such
 * as a double click while the API answers). Framework-free: the React hook, a server route or a
 * test drives it alike, and the host does the API calls the `pending` field asks for.
 * @example
 * let state = initialBookingFlow(options);
 * state = bookingFlowTransition(state, { type: 'CHOOSE_SLOT', slot }, options);
 * state = bookingFlowTransition(state, { type: 'NEXT' }, options); // state.pending === 'hold': POST /holds
 */
export function bookingFlowTransition(
  state: BookingFlowState,
  event: BookingFlowEvent,
  options: BookingFlowOptions,
): BookingFlowState {
  if (event.type === 'RESET') return initialBookingFlow(options);
  if (event.type === 'RESTORE') return restoredBookingFlow(state, event.state, options);
  if (state.step === 'confirmation') return state;
  const idle = state.pending === null;

  switch (event.type) {
    case 'CHOOSE_STAFF': {
      if (!idle || state.step !== 'staff') return state;
      return event.staff === state.staff ? state : { ...withoutTime(state), staff: event.staff, error: null };
    }
    case 'CHOOSE_SLOT': {
      if (!idle || state.step !== 'time') return state;
      if (event.slot?.start === state.slot?.start) return { ...state, error: null };
      return { ...withoutTime(state), slot: event.slot, error: null };
    }
    case 'NEXT': {
      if (!idle) return state;
      if (state.step === 'time') {
        if (state.slot === null) return state;
        // A hold already on this time (the visitor came back to look): no second hold.
        if (state.hold !== null && state.hold.start === state.slot.start) return { ...state, step: 'details', error: null };
        return { ...state, pending: 'hold', error: null };
      }
      if (state.step !== 'staff') return state;
      const next = neighbour(state, options, 1);
      return next ? { ...state, step: next, error: null } : state;
    }
    case 'BACK': {
      const previous = neighbour(state, options, -1);
      return previous && canGoToBookingStep(state, options, previous) ? { ...state, step: previous, error: null } : state;
    }
    case 'GO_TO':
      return canGoToBookingStep(state, options, event.step) ? { ...state, step: event.step, error: null } : state;
    case 'HOLD_PLACED':
      return state.pending === 'hold' ? { ...state, hold: event.hold, pending: null, step: 'details', error: null } : state;
    case 'HOLD_FAILED':
      // The time was taken meanwhile: it is no longer chosen, and the step says why.
      return state.pending === 'hold' ? { ...withoutTime(state), pending: null, error: event.error } : state;
    case 'HOLD_EXPIRED': {
      if (state.hold === null) return state;
      // Back to choosing a time; details and payment choice are kept for when a new time is held.
      const error = { code: 'HOLD_EXPIRED', messageKey: 'hold.expired' };
      return { ...withoutTime(state), step: 'time', pending: null, error };
    }
    case 'SUBMIT_DETAILS': {
      if (!idle || state.step !== 'details') return state;
      const next = neighbour(state, options, 1);
      if (next === 'payment') return { ...state, details: event.details, step: 'payment', error: null };
      return { ...state, details: event.details, pending: 'booking', error: null };
    }
    case 'CHOOSE_PAYMENT':
      return idle && state.step === 'payment' ? { ...state, paymentChoice: event.choice, error: null } : state;
    case 'SUBMIT_PAYMENT':
      return idle && state.step === 'payment' && state.paymentChoice !== null
        ? { ...state, pending: 'payment', error: null }
        : state;
    case 'BOOKED':
      // A payment part that charges the card itself (PaymentStep's onPay) reports the paid
      // booking from the payment step, without the flow's own 'payment' call.
      if (state.pending === null && state.step !== 'payment') return state;
      return { ...state, booking: event.booking, hold: null, pending: null, step: 'confirmation', error: null };
    case 'BOOKING_FAILED':
    case 'PAYMENT_FAILED': {
      if (state.pending === null) return state;
      if (SLOT_LOST_CODES.has(event.error.code))
        return { ...withoutTime(state), step: 'time', pending: null, error: event.error };
      // Everything entered stays: the visitor corrects or retries on the same step.
      return { ...state, pending: null, error: event.error };
    }
  }
}

/**
 * A saved flow taken up again (a reload in the same tab, such as the one after a part failed to
 * load), as far as it still stands: nothing in flight, nothing booked (a booked flow has shown its
 * confirmation), a step that applies, and the details or payment step only with the hold they
 * need; otherwise the time step, with the time and everything typed kept. Refused (the current
 * state is kept) once the visitor has done anything here, or for another service or staff member
 * than the route's.
 */
export function restoredBookingFlow(
  current: BookingFlowState,
  saved: BookingFlowState,
  options: BookingFlowOptions,
): BookingFlowState {
  const fresh = initialBookingFlow(options);
  const untouched = current.step === fresh.step && current.slot === null && current.pending === null && current.booking === null;
  const sameServices = sameList(saved.services, fresh.services);
  const sameStaff = options.staff === undefined || saved.staff === fresh.staff;
  if (!untouched || !sameServices || !sameStaff || saved.booking !== null) return current;
  const restored: BookingFlowState = { ...saved, pending: null, error: null, booking: null };
  const steps = bookingFlowSteps(restored, options);
  const needsHold = restored.step === 'details' || restored.step === 'payment';
  if (!steps.includes(restored.step) || restored.step === 'confirmation' || (needsHold && restored.hold === null)) {
    return { ...restored, step: restored.slot ? 'time' : fresh.step };
  }
  return restored;
}

/** Whether two lists hold the same slugs in the same order. */
const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((slug, i) => slug === b[i]);
