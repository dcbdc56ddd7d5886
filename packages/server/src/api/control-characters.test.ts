import { apiErrorBodySchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';
import { payBooking } from '../test/pay-booking';

/**
 * NUL and the other control characters in free text: a 400 naming the field with
 * 'validation.controlCharacters', never a 500 (PostgreSQL refuses NUL in text, 22021, and in
 * JSON, 22P05). Multi-line text (a cancel or reject reason, a long answer) keeps tab, LF and CR.
 */

const ADMIN_KEY = 'admin-key-for-text';
const fixture = useApiFixture({ adminApiKey: ADMIN_KEY });

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001B[31m', '\u007F'];
const contact = bookingBody().contact;

function expectControlCharacters(answer: { status: number; body: unknown }, field: string, label: string): void {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
  const body = apiErrorBodySchema.parse(answer.body);
  expect(body.code, label).toBe('VALIDATION_FAILED');
  expect(body.fields?.[field], label).toBe('validation.controlCharacters');
}

let minute = 0;
/** A free intro call with Anna on Tuesday 3 March, a quarter of an hour later each time. */
async function book(): Promise<{ id: string; manageToken: string }> {
  const start = new Date(Date.parse('2026-03-03T08:00:00.000Z') + 15 * 60_000 * minute++).toISOString();
  const created = await fixture.post('/bookings', bookingBody({ start }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe('control characters in free text', () => {
  it('in contact fields and guest names of a booking', async () => {
    for (const control of CONTROL) {
      for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
        const value = field === 'email' ? `ada${control}@example.com` : `${contact[field]}${control}x`;
        const answer = await fixture.post('/bookings', bookingBody({ contact: { ...contact, [field]: value } }));
        expectControlCharacters(answer, `contact.${field}`, `${field} ${JSON.stringify(control)}`);
      }
      const guests = [{ name: `Grace${control}Hopper`, email: 'grace@example.com' }];
      expectControlCharacters(await fixture.post('/bookings', bookingBody({ guests })), 'guests.0.name', 'guest');
    }
    // A line break is a control character in a one-line field too.
    const twoLines = await fixture.post('/bookings', bookingBody({ contact: { ...contact, firstName: 'Ada\nLovelace' } }));
    expectControlCharacters(twoLines, 'contact.firstName', 'line break');
  });

  it('in form and survey answers; a long answer keeps its line breaks and tabs', async () => {
    const intake = { fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', complaints: ['stress'], consent: true };
    for (const control of CONTROL) {
      const text = await fixture.post('/forms/form-intake/submissions', {
        answers: { ...intake, fullName: `Ada${control}` },
      });
      expectControlCharacters(text, 'answers.fullName', `form text ${JSON.stringify(control)}`);
      const long = await fixture.post('/forms/form-intake/submissions', {
        answers: { ...intake, conditions: `Knee${control}` },
      });
      expectControlCharacters(long, 'answers.conditions', `form long text ${JSON.stringify(control)}`);
      const survey = await fixture.post('/surveys/survey-feedback/responses', {
        answers: { rating: 'r5', recommend: 'yes', comments: `Great${control}` },
      });
      expectControlCharacters(survey, 'answers.comments', `survey ${JSON.stringify(control)}`);
    }
    // A one-line answer on two lines is refused; a long answer on several lines with a tab is stored.
    const twoLines = await fixture.post('/forms/form-intake/submissions', { answers: { ...intake, fullName: 'Ada\nLovelace' } });
    expectControlCharacters(twoLines, 'answers.fullName', 'text on two lines');
    const conditions = 'Left knee\r\nBack:\tsometimes';
    const stored = await fixture.post('/forms/form-intake/submissions', { answers: { ...intake, conditions } });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const { rows } = await fixture.db.query<{ answers: { conditions: string } }>(
      'SELECT answers FROM form_submissions WHERE id = $1',
      [stored.body.id],
    );
    expect(rows[0]?.answers.conditions).toBe(conditions);
  });

  it('in a cancel reason; a reason on several lines is kept', async () => {
    const booking = await book();
    const manage = { authorization: `Bearer ${booking.manageToken}` };
    for (const control of CONTROL) {
      const answer = await fixture.post(`/bookings/${booking.id}/cancel`, { reason: `Ill${control}` }, manage);
      expectControlCharacters(answer, 'reason', `cancel ${JSON.stringify(control)}`);
    }
    const reason = 'Ill today.\nSorry!\tAda';
    const cancelled = await fixture.post(`/bookings/${booking.id}/cancel`, { reason }, manage);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', cancellationReason: reason } });
  });

  it('in an admin reject reason', async () => {
    const admin = { authorization: `Bearer ${ADMIN_KEY}` };
    const requested = await fixture.post(
      '/bookings',
      bookingBody({ service: 'consultation-30', start: '2026-03-04T08:00:00.000Z' }),
    );
    requested.body = await payBooking(fixture, requested.body);
    expect(requested.body.status).toBe('requested');
    for (const control of CONTROL) {
      const answer = await fixture.post(`/admin/bookings/${requested.body.id}/reject`, { reason: `Full${control}` }, admin);
      expectControlCharacters(answer, 'reason', `reject ${JSON.stringify(control)}`);
    }
    const rejected = await fixture.post(
      `/admin/bookings/${requested.body.id}/reject`,
      { reason: 'Fully booked\nthat day' },
      admin,
    );
    expect(rejected).toMatchObject({ status: 200, body: { status: 'cancelled', cancellationReason: 'Fully booked\nthat day' } });
  });
});
