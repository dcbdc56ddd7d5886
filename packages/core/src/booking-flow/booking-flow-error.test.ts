import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/http-client';
import { bookingFlowError } from './booking-flow-error';

describe('bookingFlowError', () => {
  it("gives an API error's own message with its values", () => {
    const error = new ApiError({ statusCode: 409, statusMessage: 'Conflict', code: 'SEATS_LEFT', message: 'only 2' }, { n: 2 });
    expect(bookingFlowError(error)).toMatchObject({ code: 'SEATS_LEFT', messageKey: 'errors.SEATS_LEFT' });
  });

  it('says a lapsed hold in the hold countdown words, and a payment in its own', () => {
    expect(bookingFlowError({ code: 'HOLD_EXPIRED' }).messageKey).toBe('hold.expired');
    expect(bookingFlowError({ code: 'PAYMENT_DECLINED', messageKey: 'payment.errors.declined' }).messageKey).toBe(
      'payment.errors.declined',
    );
  });

  it("falls back to the spec's general message for anything else", () => {
    expect(bookingFlowError(new TypeError('Failed to fetch'))).toEqual({
      code: 'UNKNOWN',
      messageKey: 'errors.unableToSchedule',
      params: {},
    });
    expect(bookingFlowError({ code: 'INTERNAL', params: { x: 1 } })).toEqual({
      code: 'INTERNAL',
      messageKey: 'errors.unableToSchedule',
      params: {},
    });
  });
});
