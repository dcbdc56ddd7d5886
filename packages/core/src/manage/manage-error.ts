import type { MessageValues } from '../i18n/create-translator';

/** What a visitor was doing when a booking change failed. */
export type ManageAction = 'cancel' | 'reschedule';

/** A message to show: a catalog key and the values to interpolate into it. */
export interface ManageErrorMessage {
  key: string;
  values: MessageValues;
}

/** Codes with a message of their own for the action (`cancelBooking.errors.CUTOFF_PASSED`). */
const ACTION_CODES = new Set(['CUTOFF_PASSED', 'BOOKING_CANCELLED']);

/** Codes whose shared message in `errors.*` reads right for any action. */
const SHARED_CODES = new Set([
  'SLOT_UNAVAILABLE',
  'STAFF_BUSY',
  'SEATS_LEFT',
  'SEAT_LIMIT',
  'RESOURCE_UNAVAILABLE',
  'OUTSIDE_BOOKING_WINDOW',
  'RATE_LIMITED',
  'NETWORK',
]);

const NAMESPACES: Record<ManageAction, string> = { cancel: 'cancelBooking', reschedule: 'rescheduleBooking' };

/**
 * The message for a failed cancel or reschedule: the API's error code (an `ApiError`, or any
 * object with a `code` and optional `params`) when it has a message, else the action's generic
 * "please try again". Apps that call another backend can throw `{ code: 'CUTOFF_PASSED' }` too.
 * @example manageErrorMessage(new ApiError({ code: 'CUTOFF_PASSED', … }), 'cancel') // { key: 'cancelBooking.errors.CUTOFF_PASSED', values: {} }
 * @example manageErrorMessage(new TypeError('Failed to fetch'), 'reschedule') // { key: 'rescheduleBooking.errors.failed', values: {} }
 */
export function manageErrorMessage(error: unknown, action: ManageAction): ManageErrorMessage {
  const namespace = NAMESPACES[action];
  const fields = typeof error === 'object' && error !== null ? (error as { code?: unknown; params?: unknown }) : {};
  const code = typeof fields.code === 'string' ? fields.code : null;
  const values = typeof fields.params === 'object' && fields.params !== null ? (fields.params as MessageValues) : {};
  if (code !== null && ACTION_CODES.has(code)) return { key: `${namespace}.errors.${code}`, values };
  if (code !== null && SHARED_CODES.has(code)) return { key: `errors.${code}`, values };
  return { key: `${namespace}.errors.failed`, values: {} };
}
