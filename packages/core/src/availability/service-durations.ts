import type { Service } from '../schemas/service';

/** The part of a service that decides its lengths. */
export type ServiceLengths = Pick<Service, 'durationMinutes' | 'durations'>;

/**
 * The lengths a visitor may choose for a service, default first: its `durations`, or its one
 * `durationMinutes` when it declares no list.
 * @example serviceDurations({ durationMinutes: 30, durations: [30, 60, 90] }) // [30, 60, 90]
 * @example serviceDurations({ durationMinutes: 45 }) // [45]
 */
export function serviceDurations(service: ServiceLengths): number[] {
  return service.durations && service.durations.length > 0 ? [...service.durations] : [service.durationMinutes];
}

/**
 * The length to book: the requested one when the service offers it, its default when none is
 * requested, and `undefined` for a length it does not offer (a validation error for the caller).
 * @example resolveDuration({ durationMinutes: 30, durations: [30, 60] }, 60) // 60
 * @example resolveDuration({ durationMinutes: 30, durations: [30, 60] }) // 30
 * @example resolveDuration({ durationMinutes: 30, durations: [30, 60] }, 45) // undefined
 */
export function resolveDuration(service: ServiceLengths, requested?: number): number | undefined {
  const lengths = serviceDurations(service);
  if (requested === undefined) return lengths[0];
  return lengths.includes(requested) ? requested : undefined;
}
