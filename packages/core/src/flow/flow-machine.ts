import type { BookingFlowEvent, BookingFlowOptions } from '../booking-flow/booking-flow.types';
import {
  bookingFlowSteps,
  bookingFlowTransition,
  initialBookingFlow,
  restoredBookingFlow,
} from '../booking-flow/booking-flow-machine';
import type { CartFlowEvent, CartFlowItem } from '../cart/cart-flow.types';
import type { CartJourneyOptions, FlowEvent, FlowOptions, FlowState } from './flow.types';

/** The events one service's steps answer to; the cart's own events are ignored there. */
const SERVICE_EVENTS: ReadonlySet<string> = new Set<BookingFlowEvent['type']>([
  'CHOOSE_STAFF',
  'CHOOSE_SLOT',
  'NEXT',
  'BACK',
  'GO_TO',
  'HOLD_PLACED',
  'HOLD_FAILED',
  'HOLD_EXPIRED',
  'SUBMIT_DETAILS',
  'CHOOSE_PAYMENT',
  'SUBMIT_PAYMENT',
  'BOOKED',
  'BOOKING_FAILED',
  'PAYMENT_FAILED',
]);

/** The events the cart answers to; one service's own events (a hold, a staff choice) are ignored there. */
const CART_EVENTS: ReadonlySet<string> = new Set<CartFlowEvent['type']>([
  'CHOOSE_SERVICES',
  'CONTINUE',
  'ADD_ITEM',
  'SET_ITEMS',
  'SET_PEOPLE',
  'ADD_SERVICE',
  'PROCEED',
  'SUBMIT_DETAILS',
  'CHOOSE_PAYMENT',
  'BACK',
  'BOOKED',
  'BOOKING_FAILED',
  'HOLD_EXPIRED',
]);

/**
 * A booking that starts on one service (a service's page): its first step not decided already.
 * @example initialServiceJourney({ staffCount: 1, services: ['massage-60'], requiresPayment: () => true }).service.step // 'time'
 */
export function initialServiceJourney<Item extends CartFlowItem = CartFlowItem>(options: BookingFlowOptions): FlowState<Item> {
  return { journey: 'service', service: initialBookingFlow(options), cart: null };
}

/**
 * The cart's rules and machine, which only the cart journey reads: a host that starts a cart gives
 * them (the transition reaches the cart's code only through them; see `cartFlowMachine`).
 */
function cartOptions<Item extends CartFlowItem>(options: FlowOptions<Item>): CartJourneyOptions<Item> {
  if (!options.cart) throw new TypeError('flowTransition: the cart journey needs `options.cart`.');
  return options.cart;
}

/** The slug a service journey books (its flow always names it). */
const serviceOf = (state: Extract<FlowState, { journey: 'service' }>) => state.service.services[0] ?? '';

/**
 * Every booking as one pure transition: one service (staff, a time with a hold, guests, a series,
 * details, payment with a retry against the same booking, the confirmation), or several services
 * through the cart (a time for each, never one person in two places at once, one payment for all).
 * The journeys meet where a visitor moves between them: one service chosen in a cart with nothing
 * in it goes on to that service's own steps (with its hold, guests and series), and 'Back' from
 * its first step returns to the cart with the choice kept. Returns the same state object when the
 * event does not apply where the booking stands, so a host can ignore stray events; the host makes
 * the API calls the `pending` fields ask for and sends their answers back.
 * @example
 * let state = initialCartJourney();
 * state = flowTransition(state, { type: 'CHOOSE_SERVICES', services: ['massage-60'] }, options);
 * state = flowTransition(state, { type: 'CONTINUE' }, options); // { journey: 'service', service: { step: 'time', … } }
 */
export function flowTransition<Item extends CartFlowItem>(
  state: FlowState<Item>,
  event: FlowEvent<Item>,
  options: FlowOptions<Item>,
): FlowState<Item> {
  if (event.type === 'RESTORE') return restoredFlow(state, event.state, options);
  if (state.journey === 'cart') {
    const { machine } = cartOptions(options);
    if (event.type === 'RESET') return { journey: 'cart', cart: machine.initial() };
    if (!CART_EVENTS.has(event.type)) return state;
    const cart = machine.transition(state.cart, event as CartFlowEvent<Item>, cartOptions(options));
    if (cart === state.cart) return state;
    // One service chosen and nothing in the cart: it is booked on its own steps.
    if (cart.single !== null)
      return { journey: 'service', service: initialBookingFlow(options.service(cart.single)), cart: { ...cart, single: null } };
    return { journey: 'cart', cart };
  }
  const rules = options.service(serviceOf(state));
  if (event.type === 'RESET')
    return state.cart ? { journey: 'cart', cart: cartOptions(options).machine.initial() } : initialServiceJourney(rules);
  if (!SERVICE_EVENTS.has(event.type)) return state;
  const service = bookingFlowTransition(state.service, event as BookingFlowEvent, rules);
  if (service !== state.service) return { ...state, service };
  // 'Back' from the service's first step, nothing held or in flight: to the cart it was chosen in.
  const first = bookingFlowSteps(state.service, rules)[0];
  if (
    event.type === 'BACK' &&
    state.cart &&
    state.service.step === first &&
    state.service.pending === null &&
    state.service.booking === null
  ) {
    return { journey: 'cart', cart: state.cart };
  }
  return state;
}

/**
 * A saved booking taken up again after a reload, as far as it still stands (each journey's own
 * rules: nothing in flight or booked, a step its choices allow), and only before the visitor did
 * anything here; a saved booking of another journey than the current one's start is refused,
 * except a cart's service taken up in the cart it was chosen in.
 */
export function restoredFlow<Item extends CartFlowItem>(
  current: FlowState<Item>,
  saved: FlowState<Item>,
  options: FlowOptions<Item>,
): FlowState<Item> {
  if (current.journey === 'cart') {
    const { machine } = cartOptions(options);
    if (saved.journey === 'cart') {
      const cart = machine.restored(current.cart, saved.cart);
      return cart === current.cart ? current : { journey: 'cart', cart };
    }
    if (saved.cart === null) return current;
    const cart = machine.restored(current.cart, saved.cart);
    if (cart === current.cart) return current;
    const rules = options.service(serviceOf(saved));
    return { journey: 'service', service: restoredBookingFlow(initialBookingFlow(rules), saved.service, rules), cart };
  }
  if (saved.journey !== 'service' || saved.cart !== null || current.cart !== null) return current;
  const service = restoredBookingFlow(current.service, saved.service, options.service(serviceOf(current)));
  return service === current.service ? current : { ...current, service };
}
