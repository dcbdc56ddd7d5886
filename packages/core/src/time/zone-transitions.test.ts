import { describe, expect, it } from 'vitest';
import { zoneOffsetAt } from './zone-offset';
import { zoneTransitions } from './zone-transitions';

const HOUR = 3_600_000;

describe('zone transitions', () => {
  it('finds the change of a month to the minute (Amsterdam, March 2026)', () => {
    expect(zoneTransitions('Europe/Amsterdam', Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1))).toEqual({
      initialOffset: HOUR,
      at: [Date.UTC(2026, 2, 29, 1)],
      offsetAfter: [2 * HOUR],
    });
  });

  it('finds none where the offset holds, and half-hour changes where it moves by half an hour', () => {
    expect(zoneTransitions('Asia/Kolkata', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual({
      initialOffset: 5.5 * HOUR,
      at: [],
      offsetAfter: [],
    });
    // Lord Howe Island moves its clocks by 30 minutes, at 02:00 local time in April and October.
    expect(zoneTransitions('Australia/Lord_Howe', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual({
      initialOffset: 11 * HOUR,
      at: [Date.UTC(2026, 3, 4, 15), Date.UTC(2026, 9, 3, 15, 30)],
      offsetAfter: [10.5 * HOUR, 11 * HOUR],
    });
  });

  it('agrees with the offset of every hour of a year, in zones whose midnight or odd minutes move', () => {
    for (const timeZone of ['America/Santiago', 'America/Havana', 'Pacific/Chatham', 'Africa/Casablanca']) {
      const from = Date.UTC(2026, 0, 1, 0, 17);
      const to = Date.UTC(2027, 0, 1);
      const { initialOffset, at, offsetAfter } = zoneTransitions(timeZone, from, to);
      let index = 0;
      for (let instant = from; instant < to; instant += HOUR) {
        while (index < at.length && (at[index] as number) <= instant) index++;
        const offset = index === 0 ? initialOffset : offsetAfter[index - 1];
        expect(offset, `${timeZone} at ${new Date(instant).toISOString()}`).toBe(zoneOffsetAt(timeZone, instant));
      }
    }
  });
});
