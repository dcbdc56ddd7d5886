import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox-worker';

const HOUR = 3_600_000;

describe('retryDelayMs', () => {
  it('waits 5 s after the first failure, then 30 s doubling, never more than 6 h, with at most a fifth more at random', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([5_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(40, () => 0)).toBe(6 * HOUR);
    expect(retryDelayMs(2, () => 0.999_999)).toBeLessThanOrEqual(36_000);
  });

  it('keeps trying for about a day before a message is given up on', () => {
    const total = (random: () => number) =>
      Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1, random)).reduce(
        (sum, delay) => sum + delay,
        0,
      );
    expect(total(() => 0)).toBeGreaterThan(20 * HOUR);
    expect(total(() => 0.999_999)).toBeLessThan(36 * HOUR);
  });
});
