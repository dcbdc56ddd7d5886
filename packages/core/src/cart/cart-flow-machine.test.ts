import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../schemas/booking';
import type { DetailsFormData } from '../schemas/details-form';
import type { CartFlowEvent, CartFlowItem, CartFlowOptions, CartFlowState } from './cart-flow.types';
import { cartFlowTransition, initialCartFlow, overlappingItem, restoredCartFlow } from './cart-flow-machine';

const DETAILS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as DetailsFormData;
const booking = { id: 'bk-1', status: 'scheduled' } as unknown as Booking;
const PRICES: Record<string, number> = { 'massage-60': 8000, 'intro-call': 0, 'yoga-class': 1500 };
const item = (slug: string, start: string, attendees: string[] = ['me']): CartFlowItem => ({
  id: `${slug}-${start}`,
  service: { slug, durationMinutes: 60 },
  start,
  attendees,
});

/** Deposits due for paid services; every guest (`ada`) needs a service. */
const OPTIONS: CartFlowOptions = {
  dueNowMinor: (items) => items.reduce((sum, line) => sum + (PRICES[line.service.slug] ?? 0), 0),
  problem: (items) =>
    items.some((line) => line.attendees?.includes('ada')) ? null : { code: 'CART', messageKey: 'cart.servicesForAllGuests' },
};

const run = (events: CartFlowEvent[], from: CartFlowState = initialCartFlow()) =>
  events.reduce((state, event) => cartFlowTransition(state, event, OPTIONS), from);

const NINE = '2026-03-10T08:00:00.000Z';
const TEN = '2026-03-10T09:00:00.000Z';

describe('the cart flow', () => {
  it('gives each chosen service a time in turn, then shows the cart, the details and the payment', () => {
    let state = run([{ type: 'CHOOSE_SERVICES', services: ['massage-60', 'intro-call'] }, { type: 'CONTINUE' }]);
    expect(state).toMatchObject({ step: 'time', queue: ['massage-60', 'intro-call'] });
    state = run([{ type: 'ADD_ITEM', item: item('massage-60', NINE, ['me']) }], state);
    expect(state).toMatchObject({ step: 'time', queue: ['intro-call'] });
    state = run([{ type: 'ADD_ITEM', item: item('intro-call', TEN, ['ada']) }, { type: 'PROCEED' }], state);
    expect(state.step).toBe('details');
    state = run([{ type: 'SUBMIT_DETAILS', details: DETAILS }], state);
    expect(state).toMatchObject({ step: 'payment', pending: null, details: DETAILS });
    state = run([{ type: 'BOOKED', booking }], state);
    expect(state).toMatchObject({ step: 'confirmation', booking });
  });

  it('hands one service chosen alone to its own flow', () => {
    expect(run([{ type: 'CHOOSE_SERVICES', services: ['massage-60'] }, { type: 'CONTINUE' }])).toMatchObject({
      step: 'services',
      single: 'massage-60',
    });
  });

  it('books a cart with nothing due now without a payment step', () => {
    const state = run([
      { type: 'CHOOSE_SERVICES', services: ['intro-call'] },
      { type: 'CONTINUE' },
      { type: 'CHOOSE_SERVICES', services: ['intro-call', 'yoga-class'] },
    ]);
    const booked = run(
      [
        { type: 'CONTINUE' },
        { type: 'ADD_ITEM', item: item('intro-call', NINE, ['me']) },
        { type: 'ADD_ITEM', item: item('yoga-class', TEN, ['ada']) },
      ],
      state,
    );
    const free = cartFlowTransition(
      { ...booked, step: 'details' },
      { type: 'SUBMIT_DETAILS', details: DETAILS },
      { ...OPTIONS, dueNowMinor: () => 0 },
    );
    expect(free).toMatchObject({ step: 'details', pending: 'booking' });
  });

  it('never puts one person in two places at once, but lets guests have treatments side by side', () => {
    const cart = [item('massage-60', NINE, ['me'])];
    expect(overlappingItem(cart, item('yoga-class', '2026-03-10T08:30:00.000Z', ['me']))).toBe(cart[0]);
    expect(overlappingItem(cart, item('yoga-class', '2026-03-10T08:30:00.000Z', ['ada']))).toBeNull();
    expect(overlappingItem(cart, item('yoga-class', TEN, ['me']))).toBeNull();
    const state = run([
      { type: 'CHOOSE_SERVICES', services: ['massage-60', 'yoga-class'] },
      { type: 'CONTINUE' },
      { type: 'ADD_ITEM', item: item('massage-60', NINE) },
      { type: 'ADD_ITEM', item: item('yoga-class', NINE) },
    ]);
    expect(state).toMatchObject({ step: 'time', error: { code: 'OVERLAP' }, errorItem: 0, items: [{ start: NINE }] });
  });

  it('says why the cart cannot be booked yet instead of going on', () => {
    const state = run([
      { type: 'CHOOSE_SERVICES', services: ['massage-60', 'intro-call'] },
      { type: 'CONTINUE' },
      { type: 'ADD_ITEM', item: item('massage-60', NINE) },
      { type: 'ADD_ITEM', item: item('intro-call', TEN) },
      { type: 'PROCEED' },
    ]);
    expect(state).toMatchObject({ step: 'cart', error: { messageKey: 'cart.servicesForAllGuests' } });
  });

  it('goes back to the cart naming the item whose time was taken, keeping the details', () => {
    const cart = run([
      { type: 'CHOOSE_SERVICES', services: ['intro-call', 'yoga-class'] },
      { type: 'CONTINUE' },
      { type: 'ADD_ITEM', item: item('intro-call', NINE) },
      { type: 'ADD_ITEM', item: item('yoga-class', TEN, ['ada']) },
      { type: 'PROCEED' },
    ]);
    const pending = cartFlowTransition(cart, { type: 'SUBMIT_DETAILS', details: DETAILS }, { ...OPTIONS, dueNowMinor: () => 0 });
    const failed = run(
      [{ type: 'BOOKING_FAILED', error: { code: 'STAFF_BUSY', messageKey: 'errors.STAFF_BUSY', params: { item: 1 } } }],
      pending,
    );
    expect(failed).toMatchObject({ step: 'cart', errorItem: 1, details: DETAILS, pending: null });
  });

  it('drops a guest taken off the list from the items they were in', () => {
    const state = run([
      { type: 'CHOOSE_SERVICES', services: ['massage-60', 'yoga-class'] },
      { type: 'CONTINUE' },
      { type: 'ADD_ITEM', item: item('massage-60', NINE, ['me']) },
      { type: 'ADD_ITEM', item: item('yoga-class', TEN, ['me', 'ada']) },
      { type: 'ADD_SERVICE' },
      { type: 'SET_PEOPLE', people: [] },
    ]);
    expect(state.items.map((line) => line.attendees)).toEqual([['me'], ['me']]);
  });
});

/** Any event, whether or not it applies where the cart stands. */
const anyEvent: fc.Arbitrary<CartFlowEvent> = fc.oneof(
  fc.constantFrom<CartFlowEvent>(
    { type: 'CONTINUE' },
    { type: 'PROCEED' },
    { type: 'BACK' },
    { type: 'ADD_SERVICE' },
    { type: 'SUBMIT_DETAILS', details: DETAILS },
    { type: 'CHOOSE_PAYMENT', choice: 'deposit' },
    { type: 'BOOKED', booking },
    { type: 'BOOKING_FAILED', error: { code: 'STAFF_BUSY', messageKey: 'errors.STAFF_BUSY', params: { item: 0 } } },
    { type: 'BOOKING_FAILED', error: { code: 'VALIDATION_FAILED', messageKey: 'errors.VALIDATION_FAILED' } },
    { type: 'HOLD_EXPIRED' },
    { type: 'SET_PEOPLE', people: [] },
    { type: 'SET_PEOPLE', people: ['ada'] },
    { type: 'SET_ITEMS', items: [] },
  ),
  fc
    .subarray(['massage-60', 'intro-call', 'yoga-class'])
    .map((services): CartFlowEvent => ({ type: 'CHOOSE_SERVICES', services })),
  fc
    .tuple(
      fc.constantFrom('massage-60', 'intro-call', 'yoga-class'),
      fc.constantFrom(NINE, TEN),
      fc.subarray(['me', 'ada'], { minLength: 1 }),
    )
    .map(([slug, start, attendees]): CartFlowEvent => ({ type: 'ADD_ITEM', item: item(slug, start, attendees) })),
);

/** What must hold in every state a cart can reach. */
function expectValid(state: CartFlowState): void {
  // Nobody is in two places at once.
  for (const [index, line] of state.items.entries()) expect(overlappingItem(state.items.slice(0, index), line)).toBeNull();
  if (state.step === 'time') expect(state.queue.length).toBeGreaterThan(0);
  if (state.step === 'details' || state.step === 'payment') {
    expect(state.items.length).toBeGreaterThan(0);
    expect(OPTIONS.problem(state.items)).toBeNull();
  }
  if (state.step === 'payment') expect(state.details).not.toBeNull();
  if (state.pending === 'booking') expect(state.details).not.toBeNull();
  expect(state.booking !== null).toBe(state.step === 'confirmation');
  // The amount a payment takes is the one the cart shows: what is due for exactly its items.
  if (state.step === 'payment') expect(OPTIONS.dueNowMinor(state.items)).toBeGreaterThan(0);
}

describe('the cart flow, under any sequence of events', () => {
  it('never reaches an invalid state', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
        let state = initialCartFlow();
        for (const event of events) {
          state = cartFlowTransition(state, event, OPTIONS);
          expectValid(state);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('takes up any state again after a reload, valid and never in flight', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const saved = run(events);
        const restored = restoredCartFlow(initialCartFlow(), saved);
        expect(restored.pending).toBeNull();
        expectValid(restored);
      }),
      { numRuns: 300 },
    );
  });
});
