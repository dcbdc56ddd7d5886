import { describe, expect, it } from 'vitest';
import { createDetailsFormSchema, detailsFormErrors, detailsFormSchemaOptions, EMPTY_DETAILS_FORM_VALUES } from './details-form';
import { type DetailsFormConfigInput, detailsFormConfigSchema } from './details-form-config';
import { strictestDetailsForm } from './strictest-details-form';

const TODAY = '2026-03-09';

describe('detailsFormConfigSchema', () => {
  it('fills in the details form’s own defaults', () => {
    expect(detailsFormConfigSchema.parse({})).toEqual({
      phone: 'required',
      dateOfBirth: 'hidden',
      location: 'hidden',
      additionalInformation: 'hidden',
      additionalInformationMaxLength: 1000,
    });
  });

  it('trims the locations and the consent text, and refuses repeats and lists for a hidden location', () => {
    expect(
      detailsFormConfigSchema.parse({ location: 'required', locations: [' Studio '], consentText: ' I agree. ' }),
    ).toMatchObject({ locations: ['Studio'], consentText: 'I agree.' });
    expect(detailsFormConfigSchema.safeParse({ location: 'required', locations: ['Studio', 'Studio '] }).success).toBe(false);
    expect(detailsFormConfigSchema.safeParse({ locations: ['Studio'] }).success).toBe(false);
  });
});

describe('detailsFormSchemaOptions', () => {
  it('makes the schema the service’s form runs: consent when it has a text, its locations', () => {
    const config = detailsFormConfigSchema.parse({
      phone: 'hidden',
      location: 'required',
      locations: ['Studio', 'Home'],
      consentText: 'I agree.',
    });
    expect(detailsFormSchemaOptions(config, TODAY)).toEqual({
      phone: 'hidden',
      dateOfBirth: 'hidden',
      location: 'required',
      locations: ['Studio', 'Home'],
      additionalInformation: 'hidden',
      additionalInformationMaxLength: 1000,
      consent: true,
      today: TODAY,
    });
    const schema = createDetailsFormSchema(detailsFormSchemaOptions(config, TODAY));
    const values = { ...EMPTY_DETAILS_FORM_VALUES, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(detailsFormErrors(schema.safeParse(values))).toEqual({
      location: 'validation.locationRequired',
      consent: 'validation.required',
    });
    expect(schema.parse({ ...values, location: 'Home', consent: true })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      location: 'Home',
      consent: true,
    });
    expect(detailsFormSchemaOptions({}, TODAY)).toEqual({ consent: false, today: TODAY });
  });
});

describe('strictestDetailsForm', () => {
  const form = (input: DetailsFormConfigInput) => detailsFormConfigSchema.parse(input);

  it('asks every field at its strictest and keeps every consent', () => {
    const merged = strictestDetailsForm([
      form({ phone: 'optional', dateOfBirth: 'required', consentText: 'I agree to the studio rules.' }),
      form({ phone: 'required', location: 'optional', additionalInformation: 'optional', consentText: 'I have no injuries.' }),
    ]);
    expect(merged).toEqual({
      phone: 'required',
      dateOfBirth: 'required',
      location: 'optional',
      additionalInformation: 'optional',
      additionalInformationMaxLength: 1000,
      consentText: 'I agree to the studio rules.\n\nI have no injuries.',
    });
  });

  it('offers only the places every list allows, and the shortest limit of the forms that ask', () => {
    const merged = strictestDetailsForm([
      form({
        location: 'required',
        locations: ['Studio A', 'Studio B'],
        additionalInformation: 'optional',
        additionalInformationMaxLength: 300,
      }),
      form({ location: 'optional', locations: ['Studio B', 'Home visit'] }),
      form({ location: 'required', additionalInformationMaxLength: 20 }),
    ]);
    expect(merged).toMatchObject({ location: 'required', locations: ['Studio B'], additionalInformationMaxLength: 300 });
  });

  it('is the form itself for one service', () => {
    const one = form({ phone: 'hidden', location: 'required', locations: ['Studio A'] });
    expect(strictestDetailsForm([one])).toEqual(one);
  });
});
