import { describe, expect, it } from 'vitest';
import {
  createDetailsFormSchema,
  type DetailsFormValues,
  detailsFormErrors,
  detailsFormFields,
  EMPTY_DETAILS_FORM_VALUES,
} from './details-form';

const TODAY = '2026-03-09';
const ada: DetailsFormValues = {
  ...EMPTY_DETAILS_FORM_VALUES,
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
};

describe('createDetailsFormSchema', () => {
  it('asks for names, email and phone by default and drops the fields it does not show', () => {
    const schema = createDetailsFormSchema({ today: TODAY });
    expect(schema.parse({ ...ada, location: 'Somewhere', consent: true })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
    });
    expect(detailsFormErrors(schema.safeParse(EMPTY_DETAILS_FORM_VALUES))).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
    });
  });

  it('answers with the spec’s message keys, in form order', () => {
    const schema = createDetailsFormSchema({ today: TODAY, location: 'required', consent: true });
    const result = schema.safeParse({ ...ada, email: 'ada@', phone: 'call me' });
    expect(detailsFormErrors(result)).toEqual({
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
      location: 'validation.locationRequired',
      consent: 'validation.required',
    });
    expect(Object.keys(detailsFormErrors(result))).toEqual(['email', 'phone', 'location', 'consent']);
  });

  it('leaves an optional field empty as undefined, but still checks what was typed', () => {
    const schema = createDetailsFormSchema({ today: TODAY, phone: 'optional', dateOfBirth: 'optional' });
    expect(schema.parse({ ...ada, phone: '  ', dateOfBirth: '' })).toMatchObject({ phone: undefined, dateOfBirth: undefined });
    expect(detailsFormErrors(schema.safeParse({ ...ada, phone: 'call me' }))).toEqual({ phone: 'validation.phoneInvalid' });
  });

  it('takes a date of birth up to today, never in the future', () => {
    const schema = createDetailsFormSchema({ today: TODAY, dateOfBirth: 'required' });
    expect(schema.parse({ ...ada, dateOfBirth: '1990-04-23' }).dateOfBirth).toBe('1990-04-23');
    expect(schema.parse({ ...ada, dateOfBirth: TODAY }).dateOfBirth).toBe(TODAY);
    expect(detailsFormErrors(schema.safeParse({ ...ada, dateOfBirth: '2026-03-10' }))).toEqual({
      dateOfBirth: 'validation.dateOfBirthInFuture',
    });
    expect(detailsFormErrors(schema.safeParse({ ...ada, dateOfBirth: '' }))).toEqual({ dateOfBirth: 'validation.required' });
  });

  it('rejects dates that do not exist or are not ISO', () => {
    const schema = createDetailsFormSchema({ today: TODAY, dateOfBirth: 'required' });
    for (const date of ['2025-02-29', '1990-13-01', '23/04/1990', '1899-12-31']) {
      expect(detailsFormErrors(schema.safeParse({ ...ada, dateOfBirth: date })), date).toEqual({
        dateOfBirth: 'validation.invalid',
      });
    }
  });

  it('takes a location as free text, or one of the given locations', () => {
    const free = createDetailsFormSchema({ today: TODAY, location: 'required' });
    expect(free.parse({ ...ada, location: ' 12 Keizersgracht ' }).location).toBe('12 Keizersgracht');
    expect(detailsFormErrors(free.safeParse({ ...ada, location: '   ' }))).toEqual({ location: 'validation.locationRequired' });
    const choice = createDetailsFormSchema({ today: TODAY, location: 'required', locations: ['Amsterdam', 'Utrecht'] });
    expect(choice.parse({ ...ada, location: 'Utrecht' }).location).toBe('Utrecht');
    expect(detailsFormErrors(choice.safeParse({ ...ada, location: 'Paris' }))).toEqual({ location: 'validation.invalid' });
    const optional = createDetailsFormSchema({ today: TODAY, location: 'optional', locations: ['Amsterdam'] });
    expect(optional.parse({ ...ada, location: '' }).location).toBeUndefined();
  });

  it('limits additional information to its maximum length', () => {
    const schema = createDetailsFormSchema({
      today: TODAY,
      additionalInformation: 'optional',
      additionalInformationMaxLength: 10,
    });
    expect(schema.parse({ ...ada, additionalInformation: ' 0123456789 ' }).additionalInformation).toBe('0123456789');
    expect(detailsFormErrors(schema.safeParse({ ...ada, additionalInformation: '01234567890' }))).toEqual({
      additionalInformation: 'validation.tooLong',
    });
  });

  it('needs the consent ticked when the service asks for it', () => {
    const schema = createDetailsFormSchema({ today: TODAY, consent: true });
    expect(schema.parse({ ...ada, consent: true }).consent).toBe(true);
    expect(detailsFormErrors(schema.safeParse(ada))).toEqual({ consent: 'validation.required' });
  });
});

describe('detailsFormFields', () => {
  it('shows the contact fields and, by default, nothing else', () => {
    expect(detailsFormFields({ today: TODAY })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      dateOfBirth: 'hidden',
      location: 'hidden',
      additionalInformation: 'hidden',
      consent: 'hidden',
    });
    expect(detailsFormFields({ today: TODAY, consent: true, phone: 'hidden' })).toMatchObject({
      phone: 'hidden',
      consent: 'required',
    });
  });
});
