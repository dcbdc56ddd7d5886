import { type Survey, surveySchema } from '@booking-kit/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '../test/render-hook';
import { hiddenInputsOf } from './form-renderer-posted';
import { type FormRendererStateOptions, useFormRendererState } from './use-form-renderer-state';
import { useGivenErrors } from './use-given-errors';

const SURVEY: Survey = surveySchema.parse({
  id: 'survey-feedback',
  title: 'How was your visit?',
  steps: [
    {
      title: 'Your visit',
      fields: [
        { kind: 'text', name: 'fullName', label: 'Full name', required: true },
        { kind: 'number', name: 'rating', label: 'Rating', min: 0, max: 10 },
      ],
    },
    {
      title: 'Stay in touch',
      fields: [
        {
          kind: 'multipleChoice',
          name: 'liked',
          label: 'Liked',
          options: [
            { value: 'staff', label: 'The staff' },
            { value: 'studio', label: 'The studio' },
          ],
        },
        { kind: 'email', name: 'email', label: 'Email' },
        { kind: 'consent', name: 'contact', label: 'You may contact me' },
      ],
    },
  ],
});

type Props = FormRendererStateOptions & { given?: Record<string, string> };

/** The state hook and, over it, the given errors, as the behaviour hook uses them. */
function useBoth({ given, ...options }: Props) {
  const state = useFormRendererState(options);
  return { state, errors: useGivenErrors(given, state) };
}

describe('useGivenErrors', () => {
  it('keeps an error while its answer is the refused one, shows it again when the answer comes back', () => {
    const given = { email: 'validation.emailInvalid', unknown: 'validation.required' };
    const { result } = renderHook(useBoth, { definition: SURVEY, defaultValue: { email: 'ada@' }, given });
    // A name the survey does not ask is not an error of it.
    expect(result.current.errors).toEqual({ email: 'validation.emailInvalid' });
    act(() => result.current.state.setAnswer('email', 'ada@example.com'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.state.setAnswer('email', 'ada@'));
    expect(result.current.errors).toEqual({ email: 'validation.emailInvalid' });
  });

  it('takes a set with other content as new, counted from the answers of that moment; an equal one changes nothing', () => {
    const props: Props = { definition: SURVEY, defaultValue: { email: 'ada@' }, given: { email: 'validation.emailInvalid' } };
    const { result, rerender } = renderHook(useBoth, props);
    act(() => result.current.state.setAnswer('email', 'ada@example'));
    expect(result.current.errors).toEqual({});
    // The same content in a new object (an inline prop): still hidden.
    rerender({ ...props, given: { email: 'validation.emailInvalid' } });
    expect(result.current.errors).toEqual({});
    rerender({ ...props, given: { email: 'validation.emailInvalid', fullName: 'validation.required' } });
    expect(result.current.errors).toEqual({ email: 'validation.emailInvalid', fullName: 'validation.required' });
  });
});

describe('hiddenInputsOf', () => {
  it("carries the step and the other steps' answers as a browser posts them", () => {
    const { result } = renderHook(useBoth, {
      definition: SURVEY,
      defaultStep: 1,
      defaultValue: { fullName: 'Ada', rating: '9', liked: ['staff', 'studio'], email: 'ada@example.com', contact: true },
    });
    // The current step's own answers are its visible inputs.
    expect(hiddenInputsOf(result.current.state)).toEqual([
      { name: '_step', value: '1' },
      { name: 'fullName', value: 'Ada' },
      { name: 'rating', value: '9' },
    ]);
    act(() => result.current.state.goToStep(0));
    expect(hiddenInputsOf(result.current.state)).toEqual([
      { name: '_step', value: '0' },
      { name: 'liked', value: 'staff' },
      { name: 'liked', value: 'studio' },
      { name: 'email', value: 'ada@example.com' },
      { name: 'contact', value: 'on' },
    ]);
  });

  it('leaves out what is unanswered, and carries nothing for a form', () => {
    const { result } = renderHook(useBoth, { definition: SURVEY, defaultValue: { email: '', contact: false, liked: [] } });
    expect(hiddenInputsOf(result.current.state)).toEqual([{ name: '_step', value: '0' }]);
    const form = renderHook(useBoth, {
      definition: { id: 'form-intake', title: 'Intake', description: '', fields: SURVEY.steps[0]?.fields ?? [] },
      defaultValue: { fullName: 'Ada' },
    });
    expect(hiddenInputsOf(form.result.current.state)).toEqual([]);
  });
});
