import { describe, expect, it } from 'vitest';
import { serviceSchema } from '../schemas/service';
import { resolveDuration, serviceDurations } from './service-durations';

describe('service durations', () => {
  it('offers the declared lengths, the first as the default', () => {
    const service = { durationMinutes: 30, durations: [30, 60, 90] };
    expect(serviceDurations(service)).toEqual([30, 60, 90]);
    expect(resolveDuration(service)).toBe(30);
    expect(resolveDuration(service, 90)).toBe(90);
    expect(resolveDuration(service, 45)).toBeUndefined();
  });

  it('falls back to the one durationMinutes', () => {
    expect(serviceDurations({ durationMinutes: 45 })).toEqual([45]);
    expect(resolveDuration({ durationMinutes: 45 }, 45)).toBe(45);
  });

  it('validates the new service fields', () => {
    const base = { slug: 'massage', name: 'Massage', durationMinutes: 30, priceMinor: 0, currency: 'EUR', staff: ['anna'] };
    const parsed = serviceSchema.parse({ ...base, durations: [30, 60], bookingHorizonDays: 60, maxBookingsPerDay: 4 });
    expect(parsed).toMatchObject({ durations: [30, 60], bookingHorizonDays: 60, maxBookingsPerDay: 4 });
    expect(serviceSchema.safeParse({ ...base, durations: [30, 30] }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...base, durations: [] }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...base, bookingHorizonDays: 0 }).success).toBe(false);
  });
});
