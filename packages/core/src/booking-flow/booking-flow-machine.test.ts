import { describe, expect, it } from 'vitest';
import type { Booking } from '../schemas/booking';
import type { DetailsFormData } from '../schemas/details-form';
import type { Hold } from '../schemas/hold';
import type { Slot } from '../schemas/slot';
import type { BookingFlowEvent, BookingFlowOptions, BookingFlowState } from './booking-flow.types';
import {
  bookingFlowProgress,
  bookingFlowSteps,
  bookingFlowTransition,
  canGoToBookingStep,
  initialBookingFlow,
} from './booking-flow-machine';

const slot = (start: string): Slot => ({ start, end: start, staff: ['anna-de-vries'], seatsLeft: 1 });
const NINE = slot('2026-03-10T08:00:00.000Z');
const TEN = slot('2026-03-10T09:00:00.000Z');
const hold = (start: string) => ({ id: 'hold-1', start, expiresAt: '2026-03-09T10:10:00.000Z' }) as unknown as Hold;
const booking = { id: 'bk-1', status: 'scheduled' } as unknown as Booking;
const DETAILS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as DetailsFormData;

/** A spa's haircut: four staff perform it; the spa's massage asks for a payment. */
const SPA: BookingFlowOptions = {
  services: ['haircut'],
  staffCount: 4,
  requiresPayment: (services) => services.includes('massage-60'),
};

/** Runs events through the machine from a start state. */
function run(options: BookingFlowOptions, events: BookingFlowEvent[], from = initialBookingFlow(options)): BookingFlowState {
  return events.reduce((state, event) => bookingFlowTransition(state, event, options), from);
}

describe('the booking flow', () => {
  it('shows only the steps that apply: no choice of one person, payment only when asked for', () => {
    expect(bookingFlowSteps({ services: ['haircut'] }, SPA)).toEqual(['staff', 'time', 'details', 'confirmation']);
    expect(bookingFlowSteps({ services: ['massage-60'] }, SPA)).toEqual(['staff', 'time', 'details', 'payment', 'confirmation']);
    const one = { services: ['intro-call'], staffCount: 1, requiresPayment: () => false };
    expect(bookingFlowSteps({ services: ['intro-call'] }, one)).toEqual(['time', 'details', 'confirmation']);
  });

  it('starts at the first step the route has not decided', () => {
    expect(initialBookingFlow(SPA).step).toBe('staff');
    expect(initialBookingFlow({ ...SPA, services: ['haircut'], staff: 'anna-de-vries' }).step).toBe('time');
    expect(initialBookingFlow(SPA).staff).toBe('any');
  });

  it('goes staff (any available) → time, holding the time before the details', () => {
    let state = run(SPA, [{ type: 'NEXT' }, { type: 'NEXT' }]);
    expect(state).toMatchObject({ step: 'time', staff: 'any', pending: null });
    state = run(SPA, [{ type: 'CHOOSE_SLOT', slot: NINE }, { type: 'NEXT' }], state);
    expect(state).toMatchObject({ step: 'time', pending: 'hold' });
    // A second click while the API answers changes nothing.
    expect(bookingFlowTransition(state, { type: 'NEXT' }, SPA)).toBe(state);
    expect(bookingFlowTransition(state, { type: 'CHOOSE_SLOT', slot: TEN }, SPA)).toBe(state);
    state = run(SPA, [{ type: 'HOLD_PLACED', hold: hold(NINE.start) }], state);
    expect(state).toMatchObject({ step: 'details', pending: null });
    state = run(SPA, [{ type: 'SUBMIT_DETAILS', details: DETAILS }], state);
    expect(state).toMatchObject({ step: 'details', pending: 'booking', details: DETAILS });
    state = run(SPA, [{ type: 'BOOKED', booking }], state);
    expect(state).toMatchObject({ step: 'confirmation', booking, hold: null, pending: null });
    // Done is done: nothing but a reset moves it.
    expect(run(SPA, [{ type: 'BACK' }, { type: 'GO_TO', step: 'time' }], state)).toBe(state);
    expect(run(SPA, [{ type: 'RESET' }], state).step).toBe('staff');
  });

  it('asks for a payment after the details when the service does, and keeps everything when a card is declined', () => {
    const massage = { ...SPA, services: ['massage-60'], staff: 'anna-de-vries' };
    let state = run(massage, [
      { type: 'CHOOSE_SLOT', slot: NINE },
      { type: 'NEXT' },
      { type: 'HOLD_PLACED', hold: hold(NINE.start) },
      { type: 'SUBMIT_DETAILS', details: DETAILS },
    ]);
    expect(state).toMatchObject({ step: 'payment', pending: null });
    expect(bookingFlowTransition(state, { type: 'SUBMIT_PAYMENT' }, massage)).toBe(state); // no choice yet
    state = run(massage, [{ type: 'CHOOSE_PAYMENT', choice: 'deposit' }, { type: 'SUBMIT_PAYMENT' }], state);
    expect(state.pending).toBe('payment');
    const declined = { code: 'PAYMENT_DECLINED', messageKey: 'payment.declined' };
    state = run(massage, [{ type: 'PAYMENT_FAILED', error: declined }], state);
    expect(state).toMatchObject({ step: 'payment', pending: null, error: declined, paymentChoice: 'deposit', details: DETAILS });
    expect(state.hold?.start).toBe(NINE.start);
    state = run(massage, [{ type: 'SUBMIT_PAYMENT' }, { type: 'BOOKED', booking }], state);
    expect(state.step).toBe('confirmation');
  });

  it('takes the paid booking from a payment part that charged the card itself, but no booking before the payment step', () => {
    const massage = { ...SPA, services: ['massage-60'], staff: 'anna-de-vries' };
    const atDetails = run(massage, [
      { type: 'CHOOSE_SLOT', slot: NINE },
      { type: 'NEXT' },
      { type: 'HOLD_PLACED', hold: hold(NINE.start) },
    ]);
    expect(run(massage, [{ type: 'BOOKED', booking }], atDetails)).toBe(atDetails);
    const atPayment = run(massage, [{ type: 'SUBMIT_DETAILS', details: DETAILS }], atDetails);
    expect(run(massage, [{ type: 'BOOKED', booking }], atPayment)).toMatchObject({ step: 'confirmation', booking, hold: null });
  });

  it('goes back to the time, keeping the details, when the hold lapses or the time was taken', () => {
    const haircut = { ...SPA, services: ['haircut'], staff: 'any' };
    let state = run(haircut, [
      { type: 'CHOOSE_SLOT', slot: NINE },
      { type: 'NEXT' },
      { type: 'HOLD_PLACED', hold: hold(NINE.start) },
      { type: 'SUBMIT_DETAILS', details: DETAILS },
      { type: 'BOOKING_FAILED', error: { code: 'SLOT_UNAVAILABLE', messageKey: 'errors.slotUnavailable' } },
    ]);
    expect(state).toMatchObject({ step: 'time', slot: null, hold: null, details: DETAILS, pending: null });
    expect(state.error?.code).toBe('SLOT_UNAVAILABLE');
    state = run(
      haircut,
      [{ type: 'CHOOSE_SLOT', slot: TEN }, { type: 'NEXT' }, { type: 'HOLD_PLACED', hold: hold(TEN.start) }],
      state,
    );
    expect(state).toMatchObject({ step: 'details', error: null });
    state = run(haircut, [{ type: 'HOLD_EXPIRED' }], state);
    expect(state).toMatchObject({ step: 'time', slot: null, hold: null, details: DETAILS });
    expect(state.error).toEqual({ code: 'HOLD_EXPIRED', messageKey: 'hold.expired' });
  });

  it('keeps the step and every value on any other failure, and a failed hold clears the taken time', () => {
    const haircut = { ...SPA, services: ['haircut'], staff: 'any' };
    let state = run(haircut, [
      { type: 'CHOOSE_SLOT', slot: NINE },
      { type: 'NEXT' },
      { type: 'HOLD_FAILED', error: { code: 'STAFF_BUSY', messageKey: 'errors.staffBusy' } },
    ]);
    expect(state).toMatchObject({ step: 'time', slot: null, pending: null });
    state = run(
      haircut,
      [
        { type: 'CHOOSE_SLOT', slot: TEN },
        { type: 'NEXT' },
        { type: 'HOLD_PLACED', hold: hold(TEN.start) },
        { type: 'SUBMIT_DETAILS', details: DETAILS },
        { type: 'BOOKING_FAILED', error: { code: 'VALIDATION_FAILED', messageKey: 'errors.validation' } },
      ],
      state,
    );
    expect(state).toMatchObject({ step: 'details', details: DETAILS, pending: null, slot: TEN });
  });

  it('goes back to the time, keeping the details, when the last room for that time was taken', () => {
    const haircut = { ...SPA, services: ['haircut'], staff: 'any' };
    const state = run(haircut, [
      { type: 'CHOOSE_SLOT', slot: NINE },
      { type: 'NEXT' },
      { type: 'HOLD_PLACED', hold: hold(NINE.start) },
      { type: 'SUBMIT_DETAILS', details: DETAILS },
      { type: 'BOOKING_FAILED', error: { code: 'RESOURCE_UNAVAILABLE', messageKey: 'errors.RESOURCE_UNAVAILABLE' } },
    ]);
    expect(state).toMatchObject({ step: 'time', slot: null, hold: null, details: DETAILS, pending: null });
    expect(state.error?.messageKey).toBe('errors.RESOURCE_UNAVAILABLE');
  });

  it('lets the visitor go back to an earlier step, and drops the time (and its hold) when the staff member changes', () => {
    let state = run(SPA, [
      { type: 'CHOOSE_STAFF', staff: 'anna-de-vries' },
      { type: 'NEXT' },
      { type: 'CHOOSE_SLOT', slot: NINE },
      { type: 'NEXT' },
      { type: 'HOLD_PLACED', hold: hold(NINE.start) },
    ]);
    expect(state.step).toBe('details');
    expect(canGoToBookingStep(state, SPA, 'confirmation')).toBe(false);
    expect(bookingFlowProgress(state, SPA).map(({ step, status, canGoTo }) => [step, status, canGoTo])).toEqual([
      ['staff', 'done', true],
      ['time', 'done', true],
      ['details', 'current', false],
      ['confirmation', 'upcoming', false],
    ]);
    state = run(SPA, [{ type: 'BACK' }], state);
    expect(state).toMatchObject({ step: 'time', slot: NINE });
    // Back at time with the hold: Next goes straight on, no second hold.
    expect(run(SPA, [{ type: 'NEXT' }], state)).toMatchObject({ step: 'details', pending: null });
    state = run(
      SPA,
      [
        { type: 'GO_TO', step: 'staff' },
        { type: 'CHOOSE_STAFF', staff: 'bram-jansen' },
      ],
      state,
    );
    expect(state).toMatchObject({ step: 'staff', staff: 'bram-jansen', slot: null, hold: null });
  });

  it('ignores events that do not apply where the flow stands', () => {
    const state = initialBookingFlow(SPA);
    for (const event of [
      { type: 'HOLD_PLACED', hold: hold(NINE.start) },
      { type: 'BOOKED', booking },
      { type: 'SUBMIT_DETAILS', details: DETAILS },
      { type: 'CHOOSE_SLOT', slot: NINE },
      { type: 'HOLD_EXPIRED' },
      { type: 'BACK' },
      { type: 'GO_TO', step: 'details' },
    ] satisfies BookingFlowEvent[]) {
      expect(bookingFlowTransition(state, event, SPA)).toBe(state);
    }
  });
});
