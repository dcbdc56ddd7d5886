import type { BookingKitEventMap, BookingKitEventName, WidgetMode } from './events';
import { FRAME_PARAMS, frameCommand, frameMessage, isHostMessage } from './protocol';

export { bookingMetadataEntries, frameMetadata } from './frame-metadata';
export { brandColorTokens, type FrameTheme, frameTheme } from './frame-theme';

/** What the booking made, as `<Booker>`'s `onBookingCreated` gives it (the parts the host is told). */
interface MadeBooking {
  booking: {
    id: string;
    status: string;
    start: string;
    end: string;
    service: { slug: string };
    amounts?: { currency: string; totalMinor: number } | undefined;
  };
  ids: string[];
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

/** A page of the booking app shown in a host page's `<booking-kit-widget>`. */
export interface EmbedFrame {
  /** The host page's origin: the only one this frame posts to and listens to. */
  hostOrigin: string;
  mode: WidgetMode;
  /** Tells the host page one moment. */
  post<Name extends BookingKitEventName>(name: Name, payload: BookingKitEventMap[Name]): void;
  /** Callbacks for a `<Booker>` of `service` that tell the host page each moment of its booking. */
  bookerCallbacks(service: string): FrameBookerCallbacks;
  /** Stops listening and measuring. */
  stop(): void;
}

/**
 * Whether a request of the booking app is for a page shown in a host page's widget (its address
 * names the host, as the widget's frame does): the page then leaves out what a page of its own
 * has (its scroll restoration, which needs the tab's storage a third-party frame may be denied;
 * the cookie banner, since such a frame sets no cookie). The frame itself is checked once it runs
 * (`connectToHost`).
 * @example isWidgetFrameRequest(new URL(request.url)) // true for /widget/...?bk-host=https%3A%2F%2Fshop.example.com
 */
export function isWidgetFrameRequest(url: URL): boolean {
  return originOf(url.searchParams.get(FRAME_PARAMS.host)) !== null && url.searchParams.has(FRAME_PARAMS.widget);
}

/** A real origin (`https://shop.example.com`), nothing more: the one a frame may talk to. */
function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Connects a page of the booking app shown in a host page's `<booking-kit-widget>` to that page,
 * when it is one: its address names the host's origin and widget (`bk-host`, `bk-widget`) and it
 * runs in a frame. Says `ready` once connected and to the host's greeting (taken only from the
 * host's origin and the parent window), and tells the host the height of `content` whenever it changes (`heightChanged`,
 * so the host's frame follows it with no inner scrollbar). Every message goes to the host's origin
 * only: a page that framed the app under another origin hears nothing.
 * @param content the element whose height is the page's (not the viewport's)
 * @returns the connection, or null when the page is not in a widget's frame
 * @example const frame = connectToHost(document.querySelector('.app-root')); <Booker {...frame?.bookerCallbacks(service.slug)} />
 */
export function connectToHost(content: () => Element | null, location: Location = window.location): EmbedFrame | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  const params = new URL(location.href).searchParams;
  const hostOrigin = originOf(params.get(FRAME_PARAMS.host));
  const widget = params.get(FRAME_PARAMS.widget);
  if (!hostOrigin || !widget) return null;
  const modeParam = params.get(FRAME_PARAMS.mode);
  const mode: WidgetMode = modeParam === 'popup' || modeParam === 'floating' ? modeParam : 'inline';

  const post = <Name extends BookingKitEventName>(name: Name, payload: BookingKitEventMap[Name]) =>
    window.parent.postMessage(frameMessage(widget, name, payload), hostOrigin);

  // Ready as soon as connected (the page has hydrated), and again to the host's greeting, which
  // it sends when the frame loads (perhaps before this page listened): the host tells it once.
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== hostOrigin || !isHostMessage(event.data, widget)) return;
    post('ready', { mode });
  };
  window.addEventListener('message', onMessage);
  post('ready', { mode });

  // In a dialog (a popup or the floating button's), Escape in the frame closes it, as it would on
  // the page: the host's dialog cannot hear keys pressed in the frame. A part of the page that
  // handled Escape itself (a list box, a confirmation) keeps it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) window.parent.postMessage(frameCommand(widget), hostOrigin);
  };
  if (mode !== 'inline') window.addEventListener('keydown', onKeyDown);

  // The content's own height, not the viewport's: the frame is as tall as the content says.
  let reported = 0;
  const measure = () => {
    const element = content();
    if (!element) return;
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height > 0 && height !== reported) {
      reported = height;
      post('heightChanged', { height });
    }
  };
  const resizes = new ResizeObserver(measure);
  const observe = () => {
    const element = content();
    if (element) resizes.observe(element);
    measure();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', observe, { once: true });
  else observe();

  return {
    hostOrigin,
    mode,
    post,
    bookerCallbacks: (service) => ({
      onStepChange: (step) => {
        if (step === 'details') post('detailsStarted', { service });
      },
      onDateSelected: (date, timeZone) => post('dateSelected', { date, timeZone }),
      onBookingSubmitted: (step) => post('bookingSubmitted', { service, step }),
      onSlotSelected: (slot) => post('slotSelected', { start: slot.start, end: slot.end, service }),
      onHoldCreated: (hold) => post('slotHeld', { start: hold.start, expiresAt: hold.expiresAt, service }),
      onBookingCreated: ({ booking, ids }) =>
        post('bookingCreated', {
          bookingId: booking.id,
          bookingIds: ids,
          start: booking.start,
          end: booking.end,
          service: booking.service.slug,
          status: booking.status,
          amount: booking.amounts ? { minor: booking.amounts.totalMinor, currency: booking.amounts.currency } : null,
        }),
      onBookingFailed: (error) => post('bookingFailed', { code: error.code, messageKey: error.messageKey }),
      onPaymentDeclined: (result) => post('paymentDeclined', { service, reason: result.messageKey }),
    }),
    stop: () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKeyDown);
      resizes.disconnect();
    },
  };
}
