import type { FormAnswer, FormField, FormFieldKind } from '@booking-kit/core';
import type { ChangeEvent, FocusEvent, FormEvent, MouseEvent } from 'react';
import type { FormFieldOption } from './form-renderer-hints';
import type { FormRendererState } from './use-form-renderer-state';

/** Where submitting stands: `submitting` while `onSubmit`'s promise runs, `error` when it failed. */
export type FormRendererSubmitStatus = 'idle' | 'submitting' | 'submitted' | 'error';

/** Options of `useFormRenderer`. */
export interface FormRendererOptions {
  /**
   * Called with the checked answers (text trimmed, numbers as numbers, unanswered questions left
   * out) once every field is valid. Return a promise to show the submitting state; a rejection
   * shows the submit error.
   */
  onSubmit?: (answers: Record<string, FormAnswer>) => unknown;
  /** The message for a failed submit. @default t('formRenderer.submitError') */
  formatSubmitError?: (error: unknown) => string;
  /**
   * Problems the app was told about, as a message key per field name (e.g. a server's answer to a
   * plain form post: the API's `fields` without their `answers.` prefix). Each shows at once, in
   * the error summary too, and holds the visitor back like the form's own checks until that answer
   * is changed. A new set (compared by content) shows again.
   */
  validationErrors?: Readonly<Record<string, string>>;
  /**
   * The answers were already sent by the app (e.g. a router action that took a plain form post):
   * the renderer starts in the `submitted` state and shows its confirmation. @default false
   */
  isSubmitted?: boolean;
}

/** One hidden input of a plain form post: a survey's step, or an answer given on another step. */
export interface FormRendererHiddenInput {
  name: string;
  value: string;
}

/** One problem listed in the error summary, linking to its field. */
export interface FormRendererSummaryItem {
  name: string;
  label: string;
  /** The translated message, e.g. 'This field is required'. */
  message: string;
  /** The id of the element that takes focus for this field. */
  targetId: string;
}

/** Props for a field's wrapper: a `<fieldset>` (radio group or checkbox group) for choice fields, else a `<div>`. */
export interface FormRendererFieldBag {
  'data-kind': FormFieldKind;
  'data-invalid'?: '';
  'data-required'?: '';
  role?: 'radiogroup' | 'group';
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Props for a typed answer's `<input>` or `<textarea>`, or a consent's checkbox. */
export interface FormRendererInputBag {
  id: string;
  name: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'checkbox';
  value?: string;
  checked?: boolean;
  required: boolean;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  step?: 'any';
  inputMode?: 'decimal';
  autoComplete?: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** Props for one option's radio or checkbox. */
export interface FormRendererOptionBag {
  id: string;
  name: string;
  type: 'radio' | 'checkbox';
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** What `useFormRenderer` returns: the state, the validation and a prop bag per part. */
export interface FormRendererApi {
  state: FormRendererState;
  /** Per field name, the message key of its problem, for every field of every step. */
  errors: Record<string, string>;
  submitStatus: FormRendererSubmitStatus;
  rootProps: {
    ref: (node: HTMLElement | null) => void;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    'data-state': FormRendererSubmitStatus;
  };
  title: string;
  titleProps: { id: string };
  description: string;
  /** 'Fields marked with * are required.' when any field is required, else null. */
  requiredHint: string | null;
  /** 'Step 2 of 3' for a survey of more than one step, else null. */
  progressText: string | null;
  progressProps: { role: 'status'; 'aria-live': 'polite'; 'aria-atomic': true };
  stepListProps: { 'aria-label': string };
  getStepProps(index: number): { 'aria-current'?: 'step'; 'data-state': 'complete' | 'current' | 'upcoming' };
  /** The current step's title for a survey, else null (a form's title is `title`). */
  stepTitle: string | null;
  stepTitleProps: { id: string; tabIndex: -1 };
  /** The shown problems of the current step, after the visitor tried to go on. */
  summaryItems: readonly FormRendererSummaryItem[];
  /** 'Please correct 2 fields.' while there are summary items, else null. */
  summaryText: string | null;
  errorSummaryProps: { role: 'alert'; 'aria-atomic': true };
  getSummaryLinkProps(item: FormRendererSummaryItem): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
  getFieldProps(field: FormField): FormRendererFieldBag;
  getLabelProps(field: FormField): { id: string; htmlFor?: string };
  /** The visually hidden '(required)' of a required multiple choice, which has no native way to say so. */
  getRequiredText(field: FormField): string | null;
  getInputProps(field: FormField): FormRendererInputBag;
  getOptionProps(field: FormField, option: FormFieldOption): FormRendererOptionBag;
  getOptionLabelProps(field: FormField, option: FormFieldOption): { htmlFor: string };
  /** The author's help and the allowed range, or null. */
  getHelpText(field: FormField): string | null;
  getHelpProps(field: FormField): { id: string };
  /** The translated error, or null while the field is valid or its error not yet shown. */
  getErrorText(field: FormField): string | null;
  getErrorProps(field: FormField): { id: string };
  backLabel: string;
  backProps: { type: 'button'; onClick: () => void };
  nextLabel: string;
  nextProps: { type: 'submit' };
  submitLabel: string;
  submitProps: { type: 'submit'; 'aria-disabled'?: true; 'aria-busy'?: true; 'data-state': FormRendererSubmitStatus };
  /** 'Sending your answers…' or the thank-you, else ''. */
  statusText: string;
  statusProps: { role: 'status'; 'aria-live': 'polite'; 'aria-atomic': true };
  submitErrorText: string | null;
  submitErrorProps: { role: 'alert' };
  /** 'Thank you!', the confirmation's heading once the answers are sent. */
  confirmationTitle: string;
  /** The confirmation heading's id; focus moves to it when a submit succeeds, so it is announced. */
  confirmationTitleProps: { id: string; tabIndex: -1 };
  /** 'Your answers have been sent.' */
  confirmationText: string;
  /**
   * For a survey, what a plain form post must carry besides the current step's inputs: the
   * step's index (core's `POSTED_STEP_NAME`) and every answer of the other steps, as the browser
   * would post them (a ticked option or consent as its own entry). Empty for a form.
   */
  hiddenInputs: readonly FormRendererHiddenInput[];
  /** Goes to the next step if the current one is valid, else shows its errors and focuses the first. */
  next(): void;
  back(): void;
  /** Checks every step and calls `onSubmit`, or shows the first step with a problem. */
  submit(): void;
}
