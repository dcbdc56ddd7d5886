import { type Form, formSchema, type Survey, surveySchema } from '@booking-kit/core';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import { type FormAnswers, type FormRendererStateOptions, useFormRendererState } from './use-form-renderer-state';

/** Renders the hook in a real React root and returns its latest state. */
const renderState = (options: FormRendererStateOptions) => renderHook(useFormRendererState, options);

const INTAKE: Form = formSchema.parse({
  id: 'form-intake',
  title: 'Health intake',
  fields: [
    { kind: 'text', name: 'fullName', label: 'Full name', required: true },
    { kind: 'number', name: 'age', label: 'Age', min: 0, max: 130 },
    { kind: 'consent', name: 'consent', label: 'I agree', required: true },
  ],
});

const FEEDBACK: Survey = surveySchema.parse({
  id: 'survey-feedback',
  title: 'How was your visit?',
  steps: [
    { title: 'About you', fields: [{ kind: 'text', name: 'fullName', label: 'Full name', required: true }] },
    {
      title: 'Your visit',
      fields: [
        {
          kind: 'singleChoice',
          name: 'rating',
          label: 'Rating',
          options: [
            { value: 'good', label: 'Good' },
            { value: 'bad', label: 'Bad' },
          ],
        },
        { kind: 'longText', name: 'comments', label: 'Comments' },
      ],
    },
    { title: 'Next time', fields: [{ kind: 'email', name: 'email', label: 'Email' }] },
  ],
});

describe('useFormRendererState', () => {
  it("shows a form as one step titled with the form's title", () => {
    const { result } = renderState({ definition: INTAKE });
    expect(result.current.isSurvey).toBe(false);
    expect(result.current.definition).toBe(INTAKE);
    expect(result.current.steps).toEqual([{ title: 'Health intake', fields: INTAKE.fields }]);
    expect(result.current.fields).toEqual(INTAKE.fields);
    expect(result.current.stepIndex).toBe(0);
    expect(result.current.currentStep.title).toBe('Health intake');
    expect(result.current.isFirstStep).toBe(true);
    expect(result.current.isLastStep).toBe(true);
  });

  it('shows a survey in its steps, with every field of every step in order', () => {
    const { result } = renderState({ definition: FEEDBACK });
    expect(result.current.isSurvey).toBe(true);
    expect(result.current.steps.map((step) => step.title)).toEqual(['About you', 'Your visit', 'Next time']);
    expect(result.current.fields.map((field) => field.name)).toEqual(['fullName', 'rating', 'comments', 'email']);
    expect(result.current.currentStep).toBe(FEEDBACK.steps[0]);
    expect(result.current.isFirstStep).toBe(true);
    expect(result.current.isLastStep).toBe(false);
  });

  it('starts with no answers, or with defaultValue', () => {
    expect(renderState({ definition: INTAKE }).result.current.answers).toEqual({});
    const answers: FormAnswers = { fullName: 'Anna de Vries', consent: true };
    expect(renderState({ definition: INTAKE, defaultValue: answers }).result.current.answers).toEqual(answers);
  });

  it('sets an answer uncontrolled, keeps the others and reports all of them', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ definition: INTAKE, defaultValue: { fullName: 'Anna de Vries' }, onValueChange });
    act(() => result.current.setAnswer('age', '42'));
    expect(result.current.answers).toEqual({ fullName: 'Anna de Vries', age: '42' });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ fullName: 'Anna de Vries', age: '42' });
    act(() => result.current.setAnswer('fullName', 'Anna Smit'));
    act(() => result.current.setAnswer('consent', true));
    expect(result.current.answers).toEqual({ fullName: 'Anna Smit', age: '42', consent: true });
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('keeps a multiple choice as the list of chosen values', () => {
    const { result } = renderState({ definition: INTAKE });
    act(() => result.current.setAnswer('complaints', ['stress', 'sleep']));
    expect(result.current.answers.complaints).toEqual(['stress', 'sleep']);
  });

  it('follows controlled answers: a change is reported, and shows once the app passes it back', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ definition: INTAKE, value: { fullName: 'Anna' }, onValueChange });
    act(() => result.current.setAnswer('age', '42'));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ fullName: 'Anna', age: '42' });
    expect(result.current.answers).toEqual({ fullName: 'Anna' });
    rerender({ definition: INTAKE, value: { fullName: 'Anna', age: '42' }, onValueChange });
    expect(result.current.answers).toEqual({ fullName: 'Anna', age: '42' });
  });

  it('works as the state of a component that lifts the answers', () => {
    const useLifted = () => {
      const [value, setValue] = useState<FormAnswers>({});
      return useFormRendererState({ definition: FEEDBACK, value, onValueChange: setValue });
    };
    const { result } = renderHook(useLifted, {});
    act(() => result.current.setAnswer('rating', 'good'));
    act(() => result.current.setAnswer('comments', 'Lovely'));
    expect(result.current.answers).toEqual({ rating: 'good', comments: 'Lovely' });
  });

  it("moves between a survey's steps uncontrolled and reports the step", () => {
    const onStepChange = vi.fn();
    const { result } = renderState({ definition: FEEDBACK, onStepChange });
    act(() => result.current.goToStep(1));
    expect(result.current.stepIndex).toBe(1);
    expect(result.current.currentStep).toBe(FEEDBACK.steps[1]);
    expect(result.current.isFirstStep).toBe(false);
    expect(result.current.isLastStep).toBe(false);
    act(() => result.current.goToStep(2));
    expect(result.current.isLastStep).toBe(true);
    expect(onStepChange.mock.calls).toEqual([[1], [2]]);
  });

  it('keeps the answers when the step changes', () => {
    const { result } = renderState({ definition: FEEDBACK, defaultValue: { fullName: 'Anna' } });
    act(() => result.current.goToStep(2));
    act(() => result.current.goToStep(0));
    expect(result.current.answers).toEqual({ fullName: 'Anna' });
  });

  it('clamps a step out of range to the first or last, and whole steps only', () => {
    const onStepChange = vi.fn();
    const { result } = renderState({ definition: FEEDBACK, onStepChange });
    act(() => result.current.goToStep(99));
    expect(result.current.stepIndex).toBe(2);
    expect(onStepChange).toHaveBeenLastCalledWith(2);
    act(() => result.current.goToStep(-3));
    expect(result.current.stepIndex).toBe(0);
    expect(onStepChange).toHaveBeenLastCalledWith(0);
    act(() => result.current.goToStep(1.7));
    expect(result.current.stepIndex).toBe(1);
    expect(onStepChange).toHaveBeenLastCalledWith(1);
  });

  it('does not report moving to the step already shown, also when clamped onto it', () => {
    const onStepChange = vi.fn();
    const { result } = renderState({ definition: FEEDBACK, defaultStep: 2, onStepChange });
    act(() => result.current.goToStep(2));
    act(() => result.current.goToStep(5));
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('stays on the one step of a form', () => {
    const onStepChange = vi.fn();
    const { result } = renderState({ definition: INTAKE, onStepChange });
    act(() => result.current.goToStep(1));
    expect(result.current.stepIndex).toBe(0);
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('starts on defaultStep, clamped to the steps there are', () => {
    expect(renderState({ definition: FEEDBACK, defaultStep: 1 }).result.current.stepIndex).toBe(1);
    const { result } = renderState({ definition: FEEDBACK, defaultStep: 7 });
    expect(result.current.stepIndex).toBe(2);
    expect(result.current.currentStep).toBe(FEEDBACK.steps[2]);
    expect(result.current.isLastStep).toBe(true);
  });

  it('follows a controlled step: a move is reported, and shows once the app passes it back', () => {
    const onStepChange = vi.fn();
    const { result, rerender } = renderState({ definition: FEEDBACK, step: 0, onStepChange });
    act(() => result.current.goToStep(1));
    expect(onStepChange).toHaveBeenCalledExactlyOnceWith(1);
    expect(result.current.stepIndex).toBe(0);
    rerender({ definition: FEEDBACK, step: 1, onStepChange });
    expect(result.current.stepIndex).toBe(1);
    expect(result.current.currentStep).toBe(FEEDBACK.steps[1]);
  });

  it('shows a controlled step out of range as the nearest step', () => {
    const { result, rerender } = renderState({ definition: FEEDBACK, step: 9 });
    expect(result.current.stepIndex).toBe(2);
    expect(result.current.currentStep).toBe(FEEDBACK.steps[2]);
    rerender({ definition: FEEDBACK, step: -1 });
    expect(result.current.stepIndex).toBe(0);
  });

  it('stays in range when the definition changes to one with fewer steps', () => {
    const { result, rerender } = renderState({ definition: FEEDBACK, defaultStep: 2 });
    rerender({ definition: INTAKE, defaultStep: 2 });
    expect(result.current.isSurvey).toBe(false);
    expect(result.current.stepIndex).toBe(0);
    expect(result.current.currentStep.title).toBe('Health intake');
    expect(result.current.fields).toEqual(INTAKE.fields);
  });

  it('finds the step that asks a field, and the first step for a name it does not ask', () => {
    const { result } = renderState({ definition: FEEDBACK });
    expect(result.current.stepOf('fullName')).toBe(0);
    expect(result.current.stepOf('comments')).toBe(1);
    expect(result.current.stepOf('email')).toBe(2);
    expect(result.current.stepOf('unknown')).toBe(0);
  });

  it('keeps every answer set in one handler', () => {
    const { result } = renderState({ definition: INTAKE });
    act(() => {
      result.current.setAnswer('fullName', 'Ada');
      result.current.setAnswer('age', 36);
    });
    expect(result.current.answers).toEqual({ fullName: 'Ada', age: 36 });
  });

  it('takes a step that is not a number (NaN from a URL) as the first step, and Infinity as the last', () => {
    const { result } = renderState({ definition: FEEDBACK, defaultStep: 1 });
    act(() => result.current.goToStep(Number.NaN));
    expect(result.current.stepIndex).toBe(0);
    expect(result.current.currentStep).toBeDefined();
    act(() => result.current.goToStep(Number.POSITIVE_INFINITY));
    expect(result.current.stepIndex).toBe(2);
    const controlled = renderState({ definition: FEEDBACK, step: Number.NaN });
    expect(controlled.result.current.stepIndex).toBe(0);
  });
});
