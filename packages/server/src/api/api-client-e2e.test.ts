import {
  ApiError,
  type BookingApiClient,
  bookingAccessSchema,
  bookingListSchema,
  bookingSchema,
  type CreateBookingRequest,
  createBookingApiClient,
  formSchema,
  formSubmissionSchema,
  holdSchema,
  oneTimeLinkDetailSchema,
  surveySchema,
} from '@booking-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';

// core's typed client against the real API (in-process, on the test database): the paths,
// methods, headers and bodies it sends are the ones the server serves, and every answer conforms
// to core's schema (safeParse: a schema's defaults may add fields an answer leaves out).
let api: BookingApiClient;
const fixture = useApiFixture();

beforeAll(async () => {
  api = createBookingApiClient({ baseUrl: 'http://localhost', fetch: (request) => fixture.api(request) });
});

/** The ApiError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const slot = { service: 'intro-call', staff: 'anna-de-vries', start: '2026-03-03T08:00:00.000Z' };

describe('the API client against the real API', () => {
  it('hold → book → view → reschedule → cancel', async () => {
    const hold = await api.createHold(slot, { idempotencyKey: 'e2e-hold' });
    expect(holdSchema.safeParse(hold).error).toBeUndefined();
    expect(hold).toMatchObject({ start: slot.start, staff: { slug: 'anna-de-vries' }, seats: 1 });
    // A retry with the same key replays the hold instead of failing on its own slot.
    await expect(api.createHold(slot, { idempotencyKey: 'e2e-hold' })).resolves.toEqual(hold);
    // Nobody else gets the held slot.
    expect(await failure(api.createHold(slot))).toMatchObject({ statusCode: 409, code: 'STAFF_BUSY' });

    // The fixture's body, typed as the client takes it (its locale is a plain string there).
    const request: CreateBookingRequest = { ...bookingBody(), locale: 'en', hold: { id: hold.id, token: hold.holdToken } };
    const booking = await api.createBooking(request, { idempotencyKey: 'e2e-book' });
    expect(bookingSchema.safeParse(booking).error).toBeUndefined();
    expect(booking).toMatchObject({ status: 'scheduled', start: slot.start });
    const firstToken = booking.manageToken ?? '';
    expect(firstToken).not.toBe('');
    await expect(api.getBooking(booking.id, firstToken)).resolves.toMatchObject({
      contact: { email: 'ada@example.com' },
    });
    // The hold was consumed by the booking.
    expect(await failure(api.releaseHold(hold.id, hold.holdToken))).toMatchObject({ code: 'NOT_FOUND' });

    const moved = await api.rescheduleBooking(
      booking.id,
      firstToken,
      { start: '2026-03-03T09:00:00.000Z' },
      { idempotencyKey: 'e2e-move' },
    );
    expect(bookingSchema.safeParse(moved).error).toBeUndefined();
    expect(moved).toMatchObject({ id: booking.id, status: 'scheduled', start: '2026-03-03T09:00:00.000Z' });
    const token = moved.manageToken ?? '';
    expect(token).not.toBe(firstToken);
    // The old manage token stops working.
    expect(await failure(api.cancelBooking(booking.id, firstToken, { reason: 'Ill' }))).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect(await failure(api.cancelBooking(booking.id, token, { reason: ' ' }))).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      fields: { reason: 'validation.required' },
    });

    const cancelled = await api.cancelBooking(booking.id, token, { reason: 'Ill' }, { idempotencyKey: 'e2e-cancel' });
    expect(bookingSchema.safeParse(cancelled).error).toBeUndefined();
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled', cancellationReason: 'Ill' });
    // Replayed, not cancelled twice.
    await expect(api.cancelBooking(booking.id, token, { reason: 'Ill' }, { idempotencyKey: 'e2e-cancel' })).resolves.toEqual(
      cancelled,
    );

    const list = await api.getBookings([booking.id]);
    expect(bookingListSchema.safeParse(list).error).toBeUndefined();
    expect(list.bookings).toMatchObject([{ id: booking.id, status: 'cancelled' }]);
  });

  it('releaseHold gives the slot back (204), once', async () => {
    const start = '2026-03-04T08:00:00.000Z';
    const hold = await api.createHold({ ...slot, start });
    await expect(api.releaseHold(hold.id, hold.holdToken)).resolves.toBeUndefined();
    expect(await failure(api.releaseHold(hold.id, hold.holdToken))).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const again = await api.createHold({ ...slot, start });
    expect(again.id).not.toBe(hold.id);
  });

  it('requestBookingAccess: the reference and email give a token that views and cancels; a wrong email is NOT_FOUND', async () => {
    const booking = await api.createBooking({ ...bookingBody({ start: '2026-03-04T09:00:00.000Z' }), locale: 'en' });
    const access = await api.requestBookingAccess(booking.id, { email: 'Ada@Example.com' }, { idempotencyKey: 'e2e-access' });
    expect(bookingAccessSchema.safeParse(access).error).toBeUndefined();
    expect(access.id).toBe(booking.id);
    expect(await api.getBooking(booking.id, access.manageToken)).toMatchObject({ contact: { email: 'ada@example.com' } });
    expect(await failure(api.requestBookingAccess(booking.id, { email: 'eve@example.com' }))).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect(await failure(api.requestBookingAccess(booking.id, { email: 'eve@' }))).toMatchObject({
      statusCode: 400,
      fields: { email: 'validation.emailInvalid' },
    });
    const cancelled = await api.cancelBooking(booking.id, access.manageToken, { reason: 'Ill' });
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled' });
  });

  it('getOneTimeLink: what an unused link books; a used one is SLUG_EXPIRED', async () => {
    const link = await api.getOneTimeLink('otl-welcome');
    expect(oneTimeLinkDetailSchema.safeParse(link).error).toBeUndefined();
    expect(link).toMatchObject({ slug: 'otl-welcome', service: { slug: 'intro-call' } });
    expect(await failure(api.getOneTimeLink('otl-used'))).toMatchObject({ statusCode: 410, code: 'SLUG_EXPIRED' });
  });

  it('forms and surveys: the questions, answers stored, bad answers named', async () => {
    const form = await api.getForm('form-intake');
    expect(formSchema.safeParse(form).error).toBeUndefined();
    const answers = {
      fullName: 'Ada Lovelace',
      dateOfBirth: '1990-12-10',
      complaints: ['stress', 'sleep'],
      pressure: 'medium',
      consent: true,
    };
    const stored = await api.submitForm(form.id, { answers });
    expect(formSubmissionSchema.safeParse(stored).error).toBeUndefined();
    expect(await failure(api.submitForm(form.id, { answers: { ...answers, consent: false } }))).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      fields: { 'answers.consent': 'validation.required' },
    });

    const survey = await api.getSurvey('survey-feedback');
    expect(surveySchema.safeParse(survey).error).toBeUndefined();
    const response = await api.submitSurveyResponse(survey.id, {
      answers: { rating: 'r5', recommend: 'yes', liked: ['staff'], comments: 'Lovely.' },
    });
    expect(formSubmissionSchema.safeParse(response).error).toBeUndefined();
    expect(await failure(api.getSurvey('survey-nothing'))).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('the API client with a locale', () => {
  it('reads the business’s texts in it; without one, the default text', async () => {
    const german = createBookingApiClient({
      baseUrl: 'http://localhost',
      fetch: (request) => fixture.api(request),
      locale: 'de',
    });
    expect((await german.getService('massage-60')).name).toBe('Massage (60 Min.)');
    expect((await german.getGroup('wellness')).name).toBe('Wellness');
    expect((await german.getServiceMenu('spa-menu')).categories.map((category) => category.name)).toEqual([
      'Massagen',
      'Kurse',
      'Beratungen',
    ]);
    expect((await api.getService('massage-60')).name).toBe('Massage (60 min)');
  });
});
