import { describe, expect, it } from 'vitest';
import type { FormField } from '../schemas/form';
import { POSTED_STEP_NAME, readPostedAnswers, readPostedStep } from './posted-answers';
import { validateAnswers } from './validate-answers';

const options = [
  { value: 'backPain', label: 'Back pain' },
  { value: 'stress', label: 'Stress' },
  { value: 'sleep', label: 'Sleep' },
];
const fields: FormField[] = [
  { kind: 'text', name: 'fullName', label: 'Full name', required: true, maxLength: 100 },
  { kind: 'longText', name: 'notes', label: 'Notes', required: false, maxLength: 500 },
  { kind: 'number', name: 'age', label: 'Age', required: false, min: 0, max: 130 },
  { kind: 'singleChoice', name: 'pressure', label: 'Pressure', required: false, options },
  { kind: 'multipleChoice', name: 'complaints', label: 'Complaints', required: true, options },
  { kind: 'consent', name: 'consent', label: 'I agree', required: true },
];

/** A body as a browser posts it (application/x-www-form-urlencoded). */
const post = (body: string) => new URLSearchParams(body);

describe('readPostedAnswers', () => {
  it('reads every kind as a browser posts it, ready for validateAnswers', () => {
    const answers = readPostedAnswers(
      fields,
      post(
        'fullName=Ada+Lovelace&notes=Knee%0D%0Aand+back&age=36&pressure=stress&complaints=sleep&complaints=backPain&consent=on',
      ),
    );
    expect(answers).toEqual({
      fullName: 'Ada Lovelace',
      notes: 'Knee\nand back',
      age: '36',
      pressure: 'stress',
      // In the form's order, whatever order the browser sent them in.
      complaints: ['backPain', 'sleep'],
      consent: true,
    });
    expect(validateAnswers(fields, answers)).toMatchObject({ success: true, answers: { age: 36 } });
  });

  it('leaves out what was not answered and what the form does not ask', () => {
    const answers = readPostedAnswers(fields, post('fullName=&notes=&extra=ignored&_step=2'));
    expect(answers).toEqual({});
    expect(validateAnswers(fields, answers)).toEqual({
      success: false,
      errors: { fullName: 'validation.required', complaints: 'validation.atLeastOneOption', consent: 'validation.required' },
    });
  });

  it('keeps an option the form does not offer, so that validation refuses it', () => {
    const answers = readPostedAnswers(fields, post('complaints=stress&complaints=hacked'));
    expect(answers.complaints).toEqual(['stress', 'hacked']);
    expect(validateAnswers(fields, answers)).toMatchObject({ success: false, errors: { complaints: 'validation.invalid' } });
  });

  it('reads FormData too, ignoring files', () => {
    const form = new FormData();
    form.append('fullName', new Blob(['not text']), 'name.txt');
    form.append('fullName', 'Grace Hopper');
    expect(readPostedAnswers(fields, form)).toEqual({ fullName: 'Grace Hopper' });
  });
});

describe('readPostedStep', () => {
  it('reads the step a survey was posted from, within its steps', () => {
    expect(POSTED_STEP_NAME).toBe('_step');
    expect(readPostedStep(post('_step=2'), 3)).toBe(2);
    expect(readPostedStep(post('_step=3'), 3)).toBe(0);
    expect(readPostedStep(post('_step=-1'), 3)).toBe(0);
    expect(readPostedStep(post('_step=1.5'), 3)).toBe(0);
    expect(readPostedStep(post(''), 3)).toBe(0);
  });
});
