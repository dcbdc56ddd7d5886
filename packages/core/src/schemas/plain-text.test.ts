import { describe, expect, it } from 'vitest';
import { validateAnswers } from '../forms/validate-answers';
import { contactDetailsSchema } from './contact-details';
import { createDetailsFormSchema, detailsFormErrors, EMPTY_DETAILS_FORM_VALUES } from './details-form';
import { guestsSchema } from './guests';
import { cancelBookingRequestSchema } from './manage-booking';
import { hasControlCharacters } from './plain-text';
import { instantSchema, isSupportedInstant } from './primitives';

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+31 6 1234 5678' };

describe('hasControlCharacters', () => {
  it('finds NUL, the other C0 characters and DEL; multi-line text keeps tab, LF and CR', () => {
    for (const code of [...Array.from({ length: 32 }, (_, index) => index), 0x7f]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(hasControlCharacters(text, 'single-line'), `U+${code.toString(16)}`).toBe(true);
      expect(hasControlCharacters(text, 'multi-line'), `U+${code.toString(16)}`).toBe(![0x09, 0x0a, 0x0d].includes(code));
    }
    for (const text of ['Zoë Ng', '💥', 'ﷺ𒐫', '\u00A0', '\u0085', ''])
      expect(hasControlCharacters(text, 'single-line')).toBe(false);
  });
});

describe('the shared schemas refuse control characters with validation.controlCharacters', () => {
  it('in contact details and guest names', () => {
    const issues = contactDetailsSchema.safeParse({ ...contact, firstName: 'A\u0000da', phone: '+31\u00076' }).error?.issues;
    expect(issues?.find((issue) => issue.path[0] === 'firstName')?.message).toBe('validation.controlCharacters');
    expect(issues?.find((issue) => issue.path[0] === 'phone')?.message).toBe('validation.controlCharacters');
    const guests = guestsSchema.safeParse([{ name: 'Grace\u0000', email: 'grace@example.com' }]).error?.issues;
    expect(guests?.[0]).toMatchObject({ path: [0, 'name'], message: 'validation.controlCharacters' });
  });

  it('in a cancel reason, which may span lines', () => {
    expect(cancelBookingRequestSchema.safeParse({ reason: 'Ill\u0000' }).error?.issues[0]?.message).toBe(
      'validation.controlCharacters',
    );
    expect(cancelBookingRequestSchema.parse({ reason: 'Ill today.\nSorry' }).reason).toBe('Ill today.\nSorry');
  });

  it('in the details form: one line for the location, several for additional information', () => {
    const schema = createDetailsFormSchema({ today: '2026-03-09', location: 'required', additionalInformation: 'optional' });
    const values = { ...EMPTY_DETAILS_FORM_VALUES, ...contact, location: 'Room\n2', additionalInformation: 'Knee\u0000' };
    expect(detailsFormErrors(schema.safeParse(values))).toEqual({
      location: 'validation.controlCharacters',
      additionalInformation: 'validation.controlCharacters',
    });
    expect(schema.safeParse({ ...values, location: 'Room 2', additionalInformation: 'Left knee\r\n\tBack' }).success).toBe(true);
  });

  it('in form answers: a text answer on one line, a long one on several', () => {
    const fields = [
      { kind: 'text', name: 'name', label: 'Name', required: false, maxLength: 200 },
      { kind: 'longText', name: 'notes', label: 'Notes', required: false, maxLength: 5000 },
    ] as const;
    expect(validateAnswers([...fields], { name: 'Ada\nL', notes: 'a\u0000' })).toEqual({
      success: false,
      errors: { name: 'validation.controlCharacters', notes: 'validation.controlCharacters' },
    });
    expect(validateAnswers([...fields], { name: 'Ada', notes: 'a\nb\tc' }).success).toBe(true);
  });
});

describe('instants a request may name', () => {
  it('lie in the years 2000 to 2199', () => {
    expect(isSupportedInstant('2026-03-08T17:00:00.000Z')).toBe(true);
    expect(isSupportedInstant('2000-01-01T00:00:00.000Z')).toBe(true);
    expect(isSupportedInstant('2199-12-31T23:59:59.999Z')).toBe(true);
    for (const absurd of [
      '1999-12-31T23:59:59.999Z',
      '2200-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '0000-01-01T00:00:00Z',
    ]) {
      expect(isSupportedInstant(absurd), absurd).toBe(false);
      expect(instantSchema.safeParse(absurd).error?.issues[0]?.message, absurd).toBe('validation.invalid');
    }
  });
});
