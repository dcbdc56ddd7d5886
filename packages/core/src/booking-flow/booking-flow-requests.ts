import type { Locale } from '../i18n/locales';
import type { PaymentChoice } from '../payments/payment-amounts';
import type { CreateBookingRequest } from '../schemas/booking';
import type { Guest } from '../schemas/guests';
import type { CreateHoldRequest } from '../schemas/hold';
import type { BookingFlowState } from './booking-flow.types';

/** What a booking request needs besides the flow's choices: where and for whom the visitor books. */
export interface BookingFlowRequestContext {
  /** The visitor's time zone, in which the booking is shown back. */
  timeZone: string;
  locale: Locale;
  /** The people the visitor brings to a class; each takes a seat besides the visitor's own. */
  guests?: ReadonlyArray<Guest>;
  /** How the visitor pays now, for a service that lets them choose. */
  paymentChoice?: PaymentChoice | null;
  /**
   * Book the chosen time as a weekly series (the `RecurringSeries` value): every `everyWeeks`
   * weeks, `count` times in all, leaving out `skip` and moving `replacements` to the start chosen
   * instead. Sent only for more than one occurrence; all are booked or none.
   */
  recurring?: BookingFlowRecurrence | null;
  /** The one-time link the booking uses up (`/widget/otl/{slug}`): the server books it only once. */
  oneTimeLink?: string;
  /** The host's own entries stored with the booking (see `bookingMetadataSchema`). */
  metadata?: Readonly<Record<string, string>> | undefined;
}

/** A series as the visitor chose it: the shape of the `RecurringSeries` value. */
export interface BookingFlowRecurrence {
  everyWeeks: number;
  /** How many times in all, the first included. */
  count: number;
  /** Indices of occurrences left out (never 0). */
  skip?: readonly number[];
  /** Occurrence index → the alternative start chosen instead of the taken one. */
  replacements?: Readonly<Record<number, string>>;
}

/** The one service a flow books; a flow with several services books them through the cart. */
function onlyService(state: BookingFlowState): string {
  const [service] = state.services;
  if (service === undefined || state.services.length > 1) throw new RangeError('The flow must have exactly one service.');
  return service;
}

/**
 * `POST /holds` for the flow's chosen time: its service, staff (or `any`) and start, with a seat
 * for the visitor and each guest.
 * @throws RangeError when no time is chosen or the flow has not exactly one service
 * @example await api.createHold(bookingFlowHoldRequest(flow.state, { guests }))
 */
export function bookingFlowHoldRequest(
  state: BookingFlowState,
  context: Pick<BookingFlowRequestContext, 'guests'> = {},
): CreateHoldRequest {
  if (state.slot === null) throw new RangeError('No time is chosen.');
  return { service: onlyService(state), staff: state.staff, start: state.slot.start, seats: 1 + (context.guests?.length ?? 0) };
}

/**
 * `POST /bookings` for what the flow holds: the service at the chosen time, on the hold (so the
 * time cannot be taken meanwhile), with the submitted details, guests and payment choice, and the
 * series when the visitor repeats the booking (the hold covers its first occurrence).
 * @throws RangeError when no time is chosen, no details were submitted, or the flow has not exactly one service
 * @example await api.createBooking(bookingFlowBookingRequest(flow.state, { timeZone, locale: 'de' }), { idempotencyKey })
 */
export function bookingFlowBookingRequest(state: BookingFlowState, context: BookingFlowRequestContext): CreateBookingRequest {
  if (state.slot === null) throw new RangeError('No time is chosen.');
  if (state.details === null) throw new RangeError('No details are submitted.');
  const guests = context.guests ?? [];
  const series = context.recurring;
  return {
    service: onlyService(state),
    staff: state.staff,
    start: state.slot.start,
    ...(state.hold !== null &&
      state.hold.start === state.slot.start && { hold: { id: state.hold.id, token: state.hold.holdToken } }),
    timeZone: context.timeZone,
    locale: context.locale,
    contact: { ...state.details },
    ...(guests.length > 0 && { guests: [...guests] }),
    ...(context.paymentChoice && { paymentChoice: context.paymentChoice }),
    ...(context.oneTimeLink && { oneTimeLink: context.oneTimeLink }),
    ...(context.metadata && Object.keys(context.metadata).length > 0 && { metadata: { ...context.metadata } }),
    ...(series &&
      series.count > 1 && {
        recurring: {
          everyWeeks: series.everyWeeks,
          count: series.count,
          skip: [...(series.skip ?? [])],
          replacements: { ...series.replacements },
        },
      }),
  };
}
