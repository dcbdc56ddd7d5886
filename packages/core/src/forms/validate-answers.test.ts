import { describe, expect, it } from 'vitest';
import { type FormField, formSchema, surveySchema } from '../schemas/form';
import { validateAnswers } from './validate-answers';

const options = [
  { value: 'backPain', label: 'Back pain' },
  { value: 'stress', label: 'Stress' },
];
const fields: FormField[] = [
  { kind: 'text', name: 'fullName', label: 'Full name', required: true, maxLength: 20 },
  { kind: 'email', name: 'email', label: 'Email', required: false },
  { kind: 'phone', name: 'phone', label: 'Phone', required: false },
  { kind: 'number', name: 'age', label: 'Age', required: false, min: 0, max: 130 },
  { kind: 'date', name: 'dateOfBirth', label: 'Date of birth', required: false, max: '2026-03-02' },
  { kind: 'singleChoice', name: 'pressure', label: 'Pressure', required: false, options },
  { kind: 'multipleChoice', name: 'complaints', label: 'Complaints', required: true, options },
  { kind: 'consent', name: 'consent', label: 'I agree', required: true },
];

describe('validateAnswers', () => {
  it('accepts good answers, trimming text and dropping questions the form does not ask', () => {
    const result = validateAnswers(fields, {
      fullName: '  Ada Lovelace ',
      email: 'ada@example.com',
      age: '36',
      dateOfBirth: '1990-12-10',
      pressure: 'stress',
      complaints: ['stress', 'stress', 'backPain'],
      consent: true,
      extra: 'ignored',
    });
    expect(result).toEqual({
      success: true,
      answers: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        age: 36,
        dateOfBirth: '1990-12-10',
        pressure: 'stress',
        complaints: ['stress', 'backPain'],
        consent: true,
      },
    });
  });

  it('reports every problem at once with the spec’s messages', () => {
    const result = validateAnswers(fields, {
      fullName: '   ',
      email: 'not-an-email',
      phone: 'call me',
      age: 200,
      dateOfBirth: '2026-02-30',
      pressure: 'firm',
      complaints: [],
      consent: false,
    });
    expect(result).toEqual({
      success: false,
      errors: {
        fullName: 'validation.required',
        email: 'validation.emailInvalid',
        phone: 'validation.phoneInvalid',
        age: 'validation.invalid',
        dateOfBirth: 'validation.invalid',
        pressure: 'validation.invalid',
        complaints: 'validation.atLeastOneOption',
        consent: 'validation.required',
      },
    });
  });

  it('refuses answers of the wrong type and text that is too long', () => {
    const result = validateAnswers(fields, { fullName: 'A'.repeat(21), complaints: 'stress', consent: 'yes' });
    expect(result).toEqual({
      success: false,
      errors: { fullName: 'validation.tooLong', complaints: 'validation.invalid', consent: 'validation.invalid' },
    });
  });
});

describe('form and survey schemas', () => {
  it('refuse a field name used twice, also across a survey’s steps', () => {
    const field = { kind: 'text', name: 'notes', label: 'Notes' };
    expect(formSchema.safeParse({ id: 'form-a', title: 'A', fields: [field, field] }).success).toBe(false);
    expect(
      surveySchema.safeParse({
        id: 'survey-a',
        title: 'A',
        steps: [
          { title: '1', fields: [field] },
          { title: '2', fields: [field] },
        ],
      }).success,
    ).toBe(false);
    expect(formSchema.parse({ id: 'form-a', title: 'A', fields: [field] }).fields[0]).toMatchObject({
      required: false,
      maxLength: 200,
    });
  });
});
