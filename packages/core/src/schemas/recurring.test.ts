import { describe, expect, it } from 'vitest';
import { dateOverridesSchema } from './date-overrides';
import { recurringRequestSchema } from './recurring';
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
