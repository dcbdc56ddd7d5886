import { describe, expect, it } from 'vitest';
import { dateOverridesSchema } from './date-overrides';
import {
  recurrenceSchema,
  recurringOccurrenceSchema,
  recurringRequestSchema,
  recurringSlotsResponseSchema,
  serviceRecurrenceSchema,
} from './recurring';
import { serviceDetailSchema, serviceSchema } from './service';
import { staffSchema } from './staff';

describe('recurringRequestSchema', () => {
  const request = { start: '2026-03-02T08:00:00Z', timeZone: 'Europe/Amsterdam', count: 10 };

  it('defaults to every week and no skipped occurrence', () => {
    expect(recurringRequestSchema.parse(request)).toEqual({ ...request, everyWeeks: 1, skip: [] });
  });

  it('rejects a rhythm, count or skipped index out of range', () => {
    for (const wrong of [{ everyWeeks: 13 }, { count: 0 }, { count: 53 }, { skip: [10] }]) {
      expect(recurringRequestSchema.safeParse({ ...request, ...wrong }).success).toBe(false);
    }
    expect(recurringRequestSchema.safeParse({ ...request, skip: [9] }).success).toBe(true);
  });
});

describe('recurrenceSchema (POST /bookings `recurring`)', () => {
  /** The paths of the issues found, each once. */
  const paths = (value: unknown) => [
    ...new Set(recurrenceSchema.safeParse(value).error?.issues.map((issue) => issue.path.map(String).join('.'))),
  ];

  it('takes replacements by occurrence index, none by default', () => {
    expect(recurrenceSchema.parse({ count: 4 })).toEqual({ everyWeeks: 1, count: 4, skip: [], replacements: {} });
    const replacements = { 2: '2026-03-24T12:00:00.000Z', 3: '2026-03-30T08:00:00.000Z' };
    expect(recurrenceSchema.parse({ count: 4, skip: [1], replacements }).replacements).toEqual(replacements);
    // As JSON sends them: the keys are strings.
    expect(
      recurrenceSchema.parse(JSON.parse('{"count":4,"replacements":{"2":"2026-03-24T12:00:00.000Z"}}')).replacements,
    ).toEqual({
      2: '2026-03-24T12:00:00.000Z',
    });
  });

  it('refuses a replacement of the first occurrence, of one past the series or skipped, or not an instant', () => {
    const start = '2026-03-24T12:00:00.000Z';
    expect(paths({ count: 4, replacements: { 0: start } })).toEqual(['replacements.0']);
    expect(paths({ count: 4, replacements: { 4: start } })).toEqual(['replacements.4']);
    expect(paths({ count: 4, skip: [2], replacements: { 2: start } })).toEqual(['replacements.2']);
    expect(paths({ count: 4, replacements: { 2: 'tomorrow' } })).toEqual(['replacements.2']);
    expect(paths({ count: 4, replacements: { two: start } })).toEqual(['replacements.two']);
    expect(paths({ count: 4, replacements: [start] })).toEqual(['replacements']);
  });
});

describe('serviceRecurrenceSchema (a service’s `recurring`)', () => {
  const rule = { everyWeeks: [1, 2], minCount: 2, maxCount: 6 };

  it('takes the rhythms offered and the fewest and most occurrences', () => {
    expect(serviceRecurrenceSchema.parse(rule)).toEqual(rule);
    expect(serviceRecurrenceSchema.parse({ everyWeeks: [12], minCount: 52, maxCount: 52 })).toBeTruthy();
  });

  it('refuses rhythms outside 1–12 or repeated, counts outside 2–52, and a maximum below the minimum', () => {
    for (const wrong of [
      { everyWeeks: [] },
      { everyWeeks: [0] },
      { everyWeeks: [13] },
      { everyWeeks: [1, 1] },
      { everyWeeks: [1.5] },
      { minCount: 1 },
      { maxCount: 53 },
      { minCount: 4, maxCount: 3 },
    ]) {
      expect(serviceRecurrenceSchema.safeParse({ ...rule, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
    expect(serviceRecurrenceSchema.safeParse({ ...rule, minCount: 4, maxCount: 3 }).error?.issues[0]?.path).toEqual(['maxCount']);
  });

  it('is optional on a service, null meaning the same as absent, and part of its public view', () => {
    const service = { slug: 'massage', name: 'Massage', durationMinutes: 60, priceMinor: 0, currency: 'EUR', staff: ['anna'] };
    expect(serviceSchema.parse(service)).not.toHaveProperty('recurring');
    expect(serviceSchema.parse({ ...service, recurring: null }).recurring).toBeNull();
    expect(serviceSchema.parse({ ...service, recurring: rule }).recurring).toEqual(rule);
    expect(serviceSchema.safeParse({ ...service, recurring: { ...rule, everyWeeks: [20] } }).success).toBe(false);
    const { staff: _staff, ...detail } = service;
    expect(serviceDetailSchema.parse({ ...detail, recurring: rule, staff: [] }).recurring).toEqual(rule);
  });
});

describe('recurringSlotsResponseSchema', () => {
  const occurrence = { index: 1, date: '2026-03-17', start: '2026-03-17T09:00:00.000Z', available: false, staff: [] };

  it('gives each occurrence its alternatives, up to three instants', () => {
    const alternatives = ['2026-03-17T10:00:00.000Z', '2026-03-17T08:00:00.000Z', '2026-03-16T09:00:00.000Z'];
    expect(recurringOccurrenceSchema.parse({ ...occurrence, unavailable: 'notOffered', alternatives }).alternatives).toEqual(
      alternatives,
    );
    expect(recurringOccurrenceSchema.safeParse(occurrence).success).toBe(false);
    expect(recurringOccurrenceSchema.safeParse({ ...occurrence, alternatives: [...alternatives, alternatives[0]] }).success).toBe(
      false,
    );
    const answer = { service: 'massage', timeZone: 'Europe/Amsterdam', occurrences: [{ ...occurrence, alternatives: [] }] };
    expect(recurringSlotsResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('date overrides on staff', () => {
  const staff = { slug: 'anna', name: 'Anna', timeZone: 'Europe/Amsterdam', weeklyHours: {} };

  it('accepts closed days and extra hours, one entry per date', () => {
    const dateOverrides = [
      { date: '2026-12-25', ranges: [] },
      { date: '2026-12-27', ranges: [{ start: '10:00', end: '14:00' }] },
    ];
    expect(staffSchema.parse({ ...staff, dateOverrides }).dateOverrides).toEqual(dateOverrides);
    expect(dateOverridesSchema.safeParse([dateOverrides[0], dateOverrides[0]]).success).toBe(false);
    expect(dateOverridesSchema.safeParse([{ date: '2026-02-30', ranges: [] }]).success).toBe(false);
  });
});
