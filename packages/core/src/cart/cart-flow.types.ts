import type { BookingFlowError } from '../booking-flow/booking-flow.types';
import type { PaymentChoice } from '../payments/payment-amounts';
import type { Booking } from '../schemas/booking';
import type { DetailsFormData } from '../schemas/details-form';

/** The screens of a booking of several services through the cart, in order. */
export const CART_FLOW_STEPS = ['services', 'time', 'cart', 'details', 'payment', 'confirmation'] as const;

/** One screen of a cart booking. */
export type CartFlowStep = (typeof CART_FLOW_STEPS)[number];

/** A cart item as the flow sees it: which service, when, for whom. The Cart's entries satisfy it. */
export interface CartFlowItem {
  /** Unique in the cart. */
  id: string;
  service: { slug: string; durationMinutes: number };
  /** The start, an ISO-8601 instant. */
  start: string;
  /** One of the service's lengths, when the visitor chose another than its own. */
  durationMinutes?: number | undefined;
  /** Ids of the people the item is for (the visitor is `me`). @default ['me'] */
  attendees?: ReadonlyArray<string> | undefined;
}

/** Where a cart booking stands: the step and everything chosen so far. */
export interface CartFlowState<Item extends CartFlowItem = CartFlowItem> {
  step: CartFlowStep;
  /** Slugs of the services chosen, in the order chosen. */
  chosen: ReadonlyArray<string>;
  /** The chosen services still waiting for a time, the next one first. */
  queue: ReadonlyArray<string>;
  items: ReadonlyArray<Item>;
  /**
   * One service chosen and nothing in the cart: it is booked on its own (with a hold, guests and a
   * series where it offers them), not through the cart. `flowTransition` goes on to that service's
   * journey at once (so it is null in every state the one machine keeps).
   */
  single: string | null;
  /** The last details submitted: kept when the visitor goes back or the booking fails. */
  details: DetailsFormData | null;
  paymentChoice: PaymentChoice | null;
  booking: Booking | null;
  /** The booking is being made (a cart with nothing due now); a payment runs in the payment step itself. */
  pending: 'booking' | null;
  error: BookingFlowError | null;
  /** The item the error is about (its index in `items`), when the API named one. */
  errorItem: number | null;
}

/** What can happen to a cart booking: the visitor's choices and the API's answers. */
export type CartFlowEvent<Item extends CartFlowItem = CartFlowItem> =
  | { type: 'CHOOSE_SERVICES'; services: ReadonlyArray<string> }
  /** On from the services: a time for each new one, the cart, or a single service's own flow. */
  | { type: 'CONTINUE' }
  /** The current service's time chosen (with whom it is for): into the cart. */
  | { type: 'ADD_ITEM'; item: Item }
  /** The cart as the visitor edited it (an item removed). */
  | { type: 'SET_ITEMS'; items: ReadonlyArray<Item> }
  /** The visitor's guest list changed: a guest taken off is no longer anyone's attendee. */
  | { type: 'SET_PEOPLE'; people: ReadonlyArray<string> }
  | { type: 'ADD_SERVICE' }
  /** On from the cart to the details, when the cart can be booked. */
  | { type: 'PROCEED' }
  | { type: 'SUBMIT_DETAILS'; details: DetailsFormData }
  | { type: 'CHOOSE_PAYMENT'; choice: PaymentChoice }
  | { type: 'BACK' }
  | { type: 'BOOKED'; booking: Booking }
  | { type: 'BOOKING_FAILED'; error: BookingFlowError }
  /** The times kept for a booking waiting for its payment lapsed. */
  | { type: 'HOLD_EXPIRED' }
  | { type: 'RESTORE'; state: CartFlowState<Item> }
  | { type: 'RESET' };

/** What decides a cart booking's rules; the host knows the services. */
export interface CartFlowOptions<Item extends CartFlowItem = CartFlowItem> {
  /** What is due now for these items (deposits where offered): above 0, the payment step follows the details. */
  dueNowMinor(items: ReadonlyArray<Item>): number;
  /** Why the cart cannot be booked yet (services for all guests, seat limits), or null. */
  problem(items: ReadonlyArray<Item>): BookingFlowError | null;
}
