import type { BookingFlowError } from '../booking-flow/booking-flow.types';
import type { CartFlowEvent, CartFlowItem, CartFlowOptions, CartFlowState } from './cart-flow.types';

/** Where a cart booking starts: choosing services, nothing chosen. */
export function initialCartFlow<Item extends CartFlowItem>(): CartFlowState<Item> {
  return {
    step: 'services',
    chosen: [],
    queue: [],
    items: [],
    single: null,
    details: null,
    paymentChoice: null,
    booking: null,
    pending: null,
    error: null,
    errorItem: null,
  };
}

/** The end of an item, from its start and length. */
const endOf = (item: CartFlowItem) => Date.parse(item.start) + (item.durationMinutes ?? item.service.durationMinutes) * 60_000;

/** Who an item is for (the visitor alone when it names nobody). */
const attendeesOf = (item: CartFlowItem) => item.attendees ?? ['me'];

/**
 * The cart item that `item` would put someone in two places at once with: nobody can be at two
 * appointments at the same time. Null when the times are free for everyone it is for.
 * @example overlappingItem(items, { ...massage, start: items[0].start }) // items[0], when both are for 'me'
 */
export function overlappingItem<Item extends CartFlowItem>(items: ReadonlyArray<Item>, item: CartFlowItem): Item | null {
  const start = Date.parse(item.start);
  const end = endOf(item);
  const people = new Set(attendeesOf(item));
  return (
    items.find(
      (other) => Date.parse(other.start) < end && start < endOf(other) && attendeesOf(other).some((person) => people.has(person)),
    ) ?? null
  );
}

/** The next step once the queue changed: a time for the next service, or the cart. */
const afterQueue = <Item extends CartFlowItem>(state: CartFlowState<Item>): CartFlowState<Item> => ({
  ...state,
  step: state.queue.length > 0 ? 'time' : 'cart',
});

const cleared = { error: null, errorItem: null } as const;

/**
 * The cart booking as a pure transition: the next state for an event, or the same state object
 * when the event does not apply where the flow stands. A visitor chooses several services, gives
 * each a time in turn (for themselves or a guest; never two places at once), reviews the cart,
 * enters one set of details and pays once; the cart is booked all or nothing. The host makes the
 * API calls: `pending: 'booking'` asks for `POST /bookings`; the payment step pays with core's
 * `payBooking` and reports `BOOKED`. A time taken meanwhile sends the visitor back to the cart,
 * naming the item.
 * @example
 * let state = initialCartFlow();
 * state = cartFlowTransition(state, { type: 'CHOOSE_SERVICES', services: ['massage-60', 'intro-call'] }, options);
 * state = cartFlowTransition(state, { type: 'CONTINUE' }, options); // step 'time', queue ['massage-60', 'intro-call']
 */
export function cartFlowTransition<Item extends CartFlowItem>(
  state: CartFlowState<Item>,
  event: CartFlowEvent<Item>,
  options: CartFlowOptions<Item>,
): CartFlowState<Item> {
  if (event.type === 'RESET') return initialCartFlow();
  if (event.type === 'RESTORE') return restoredCartFlow(state, event.state);
  if (state.step === 'confirmation') return state;
  const idle = state.pending === null;
  switch (event.type) {
    case 'CHOOSE_SERVICES':
      return state.step === 'services' ? { ...state, chosen: [...new Set(event.services)], single: null, ...cleared } : state;
    case 'CONTINUE': {
      if (state.step !== 'services' || state.chosen.length === 0) return state;
      const kept = state.items.filter((item) => state.chosen.includes(item.service.slug));
      const waiting = state.chosen.filter((slug) => !kept.some((item) => item.service.slug === slug));
      const [only] = state.chosen;
      if (kept.length === 0 && state.chosen.length === 1 && only !== undefined) return { ...state, single: only, ...cleared };
      return afterQueue({ ...state, items: kept, queue: waiting, single: null, ...cleared });
    }
    case 'ADD_ITEM': {
      if (state.step !== 'time' || state.queue[0] !== event.item.service.slug) return state;
      const clash = overlappingItem(state.items, event.item);
      if (clash) {
        // The times offered already leave these out; a stray one is refused as taken.
        const error: BookingFlowError = { code: 'OVERLAP', messageKey: 'errors.SLOT_UNAVAILABLE' };
        return { ...state, error, errorItem: state.items.indexOf(clash) };
      }
      return afterQueue({ ...state, items: [...state.items, event.item], queue: state.queue.slice(1), ...cleared });
    }
    case 'SET_ITEMS':
      if (state.step !== 'cart' || !idle) return state;
      return { ...state, items: [...event.items], chosen: event.items.map((item) => item.service.slug), ...cleared };
    case 'SET_PEOPLE': {
      // The guest list is edited with the services, before the cart is checked again.
      if (state.step !== 'services') return state;
      const people = new Set(['me', ...event.people]);
      const items = state.items.map((item) =>
        item.attendees === undefined ? item : { ...item, attendees: item.attendees.filter((id) => people.has(id)) },
      );
      return { ...state, items };
    }
    case 'ADD_SERVICE':
      return state.step === 'cart' && idle ? { ...state, step: 'services', ...cleared } : state;
    case 'PROCEED': {
      if (state.step !== 'cart' || !idle) return state;
      const problem = options.problem(state.items);
      return problem ? { ...state, error: problem, errorItem: null } : { ...state, step: 'details', ...cleared };
    }
    case 'SUBMIT_DETAILS': {
      if (state.step !== 'details' || !idle) return state;
      if (options.dueNowMinor(state.items) > 0) return { ...state, details: event.details, step: 'payment', ...cleared };
      return { ...state, details: event.details, pending: 'booking', ...cleared };
    }
    case 'CHOOSE_PAYMENT':
      return state.step === 'payment' ? { ...state, paymentChoice: event.choice } : state;
    case 'BACK': {
      if (!idle) return state;
      if (state.step === 'time') return { ...state, step: state.items.length > 0 ? 'cart' : 'services', ...cleared };
      if (state.step === 'details') return { ...state, step: 'cart', ...cleared };
      if (state.step === 'payment') return { ...state, step: 'details', ...cleared };
      return state;
    }
    case 'BOOKED':
      // The cart's own booking, or the payment step's (which books and pays by itself).
      if (state.pending === null && state.step !== 'payment') return state;
      return { ...state, booking: event.booking, pending: null, step: 'confirmation', ...cleared };
    case 'BOOKING_FAILED': {
      if (state.pending === null && state.step !== 'payment') return state;
      const item = event.error.params?.item;
      const errorItem = typeof item === 'number' && item >= 0 && item < state.items.length ? item : null;
      // Details the server refused are corrected there; anything else (a time taken) in the cart.
      const step = event.error.code === 'VALIDATION_FAILED' ? 'details' : 'cart';
      return { ...state, pending: null, step, error: event.error, errorItem };
    }
    case 'HOLD_EXPIRED':
      if (state.step !== 'payment') return state;
      return { ...state, step: 'cart', error: { code: 'HOLD_EXPIRED', messageKey: 'hold.expired' }, errorItem: null };
  }
}

/**
 * A saved cart taken up again after a reload, as far as it still stands: only before the visitor
 * did anything here, never in flight or booked, and at a step its items allow (the payment step
 * only through the details again, since its booking may be gone).
 */
export function restoredCartFlow<Item extends CartFlowItem>(
  current: CartFlowState<Item>,
  saved: CartFlowState<Item>,
): CartFlowState<Item> {
  const untouched = current.step === 'services' && current.chosen.length === 0 && current.items.length === 0;
  if (!untouched || saved.booking !== null) return current;
  const restored: CartFlowState<Item> = { ...saved, pending: null, booking: null, single: null, ...cleared };
  if (restored.step === 'time' && restored.queue.length === 0) return { ...restored, step: 'cart' };
  if (restored.step === 'payment' || restored.step === 'confirmation')
    return { ...restored, step: restored.items.length > 0 ? 'cart' : 'services' };
  if ((restored.step === 'cart' || restored.step === 'details') && restored.items.length === 0)
    return { ...restored, step: 'services' };
  return restored;
}

/**
 * The cart journey's machine as `flowTransition` runs it. A host that starts a cart gives it with
 * the cart's rules (`FlowOptions.cart.machine`): the one flow machine reaches the cart's code only
 * through its options, so a booking of one service, which never meets a cart, does not load it.
 * @example useFlowMachine(initialCartJourney, { service: rulesOf, cart: { ...cartRules, machine: cartFlowMachine } })
 */
export const cartFlowMachine = {
  initial: initialCartFlow,
  transition: cartFlowTransition,
  restored: restoredCartFlow,
};

/** The type of {@link cartFlowMachine}. */
export type CartFlowMachine = typeof cartFlowMachine;
