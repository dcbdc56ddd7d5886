import type { BookingNotifier } from './booking-notifier';

/**
 * One notifier that tells every given one of each change, in order, in the change's transaction:
 * emails and webhooks together (`combineNotifiers(createBookingNotifier(…), createWebhookNotifier(…))`).
 */
export function combineNotifiers(...notifiers: readonly (BookingNotifier | undefined)[]): BookingNotifier {
  const present = notifiers.filter((notifier): notifier is BookingNotifier => notifier !== undefined);
  return {
    async notify(tx, change) {
      for (const notifier of present) await notifier.notify(tx, change);
    },
    written() {
      for (const notifier of present) notifier.written();
    },
  };
}
