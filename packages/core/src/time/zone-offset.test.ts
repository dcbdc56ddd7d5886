import { describe, expect, it } from 'vitest';
import { localDateKey, startOfLocalDay, wallToInstants, zoneOffsetAt } from './zone-offset';

describe('zone offsets', () => {
  it('reads offsets without the machine time zone', () => {
    expect(zoneOffsetAt('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(5.5 * 3_600_000);
    expect(zoneOffsetAt('Pacific/Chatham', Date.UTC(2026, 0, 1))).toBe(13.75 * 3_600_000);
    expect(zoneOffsetAt('Europe/Amsterdam', Date.UTC(2026, 6, 1))).toBe(2 * 3_600_000);
  });

  it('finds no instant in a gap and two in a fold', () => {
    expect(wallToInstants('Europe/Amsterdam', Date.UTC(2026, 2, 29, 2, 30))).toEqual([]);
    expect(wallToInstants('Europe/Amsterdam', Date.UTC(2026, 9, 25, 2, 30))).toEqual([
      Date.UTC(2026, 9, 25, 0, 30),
      Date.UTC(2026, 9, 25, 1, 30),
    ]);
  });

  it('starts a day whose midnight is skipped at the transition (Santiago, 6 September 2026)', () => {
    const start = startOfLocalDay('America/Santiago', '2026-09-06');
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDateKey('America/Santiago', start)).toBe('2026-09-06');
    expect(localDateKey('America/Santiago', start - 60_000)).toBe('2026-09-05');
  });
});
