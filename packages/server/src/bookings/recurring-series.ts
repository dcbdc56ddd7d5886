import {
  ALTERNATIVE_DAYS,
  checkSeriesRule,
  findRecurringOccurrences,
  localDateKey,
  type Recurrence,
  recurrenceSchema,
  type SeriesRuleViolation,
  validationMessages,
} from '@booking-kit/core';
import { findStaff, type ServiceRecord } from '../catalog/catalog-queries';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors/domain-error';

const DAY_MS = 86_400_000;

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

/**
 * Refuses a series its service does not allow (`service.recurring`, see core's `checkSeriesRule`):
 * any series of a service that does not repeat, a rhythm it does not offer, a count outside its
 * `minCount`–`maxCount`.
 * @param fields the request's name for each part: `recurring`, `recurring.everyWeeks` and
 *   `recurring.count` in a booking's body; `service`, `everyWeeks` and `count` in a query
 * @throws {DomainError} VALIDATION_FAILED naming each refused field, with the rule in `params`
 *   (`everyWeeks` as `'1,2'`, `minCount`, `maxCount`) when the service has one
 */
export function checkSeriesAllowed(
  service: ServiceRecord,
  series: { everyWeeks: number; count: number },
  fields: Record<SeriesRuleViolation, string>,
): void {
  const violations = checkSeriesRule(service.recurring, series);
  if (violations.length === 0) return;
  const invalid = Object.fromEntries(violations.map((violation) => [fields[violation], validationMessages.invalid]));
  const rule = service.recurring;
  if (!rule) {
    throw new DomainError('VALIDATION_FAILED', 'This service cannot be booked as a series.', { fields: invalid });
  }
  const rhythms = rule.everyWeeks.join(' or ');
  throw new DomainError(
    'VALIDATION_FAILED',
    `This service repeats every ${rhythms} week(s), ${rule.minCount} to ${rule.maxCount} times.`,
    { fields: invalid, params: { everyWeeks: rule.everyWeeks.join(','), minCount: rule.minCount, maxCount: rule.maxCount } },
  );
}

/** An occurrence to book: its index in the series and its start (its replacement's, if chosen). */
export interface SeriesOccurrence {
  index: number;
  start: number;
}

/** Days from one `YYYY-MM-DD` date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The occurrences of a series to book: every one not skipped, at its replacement's start where
 * the visitor chose one (`recurrence.replacements`). Whether each start is free is left to the
 * placement, so that all are checked, and booked, in one transaction.
 * @throws {DomainError} VALIDATION_FAILED (`fields['recurring.replacements.<index>']`) when a
 *   replacement lies more than `ALTERNATIVE_DAYS` days from its occurrence on the series' clock;
 *   SLOT_UNAVAILABLE (with `params.item`) when an occurrence neither skipped nor replaced
 *   falls on a clock time that does not exist that day
 */
export async function seriesOccurrences(
  db: Queryable,
  staff: string,
  start: number,
  recurrence: Recurrence,
): Promise<SeriesOccurrence[]> {
  const { everyWeeks, count, skip, replacements } = recurrenceSchema.parse(recurrence);
  const timeZone = await seriesTimeZone(db, staff);
  const occurrences: SeriesOccurrence[] = [];
  for (const occurrence of findRecurringOccurrences({ start, timeZone, everyWeeks, count })) {
    if (skip.includes(occurrence.index)) continue;
    const replacement = replacements[occurrence.index];
    if (replacement !== undefined) {
      const at = Date.parse(replacement);
      if (Math.abs(daysBetween(occurrence.date, localDateKey(timeZone, at))) > ALTERNATIVE_DAYS) {
        throw new DomainError(
          'VALIDATION_FAILED',
          `A replacement must lie within ${ALTERNATIVE_DAYS} days of its occurrence (${occurrence.date}).`,
          { fields: { [`recurring.replacements.${occurrence.index}`]: validationMessages.invalid } },
        );
      }
      occurrences.push({ index: occurrence.index, start: at });
      continue;
    }
    if (occurrence.start === null) {
      throw new DomainError('SLOT_UNAVAILABLE', `Occurrence ${occurrence.index} falls in a daylight-saving gap.`, {
        params: { item: occurrence.index },
      });
    }
    occurrences.push({ index: occurrence.index, start: occurrence.start });
  }
  return occurrences;
}

/** A problem of the `item`-th booked occurrence, renumbered to name its index in the series. */
export function aboutOccurrence(error: unknown, occurrences: readonly SeriesOccurrence[]): unknown {
  if (!(error instanceof DomainError) || typeof error.details.params?.item !== 'number') return error;
  const index = occurrences[error.details.params.item]?.index ?? error.details.params.item;
  return error.withParams({ item: index });
}
