import { type FormField, validateAnswers } from '@booking-kit/core';
import { useEffect, useId, useState } from 'react';
import { useLocale } from '../locale/locale-context';
import { elementById, useAnchorRef } from '../utils/element-by-id';
import type { FormRendererApi, FormRendererOptions, FormRendererSummaryItem } from './form-renderer.types';
import { createFieldBags, fieldFocusId } from './form-renderer-field-bags';
import { hiddenInputsOf } from './form-renderer-posted';
import type { FormRendererState } from './use-form-renderer-state';
import { useFormRendererSubmit } from './use-form-renderer-submit';
import { useGivenErrors } from './use-given-errors';

const addTo = <T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => (set.has(item) ? set : new Set(set).add(item));

/**
 * The behaviour hook of the form renderer: labels, ids and ARIA for every field, validation by
 * core's `validateAnswers` (the current step's fields on "Next", every field on submit) with
 * errors shown once a field is left or after an attempt to go on, an error summary in
 * `role="alert"`, focus on the first invalid field (or on the new step's title), the app's own
 * `validationErrors` (a server's) shown until their answers change, the submit lifecycle of a
 * possibly asynchronous `onSubmit`, and focus on the confirmation once the answers are sent.
 * @example const api = useFormRenderer({ onSubmit: send }, useFormRendererState({ definition }));
 */
export function useFormRenderer(options: FormRendererOptions, state: FormRendererState): FormRendererApi {
  const { t, tag } = useLocale();
  const baseId = useId();
  // Focus is moved by id within the widget's own document or shadow root, found from its root element.
  const anchor = useAnchorRef();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  // Candidate ids, first existing wins: focus needs the DOM of the render that follows the change.
  const [focusTargets, setFocusTargets] = useState<readonly string[] | null>(null);
  const submitting = useFormRendererSubmit(options.onSubmit);
  const { stepIndex, currentStep, steps, definition } = state;
  const status = options.isSubmitted ? 'submitted' : submitting.status;
  const confirmationTitleId = `${baseId}-confirmation-title`;
  // Focus follows a submit that succeeds here (not a page that opens already sent): the form's
  // buttons are gone, and the confirmation's heading is what a screen reader should read next.
  const [lastStatus, setLastStatus] = useState(status);
  if (lastStatus !== status) {
    setLastStatus(status);
    if (status === 'submitted') setFocusTargets([confirmationTitleId]);
  }

  useEffect(() => {
    if (focusTargets === null) return;
    const element = focusTargets.map((id) => elementById(anchor.current(), id)).find(Boolean);
    element?.focus();
    setFocusTargets(null);
  }, [focusTargets, anchor.current]);

  const validation = validateAnswers(state.fields, state.answers);
  const given = useGivenErrors(options.validationErrors, state);
  // The form's own check of an answer is the newer word on it; the app's stands where there is none.
  const errors: Record<string, string> = { ...given, ...(validation.success ? {} : validation.errors) };
  const isValid = Object.keys(errors).length === 0;
  const shownError = (field: FormField) =>
    touched.has(field.name) || attempted.has(state.stepOf(field.name)) || given[field.name] !== undefined
      ? (errors[field.name] ?? null)
      : null;
  const bags = createFieldBags({
    baseId,
    state,
    shownError,
    touch: (name) => setTouched((previous) => addTo(previous, name)),
    t,
    tag,
  });
  const stepTitleId = `${baseId}-step-title`;
  const focusId = (field: FormField) => fieldFocusId(baseId, field, state);

  const showStepErrors = (index: number, field: FormField) => {
    setAttempted((previous) => addTo(previous, index));
    setFocusTargets([focusId(field)]);
  };
  const goTo = (index: number) => {
    const first = steps[index]?.fields[0];
    state.goToStep(index);
    setFocusTargets([stepTitleId, ...(first ? [focusId(first)] : [])]);
  };
  const next = () => {
    const invalid = currentStep.fields.find((field) => errors[field.name] !== undefined);
    if (invalid) showStepErrors(stepIndex, invalid);
    else if (!state.isLastStep) goTo(stepIndex + 1);
  };
  const submit = () => {
    if (!state.isLastStep) return next();
    if (validation.success && isValid) return submitting.send(validation.answers);
    const invalid = state.fields.find((field) => errors[field.name] !== undefined) as FormField;
    const index = state.stepOf(invalid.name);
    if (index !== stepIndex) state.goToStep(index);
    showStepErrors(index, invalid);
  };

  // The app's errors need no attempt first: they answer one already made (a post the server refused).
  const summaryShown = attempted.has(stepIndex) || currentStep.fields.some((field) => given[field.name] !== undefined);
  const summaryItems: FormRendererSummaryItem[] = summaryShown
    ? currentStep.fields.flatMap((field) => {
        const key = shownError(field);
        return key === null ? [] : [{ name: field.name, label: field.label, message: t(key), targetId: focusId(field) }];
      })
    : [];
  const { failure } = submitting;
  const isSubmitting = status === 'submitting';
  const live = { role: 'status', 'aria-live': 'polite', 'aria-atomic': true } as const;

  return {
    state,
    errors,
    submitStatus: status,
    rootProps: {
      ref: anchor.ref,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
      'data-state': status,
    },
    title: definition.title,
    titleProps: { id: `${baseId}-title` },
    description: definition.description,
    requiredHint: state.fields.some((field) => field.required) ? t('formRenderer.requiredHint') : null,
    progressText: steps.length > 1 ? t('formRenderer.progress', { current: stepIndex + 1, total: steps.length }) : null,
    progressProps: live,
    stepListProps: { 'aria-label': t('formRenderer.steps') },
    getStepProps: (index) => ({
      ...(index === stepIndex && { 'aria-current': 'step' as const }),
      'data-state': index < stepIndex ? 'complete' : index === stepIndex ? 'current' : 'upcoming',
    }),
    stepTitle: state.isSurvey ? currentStep.title : null,
    stepTitleProps: { id: stepTitleId, tabIndex: -1 },
    summaryItems,
    summaryText: summaryItems.length > 0 ? t('details.errorSummary', { count: summaryItems.length }) : null,
    errorSummaryProps: { role: 'alert', 'aria-atomic': true },
    getSummaryLinkProps: (item) => ({
      href: `#${item.targetId}`,
      // Focus the field itself: following the fragment would only scroll, and would change the URL.
      onClick: (event) => {
        event.preventDefault();
        const target = elementById(anchor.current(), item.targetId);
        target?.focus();
        target?.scrollIntoView({ block: 'center' });
      },
    }),
    ...bags,
    backLabel: t('formRenderer.back'),
    backProps: { type: 'button', onClick: () => goTo(stepIndex - 1) },
    nextLabel: t('formRenderer.next'),
    // A submit button, so Enter in a field goes on too; the form's submit handler moves to the next step.
    nextProps: { type: 'submit' },
    submitLabel: t('formRenderer.submit'),
    // aria-disabled, not disabled: the button keeps focus while the answers are sent.
    submitProps: {
      type: 'submit',
      ...(isSubmitting && { 'aria-disabled': true as const, 'aria-busy': true as const }),
      'data-state': status,
    },
    statusText: isSubmitting ? t('formRenderer.submitting') : status === 'submitted' ? t('formRenderer.submitted') : '',
    statusProps: live,
    submitErrorText:
      status === 'error' && failure ? (options.formatSubmitError?.(failure.error) ?? t('formRenderer.submitError')) : null,
    submitErrorProps: { role: 'alert' },
    confirmationTitle: t('formRenderer.confirmationTitle'),
    confirmationTitleProps: { id: confirmationTitleId, tabIndex: -1 },
    confirmationText: t('formRenderer.confirmationText'),
    hiddenInputs: hiddenInputsOf(state),
    next,
    back: () => goTo(stepIndex - 1),
    submit,
  };
}
