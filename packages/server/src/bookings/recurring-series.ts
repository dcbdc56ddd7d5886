import { findRecurringOccurrences, type Recurrence, recurrenceSchema } from '@booking-kit/core';
import { ApiProblem } from '../api/api-problem';
import { findStaff } from '../catalog/catalog-queries';
import type { Queryable } from '../db/database';

/**
 * The zone whose wall clock a series keeps: the staff member's when one is chosen (a 09:00
 * appointment stays at 09:00 on their clock across a daylight-saving change), else the business's.
 */
export async function seriesTimeZone(db: Queryable, staff: string): Promise<string> {
  if (staff !== 'any') {
    const [member] = await findStaff(db, [staff]);
    if (member) return member.timeZone;
  }
  const { rows } = await db.query<{ time_zone: string }>('SELECT time_zone FROM business WHERE id = 1');
  return rows[0]?.time_zone ?? 'UTC';
}

/** An occurrence to book: its index in the series and its start. */
export interface SeriesOccurrence {
  index: number;
  start: number;
}

/**
 * The occurrences of a series to book: every one not skipped.
 * @throws {ApiProblem} 409 SLOT_UNAVAILABLE (with `params.item`) when an occurrence not skipped
 *   falls on a clock time that does not exist that day
 */
export async function seriesOccurrences(
  db: Queryable,
  staff: string,
  start: number,
  recurrence: Recurrence,
): Promise<SeriesOccurrence[]> {
  const { everyWeeks, count, skip } = recurrenceSchema.parse(recurrence);
  const timeZone = await seriesTimeZone(db, staff);
  const occurrences: SeriesOccurrence[] = [];
  for (const occurrence of findRecurringOccurrences({ start, timeZone, everyWeeks, count })) {
    if (skip.includes(occurrence.index)) continue;
    if (occurrence.start === null) {
      throw new ApiProblem(409, 'SLOT_UNAVAILABLE', `Occurrence ${occurrence.index} falls in a daylight-saving gap.`, {
        params: { item: occurrence.index },
      });
    }
    occurrences.push({ index: occurrence.index, start: occurrence.start });
  }
  return occurrences;
}

/** A problem of the `item`-th booked occurrence, renumbered to name its index in the series. */
export function aboutOccurrence(error: unknown, occurrences: readonly SeriesOccurrence[]): unknown {
  if (!(error instanceof ApiProblem) || typeof error.options.params?.item !== 'number') return error;
  const index = occurrences[error.options.params.item]?.index ?? error.options.params.item;
  return new ApiProblem(error.statusCode, error.code, error.message, {
    ...error.options,
    params: { ...error.options.params, item: index },
  });
}
