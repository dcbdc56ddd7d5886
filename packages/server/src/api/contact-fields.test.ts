import { readFile } from 'node:fs/promises';
import { apiErrorBodySchema, type DetailsFormConfigInput } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { businessDocumentSchema } from '../business/business-document';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { type ApiAnswer, bookingBody, useApiFixture } from '../test/api-fixture';

/**
 * The details form's fields in the API: which ones a service asks for (its `detailsForm` in the
 * business document, returned by GET /services/{slug}), checked at POST /bookings with the same
 * schema the visitor's form runs (core's createDetailsFormSchema), stored, and shown on
 * GET /bookings/{id} to the holder of the manage token only.
 */

const fixture = useApiFixture();

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

/** Gives intro-call (free, online) this details form, by importing the demo document again with it. */
async function configureIntroCall(detailsForm: DetailsFormConfigInput): Promise<void> {
  const demo = JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
  const intro = demo.services.find((service: { slug: string }) => service.slug === 'intro-call');
  intro.detailsForm = detailsForm;
  await importBusiness(fixture.db, demo);
}

/** A details form that asks for every contact field the same way. */
const everyField = (level: 'required' | 'optional'): DetailsFormConfigInput => ({
  phone: level,
  dateOfBirth: level,
  location: level,
  additionalInformation: level,
});

/** Weekdays from Tuesday 3 March on, when Anna works from 09:00 to 12:00 in Amsterdam (08:00–11:00 UTC). */
const WEEKDAYS = ['03', '04', '05', '06', '09', '10', '11', '12', '13', '16', '17', '18', '19', '20'];
let call = 0;
/** Books intro-call with Anna: each call the next free quarter of an hour of her mornings. */
function bookIntroCall(contact: Record<string, unknown>, overrides: Record<string, unknown> = {}): Promise<ApiAnswer> {
  const index = call++;
  const day = WEEKDAYS[Math.floor(index / 12)];
  const start = new Date(Date.parse(`2026-03-${day}T08:00:00.000Z`) + 15 * 60_000 * (index % 12)).toISOString();
  return fixture.post('/bookings', bookingBody({ start, contact, ...overrides }));
}

/** The `fields` of a 400 VALIDATION_FAILED answer, checked against the API's one error shape. */
function invalidFields(answer: ApiAnswer): Record<string, string> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const body = apiErrorBodySchema.parse(answer.body);
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.fields ?? {};
}

function viewWithToken(booking: { id: string; manageToken: string }): Promise<ApiAnswer> {
  return fixture.call(`/bookings/${booking.id}`, { headers: { authorization: `Bearer ${booking.manageToken}` } });
}

describe('GET /services/{slug}', () => {
  it('returns each demo service’s details form, defaults filled in', async () => {
    const forms = Object.fromEntries(
      await Promise.all(
        ['intro-call', 'massage-60', 'yoga-class', 'consultation-30'].map(async (slug) => {
          const { status, body } = await fixture.call(`/services/${slug}`);
          expect(status).toBe(200);
          return [slug, body.detailsForm];
        }),
      ),
    );
    expect(forms['massage-60']).toEqual({
      phone: 'required',
      dateOfBirth: 'optional',
      location: 'hidden',
      additionalInformation: 'optional',
      additionalInformationMaxLength: 500,
    });
    expect(forms['consultation-30']).toMatchObject({ phone: 'required', location: 'required' });
    expect(forms['yoga-class']).toMatchObject({ phone: 'optional', consentText: expect.stringContaining('own risk') });
    expect(forms['intro-call']).toMatchObject({ phone: 'optional', dateOfBirth: 'hidden', location: 'hidden' });
    const provider = await fixture.call('/providers/harbor-studio');
    const intro = provider.body.services.find((service: { slug: string }) => service.slug === 'intro-call');
    expect(intro.detailsForm).toEqual(forms['intro-call']);
  });
});

describe('POST /bookings checks the contact against the service’s details form', () => {
  it('required: every field the service requires, with the spec’s message keys', async () => {
    await configureIntroCall({ ...everyField('required'), consentText: 'I agree that the studio keeps my details.' });
    expect(invalidFields(await bookIntroCall({ ...ada }))).toEqual({
      'contact.phone': 'validation.required',
      'contact.dateOfBirth': 'validation.required',
      'contact.location': 'validation.locationRequired',
      'contact.additionalInformation': 'validation.required',
      'contact.consent': 'validation.required',
    });
    expect(invalidFields(await bookIntroCall({ ...ada, phone: ' ', location: '   ', consent: false }))).toMatchObject({
      'contact.phone': 'validation.required',
      'contact.location': 'validation.locationRequired',
      'contact.consent': 'validation.required',
    });
    const full = {
      ...ada,
      phone: '+31 6 1234 5678',
      dateOfBirth: '1990-12-10',
      location: ' Keizersgracht 12, Amsterdam ',
      additionalInformation: 'Ground floor.\nThe bell does not work:\tknock.',
      consent: true,
    };
    const created = await bookIntroCall(full);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = { ...full, location: 'Keizersgracht 12, Amsterdam' };
    expect(created.body.contact).toEqual(stored);
    const viewed = await viewWithToken(created.body);
    expect(viewed.status).toBe(200);
    expect(viewed.body.contact).toEqual(stored);
    // The consent is kept with the text agreed to, which a later import may reword.
    const { rows } = await fixture.db.query<{ consent_text: string; consented: boolean }>(
      'SELECT consent_text, consented_at IS NOT NULL AS consented FROM bookings WHERE id = $1',
      [created.body.id],
    );
    expect(rows[0]).toEqual({ consent_text: 'I agree that the studio keeps my details.', consented: true });
  });

  it('optional: may be left out or blank, but what is typed is checked', async () => {
    await configureIntroCall(everyField('optional'));
    const bare = await bookIntroCall({ ...ada });
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    expect(bare.body.contact).toEqual(ada);
    const blank = await bookIntroCall({ ...ada, phone: '', dateOfBirth: '', location: '  ', additionalInformation: '\n' });
    expect(blank.status, JSON.stringify(blank.body)).toBe(201);
    expect((await viewWithToken(blank.body)).body.contact).toEqual(ada);
    expect(invalidFields(await bookIntroCall({ ...ada, phone: 'call me', dateOfBirth: '10/12/1990' }))).toEqual({
      'contact.phone': 'validation.phoneInvalid',
      'contact.dateOfBirth': 'validation.invalid',
    });
  });

  it('hidden: what the service does not ask for is neither checked nor stored', async () => {
    await configureIntroCall({ phone: 'hidden' });
    const created = await bookIntroCall({
      ...ada,
      phone: 'call me',
      dateOfBirth: 'yesterday',
      location: 'Somewhere',
      additionalInformation: 'Hello',
      consent: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.contact).toEqual(ada);
    expect((await viewWithToken(created.body)).body.contact).toEqual(ada);
    const { rows } = await fixture.db.query(
      'SELECT phone, date_of_birth, location, additional_information, consent_text FROM bookings WHERE id = $1',
      [created.body.id],
    );
    expect(rows[0]).toEqual({
      phone: null,
      date_of_birth: null,
      location: null,
      additional_information: null,
      consent_text: null,
    });
  });

  it('first name, last name and email are always required', async () => {
    await configureIntroCall({ phone: 'hidden' });
    expect(invalidFields(await bookIntroCall({ firstName: ' ', lastName: 'L0velace', email: 'ada@' }))).toEqual({
      'contact.firstName': 'validation.required',
      'contact.lastName': 'validation.nameInvalid',
      'contact.email': 'validation.emailInvalid',
    });
    expect(invalidFields(await bookIntroCall({}))).toMatchObject({
      'contact.firstName': 'validation.required',
      'contact.lastName': 'validation.required',
      'contact.email': 'validation.required',
    });
  });

  it('the location: free text, or one of the service’s locations', async () => {
    await configureIntroCall({ location: 'required', locations: ['Harbor Wellness Studio', 'Your home in Amsterdam'] });
    expect(invalidFields(await bookIntroCall({ ...ada, phone: '+31 6 1234 5678', location: 'Paris' }))).toEqual({
      'contact.location': 'validation.invalid',
    });
    const chosen = await bookIntroCall({ ...ada, phone: '+31 6 1234 5678', location: 'Your home in Amsterdam' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(chosen.body.contact.location).toBe('Your home in Amsterdam');
  });

  it('date of birth: a real date, not before 1900, not after today in the visitor’s time zone', async () => {
    await configureIntroCall({ dateOfBirth: 'required' });
    const withBirth = (dateOfBirth: unknown, timeZone = 'Europe/Amsterdam') =>
      bookIntroCall({ ...ada, phone: '+31 6 1234 5678', dateOfBirth }, { timeZone });
    for (const date of ['2025-02-29', '1990-13-01', '1899-12-31', '0000-01-01', '1990-1-1', '19901210']) {
      expect(invalidFields(await withBirth(date)), date).toEqual({ 'contact.dateOfBirth': 'validation.invalid' });
    }
    expect(invalidFields(await withBirth('2026-03-03'))).toEqual({ 'contact.dateOfBirth': 'validation.dateOfBirthInFuture' });
    expect(invalidFields(await withBirth('9999-12-31'))).toEqual({ 'contact.dateOfBirth': 'validation.dateOfBirthInFuture' });
    // 08:00 UTC on 2 March is still 1 March in Pago Pago (UTC−11).
    expect(invalidFields(await withBirth('2026-03-02', 'Pacific/Pago_Pago'))).toEqual({
      'contact.dateOfBirth': 'validation.dateOfBirthInFuture',
    });
    expect((await withBirth('2026-03-02')).status).toBe(201);
    expect((await withBirth(19901210)).body.fields).toEqual({ 'contact.dateOfBirth': 'validation.invalid' });
    const created = await withBirth('1900-01-01');
    expect(created.status).toBe(201);
    expect((await viewWithToken(created.body)).body.contact.dateOfBirth).toBe('1900-01-01');
  });

  it('control characters: refused in one-line fields; additional information keeps line breaks and tabs', async () => {
    await configureIntroCall(everyField('optional'));
    for (const control of ['\u0000', '\u0007', '\u001B[31m', '\u007F']) {
      expect(invalidFields(await bookIntroCall({ ...ada, location: `Keizersgracht${control}12` }))).toEqual({
        'contact.location': 'validation.controlCharacters',
      });
      expect(invalidFields(await bookIntroCall({ ...ada, additionalInformation: `Knock${control}` }))).toEqual({
        'contact.additionalInformation': 'validation.controlCharacters',
      });
      expect(invalidFields(await bookIntroCall({ ...ada, dateOfBirth: `1990-12-10${control}` }))).toEqual({
        'contact.dateOfBirth': 'validation.invalid',
      });
    }
    expect(invalidFields(await bookIntroCall({ ...ada, location: 'Line one\nLine two' }))).toEqual({
      'contact.location': 'validation.controlCharacters',
    });
    const lines = await bookIntroCall({ ...ada, additionalInformation: 'Line one\r\n\tLine two' });
    expect(lines.status, JSON.stringify(lines.body)).toBe(201);
    expect(lines.body.contact.additionalInformation).toBe('Line one\r\n\tLine two');
  });

  it('lengths: location up to 200 characters, additional information up to the service’s maximum', async () => {
    await configureIntroCall({
      phone: 'optional',
      location: 'optional',
      additionalInformation: 'optional',
      additionalInformationMaxLength: 20,
    });
    expect(invalidFields(await bookIntroCall({ ...ada, location: 'x'.repeat(201) }))).toEqual({
      'contact.location': 'validation.tooLong',
    });
    expect((await bookIntroCall({ ...ada, location: 'x'.repeat(200) })).status).toBe(201);
    expect(invalidFields(await bookIntroCall({ ...ada, additionalInformation: 'x'.repeat(21) }))).toEqual({
      'contact.additionalInformation': 'validation.tooLong',
    });
    expect((await bookIntroCall({ ...ada, additionalInformation: ` ${'x'.repeat(20)} ` })).status).toBe(201);
    expect(invalidFields(await bookIntroCall({ ...ada, email: `${'a'.repeat(250)}@example.com` }))).toEqual({
      'contact.email': 'validation.tooLong',
    });
  });

  it('wrong types are 400 with the field named, never a 5xx', async () => {
    await configureIntroCall({ dateOfBirth: 'optional', location: 'optional', additionalInformation: 'optional' });
    const fields = invalidFields(
      await bookIntroCall({
        ...ada,
        phone: 31612345678,
        location: ['Amsterdam'],
        additionalInformation: { text: 'x' },
        consent: 'yes',
      }),
    );
    expect(fields).toMatchObject({
      'contact.phone': 'validation.invalid',
      'contact.location': 'validation.invalid',
      'contact.additionalInformation': 'validation.invalid',
      'contact.consent': 'validation.invalid',
    });
    for (const contact of [null, 'Ada', [ada], 42]) {
      const answer = await bookIntroCall(contact as never);
      expect(answer.status, JSON.stringify(contact)).toBe(400);
    }
  });
});

describe('the demo services', () => {
  /** The demo booking's contact without `field`, which some demo service requires. */
  const contactWithout = (field: 'location' | 'consent') => {
    const { [field]: _left, ...contact } = bookingBody().contact;
    return contact;
  };
  /** POST /bookings of the demo booking with `overrides`. */
  const book = (overrides: Record<string, unknown>) => fixture.post('/bookings', bookingBody(overrides));

  it('consultation-30: Location is required', async () => {
    const contact = contactWithout('location');
    const answer = await book({ service: 'consultation-30', start: '2026-03-05T09:00:00.000Z', staff: 'any', contact });
    expect(invalidFields(answer)).toEqual({ 'contact.location': 'validation.locationRequired' });
  });

  it('yoga-class: the consent must be given', async () => {
    const yoga = { service: 'yoga-class', staff: 'chloe-martin', start: '2026-03-04T07:00:00.000Z' };
    const contact = contactWithout('consent');
    expect(invalidFields(await book({ ...yoga, contact }))).toEqual({ 'contact.consent': 'validation.required' });
    const refused = await book({ ...yoga, contact: { ...contact, consent: false } });
    expect(invalidFields(refused)).toEqual({ 'contact.consent': 'validation.required' });
  });

  it('one answer names every bad field: the request’s and the contact’s', async () => {
    const contact = { ...contactWithout('location'), email: 'x' };
    const answer = await book({ service: 'consultation-30', start: 'tomorrow', timeZone: 'Nowhere/Town', contact });
    expect(invalidFields(answer)).toEqual({
      start: 'validation.invalid',
      timeZone: 'validation.invalid',
      'contact.email': 'validation.emailInvalid',
      'contact.location': 'validation.locationRequired',
    });
  });

  it('a cart checks the contact against every service it books', async () => {
    const answer = await fixture.post('/bookings', {
      timeZone: 'Europe/Amsterdam',
      contact: contactWithout('location'),
      items: [
        { service: 'intro-call', staff: 'any', start: '2026-03-05T08:00:00.000Z' },
        { service: 'consultation-30', staff: 'any', start: '2026-03-05T10:00:00.000Z' },
      ],
    });
    expect(invalidFields(answer)).toEqual({ 'contact.location': 'validation.locationRequired' });
  });
});

describe('GET /bookings/{id}', () => {
  it('shows the contact details to the holder of the manage token only', async () => {
    await configureIntroCall({ dateOfBirth: 'optional', location: 'optional', additionalInformation: 'optional' });
    const created = await bookIntroCall({
      ...ada,
      phone: '+31 6 1234 5678',
      dateOfBirth: '1990-12-10',
      location: 'Keizersgracht 12',
      additionalInformation: 'Wheelchair access, please.',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const full = (await viewWithToken(created.body)).body.contact;
    expect(full).toMatchObject({ dateOfBirth: '1990-12-10', location: 'Keizersgracht 12' });
    const anonymous = await fixture.call(`/bookings/${created.body.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.contact).toEqual({ firstName: 'Ada' });
    const listed = await fixture.call(`/bookings/${created.body.id},${created.body.id}`);
    expect(listed.body.bookings[0].contact).toEqual({ firstName: 'Ada' });
  });
});

describe('the business document’s detailsForm', () => {
  const services = async (detailsForm: unknown) => {
    const demo = JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
    demo.services[0].detailsForm = detailsForm;
    return businessDocumentSchema.safeParse(demo);
  };
  const problems = (result: z.ZodSafeParseResult<unknown>) =>
    result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('is optional: phone required, the other fields hidden, no consent', async () => {
    const demo = JSON.parse(await readFile(DEMO_BUSINESS_FILE, 'utf8'));
    delete demo.services[0].detailsForm;
    expect(businessDocumentSchema.parse(demo).services[0]?.detailsForm).toEqual({
      phone: 'required',
      dateOfBirth: 'hidden',
      location: 'hidden',
      additionalInformation: 'hidden',
      additionalInformationMaxLength: 1000,
    });
  });

  it('refuses what the form could not honour', async () => {
    expect(problems(await services({ phone: 'sometimes' }))).toHaveLength(1);
    expect(problems(await services({ locations: ['Studio'] }))).toEqual([
      'services.0.detailsForm.locations: locations given while location is hidden',
    ]);
    expect(problems(await services({ location: 'required', locations: ['Studio', ' Studio'] }))).toHaveLength(1);
    expect(problems(await services({ location: 'required', locations: [] }))).toHaveLength(1);
    expect(problems(await services({ additionalInformation: 'optional', additionalInformationMaxLength: 10_001 }))).toHaveLength(
      1,
    );
    expect(problems(await services({ consentText: '' }))).toHaveLength(1);
    expect(problems(await services({ consentText: 'x'.repeat(1001) }))).toHaveLength(1);
    expect(problems(await services({ consentText: 'I agree\u0000' }))).toHaveLength(1);
    expect(problems(await services({ consentText: 'I agree.\nReally.' }))).toEqual([]);
  });
});
