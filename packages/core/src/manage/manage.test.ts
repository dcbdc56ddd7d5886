import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/http-client';
import { formatAppointmentTime } from './format-appointment-time';
import { manageErrorMessage } from './manage-error';
import { telHref } from './tel-href';

describe('manageErrorMessage', () => {
  it('gives the cutoff and already-cancelled errors a message per action', () => {
    const cutoff = new ApiError({
      statusCode: 409,
      statusMessage: 'Conflict',
      code: 'CUTOFF_PASSED',
      message: 'too late',
      params: { minutes: 1440 },
    });
    expect(manageErrorMessage(cutoff, 'cancel')).toEqual({
      key: 'cancelBooking.errors.CUTOFF_PASSED',
      values: { minutes: 1440 },
    });
    expect(manageErrorMessage(cutoff, 'reschedule').key).toBe('rescheduleBooking.errors.CUTOFF_PASSED');
    expect(manageErrorMessage({ code: 'BOOKING_CANCELLED' }, 'cancel').key).toBe('cancelBooking.errors.BOOKING_CANCELLED');
  });

  it('reuses the shared messages of slot and network errors, with their values', () => {
    expect(manageErrorMessage({ code: 'SLOT_UNAVAILABLE' }, 'reschedule')).toEqual({
      key: 'errors.SLOT_UNAVAILABLE',
      values: {},
    });
    expect(manageErrorMessage({ code: 'SEATS_LEFT', params: { n: 2 } }, 'reschedule')).toEqual({
      key: 'errors.SEATS_LEFT',
      values: { n: 2 },
    });
    expect(manageErrorMessage({ code: 'NETWORK' }, 'cancel').key).toBe('errors.NETWORK');
  });

  it('falls back to the action’s "please try again" for anything else', () => {
    expect(manageErrorMessage(new TypeError('Failed to fetch'), 'cancel')).toEqual({
      key: 'cancelBooking.errors.failed',
      values: {},
    });
    expect(manageErrorMessage({ code: 'INTERNAL', params: { x: 1 } }, 'reschedule')).toEqual({
      key: 'rescheduleBooking.errors.failed',
      values: {},
    });
    expect(manageErrorMessage(undefined, 'reschedule').key).toBe('rescheduleBooking.errors.failed');
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+31 (0)20 123-4567')).toBe('tel:+310201234567');
    expect(telHref(' 020.123.4567 ')).toBe('tel:0201234567');
    expect(() => telHref('call us')).toThrow(RangeError);
  });
});

describe('formatAppointmentTime', () => {
  it('shows the day and times in the given zone and locale, with the zone', () => {
    const start = '2026-03-09T13:00:00.000Z';
    const end = '2026-03-09T13:30:00.000Z';
    expect(formatAppointmentTime(start, end, 'en-US', 'Europe/Amsterdam')).toMatch(
      /^Monday, March 9, 2026, 2:00\s–\s2:30\sPM GMT\+1$/,
    );
    expect(formatAppointmentTime(start, end, 'de-DE', 'Europe/Berlin')).toMatch(
      /^Montag, 9\. März 2026, 14:00\s?–\s?14:30\sUhr MEZ$/,
    );
    expect(formatAppointmentTime(start, end, 'en-US', 'America/New_York')).toMatch(/9:00\s–\s9:30\sAM EDT$/);
  });
});
