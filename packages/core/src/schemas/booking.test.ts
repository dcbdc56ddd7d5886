import { describe, expect, it } from 'vitest';
import { createBookingRequestSchema } from './booking';

const request = {
  service: 'yoga-class',
  start: '2026-03-04T07:00:00Z',
  timeZone: 'Europe/Amsterdam',
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+31 6 1234 5678' },
};

describe('createBookingRequestSchema seats', () => {
  it('leaves the seats to the server when none are asked for (one, or one per person with guests in a class)', () => {
    expect(createBookingRequestSchema.parse(request).seats).toBeUndefined();
  });

  it('accepts several seats and rejects zero or fractions with a message key', () => {
    expect(createBookingRequestSchema.parse({ ...request, seats: 3 }).seats).toBe(3);
    for (const seats of [0, 1.5, '2']) {
      const result = createBookingRequestSchema.safeParse({ ...request, seats });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalid');
    }
  });
});
