import { bookingWindow, isInBookingWindow } from '@booking-kit/core';
import type { ServiceRecord } from '../catalog/catalog-queries';
import { DomainError } from '../errors/domain-error';

const MINUTE_MS = 60_000;

/**
 * OUTSIDE_BOOKING_WINDOW: `start` is sooner than the service's minimum notice or later than its
 * booking horizon allow at `now`. `params` carry the window (`earliest`, `latest` as ISO instants)
 * and the two rules, so that a client can say which and offer another time.
 */
function outsideBookingWindow(service: ServiceRecord, start: number, now: Date): DomainError {
  const window = bookingWindow(service, now);
  const earliest = new Date(window.earliest).toISOString();
  const latest = new Date(window.latest).toISOString();
  const message =
    start < window.earliest
      ? `This service must be booked at least ${service.minimumNoticeMinutes} minutes in advance: the earliest start now is ${earliest}.`
      : `This service can be booked at most ${service.bookingHorizonDays} days in advance: the latest start now is ${latest}.`;
  return new DomainError('OUTSIDE_BOOKING_WINDOW', message, {
    params: {
      earliest,
      latest,
      minimumNoticeMinutes: service.minimumNoticeMinutes,
      bookingHorizonDays: service.bookingHorizonDays,
    },
  });
}

/**
 * Refuses a start outside the service's booking window at `now`, `[now + minimum notice, now +
 * booking horizon]`: holds, bookings (single, cart, series) and moves all pass here.
 * @throws {DomainError} OUTSIDE_BOOKING_WINDOW
 */
export function checkBookingWindow(service: ServiceRecord, start: number, now: Date): void {
  if (!isInBookingWindow(start, bookingWindow(service, now))) throw outsideBookingWindow(service, start, now);
}

/**
 * The service as a booking that consumes a hold sees it: its minimum notice counts from when the
 * slot was held, not from now, so a slot held in time stays bookable for as long as the hold lasts.
 * @example a 120-minute notice, held 7 minutes ago: 113 minutes from now
 */
export function noticeFromHold(service: ServiceRecord, heldAt: number, now: Date): ServiceRecord {
  const elapsedMinutes = Math.max(0, (now.getTime() - heldAt) / MINUTE_MS);
  return { ...service, minimumNoticeMinutes: Math.max(0, service.minimumNoticeMinutes - elapsedMinutes) };
}
