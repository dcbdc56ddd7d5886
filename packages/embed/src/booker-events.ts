import type { BookingKitEventMap, BookingKitEventName } from './events';

/** What the booking made, as `<Booker>`'s `onBookingCreated` gives it (the parts the host is told). */
export interface MadeBooking {
  booking: {
    id: string;
    status: string;
    start: string;
    end: string;
    service: { slug: string };
    amounts?: { currency: string; totalMinor: number } | undefined;
  };
  ids: string[];
  manageToken: string | null;
}

/** The `<Booker>` callbacks that tell the host page each moment (spread them on the Booker). */
export interface FrameBookerCallbacks {
  onStepChange(step: string): void;
  onDateSelected(date: string, timeZone: string): void;
  onBookingSubmitted(step: 'details' | 'payment'): void;
  onSlotSelected(slot: { start: string; end: string }): void;
  onHoldCreated(hold: { start: string; expiresAt: string }): void;
  onBookingCreated(made: MadeBooking): void;
  onBookingFailed(error: { code: string; messageKey: string }): void;
  onPaymentDeclined(result: { messageKey: string }): void;
}

/** Tells the host page one moment of the widget's. */
export type TellHost = <Name extends BookingKitEventName>(name: Name, payload: BookingKitEventMap[Name]) => void;

/**
 * The `<Booker>` callbacks for `service` that tell the host page each moment of its booking
 * through `tell`: a frame posts them to its host page, a shadow-root widget dispatches them on
 * its element. Only what the event map names is passed on: never the visitor's contact details.
 * @example <Booker {...bookerEventCallbacks('massage-60', (name, payload) => console.log(name, payload))} … />
 */
export function bookerEventCallbacks(service: string, tell: TellHost): FrameBookerCallbacks {
  return {
    onStepChange: (step) => {
      if (step === 'details') tell('detailsStarted', { service });
    },
    onDateSelected: (date, timeZone) => tell('dateSelected', { date, timeZone }),
    onBookingSubmitted: (step) => tell('bookingSubmitted', { service, step }),
    onSlotSelected: (slot) => tell('slotSelected', { start: slot.start, end: slot.end, service }),
    onHoldCreated: (hold) => tell('slotHeld', { start: hold.start, expiresAt: hold.expiresAt, service }),
    onBookingCreated: ({ booking, ids }) =>
      tell('bookingCreated', {
        bookingId: booking.id,
        bookingIds: ids,
        start: booking.start,
        end: booking.end,
        service: booking.service.slug,
        status: booking.status,
        amount: booking.amounts ? { minor: booking.amounts.totalMinor, currency: booking.amounts.currency } : null,
      }),
    onBookingFailed: (error) => tell('bookingFailed', { code: error.code, messageKey: error.messageKey }),
    onPaymentDeclined: (result) => tell('paymentDeclined', { service, reason: result.messageKey }),
  };
}

/**
 * Each of `own`'s callbacks, called after `host`'s callback of the same name (when there is one),
 * so a host's own `onBookingCreated` and the widget's event both run.
 */
export function afterHost<Own extends object>(host: object | null | undefined, own: Own): Own {
  if (!host) return own;
  const chained: Record<string, unknown> = { ...host };
  for (const [name, callback] of Object.entries(own)) {
    const told = (host as Record<string, ((...args: unknown[]) => void) | undefined>)[name];
    chained[name] =
      typeof callback === 'function'
        ? (...args: unknown[]) => {
            told?.(...args);
            return (callback as (...args: unknown[]) => unknown)(...args);
          }
        : callback;
  }
  return chained as Own;
}
