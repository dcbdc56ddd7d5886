import { describe, expect, it } from 'vitest';
import { findBookingFormSchema } from './find-booking';

/** The message key of each field's first problem. */
function errors(values: Record<string, unknown>) {
  const result = findBookingFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('findBookingFormSchema', () => {
  it('takes a reference or a booking link and an email, trimmed', () => {
    expect(findBookingFormSchema.parse({ reference: ' AbCdEfGhIjKlMnOpQrStUv ', email: ' ada@example.com ' })).toEqual({
      reference: 'AbCdEfGhIjKlMnOpQrStUv',
      email: 'ada@example.com',
    });
    expect(errors({ reference: 'https://x.example/widget/booking/AbCdEfGhIjKlMnOpQrStUv', email: 'a@b.co' })).toEqual({});
  });

  it('says what is missing or wrong, field by field', () => {
    expect(errors({ reference: '', email: '' })).toEqual({ reference: 'validation.required', email: 'validation.required' });
    expect(errors({ reference: 'not a booking', email: 'ada@' })).toEqual({
      reference: 'validation.bookingReferenceInvalid',
      email: 'validation.emailInvalid',
    });
  });
});
