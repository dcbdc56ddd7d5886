import { formSchema, surveySchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { useApiFixture } from '../test/api-fixture';

const fixture = useApiFixture();

const intake = {
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  complaints: ['stress', 'sleep'],
  pressure: 'medium',
  consent: true,
};

describe('forms', () => {
  it('gives the intake form’s questions', async () => {
    const { status, body } = await fixture.call('/forms/form-intake');
    expect(status).toBe(200);
    expect(formSchema.parse(body)).toEqual(body);
    expect(body.fields.map((field: { kind: string }) => field.kind)).toEqual(
      expect.arrayContaining(['text', 'date', 'multipleChoice', 'singleChoice', 'consent']),
    );
  });

  it('stores good answers and gives the submission a random id', async () => {
    const { status, body } = await fixture.post('/forms/form-intake/submissions', { answers: intake });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { rows } = await fixture.db.query<{ answers: Record<string, unknown> }>(
      'SELECT answers FROM form_submissions WHERE id = $1',
      [body.id],
    );
    expect(rows[0]?.answers).toEqual(intake);
  });

  it('explains every bad answer with the spec’s messages, storing nothing', async () => {
    const { status, body } = await fixture.post('/forms/form-intake/submissions', {
      answers: { ...intake, fullName: ' ', complaints: [], consent: false, dateOfBirth: '1990-02-31' },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      'answers.fullName': 'validation.required',
      'answers.dateOfBirth': 'validation.invalid',
      'answers.complaints': 'validation.atLeastOneOption',
      'answers.consent': 'validation.required',
    });
    const { rows } = await fixture.db.query<{ count: number }>('SELECT count(*)::int AS count FROM form_submissions');
    expect(rows[0]?.count).toBe(1);
  });

  it('answers 404 for an unknown form and 400 for answers of no known shape', async () => {
    expect((await fixture.call('/forms/form-nothing')).status).toBe(404);
    expect((await fixture.post('/forms/form-nothing/submissions', { answers: intake })).status).toBe(404);
    const shapeless = await fixture.post('/forms/form-intake/submissions', { answers: { fullName: { nested: true } } });
    expect(shapeless.status).toBe(400);
  });
});

describe('surveys', () => {
  it('gives the feedback survey in steps, and checks the answers of all steps together', async () => {
    const { body: survey } = await fixture.call('/surveys/survey-feedback');
    expect(surveySchema.parse(survey)).toEqual(survey);
    expect(survey.steps.length).toBeGreaterThan(1);

    const missing = await fixture.post('/surveys/survey-feedback/responses', { answers: { liked: ['staff'] } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ 'answers.rating': 'validation.required', 'answers.recommend': 'validation.required' });

    const answered = await fixture.post('/surveys/survey-feedback/responses', {
      answers: { rating: 'r5', recommend: 'yes', liked: ['staff', 'booking'], comments: 'Lovely.' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  });
});
