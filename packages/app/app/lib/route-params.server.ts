import { ApiError } from '@booking-kit/core';
import { type NotFoundReason, notFound } from './not-found';

/**
 * Runs an API read, turning its 404 into the page's own 404 ('Page Not Found: {path}', and what is
 * missing when `reason` names it: 'Cannot find calendar.' for a calendar's provider, service,
 * group or menu).
 */
export async function orNotFound<T>(request: Request, read: Promise<T>, reason?: NotFoundReason): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.code === 'VALIDATION_FAILED'))
      throw notFound(request, reason);
    throw error;
  }
}
