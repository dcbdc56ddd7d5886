import { BOOKING_KIT_EVENTS, type BookingKitEventMap, type BookingKitEventName } from './events';

/** The mark on every message of the widget's, so a host ignores others' messages. */
const SOURCE = 'booking-kit';

/** A message from the widget's frame to its host page: one event and its payload. */
export interface FrameMessage<Name extends BookingKitEventName = BookingKitEventName> {
  source: typeof SOURCE;
  /** Which widget on the page it is from (the host's id for the frame). */
  widget: string;
  event: Name;
  payload: BookingKitEventMap[Name];
  /**
   * Which page load of the frame said it: the same for every message of one document, another
   * after the frame loads a page again. The host tells `ready` once per page by it.
   */
  page?: string;
}

/**
 * A request from the widget's frame to its host page: close the dialog it is shown in (the
 * visitor pressed Escape in the frame, where the host's dialog cannot hear the key).
 */
export interface FrameCommand {
  source: typeof SOURCE;
  widget: string;
  command: 'close';
}

/** Whether `data` is the frame's request to close, for the widget `widget` (its origin checked first). */
export function isFrameCommand(data: unknown, widget: string): data is FrameCommand {
  return isObject(data) && data.source === SOURCE && data.widget === widget && data.command === 'close';
}

/** The frame's request to close its dialog. */
export const frameCommand = (widget: string): FrameCommand => ({ source: SOURCE, widget, command: 'close' });

/** A message from the host page to the widget's frame: its greeting, which the frame answers with `ready`. */
export interface HostMessage {
  source: typeof SOURCE;
  widget: string;
  command: 'hello';
}

const NAMES: ReadonlySet<unknown> = new Set(BOOKING_KIT_EVENTS);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether `data` is a frame's message for the widget `widget`. The caller has checked the
 * message's origin first (the app's); this checks its shape.
 */
export function isFrameMessage(data: unknown, widget: string): data is FrameMessage {
  return (
    isObject(data) &&
    data.source === SOURCE &&
    data.widget === widget &&
    NAMES.has(data.event) &&
    isObject(data.payload) &&
    (data.page === undefined || typeof data.page === 'string')
  );
}

/** Whether `data` is the host page's greeting for the widget `widget` (its origin checked first). */
export function isHostMessage(data: unknown, widget: string): data is HostMessage {
  return isObject(data) && data.source === SOURCE && data.widget === widget && data.command === 'hello';
}

/** The frame's message for `event`, from the page load `page` (see {@link FrameMessage.page}). */
export const frameMessage = <Name extends BookingKitEventName>(
  widget: string,
  event: Name,
  payload: BookingKitEventMap[Name],
  page?: string,
): FrameMessage<Name> => ({ source: SOURCE, widget, event, payload, ...(page !== undefined && { page }) });

/** The host page's greeting. */
export const hostMessage = (widget: string): HostMessage => ({ source: SOURCE, widget, command: 'hello' });

/** The query parameters the host page gives the frame: who it is and whom to tell. */
export const FRAME_PARAMS = {
  /** The host page's origin: the only one the frame posts to and listens to. */
  host: 'bk-host',
  /** The widget's id on the host page, in every message. */
  widget: 'bk-widget',
  /** How the widget shows (`inline`, `popup`, `floating`). */
  mode: 'bk-mode',
} as const;
