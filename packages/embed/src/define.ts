import { type BookingKitEventMap, type BookingKitEventName, domEventType } from './events';
import { BookingKitWidget } from './widget-element';

/** The page-wide API of the script tag: `window.BookingKit`. */
export interface BookingKitGlobal {
  /**
   * Listens to a moment of every widget on the page (their events bubble to the document);
   * returns what stops listening.
   * @example BookingKit.on('bookingCreated', ({ bookingId, amount }) => gtag('event', 'purchase', { transaction_id: bookingId }))
   */
  on<Name extends BookingKitEventName>(
    name: Name,
    listener: (payload: BookingKitEventMap[Name], widget: BookingKitWidget) => void,
  ): () => void;
}

/**
 * Defines `<booking-kit-widget>` (once), makes every element with `data-booking-kit-popup="<id>"`
 * open the widget with that id, and returns the page-wide API (also `window.BookingKit`).
 * The script tag runs it on load; from npm, call it once.
 * @example import { defineBookingKitWidget } from '@booking-kit/embed'; defineBookingKitWidget();
 */
export function defineBookingKitWidget(): BookingKitGlobal {
  const existing = (window as { BookingKit?: BookingKitGlobal }).BookingKit;
  if (existing) return existing;
  if (!customElements.get('booking-kit-widget')) customElements.define('booking-kit-widget', BookingKitWidget);
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-booking-kit-popup]');
    const widget = trigger && document.getElementById(trigger.dataset.bookingKitPopup ?? '');
    if (!(widget instanceof BookingKitWidget)) return;
    event.preventDefault();
    widget.open(trigger);
  });
  const api: BookingKitGlobal = {
    on(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent).detail, event.composedPath()[0] as BookingKitWidget);
      document.addEventListener(domEventType(name), handler);
      return () => document.removeEventListener(domEventType(name), handler);
    },
  };
  (window as { BookingKit?: BookingKitGlobal }).BookingKit = api;
  return api;
}
