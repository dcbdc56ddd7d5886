import { validationMessages } from '@booking-kit/core';
import { ApiProblem, notFound } from '../api/api-problem';
import { atLength, findService, type ServiceRecord } from '../catalog/catalog-queries';
import type { Queryable } from '../db/database';

/**
 * A service by slug at the length the visitor chose (its default length when none is given), as
 * slots, holds and bookings use it.
 * @throws {ApiProblem} 404 unknown service; 400 VALIDATION_FAILED on `durationMinutes` for a length it does not offer
 */
export async function findBookableService(db: Queryable, slug: string, durationMinutes?: number): Promise<ServiceRecord> {
  const service = await findService(db, slug);
  if (!service) throw notFound('Service not found.');
  const booked = atLength(service, durationMinutes);
  if (!booked) {
    throw new ApiProblem(400, 'VALIDATION_FAILED', 'This service is not offered at that length.', {
      fields: { durationMinutes: validationMessages.invalid },
    });
  }
  return booked;
}
