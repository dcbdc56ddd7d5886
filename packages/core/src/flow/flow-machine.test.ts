import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingFlowSteps } from '../booking-flow/booking-flow-machine';
import type { CartFlowItem } from '../cart/cart-flow.types';
import { cartFlowMachine, overlappingItem } from '../cart/cart-flow-machine';
import { cartLinePrice } from '../cart/cart-line';
import { cartTotal } from '../cart/cart-total';
import { initialCartJourney } from '../cart/initial-cart-journey';
import { combinedPaymentAmounts } from '../payments/payment-amounts';
import type { Booking } from '../schemas/booking';
import type { DetailsFormData } from '../schemas/details-form';
import type { Hold } from '../schemas/hold';
import type { Service } from '../schemas/service';
import type { Slot } from '../schemas/slot';
import type { FlowEvent, FlowOptions, FlowState } from './flow.types';
import { flowTransition, initialServiceJourney } from './flow-machine';
import { serviceFlowOptions } from './service-flow-options';

/** A studio's services: a paid massage (one seat), a free intro call, a class paid per seat. */
type Slug = 'massage-60' | 'intro-call' | 'yoga-class';
const SERVICES: Record<Slug, Pick<Service, 'slug' | 'priceMinor' | 'currency' | 'payment' | 'depositPercent' | 'seats'>> = {
  'massage-60': {
    slug: 'massage-60',
    priceMinor: 8000,
    currency: 'EUR',
    payment: 'deposit-or-full',
    depositPercent: 25,
    seats: 1,
  },
  'intro-call': { slug: 'intro-call', priceMinor: 0, currency: 'EUR', payment: 'none', seats: 1 },
  'yoga-class': { slug: 'yoga-class', priceMinor: 1500, currency: 'EUR', payment: 'full', seats: 12 },
};

/** A cart item of the studio, priced and seated by its service's own rules. */
type Item = CartFlowItem & { service: (typeof SERVICES)[Slug] & { durationMinutes: number } };
const item = (slug: Slug, start: string, attendees: ReadonlyArray<string>): Item => ({
  id: `${slug}-${start}`,
  service: { ...SERVICES[slug], durationMinutes: 60 },
  start,
  attendees,
});
/** What the cart shows for each item: core's one seat-and-price rule. */
const priced = (items: ReadonlyArray<Item>) => items.map((line) => ({ ...line.service, priceMinor: cartLinePrice(line) }));

const OPTIONS: FlowOptions<Item> = {
  service: (slug) => serviceFlowOptions(SERVICES[slug as Slug], { staffCount: slug === 'massage-60' ? 1 : 3 }),
  cart: {
    machine: cartFlowMachine,
    dueNowMinor: (items) => (items.length === 0 ? 0 : combinedPaymentAmounts(priced(items)).dueNowMinor),
    problem: (items) => (items.length === 0 ? { code: 'CART', messageKey: 'cart.servicesForAllGuests' } : null),
  },
};

const NINE = '2026-03-10T08:00:00.000Z';
const TEN = '2026-03-10T09:00:00.000Z';
const slot = (start: string): Slot => ({ start, end: start, staff: ['anna-de-vries'], seatsLeft: 1 });
const hold = (start: string) => ({ id: `hold-${start}`, holdToken: 't', start, expiresAt: '2026-03-10T07:10:00.000Z' }) as Hold;
const DETAILS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as DetailsFormData;
const booking = { id: 'bk-1', status: 'scheduled' } as unknown as Booking;

const run = (events: FlowEvent<Item>[], from: FlowState<Item> = initialCartJourney<Item>()) =>
  events.reduce((state, event) => flowTransition(state, event, OPTIONS), from);

describe('one booking machine for every journey', () => {
  it('books several services through the cart: a time each, the cart, one set of details, one payment', () => {
    let state = run([
      { type: 'CHOOSE_SERVICES', services: ['massage-60', 'yoga-class'] },
      { type: 'CONTINUE' },
      { type: 'ADD_ITEM', item: item('massage-60', NINE, ['me']) },
      // The visitor cannot be in two places at once: the class at nine is refused.
      { type: 'ADD_ITEM', item: item('yoga-class', NINE, ['me']) },
    ]);
    expect(state).toMatchObject({ journey: 'cart', cart: { step: 'time', error: { code: 'OVERLAP' } } });
    state = run([{ type: 'ADD_ITEM', item: item('yoga-class', TEN, ['me', 'grace']) }, { type: 'PROCEED' }], state);
    expect(state).toMatchObject({ journey: 'cart', cart: { step: 'details' } });
    state = run([{ type: 'SUBMIT_DETAILS', details: DETAILS }], state);
    // A deposit for the massage and the class paid per seat (two people): a payment follows.
    expect(state).toMatchObject({ journey: 'cart', cart: { step: 'payment', details: DETAILS } });
    // A hold is a single service's: the cart ignores it.
    expect(run([{ type: 'HOLD_PLACED', hold: hold(NINE) }], state)).toBe(state);
    expect(run([{ type: 'BOOKED', booking }], state)).toMatchObject({ journey: 'cart', cart: { step: 'confirmation', booking } });
  });

  it('books one service chosen alone on its own steps, and Back from the first returns to the cart with the choice kept', () => {
    let state = run([{ type: 'CHOOSE_SERVICES', services: ['intro-call'] }, { type: 'CONTINUE' }]);
    // A team's free call: its staff step first, no payment step.
    expect(state).toMatchObject({ journey: 'service', service: { step: 'staff', services: ['intro-call'] } });
    if (state.journey !== 'service') throw new Error('expected the service journey');
    expect(bookingFlowSteps(state.service, OPTIONS.service('intro-call'))).toEqual(['staff', 'time', 'details', 'confirmation']);
    // The cart's own events do not apply on a service's steps.
    expect(run([{ type: 'ADD_SERVICE' }, { type: 'PROCEED' }], state)).toBe(state);
    state = run([{ type: 'BACK' }], state);
    expect(state).toMatchObject({ journey: 'cart', cart: { step: 'services', chosen: ['intro-call'], single: null } });
  });

  it('runs one service from its own page through the hold, a declined card and its retry, to the confirmation', () => {
    let state = run(
      [
        { type: 'CHOOSE_SLOT', slot: slot(NINE) },
        { type: 'NEXT' },
        { type: 'HOLD_PLACED', hold: hold(NINE) },
        { type: 'SUBMIT_DETAILS', details: DETAILS },
        { type: 'CHOOSE_PAYMENT', choice: 'deposit' },
        { type: 'SUBMIT_PAYMENT' },
        { type: 'PAYMENT_FAILED', error: { code: 'PAYMENT_DECLINED', messageKey: 'payment.declined' } },
      ],
      initialServiceJourney(OPTIONS.service('massage-60')),
    );
    expect(state).toMatchObject({ journey: 'service', service: { step: 'payment', details: DETAILS, hold: { start: NINE } } });
    // No cart to go back to from a service's own page; a reset starts the service again.
    state = run([{ type: 'SUBMIT_PAYMENT' }, { type: 'BOOKED', booking }], state);
    expect(state).toMatchObject({ journey: 'service', service: { step: 'confirmation', booking } });
    expect(run([{ type: 'RESET' }], state)).toMatchObject({ journey: 'service', service: { step: 'time', booking: null } });
  });

  it('takes a cart’s single service up again after a reload, in the cart it was chosen in, and refuses a foreign one', () => {
    const saved = run([
      { type: 'CHOOSE_SERVICES', services: ['massage-60'] },
      { type: 'CONTINUE' },
      { type: 'CHOOSE_SLOT', slot: slot(NINE) },
    ]);
    const restored = run([{ type: 'RESTORE', state: saved }]);
    expect(restored).toMatchObject({ journey: 'service', service: { step: 'time', slot: { start: NINE } } });
    const page = initialServiceJourney<Item>(OPTIONS.service('massage-60'));
    expect(run([{ type: 'RESTORE', state: saved }], page)).toBe(page);
  });
});

/** Any event of either journey, the API's answers included, whether or not it applies. */
const anyEvent: fc.Arbitrary<FlowEvent<Item>> = fc.oneof(
  fc.constantFrom<FlowEvent<Item>>(
    { type: 'CHOOSE_SERVICES', services: ['massage-60'] },
    { type: 'CHOOSE_SERVICES', services: ['intro-call'] },
    { type: 'CHOOSE_SERVICES', services: ['massage-60', 'yoga-class'] },
    { type: 'CHOOSE_SERVICES', services: [] },
    { type: 'CONTINUE' },
    { type: 'ADD_SERVICE' },
    { type: 'PROCEED' },
    { type: 'SET_PEOPLE', people: [] },
    { type: 'SET_ITEMS', items: [] },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'CHOOSE_STAFF', staff: 'ben' },
    { type: 'CHOOSE_SLOT', slot: slot(NINE) },
    { type: 'SUBMIT_DETAILS', details: DETAILS },
    { type: 'CHOOSE_PAYMENT', choice: 'deposit' },
    { type: 'CHOOSE_PAYMENT', choice: 'full' },
    { type: 'SUBMIT_PAYMENT' },
    { type: 'HOLD_PLACED', hold: hold(NINE) },
    { type: 'HOLD_FAILED', error: { code: 'STAFF_BUSY', messageKey: 'errors.STAFF_BUSY' } },
    { type: 'HOLD_EXPIRED' },
    { type: 'BOOKED', booking },
    { type: 'BOOKING_FAILED', error: { code: 'SLOT_UNAVAILABLE', messageKey: 'errors.SLOT_UNAVAILABLE' } },
    { type: 'BOOKING_FAILED', error: { code: 'VALIDATION_FAILED', messageKey: 'errors.VALIDATION_FAILED' } },
    { type: 'PAYMENT_FAILED', error: { code: 'PAYMENT_DECLINED', messageKey: 'payment.declined' } },
    { type: 'RESET' },
  ),
  fc
    .record({
      slug: fc.constantFrom<Slug>('massage-60', 'intro-call', 'yoga-class'),
      start: fc.constantFrom(NINE, TEN),
      attendees: fc.constantFrom(['me'], ['grace'], ['me', 'grace']),
    })
    .map(({ slug, start, attendees }): FlowEvent<Item> => ({ type: 'ADD_ITEM', item: item(slug, start, attendees) })),
);

/** What must hold in every state a booking can reach, whichever journey it is on. */
function expectValid(state: FlowState<Item>): void {
  if (state.journey === 'service') {
    const { service } = state;
    expect(bookingFlowSteps(service, OPTIONS.service(service.services[0] ?? ''))).toContain(service.step);
    if (service.step === 'details' || service.step === 'payment') expect(service.hold?.start).toBe(service.slot?.start);
    expect(service.booking !== null).toBe(service.step === 'confirmation');
    if (state.cart) expect(state.cart.items).toEqual([]);
    return;
  }
  const { cart } = state;
  expect(cart.single).toBeNull();
  // Nobody is in two places at once.
  cart.items.forEach((line, index) => {
    expect(overlappingItem(cart.items.slice(0, index), line)).toBeNull();
  });
  if (cart.step === 'time') expect(cart.queue.length).toBeGreaterThan(0);
  if (cart.step === 'payment') expect(OPTIONS.cart?.dueNowMinor(cart.items)).toBeGreaterThan(0);
  expect(cart.booking !== null).toBe(cart.step === 'confirmation');
  // The price shown is the sum of what each item costs, and what is charged is part of it.
  const shown = cartTotal(cart.items)?.minor ?? 0;
  expect(shown).toBe(priced(cart.items).reduce((sum, line) => sum + line.priceMinor, 0));
  expect(OPTIONS.cart?.dueNowMinor(cart.items) ?? 0).toBeLessThanOrEqual(shown);
}

describe('the booking machine, under any sequence of events of either journey', () => {
  it('never reaches a state a visitor could be stuck in, two places at once, or a price that differs from the charge', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(anyEvent, { maxLength: 50 }), (fromCart, events) => {
        let state = fromCart ? initialCartJourney<Item>() : initialServiceJourney<Item>(OPTIONS.service('yoga-class'));
        for (const event of events) {
          state = flowTransition(state, event, OPTIONS);
          expectValid(state);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('takes up any state it reached again after a reload, valid and never in flight or booked', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
        const saved = run(events);
        const restored = run([{ type: 'RESTORE', state: saved }]);
        const inner = restored.journey === 'service' ? restored.service : restored.cart;
        expect(inner.pending).toBeNull();
        expect(inner.booking).toBeNull();
        expectValid(restored);
      }),
      { numRuns: 300 },
    );
  });
});
