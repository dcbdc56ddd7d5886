import {
  type CalendarMonths,
  calendarMonths,
  type MonthSlots,
  monthSlots,
  type ServiceDetail,
  type SlotDay,
  type WidgetApiClient,
} from '@booking-kit/core';
import type { CalendarDate } from '@internationalized/date';
import { useEffect, useState } from 'react';

/** The month a booking's calendar shows: its days with times, and the months it may move to. */
export interface BookerSlots extends CalendarMonths {
  /** The shown month's days with times; undefined while another month loads. */
  days: SlotDay[] | undefined;
}

/** Options of {@link useBookerSlots}. */
export interface UseBookerSlotsOptions {
  client: Pick<WidgetApiClient, 'getSlots'>;
  service: ServiceDetail;
  /** A staff slug, or `any`. */
  staff: string;
  /** Seats asked for: the visitor and their guests. */
  seats: number;
  timeZone: string;
  /**
   * Slots the host loads itself (a server-rendered route's loader, which also renders them
   * without script): given, nothing is fetched here, and `onMonthChange` asks the host for others;
   * `null` while the host is loading them.
   */
  slots?: BookerSlots | null | undefined;
  /** The month to show first, `YYYY-MM`. @default this month */
  defaultMonth?: string | undefined;
  /** The visitor moved to another month (the host of controlled `slots` loads it). */
  onMonthChange?: ((month: CalendarDate) => void) | undefined;
  /** The clock "today" and the booking horizon are taken from (see `monthSlots`). @default Date.now */
  now?: (() => number) | undefined;
}

/** What {@link useBookerSlots} answers: the shown month, or null before the first month arrived. */
export interface BookerSlotsApi {
  slots: BookerSlots | null;
  /** The API could not answer: the calendar says so and offers to ask again. */
  failed: boolean;
  retry(): void;
  setMonth(month: CalendarDate): void;
}

interface Answer {
  key: string;
  shown: MonthSlots | null;
}

/**
 * A booking's month of slots: the host's own (`slots`, controlled), or fetched here through the
 * API client (`GET /slots` for the month, with core's `monthSlots`) whenever the service, staff
 * member, seats, zone or month change. While another month loads, the calendar keeps its months
 * and shows that it is loading; an answer that no longer applies is dropped.
 */
export function useBookerSlots(options: UseBookerSlotsOptions): BookerSlotsApi {
  const { client, service, staff, seats, timeZone, slots: controlled, onMonthChange } = options;
  const [month, setMonthState] = useState(options.defaultMonth);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = [service.slug, staff, seats, timeZone, month ?? '', attempt].join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names every input of the request, which is made again only when it changes
  useEffect(() => {
    if (controlled !== undefined) return;
    const controller = new AbortController();
    monthSlots(client, { service, staff, timeZone, month, seats, now: options.now }, controller.signal).then(
      (shown) => setAnswer({ key, shown }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, shown: null });
      },
    );
    return () => controller.abort();
  }, [key, controlled !== undefined]);

  const setMonth = (next: CalendarDate) => {
    onMonthChange?.(next);
    if (controlled === undefined) setMonthState(next.toString().slice(0, 7));
  };
  const retry = () => setAttempt((tries) => tries + 1);
  if (controlled !== undefined) return { slots: controlled, failed: false, retry, setMonth };
  const latest = answer?.shown ?? null;
  const current = answer?.key === key;
  const failed = current && answer?.shown === null;
  if (latest === null) return { slots: null, failed, retry, setMonth };
  // The month asked for shows at once (its days once they arrive), within the months answered.
  const months = calendarMonths({ ...latest, month: current ? latest.month : (month ?? latest.month) });
  return { slots: { ...months, days: current ? latest.days : undefined }, failed, retry, setMonth };
}

/** What a booking's steps read of its calendar: the month, whether it failed, and what to do. */
export interface BookerSlotFields {
  /** The month shown, or null before the first one arrived. */
  slots: BookerSlots | null;
  slotsFailed: boolean;
  retrySlots(): void;
  setMonth(month: CalendarDate): void;
}

/** {@link useBookerSlots}' answer as the booking hooks hand it to their steps. */
export function bookerSlotFields(api: BookerSlotsApi): BookerSlotFields {
  return { slots: api.slots, slotsFailed: api.failed, retrySlots: api.retry, setMonth: api.setMonth };
}
