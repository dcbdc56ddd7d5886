import { afterHost, bookerEventCallbacks, type FrameBookerCallbacks } from './booker-events';
import type { BookingKitEventMap, BookingKitEventName, WidgetMode } from './events';
import { originOf } from './frame-request';
import { FRAME_PARAMS, frameCommand, frameMessage, isHostMessage } from './protocol';

export { bookerEventCallbacks, type FrameBookerCallbacks, type MadeBooking } from './booker-events';
export { bookingMetadataEntries, frameMetadata } from './frame-metadata';
export { framePrefill, type PrefilledContact, type PrefilledGuest } from './frame-prefill';
export { isWidgetFrameRequest } from './frame-request';
export { brandColorTokens, type FrameTheme, frameTheme } from './frame-theme';

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

  // This document's load: when it started, to the microsecond (a page loaded again starts later).
  const page = String(performance.timeOrigin);
  const post = <Name extends BookingKitEventName>(name: Name, payload: BookingKitEventMap[Name]) =>
    window.parent.postMessage(frameMessage(widget, name, payload, page), hostOrigin);

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
    bookerCallbacks: (service) => bookerEventCallbacks(service, post),
    stop: () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKeyDown);
      resizes.disconnect();
    },
  };
}

let connection: EmbedFrame | null | undefined;

/**
 * A React app's root: the body's first element that is not react-aria's live announcer, which it
 * puts first in the body when it first announces (a 1 px box: measured, the frame would shrink to it).
 */
const appRoot = () => document.body.querySelector(':scope > :not([data-live-announcer])');

/**
 * The page's connection to the host page's widget it is shown in, made once (see
 * `connectToHost`), measuring `content` (by default the body's first element but react-aria's
 * live announcer: a React app's root); null on the server and in a page of its own.
 * @example hostConnection()?.post('cancelled', { bookingId })
 */
export function hostConnection(content: () => Element | null = appRoot): EmbedFrame | null {
  if (typeof window === 'undefined') return null;
  connection ??= connectToHost(content);
  return connection;
}

/**
 * `<Booker>` callbacks for `service` that also tell the host page each moment of the booking when
 * the page is shown in a widget's frame (see `bookerCallbacks`); `own` (the app's: opening the
 * confirmation page) runs after. In a page of its own, `own` as it is.
 * @example <Booker {...withHostEvents(service.slug, { onBookingCreated: openConfirmation })} … />
 */
export function withHostEvents(service: string, own: Partial<FrameBookerCallbacks>): Partial<FrameBookerCallbacks> {
  return afterHost(hostConnection()?.bookerCallbacks(service), own);
}

/** The `<ManageBooking>` callbacks whose moments a host page hears. */
export interface FrameManageCallbacks {
  onRescheduled?(slot: { start: string }): void;
  onCancelled?(): void;
}

/**
 * `<ManageBooking>` callbacks that also tell the host page, in a widget's frame, that booking
 * `bookingId` was moved (`rescheduled`) or cancelled; `own` runs after.
 * @example <ManageBooking {...withHostManageEvents(booking.id, { onCancelled: reload })} … />
 */
export function withHostManageEvents(bookingId: string, own: FrameManageCallbacks): FrameManageCallbacks {
  const host = hostConnection();
  return afterHost(
    host && {
      onRescheduled: (slot: { start: string }) => host.post('rescheduled', { bookingId, start: slot.start }),
      onCancelled: () => host.post('cancelled', { bookingId }),
    },
    own,
  );
}
