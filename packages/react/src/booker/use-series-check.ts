import type { ServiceRecurrence, Slot, WidgetApiClient } from '@booking-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RecurringSeriesValue, SeriesCheckStatus, SeriesOccurrence } from '../recurring-series';

/** What a service's time step needs to check a series: the time chosen first and who and how many come. */
export interface SeriesCheckInput {
  service: string;
  /** The service's rule; without one there is nothing to check. */
  rule: ServiceRecurrence | null | undefined;
  /** Whether the visitor turned 'Repeat' on. */
  repeat: boolean;
  slot: Slot | null;
  /** The start of the visitor's own hold, if any: it keeps the first occurrence for them. */
  heldStart: string | null;
  staff: string;
  seats: number;
  value: RecurringSeriesValue;
  /** The API client the check asks (its language names the alternatives' errors). */
  client: Pick<WidgetApiClient, 'getRecurringSlots'>;
  /** Called with each answer, so the value can drop choices the answer no longer needs. */
  onAnswer?: (occurrences: readonly SeriesOccurrence[]) => void;
}

/** Where the check of the current series stands, and how to ask again after an error. */
export interface SeriesCheck {
  status: SeriesCheckStatus;
  occurrences: readonly SeriesOccurrence[];
  retry(): void;
}

interface Answer {
  key: string;
  status: 'ready' | 'error';
  occurrences: readonly SeriesOccurrence[];
}

/**
 * Asks the API (`GET /slots/recurring`) whether the visitor's series can be
 * booked, whenever the time, the staff, the seats, the rhythm or the length change while 'Repeat'
 * is on; moving or leaving out an occurrence needs no new answer. While the answer for the
 * current series is awaited, the status is `loading` ('Finding recurring slots…').
 */
export function useSeriesCheck(input: SeriesCheckInput): SeriesCheck {
  const { rule, repeat, slot, heldStart, staff, seats, value, client, service } = input;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest callback, read when an answer comes (a new one each render asks nothing again).
  const onAnswer = useRef(input.onAnswer);
  onAnswer.current = input.onAnswer;
  const heldStartRef = useRef(heldStart);
  heldStartRef.current = heldStart;
  const start = rule && repeat && slot ? slot.start : null;
  const { everyWeeks, count } = value;
  const key = start === null ? '' : [service, start, staff, seats, everyWeeks, count, attempt].join('|');

  useEffect(() => {
    if (start === null) return;
    const controller = new AbortController();
    const asked = [service, start, staff, seats, everyWeeks, count, attempt].join('|');
    client.getRecurringSlots({ service, staff, start, everyWeeks, count, seats }, controller.signal).then(
      (response) => {
        const occurrences = response.occurrences.map(
          ({ index, date, start: at, available, unavailable, alternatives }): SeriesOccurrence => ({
            index,
            date,
            start: at,
            available,
            ...(unavailable !== undefined && { unavailable }),
            alternatives,
          }),
        );
        setAnswer({ key: asked, status: 'ready', occurrences });
        onAnswer.current?.(withHeldFirst(occurrences, heldStartRef.current));
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key: asked, status: 'error', occurrences: [] });
      },
    );
    return () => controller.abort();
  }, [service, start, staff, seats, everyWeeks, count, attempt, client]);

  const current = answer?.key === key ? answer : null;
  // The same array while nothing changed, so that a host may follow the check with an effect.
  const occurrences = useMemo(() => withHeldFirst(current?.occurrences ?? NO_OCCURRENCES, heldStart), [current, heldStart]);
  if (start === null) return { status: 'idle', occurrences: NO_OCCURRENCES, retry: () => {} };
  return { status: current?.status ?? 'loading', occurrences, retry: () => setAttempt((tries) => tries + 1) };
}

const NO_OCCURRENCES: readonly SeriesOccurrence[] = [];

/**
 * The answer as this visitor may book it: their own hold on the first occurrence (after going back
 * from the details to the time) shows as taken to the API, but the booking uses that hold, so the
 * first occurrence is free for them.
 */
function withHeldFirst(occurrences: readonly SeriesOccurrence[], heldStart: string | null): readonly SeriesOccurrence[] {
  const [first, ...rest] = occurrences;
  if (!first || first.available || heldStart === null || first.index !== 0 || first.start !== heldStart) return occurrences;
  return [{ index: first.index, date: first.date, start: first.start, available: true, alternatives: [] }, ...rest];
}

/**
 * The value without the choices the latest answer makes moot: a free occurrence needs neither
 * another time nor leaving out, and another time must still be one of its alternatives. What the
 * visitor sees (each occurrence's state) is then exactly what is booked.
 */
export function keepApplicableChoices(
  value: RecurringSeriesValue,
  occurrences: readonly SeriesOccurrence[],
): RecurringSeriesValue {
  const taken = new Map(occurrences.filter((occurrence) => !occurrence.available).map((o) => [o.index, o]));
  const skip = value.skip.filter((index) => taken.has(index));
  const replacements = Object.fromEntries(
    Object.entries(value.replacements).filter(([index, start]) => taken.get(Number(index))?.alternatives?.includes(start)),
  );
  const unchanged =
    skip.length === value.skip.length && Object.keys(replacements).length === Object.keys(value.replacements).length;
  return unchanged ? value : { ...value, skip, replacements };
}
