import type { BookingFlowEvent, BookingFlowOptions, BookingFlowState } from '../booking-flow/booking-flow.types';
import type { CartFlowEvent, CartFlowItem, CartFlowOptions, CartFlowState } from '../cart/cart-flow.types';
import type { CartFlowMachine } from '../cart/cart-flow-machine';

/**
 * Which way a booking goes: one service on its own steps (staff, a time with a hold, guests and a
 * series, details, payment), or several services through the cart (a time for each, the cart,
 * one set of details, one payment).
 */
export type FlowJourney = 'service' | 'cart';

/**
 * A booking of one service. `cart` is the cart it was chosen in (one service chosen there, nothing
 * in the cart): 'Back' from the service's first step returns to it with the choice kept; null when
 * the booking started on the service.
 */
export interface ServiceJourneyState<Item extends CartFlowItem = CartFlowItem> {
  journey: 'service';
  service: BookingFlowState;
  cart: CartFlowState<Item> | null;
}

/** A booking of several services through the cart. */
export interface CartJourneyState<Item extends CartFlowItem = CartFlowItem> {
  journey: 'cart';
  cart: CartFlowState<Item>;
}

/**
 * Where a booking stands, whichever way it goes: one state for every journey, so one transition,
 * one saved form and one property test cover them all.
 */
export type FlowState<Item extends CartFlowItem = CartFlowItem> = ServiceJourneyState<Item> | CartJourneyState<Item>;

/**
 * What can happen to a booking: the visitor's choices and the API's answers, of either journey
 * (an event of the other journey is ignored), and a saved booking taken up again.
 */
export type FlowEvent<Item extends CartFlowItem = CartFlowItem> =
  | Exclude<BookingFlowEvent, { type: 'RESTORE' }>
  | Exclude<CartFlowEvent<Item>, { type: 'RESTORE' }>
  | { type: 'RESTORE'; state: FlowState<Item> };

/** What decides a booking's rules; the host knows the services. */
export interface FlowOptions<Item extends CartFlowItem = CartFlowItem> {
  /** The rules of one service's steps (who performs it, whether it asks for a payment). */
  service(slug: string): BookingFlowOptions;
  /**
   * The cart's rules (what is due now, why it cannot be booked yet) and its machine (core's
   * `cartFlowMachine`); needed for the cart journey, which a one-service host never starts.
   */
  cart?: CartJourneyOptions<Item> | undefined;
}

/** What the cart journey needs: the cart's rules, and the cart's machine itself (see `cartFlowMachine`). */
export interface CartJourneyOptions<Item extends CartFlowItem = CartFlowItem> extends CartFlowOptions<Item> {
  machine: CartFlowMachine;
}
