import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/http-client';
import { postedBookingFailure, readPostedBooking } from './posted-booking';

/** A form's entries, as `request.formData()` gives them. */
function posted(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe('readPostedBooking', () => {
  it('books the page’s service at the posted time, with the posted details, hold and payment choice', () => {
    const form = posted({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      consent: 'on',
      start: '2026-03-03T08:00:00.000Z',
      staff: 'anna-de-vries',
      timeZone: 'Europe/Amsterdam',
      idempotencyKey: 'key-1',
      holdId: 'h1',
      holdToken: 'ht',
      paymentChoice: 'full',
      unknown: 'ignored',
    });
    const { request, idempotencyKey, values } = readPostedBooking(form, { service: 'massage-60', locale: 'de' });
    expect(request).toEqual({
      service: 'massage-60',
      staff: 'anna-de-vries',
      start: '2026-03-03T08:00:00.000Z',
      timeZone: 'Europe/Amsterdam',
      locale: 'de',
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true },
      hold: { id: 'h1', token: 'ht' },
      paymentChoice: 'full',
    });
    expect(idempotencyKey).toBe('key-1');
    expect(values).not.toHaveProperty('unknown');
    expect(values.phone).toBe('');
  });

  it('books any staff member without a hold, choice or key, and uses up the page’s one-time link', () => {
    const form = posted({ start: '2026-03-03T08:00:00.000Z', timeZone: 'UTC', paymentChoice: 'everything', staff: '' });
    const { request, idempotencyKey } = readPostedBooking(form, { service: 'intro', locale: 'en', oneTimeLink: 'otl-1' });
    expect(request).toEqual({
      service: 'intro',
      staff: 'any',
      start: '2026-03-03T08:00:00.000Z',
      timeZone: 'UTC',
      locale: 'en',
      contact: { firstName: '', lastName: '', email: '' },
      oneTimeLink: 'otl-1',
    });
    expect(idempotencyKey).toBeUndefined();
  });

  it('takes an unticked consent as false only when the form posts it', () => {
    expect(readPostedBooking(posted({ consent: '' }), { service: 's', locale: 'en' }).request.contact).toHaveProperty(
      'consent',
      false,
    );
    expect(readPostedBooking(posted({}), { service: 's', locale: 'en' }).request.contact).not.toHaveProperty('consent');
  });
});

describe('postedBookingFailure', () => {
  it('names the API’s problems by the form’s fields, with its code, values and what was posted', () => {
    const error = new ApiError({
      statusCode: 400,
      statusMessage: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      fields: { 'contact.email': 'validation.emailInvalid', start: 'validation.required' },
      params: { n: 1 },
    } as never);
    expect(postedBookingFailure(error, { email: 'ada@' })).toEqual({
      code: 'VALIDATION_FAILED',
      params: { n: 1 },
      fields: { email: 'validation.emailInvalid', start: 'validation.required' },
      values: { email: 'ada@' },
    });
  });
});
