import { randomUUID } from 'node:crypto';
import { findBooking } from '../bookings/booking-view';
import { type BookingNotifier, queuedWrites } from '../notifications/booking-notifier';
import { enqueueMessage } from '../notifications/outbox';
import { withPayments } from '../payments/booking-payments';
import { subscribedEndpointIds } from './webhook-endpoints';
import { WEBHOOK_EVENT_OF, type WebhookEvent } from './webhook-events';
import type { WebhookPayload } from './webhook-log';

/** Options of {@link createWebhookNotifier}. */
export interface WebhookNotifierOptions {
  /** Called once a write that queued webhook messages has finished: `() => worker.wake()`. */
  onWritten?: (() => void) | undefined;
}

/**
 * The notifier that turns booking changes into webhook messages: one outbox row per enabled
 * endpoint that takes the event's type, written in the change's own transaction (so a crash can
 * neither lose nor invent one), delivered by `startWebhookWorker`. The event's `data.booking` is
 * the booking as the admin list shows it, contact details included: the receiver is the business.
 */
export function createWebhookNotifier(options: WebhookNotifierOptions = {}): BookingNotifier {
  const writes = queuedWrites(options.onWritten);
  return {
    written: writes.written,
    async notify(tx, change) {
      const type = WEBHOOK_EVENT_OF[change.kind];
      const endpoints = await subscribedEndpointIds(tx, type);
      if (endpoints.length === 0) return;
      const record = await findBooking(tx, change.booking.id, { locale: change.booking.locale });
      if (!record) return;
      const event: WebhookEvent = {
        type,
        timestamp: change.now.toISOString(),
        data: {
          booking: await withPayments(tx, record.booking, change.now),
          ...(change.previous && { previous: { start: change.previous.start, end: change.previous.end } }),
        },
      };
      const payload: WebhookPayload = { type, body: JSON.stringify(event) };
      for (const endpointId of endpoints) {
        await enqueueMessage(tx, 'webhook', {
          id: randomUUID(),
          bookingId: change.booking.id,
          recipient: endpointId,
          payload,
          now: change.now,
        });
      }
      writes.queued();
    },
  };
}
