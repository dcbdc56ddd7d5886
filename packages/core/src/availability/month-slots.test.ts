import { describe, expect, it } from 'vitest';
import { calendarMonths, clampMonth, monthRange, monthSlots, parseMonth } from './month-slots';

describe('the months a calendar shows', () => {
  it('reads only real months from an address', () => {
    expect(parseMonth('2026-12')).toBe('2026-12');
    for (const bad of ['2026-13', '2026-1', '26-01', '2026-01-01', '', null, undefined]) expect(parseMonth(bad)).toBeUndefined();
  });

  it('spans a month from its first to its last day, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('keeps a month between this month and the booking horizon', () => {
    expect(clampMonth('2025-01', '2026-11', '2027-02')).toBe('2026-11');
    expect(clampMonth('2099-01', '2026-11', '2027-02')).toBe('2027-02');
    expect(clampMonth('2026-12', '2026-11', '2027-02')).toBe('2026-12');
  });

  it('asks the API for the clamped month in the visitor zone, and names the months around it', async () => {
    const asked: unknown[] = [];
    const api = {
      getSlots: async (request: unknown) => {
        asked.push(request);
        return { days: [] } as never;
      },
    };
    const shown = await monthSlots(api, {
      service: { slug: 'massage-60', bookingHorizonDays: 30 },
      staff: 'any',
      timeZone: 'Pacific/Kiritimati',
      month: '2099-01',
      seats: 2,
    });
    expect(shown.month).toBe(shown.lastMonth);
    expect(asked).toEqual([
      { service: 'massage-60', staff: 'any', ...monthRange(shown.month), timeZone: 'Pacific/Kiritimati', seats: 2 },
    ]);
    const months = calendarMonths(shown);
    expect(months.today.toString()).toBe(shown.today);
    expect(months.maxMonth.toString()).toBe(`${shown.lastMonth}-01`);
  });
});
