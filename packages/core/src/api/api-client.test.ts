import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/http-client';
import { type Booking, bookingSchema } from '../schemas/booking';
import { bookingAccessRequestSchema, bookingAccessSchema } from '../schemas/booking-access';
import { type Form, formSchema, formSubmissionSchema, type Survey, surveySchema } from '../schemas/form';
import { type Hold, holdSchema } from '../schemas/hold';
import { bookingListSchema } from '../schemas/manage-booking';
import { type OneTimeLinkDetail, oneTimeLinkDetailSchema } from '../schemas/one-time-link';
import { createBookingApiClient, createWidgetApiClient } from './api-client';

/** What the fake server saw of one request. */
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake server that answers each request from a queue and records it, as the real API would see it. */
function fakeServer(...answers: Response[]) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    const text = await request.text();
    seen.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: text ? JSON.parse(text) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.method} ${request.url}`);
    return answer;
  };
  const api = createBookingApiClient({ baseUrl: 'https://studio.test', fetch });
  return { api, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The API's one error shape, as `problemResponse` writes it. */
const problem = (statusCode: number, statusMessage: string, code: string, extra: Record<string, unknown> = {}) =>
  json(statusCode, { statusCode, statusMessage, code, message: `${statusMessage}.`, ...extra });

const staff = { slug: 'anna-de-vries', name: 'Anna de Vries', timeZone: 'Europe/Amsterdam' };
const service = { slug: 'intro-call', name: 'Intro call', durationMinutes: 30 };

// Answers as the server writes them, checked against core's schemas so they cannot drift from it.
const hold: Hold = holdSchema.parse({
  id: 'hold_4f9a1c2b7d8e9f0a1b2c3d',
  holdToken: 'h'.repeat(43),
  service,
  staff,
  start: '2026-03-03T08:00:00.000Z',
  end: '2026-03-03T08:30:00.000Z',
  seats: 1,
  expiresAt: '2026-03-02T08:10:00.000Z',
});

const booking: Booking = bookingSchema.parse({
  id: 'bk_4f9a1c2b7d8e9f0a1b2c3d4e',
  status: 'scheduled',
  service,
  staff,
  start: '2026-03-03T08:00:00.000Z',
  end: '2026-03-03T08:30:00.000Z',
  timeZone: 'Europe/Amsterdam',
  locale: 'en',
  createdAt: '2026-03-02T08:00:00.000Z',
  seats: 1,
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  guests: [],
});

const form: Form = formSchema.parse({
  id: 'form-intake',
  title: 'Health intake',
  fields: [{ kind: 'text', name: 'fullName', label: 'Full name', required: true }],
});

const survey: Survey = surveySchema.parse({
  id: 'survey-visit',
  title: 'Your visit',
  steps: [{ title: 'Overall', fields: [{ kind: 'text', name: 'comments', label: 'Comments' }] }],
});

const submission = formSubmissionSchema.parse({ id: 'sub_1', createdAt: '2026-03-02T08:00:00.000Z' });

describe('createBookingApiClient: holds', () => {
  it('createHold POSTs the hold request with its Idempotency-Key and answers the hold', async () => {
    const { api, seen } = fakeServer(json(201, hold, { location: `/api/v1/holds/${hold.id}` }));
    const request = { service: 'intro-call', staff: 'anna-de-vries', start: hold.start };
    await expect(api.createHold(request, { idempotencyKey: 'key-1' })).resolves.toEqual(hold);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'https://studio.test/api/v1/holds',
        headers: expect.objectContaining({ 'content-type': 'application/json', 'idempotency-key': 'key-1' }),
        body: request,
      },
    ]);
  });

  it('createHold sends no Idempotency-Key when none is given, and a taken slot becomes an ApiError', async () => {
    const { api, seen } = fakeServer(problem(409, 'Conflict', 'STAFF_BUSY'));
    const error = await api.createHold({ service: 'intro-call', start: hold.start }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 409, code: 'STAFF_BUSY' });
    expect(seen[0]?.headers).not.toHaveProperty('idempotency-key');
  });

  it('releaseHold DELETEs the hold with its token as a bearer and resolves on 204', async () => {
    const { api, seen } = fakeServer(new Response(null, { status: 204 }));
    await expect(api.releaseHold(hold.id, hold.holdToken, { idempotencyKey: 'key-2' })).resolves.toBeUndefined();
    expect(seen).toEqual([
      {
        method: 'DELETE',
        url: `https://studio.test/api/v1/holds/${hold.id}`,
        headers: expect.objectContaining({ authorization: `Bearer ${hold.holdToken}`, 'idempotency-key': 'key-2' }),
        body: undefined,
      },
    ]);
  });

  it('releaseHold of a hold that is gone is NOT_FOUND, and is not retried', async () => {
    const { api, seen } = fakeServer(problem(404, 'Not Found', 'NOT_FOUND'));
    await expect(api.releaseHold(hold.id, 'stale')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(seen).toHaveLength(1);
  });
});

describe('createBookingApiClient: manage a booking', () => {
  it('rescheduleBooking POSTs the new start with the manage token as a bearer and answers the moved booking', async () => {
    const moved = { ...booking, start: '2026-03-04T09:00:00.000Z', end: '2026-03-04T09:30:00.000Z', manageToken: 'new-token' };
    const { api, seen } = fakeServer(json(200, moved));
    const answer = await api.rescheduleBooking(
      booking.id,
      'old-token',
      { start: moved.start, staff: 'any' },
      { idempotencyKey: 'key-3' },
    );
    expect(answer).toEqual(moved);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `https://studio.test/api/v1/bookings/${booking.id}/reschedule`,
        headers: expect.objectContaining({
          authorization: 'Bearer old-token',
          'content-type': 'application/json',
          'idempotency-key': 'key-3',
        }),
        body: { start: moved.start, staff: 'any' },
      },
    ]);
  });

  it('rescheduleBooking onto a taken time becomes the ApiError with its code', async () => {
    const { api } = fakeServer(problem(409, 'Conflict', 'STAFF_BUSY'));
    await expect(api.rescheduleBooking(booking.id, 'token', { start: booking.start })).rejects.toMatchObject({
      statusCode: 409,
      code: 'STAFF_BUSY',
    });
  });

  it('cancelBooking POSTs the reason with the manage token and answers the cancelled booking', async () => {
    const cancelled = { ...booking, status: 'cancelled', cancellationReason: 'Ill' };
    const { api, seen } = fakeServer(json(200, cancelled));
    await expect(api.cancelBooking(booking.id, 'token', { reason: 'Ill' }, { idempotencyKey: 'key-4' })).resolves.toEqual(
      cancelled,
    );
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `https://studio.test/api/v1/bookings/${booking.id}/cancel`,
        headers: expect.objectContaining({ authorization: 'Bearer token', 'idempotency-key': 'key-4' }),
        body: { reason: 'Ill' },
      },
    ]);
  });

  it('cancelBooking without a reason answers VALIDATION_FAILED with the field', async () => {
    const { api } = fakeServer(problem(400, 'Bad Request', 'VALIDATION_FAILED', { fields: { reason: 'validation.required' } }));
    await expect(api.cancelBooking(booking.id, 'token', { reason: '' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      fields: { reason: 'validation.required' },
    });
  });

  it('requestBookingAccess POSTs the email (no bearer) with its Idempotency-Key and answers the access token', async () => {
    const access = bookingAccessSchema.parse({
      id: booking.id,
      manageToken: 'a'.repeat(43),
      expiresAt: '2026-03-03T08:00:00.000Z',
    });
    const { api, seen } = fakeServer(json(201, access));
    await expect(
      api.requestBookingAccess(booking.id, { email: 'Ada@Example.com' }, { idempotencyKey: 'key-5' }),
    ).resolves.toEqual(access);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `https://studio.test/api/v1/bookings/${booking.id}/access`,
        headers: expect.objectContaining({ 'idempotency-key': 'key-5' }),
        body: { email: 'Ada@Example.com' },
      },
    ]);
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
  });

  it('requestBookingAccess with a wrong email or reference is NOT_FOUND, and the reference is escaped', async () => {
    const { api, seen } = fakeServer(problem(404, 'Not Found', 'NOT_FOUND'));
    await expect(api.requestBookingAccess('../holds', { email: 'ada@example.com' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect(seen.map((request) => request.url)).toEqual(['https://studio.test/api/v1/bookings/..%2Fholds/access']);
  });

  it('bookingAccessRequestSchema trims the email and names a bad one', () => {
    expect(bookingAccessRequestSchema.parse({ email: '  Ada@Example.com ' })).toEqual({ email: 'Ada@Example.com' });
    expect(bookingAccessRequestSchema.safeParse({ email: 'ada@' }).error?.issues[0]).toMatchObject({
      path: ['email'],
      message: 'validation.emailInvalid',
    });
    expect(bookingAccessRequestSchema.safeParse({}).error?.issues[0]?.path).toEqual(['email']);
  });

  it('getBookings asks for several ids in one path, each escaped, and answers the list', async () => {
    const list = bookingListSchema.parse({ bookings: [booking, { ...booking, id: 'bk_second' }] });
    const { api, seen } = fakeServer(json(200, list));
    await expect(api.getBookings([booking.id, 'bk_second'])).resolves.toEqual(list);
    expect(seen[0]).toMatchObject({ method: 'GET', url: `https://studio.test/api/v1/bookings/${booking.id},bk_second` });
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
  });

  it('getBookings of one id asks for that booking (the server lists only ids with a comma) and wraps it; of none asks nothing', async () => {
    const { api, seen } = fakeServer(json(200, booking));
    await expect(api.getBookings([booking.id])).resolves.toEqual({ bookings: [booking] });
    expect(seen.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'GET', url: `https://studio.test/api/v1/bookings/${booking.id}` },
    ]);
    await expect(api.getBookings([])).resolves.toEqual({ bookings: [] });
    expect(seen).toHaveLength(1);
  });
});

describe('createBookingApiClient: one-time links', () => {
  it('getOneTimeLink answers what the link books', async () => {
    const detail: OneTimeLinkDetail = oneTimeLinkDetailSchema.parse({
      slug: 'otl-4f9a1c2b7d8e9f0a',
      service: {
        slug: 'intro-call',
        name: 'Intro call',
        durationMinutes: 30,
        priceMinor: 0,
        currency: 'EUR',
        location: 'online',
        staff: [staff],
      },
    });
    const { api, seen } = fakeServer(json(200, detail));
    await expect(api.getOneTimeLink(detail.slug)).resolves.toEqual(detail);
    expect(seen[0]).toMatchObject({ method: 'GET', url: `https://studio.test/api/v1/one-time-links/${detail.slug}` });
  });

  it('a used or expired link is SLUG_EXPIRED (410), not retried', async () => {
    const { api, seen } = fakeServer(problem(410, 'Slug Expired', 'SLUG_EXPIRED'));
    await expect(api.getOneTimeLink('otl-used')).rejects.toMatchObject({ statusCode: 410, code: 'SLUG_EXPIRED' });
    expect(seen).toHaveLength(1);
  });
});

describe('createBookingApiClient: forms and surveys', () => {
  it('getForm and submitForm: the questions, then the answers POSTed to its submissions', async () => {
    const { api, seen } = fakeServer(json(200, form), json(201, submission));
    await expect(api.getForm(form.id)).resolves.toEqual(form);
    await expect(api.submitForm(form.id, { answers: { fullName: 'Ada Lovelace' } })).resolves.toEqual(submission);
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: 'https://studio.test/api/v1/forms/form-intake', body: undefined },
      {
        method: 'POST',
        url: 'https://studio.test/api/v1/forms/form-intake/submissions',
        body: { answers: { fullName: 'Ada Lovelace' } },
      },
    ]);
  });

  it('submitForm with a bad answer becomes VALIDATION_FAILED naming the answer', async () => {
    const { api } = fakeServer(
      problem(400, 'Bad Request', 'VALIDATION_FAILED', { fields: { 'answers.fullName': 'validation.required' } }),
    );
    await expect(api.submitForm(form.id, { answers: {} })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'answers.fullName': 'validation.required' },
    });
  });

  it('getSurvey and submitSurveyResponse: the steps, then the answers POSTed to its responses', async () => {
    const { api, seen } = fakeServer(json(200, survey), json(201, submission));
    await expect(api.getSurvey(survey.id)).resolves.toEqual(survey);
    await expect(api.submitSurveyResponse(survey.id, { answers: { comments: 'Lovely' } })).resolves.toEqual(submission);
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: 'https://studio.test/api/v1/surveys/survey-visit', body: undefined },
      {
        method: 'POST',
        url: 'https://studio.test/api/v1/surveys/survey-visit/responses',
        body: { answers: { comments: 'Lovely' } },
      },
    ]);
  });

  it('an unknown survey is NOT_FOUND', async () => {
    const { api } = fakeServer(problem(404, 'Not Found', 'NOT_FOUND'));
    await expect(api.getSurvey('nope')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('createBookingApiClient: paths', () => {
  it('escapes ids and slugs so none can reach another route', async () => {
    const { api, seen } = fakeServer(problem(404, 'Not Found', 'NOT_FOUND'));
    await expect(api.getForm('../admin')).rejects.toBeInstanceOf(ApiError);
    expect(seen[0]?.url).toBe('https://studio.test/api/v1/forms/..%2Fadmin');
  });
});

describe('createBookingApiClient: locale', () => {
  it('sends the locale as Accept-Language with every request, so that names come back in it', async () => {
    const seen: Array<string | null> = [];
    const fetch = async (request: Request) => {
      seen.push(request.headers.get('accept-language'));
      return json(200, { ...service, description: '' });
    };
    const api = createBookingApiClient({ baseUrl: 'https://studio.test', fetch, locale: 'pt-br' });
    await api.getService('intro-call');
    await api.getProvider('harbor-studio');
    expect(seen).toEqual(['pt-br', 'pt-br']);
  });

  it('sends none without a locale, and lets an Accept-Language header of its own win', async () => {
    const seen: Array<string | null> = [];
    const fetch = async (request: Request) => {
      seen.push(request.headers.get('accept-language'));
      return json(200, service);
    };
    await createBookingApiClient({ baseUrl: 'https://studio.test', fetch }).getService('intro-call');
    await createBookingApiClient({
      baseUrl: 'https://studio.test',
      fetch,
      locale: 'de',
      headers: { 'Accept-Language': 'fr-CH, fr;q=0.9' },
    }).getService('intro-call');
    expect(seen).toEqual([null, 'fr-CH, fr;q=0.9']);
  });
});

describe('createWidgetApiClient', () => {
  it('makes the widgets’ requests as the whole client does, in the locale given, and none of the site’s', async () => {
    const seen: Array<{ url: string; language: string | null }> = [];
    const fetch = async (request: Request) => {
      seen.push({ url: request.url, language: request.headers.get('accept-language') });
      return json(200, { ...service, description: '' });
    };
    const api = createWidgetApiClient({ baseUrl: 'https://studio.test', fetch, locale: 'de' });
    await api.getService('intro-call');
    expect(seen).toEqual([{ url: 'https://studio.test/api/v1/services/intro-call', language: 'de' }]);
    const whole = Object.keys(createBookingApiClient({ baseUrl: 'https://studio.test', fetch }));
    const widget = Object.keys(api);
    expect(widget.every((name) => whole.includes(name))).toBe(true);
    expect(widget).not.toContain('getContent');
    expect(widget).not.toContain('submitForm');
    expect(widget).toEqual(
      expect.arrayContaining(['getSlots', 'createHold', 'createBooking', 'confirmPayment', 'cancelBooking']),
    );
  });
});
