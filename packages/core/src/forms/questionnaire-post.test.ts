import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/http-client';
import type { Form, Survey } from '../schemas/form';
import { answerErrors, submitPostedQuestionnaire } from './questionnaire-post';

const form: Form = {
  id: 'intake',
  title: 'Health intake',
  description: '',
  fields: [
    { kind: 'text', name: 'fullName', label: 'Full name', required: true, maxLength: 200 },
    { kind: 'email', name: 'email', label: 'Email', required: false },
  ],
};

const survey: Survey = {
  id: 'visit',
  title: 'How was your visit?',
  description: '',
  steps: [
    { title: 'You', fields: [{ kind: 'text', name: 'fullName', label: 'Full name', required: true, maxLength: 200 }] },
    { title: 'Visit', fields: [{ kind: 'email', name: 'email', label: 'Email', required: false }] },
  ],
};

/** A form's entries, as `request.formData()` gives them. */
function posted(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

function refusal(statusCode: number, fields?: Record<string, string>) {
  return new ApiError({ statusCode, statusMessage: 'Refused', code: 'VALIDATION_FAILED', message: 'refused', fields } as never);
}

describe('answerErrors', () => {
  it('names the API’s problems with answers by field, and nothing for other errors', () => {
    expect(answerErrors(refusal(400, { 'answers.email': 'validation.emailInvalid', other: 'x' }))).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(answerErrors(refusal(400, { other: 'x' }))).toBeNull();
    expect(answerErrors(refusal(429))).toBeNull();
    expect(answerErrors(new Error('offline'))).toBeNull();
  });
});

describe('submitPostedQuestionnaire', () => {
  it('sends a form’s answers', async () => {
    const send = vi.fn(async () => undefined);
    expect(await submitPostedQuestionnaire(form, posted({ fullName: 'Ada' }), send)).toEqual({ sent: true });
    expect(send).toHaveBeenCalledWith({ fullName: 'Ada' });
  });

  it('goes on to a survey’s next step when its questions check out, and stays with their problems when not', async () => {
    const send = vi.fn();
    expect(await submitPostedQuestionnaire(survey, posted({ _step: '0', fullName: 'Ada' }), send)).toEqual({
      sent: false,
      status: 200,
      answer: { step: 1, answers: { fullName: 'Ada' }, errors: {}, failed: false },
    });
    expect(await submitPostedQuestionnaire(survey, posted({ _step: '0' }), send)).toEqual({
      sent: false,
      status: 400,
      answer: { step: 0, answers: {}, errors: { fullName: 'validation.required' }, failed: false },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers the API’s refusal on the step of the first problem, every answer kept', async () => {
    const send = async () => Promise.reject(refusal(400, { 'answers.fullName': 'validation.required' }));
    expect(await submitPostedQuestionnaire(survey, posted({ _step: '1', email: 'ada@example.com' }), send)).toEqual({
      sent: false,
      status: 400,
      answer: { step: 0, answers: { email: 'ada@example.com' }, errors: { fullName: 'validation.required' }, failed: false },
    });
  });

  it('says the answers were not sent for a refusal that names no answer, and rejects with any other error', async () => {
    const limited = async () => Promise.reject(refusal(429));
    expect(await submitPostedQuestionnaire(form, posted({ fullName: 'Ada' }), limited)).toEqual({
      sent: false,
      status: 429,
      answer: { step: 0, answers: { fullName: 'Ada' }, errors: {}, failed: true },
    });
    const offline = async () => Promise.reject(refusal(0));
    expect(await submitPostedQuestionnaire(form, posted({ fullName: 'Ada' }), offline)).toMatchObject({ status: 503 });
    await expect(submitPostedQuestionnaire(form, posted({}), async () => Promise.reject(new TypeError('bug')))).rejects.toThrow(
      'bug',
    );
  });
});
