import type { Form, FormAnswer, FormField, Survey } from '@booking-kit/core';
import { useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

/** What a form renderer shows: a form (one page of questions) or a survey (questions in steps). */
export type FormDefinition = Form | Survey;

/** The visitor's answers by field name, as entered (numbers stay text until submitted). */
export type FormAnswers = Record<string, FormAnswer>;

/** One page of questions; a form is a single step titled with the form's title. */
export interface FormStep {
  title: string;
  fields: readonly FormField[];
}

/** Options of {@link useFormRendererState}: `value` / `defaultValue` / `onValueChange` for answers, and the same for the step. */
export interface FormRendererStateOptions {
  /** The form or survey, as parsed by core's `formSchema` or `surveySchema`. */
  definition: FormDefinition;
  value?: FormAnswers;
  /** @default {} */
  defaultValue?: FormAnswers;
  onValueChange?: (answers: FormAnswers) => void;
  /** The current step's index (0-based) of a survey. */
  step?: number;
  /** @default 0 */
  defaultStep?: number;
  onStepChange?: (step: number) => void;
}

/** The state of a form renderer. */
export interface FormRendererState {
  definition: FormDefinition;
  /** Whether the definition is a survey (with steps) rather than a form. */
  isSurvey: boolean;
  steps: readonly FormStep[];
  /** Every field of every step, in order. */
  fields: readonly FormField[];
  answers: FormAnswers;
  setAnswer(name: string, answer: FormAnswer): void;
  stepIndex: number;
  currentStep: FormStep;
  isFirstStep: boolean;
  isLastStep: boolean;
  /** Moves to a step; out-of-range indexes are clamped. */
  goToStep(index: number): void;
  /** The index of the step that asks the field `name`. */
  stepOf(name: string): number;
}

/**
 * The state hook of the form renderer: the answers and, for a survey, the current step, each
 * controlled or uncontrolled. No validation and no effects (the behaviour hook derives those).
 * @example const state = useFormRendererState({ definition: survey, defaultValue: {} });
 */
export function useFormRendererState(options: FormRendererStateOptions): FormRendererState {
  const { definition } = options;
  const steps = useMemo<FormStep[]>(
    () => ('steps' in definition ? definition.steps : [{ title: definition.title, fields: definition.fields }]),
    [definition],
  );
  const fields = useMemo(() => steps.flatMap((step) => step.fields), [steps]);
  const [answers, setAnswers] = useControlledState<FormAnswers>(options.value, options.defaultValue ?? {}, options.onValueChange);
  const [rawStep, setStep] = useControlledState<number>(options.step, options.defaultStep ?? 0, options.onStepChange);
  // A step read from a URL may be NaN: that is the first step, not an undefined one.
  const clamp = (index: number) =>
    Number.isFinite(index) ? Math.min(Math.max(0, Math.trunc(index)), steps.length - 1) : index > 0 ? steps.length - 1 : 0;
  const stepIndex = clamp(rawStep);
  const currentStep = steps[stepIndex] as FormStep;
  return {
    definition,
    isSurvey: 'steps' in definition,
    steps,
    fields,
    answers,
    // Built on the latest answers, so several answers set in one handler all land.
    setAnswer: (name, answer) => setAnswers((current) => ({ ...current, [name]: answer })),
    stepIndex,
    currentStep,
    isFirstStep: stepIndex === 0,
    isLastStep: stepIndex === steps.length - 1,
    goToStep: (index) => setStep(clamp(index)),
    stepOf: (name) =>
      Math.max(
        0,
        steps.findIndex((step) => step.fields.some((field) => field.name === name)),
      ),
  };
}
