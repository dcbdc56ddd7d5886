import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../schemas/booking';
import type { DetailsFormData } from '../schemas/details-form';
import type { Hold } from '../schemas/hold';
import type { Slot } from '../schemas/slot';
import type { BookingFlowEvent, BookingFlowOptions, BookingFlowState } from './booking-flow.types';
import { bookingFlowSteps, bookingFlowTransition, initialBookingFlow, restoredBookingFlow } from './booking-flow-machine';

const slot = (start: string): Slot => ({ start, end: start, staff: ['anna-de-vries'], seatsLeft: 1 });
const TIMES = [slot('2026-03-10T08:00:00.000Z'), slot('2026-03-10T09:00:00.000Z')];
const hold = (start: string) => ({ id: `hold-${start}`, holdToken: 't', start, expiresAt: '2026-03-09T10:10:00.000Z' }) as Hold;
const DETAILS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as DetailsFormData;
const booking = { id: 'bk-1', status: 'scheduled' } as unknown as Booking;
const error = (code: string) => ({ code, messageKey: `errors.${code}` });

/** The services a route can start: a team's paid one, a person's paid one, a team's free one. */
const OPTIONS: BookingFlowOptions[] = [
  { staffCount: 4, services: ['massage-60'], requiresPayment: (services) => services.includes('massage-60') },
  { staffCount: 1, services: ['massage-60'], staff: 'anna-de-vries', requiresPayment: () => true },
  { staffCount: 3, services: ['intro-call'], requiresPayment: () => false },
];

/** Any event, the API's answers included, whether or not it applies where the flow stands. */
const anyEvent: fc.Arbitrary<BookingFlowEvent> = fc.oneof(
  fc.constantFrom<BookingFlowEvent>(
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'HOLD_EXPIRED' },
    { type: 'SUBMIT_DETAILS', details: DETAILS },
    { type: 'CHOOSE_PAYMENT', choice: 'deposit' },
    { type: 'CHOOSE_PAYMENT', choice: 'full' },
    { type: 'SUBMIT_PAYMENT' },
    { type: 'BOOKED', booking },
    { type: 'BOOKING_FAILED', error: error('SLOT_UNAVAILABLE') },
    { type: 'BOOKING_FAILED', error: error('VALIDATION_FAILED') },
    { type: 'PAYMENT_FAILED', error: error('NETWORK') },
    { type: 'HOLD_FAILED', error: error('STAFF_BUSY') },
    { type: 'CHOOSE_STAFF', staff: 'any' },
    { type: 'CHOOSE_STAFF', staff: 'ben' },
    { type: 'CHOOSE_SLOT', slot: null },
  ),
  fc.constantFrom(...TIMES).map((time): BookingFlowEvent => ({ type: 'CHOOSE_SLOT', slot: time })),
  // The API holds the time it was asked for: the answer is made from the state when it arrives.
  fc.constant<BookingFlowEvent>({ type: 'HOLD_PLACED', hold: hold('asked') }),
  fc
    .constantFrom('time', 'staff', 'details', 'payment')
    .map((step): BookingFlowEvent => ({ type: 'GO_TO', step: step as 'time' })),
);

/** The event as the API would answer it where the flow stands: a hold on the time asked for. */
function answered(event: BookingFlowEvent, state: BookingFlowState): BookingFlowEvent {
  if (event.type !== 'HOLD_PLACED' || state.slot === null) return event;
  return { type: 'HOLD_PLACED', hold: hold(state.slot.start) };
}

/** What must hold in every state a flow can reach, whatever happened before. */
function expectValid(state: BookingFlowState, options: BookingFlowOptions): void {
  expect(bookingFlowSteps(state, options)).toContain(state.step);
  // Details and payment are only ever shown on a held time.
  if (state.step === 'details' || state.step === 'payment') {
    expect(state.slot).not.toBeNull();
  }
  if (state.hold !== null) expect(state.hold.start).toBe(state.slot?.start);
  if (state.pending === 'hold') expect(state.step).toBe('time');
  if (state.pending === 'booking') expect(state.details).not.toBeNull();
  if (state.pending === 'payment') expect(state.paymentChoice).not.toBeNull();
  expect(state.booking !== null).toBe(state.step === 'confirmation');
  expect(state.services).toEqual(options.services);
}

describe('the booking flow, under any sequence of events', () => {
  it('never reaches a state a visitor could be stuck in or that the API would refuse', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTIONS), fc.array(anyEvent, { maxLength: 40 }), (options, events) => {
        let state = initialBookingFlow(options);
        for (const event of events) {
          state = bookingFlowTransition(state, answered(event, state), options);
          expectValid(state, options);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('takes up any state it reached again after a reload, valid and never in flight or booked', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTIONS), fc.array(anyEvent, { maxLength: 30 }), (options, events) => {
        const saved = events.reduce(
          (state, event) => bookingFlowTransition(state, answered(event, state), options),
          initialBookingFlow(options),
        );
        const restored = bookingFlowTransition(initialBookingFlow(options), { type: 'RESTORE', state: saved }, options);
        expect(restored.pending).toBeNull();
        if (saved.booking === null) {
          expect(restored.slot).toEqual(saved.slot);
          expect(restored.details).toEqual(saved.details);
        }
        expectValid(restored, options);
      }),
      { numRuns: 300 },
    );
  });
});

describe('restoring a saved flow', () => {
  const [paid] = OPTIONS.slice(1) as [BookingFlowOptions];
  const fresh = initialBookingFlow(paid);
  const chosen = {
    ...fresh,
    slot: TIMES[0] as Slot,
    hold: hold((TIMES[0] as Slot).start),
    details: DETAILS,
    step: 'payment' as const,
  };

  it('goes on where the visitor was, with the hold', () => {
    expect(restoredBookingFlow(fresh, chosen, paid)).toEqual(chosen);
  });

  it('goes back to the time when the hold is gone, keeping the time and the details', () => {
    const restored = restoredBookingFlow(fresh, { ...chosen, hold: null }, paid);
    expect(restored).toMatchObject({ step: 'time', slot: TIMES[0], details: DETAILS });
  });

  it('is refused once the visitor has chosen something here, or for another service', () => {
    const touched = bookingFlowTransition(fresh, { type: 'CHOOSE_SLOT', slot: TIMES[1] as Slot }, paid);
    expect(restoredBookingFlow(touched, chosen, paid)).toBe(touched);
    expect(restoredBookingFlow(fresh, { ...chosen, services: ['intro-call'] }, paid)).toBe(fresh);
  });
});
