import type { DetailsFieldName, DetailsFormData } from '@booking-kit/core';
import { type BaseSyntheticEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useLocale } from '../locale/locale-context';
import type { TextFieldStateAttrs } from '../utils/text-field/use-text-field-parts';
import { detailsFormPartAttrs } from './details-form.anatomy';
import { DETAILS_FIELD_META, type DetailsFieldState } from './details-form-fields';
import {
  type ControlProps,
  type DetailsTextFieldOptions,
  detailsControlProps,
  detailsTextFieldOptions,
} from './details-form-props';
import type { DetailsFormState, DetailsFormStateOptions } from './use-details-form-state';

/** Options of {@link useDetailsForm}: the state hook's, and what happens on submit. */
export interface DetailsFormOptions extends DetailsFormStateOptions {
  /**
   * Called with the checked, trimmed details; a returned promise keeps the form busy until it
   * settles. If it rejects, the form says 'We were unable to schedule your appointment. Please try
   * again.' and keeps every value; show a specific problem with `api.state.form.setError` instead.
   */
  onSubmit?: (data: DetailsFormData, event?: BaseSyntheticEvent) => void | Promise<void>;
  /** Called when a submit found errors (their message keys per field), after focus moved to the first. */
  onInvalid?: (errors: FieldErrors) => void;
  /** The booking is being sent by the app (e.g. a router action): the form is busy. @default false */
  isSubmitting?: boolean;
  /**
   * Post the form the browser's way once it is valid (to the `<form>`'s `method` and `action`),
   * instead of calling `onSubmit`: the same request the server-rendered form sends before
   * hydration, so an app with plain form posts or a router's document actions needs no script of
   * its own. Each field is posted under its name; the button pressed is the submitter.
   * @default false
   */
  nativeSubmit?: boolean;
  /**
   * The submit button's words while nothing is being sent, e.g. 'Continue' when a payment step
   * follows the details. @default 'Book appointment'
   */
  submitLabel?: string;
}

/** What {@link useDetailsForm} returns: the state, the derived flags and a prop bag per part. */
export interface DetailsFormApi {
  state: DetailsFormState;
  isSubmitting: boolean;
  isDisabled: boolean;
  /** The shown fields with an error, in form order. */
  invalidFields: DetailsFieldName[];
  /** The summary shows after a submit that found errors, until they are fixed. */
  showErrorSummary: boolean;
  /** 'Please correct 2 fields.' */
  errorSummaryText: string;
  /** 'We were unable to schedule your appointment. Please try again.' after `onSubmit` rejected, else null. */
  submitErrorText: string | null;
  /** The error of the field the visitor just left, for the polite announcer; '' when none. */
  announcement: string;
  /** 'Book appointment', or 'Scheduling…' while submitting. */
  submitLabel: string;
  /** The location list's first option, 'Choose a location'. */
  locationPlaceholder: string;
  /** A field's name in a few words, for the summary's links: its label, or 'Consent'. */
  getShortLabel(name: DetailsFieldName): string;
  getFieldState(name: DetailsFieldName): DetailsFieldState;
  rootProps: {
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    'aria-label': string;
    'aria-busy'?: true;
    'data-submitting'?: '';
    'data-disabled'?: '';
  } & ReturnType<typeof detailsFormPartAttrs>;
  announcerProps: { role: 'status'; 'aria-live': 'polite'; 'aria-atomic': true } & ReturnType<typeof detailsFormPartAttrs>;
  getFieldProps(name: DetailsFieldName): Record<string, string | undefined>;
  /** Props of the field's label, with the field's `data-invalid` / `data-required` like every part of a field. */
  getLabelProps(
    name: DetailsFieldName,
  ): { id: string; htmlFor: string } & TextFieldStateAttrs & ReturnType<typeof detailsFormPartAttrs>;
  /** Props of the field's control; `hasDescription` when a Description part describes it. */
  getControlProps(name: DetailsFieldName, hasDescription: boolean): ControlProps & TextFieldStateAttrs;
  /**
   * What a text field (input or textarea) is built from on react-aria's `useTextField`: ids,
   * ARIA state, type and autofill token, focus tracking; `<DetailsForm.Field>` adds the value from
   * react-hook-form's controller. `hasDescription` when a Description part describes it.
   */
  getTextFieldOptions(name: DetailsFieldName, hasDescription: boolean): DetailsTextFieldOptions;
  getDescriptionProps(name: DetailsFieldName): { id: string } & TextFieldStateAttrs & ReturnType<typeof detailsFormPartAttrs>;
  getErrorProps(
    name: DetailsFieldName,
  ): { id: string; 'data-field': DetailsFieldName } & TextFieldStateAttrs & ReturnType<typeof detailsFormPartAttrs>;
  errorSummaryProps: { role: 'alert'; tabIndex: -1 } & ReturnType<typeof detailsFormPartAttrs>;
  /** A link in the summary that moves focus to the field. */
  getErrorSummaryLinkProps(name: DetailsFieldName): { href: string; onClick: (event: { preventDefault(): void }) => void };
  submitProps: {
    type: 'submit';
    disabled: boolean;
    'aria-busy'?: true;
    'aria-disabled'?: true;
    onClick: (event: { preventDefault(): void }) => void;
  } & ReturnType<typeof detailsFormPartAttrs>;
}

/**
 * The behaviour hook of the details form: labels, autofill tokens, ARIA and ids for every field;
 * errors in the spec's words ('This field is required', 'Email is invalid!', 'Location is
 * required') linked with `aria-describedby`; a polite announcement of the error of the field the
 * visitor just left; after a failed submit, an alert summary and focus on the first invalid
 * field; and a busy state ('Scheduling…') that keeps focus where it is.
 * @example
 * const options = { location: 'required', onSubmit: book } as const;
 * const api = useDetailsForm(options, useDetailsFormState(options));
 * return <form {...api.rootProps}>…</form>;
 */
export function useDetailsForm(options: DetailsFormOptions, state: DetailsFormState): DetailsFormApi {
  const { t } = useLocale();
  const { form, fields, shownFields } = state;
  const baseId = useId();
  const { errors, submitCount, isSubmitting: sending } = form.formState;
  const isSubmitting = Boolean(options.isSubmitting) || sending;
  const [focused, setFocused] = useState<DetailsFieldName | null>(null);
  const [lastLeft, setLastLeft] = useState<DetailsFieldName | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ name: DetailsFieldName } | null>(null);
  const [submitFailed, setSubmitFailed] = useState(false);

  // Focus moves once the failed submit's errors have rendered, so the field is read as invalid.
  useEffect(() => {
    if (focusRequest === null) return;
    form.setFocus(focusRequest.name);
    setFocusRequest(null);
  }, [focusRequest, form]);

  const errorKey = (name: DetailsFieldName) => {
    const message = errors[name]?.message;
    return fields[name] !== 'hidden' && typeof message === 'string' ? message : null;
  };
  const invalidFields = shownFields.filter((name) => errorKey(name) !== null);
  const id = (name: DetailsFieldName, suffix = '') => `${baseId}-${name}${suffix}`;
  const label = (name: DetailsFieldName): ReactNode =>
    name === 'consent' ? state.consentText : t(DETAILS_FIELD_META[name].labelKey);
  const description = (name: DetailsFieldName) =>
    name === 'additionalInformation'
      ? t('details.additionalInformationHint', { count: state.additionalInformationMaxLength })
      : null;
  const announced = lastLeft !== null && lastLeft !== focused ? errorKey(lastLeft) : null;
  // Set for the one submit event that, after the checks passed, goes to the browser as a post.
  const postNatively = useRef(false);
  const submit = form.handleSubmit(
    (data, event) => {
      if (!options.nativeSubmit) return options.onSubmit?.(data, event);
      const target = event?.target;
      if (!(target instanceof HTMLFormElement)) return;
      const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter ?? undefined;
      postNatively.current = true;
      target.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
    },
    (found) => {
      const first = shownFields.find((name) => found[name]);
      if (first) setFocusRequest({ name: first });
      options.onInvalid?.(found);
    },
  );

  const getFieldState = (name: DetailsFieldName): DetailsFieldState => {
    const key = errorKey(name);
    const meta = DETAILS_FIELD_META[name];
    return {
      isShown: fields[name] !== 'hidden',
      isRequired: fields[name] === 'required',
      isInvalid: key !== null,
      control: name === 'location' && state.locations.length > 0 ? 'select' : meta.control,
      label: label(name),
      description: description(name),
      error: key === null ? null : t(key),
    };
  };

  // The same state attributes on every part of a field, whatever its control (select and checkbox too).
  const states = (name: DetailsFieldName): TextFieldStateAttrs => ({
    ...(errorKey(name) !== null && { 'data-invalid': '' as const }),
    ...(fields[name] === 'required' && { 'data-required': '' as const }),
  });
  const onFocus = (name: DetailsFieldName) => () => setFocused(name);
  const onBlur = (name: DetailsFieldName) => () => {
    setFocused(null);
    setLastLeft(name);
  };

  return {
    state,
    isSubmitting,
    isDisabled: state.isDisabled,
    invalidFields,
    showErrorSummary: (submitCount > 0 && invalidFields.length > 0) || submitFailed,
    errorSummaryText: t('details.errorSummary', { count: invalidFields.length }),
    submitErrorText: submitFailed ? t('errors.unableToSchedule') : null,
    announcement: announced === null ? '' : t(announced),
    submitLabel: isSubmitting ? t('booking.scheduling') : (options.submitLabel ?? t('booking.submit')),
    locationPlaceholder: t('details.locationPlaceholder'),
    getShortLabel: (name) => t(DETAILS_FIELD_META[name].labelKey),
    getFieldState,
    rootProps: {
      noValidate: true,
      onSubmit: (event) => {
        // The checked form's own post (nativeSubmit): the browser sends it.
        if (postNatively.current) {
          postNatively.current = false;
          return;
        }
        // A second Enter while the booking is on its way must not book twice.
        if (isSubmitting) return event.preventDefault();
        setLastLeft(null);
        setSubmitFailed(false);
        // A rejected onSubmit is the app's booking failing: say so, and keep what the visitor typed.
        submit(event).catch(() => setSubmitFailed(true));
      },
      'aria-label': t('details.title'),
      ...(isSubmitting && { 'aria-busy': true as const, 'data-submitting': '' as const }),
      ...(state.isDisabled && { 'data-disabled': '' as const }),
      ...detailsFormPartAttrs('root'),
    },
    announcerProps: { role: 'status', 'aria-live': 'polite', 'aria-atomic': true, ...detailsFormPartAttrs('announcer') },
    getFieldProps: (name) => {
      const field = getFieldState(name);
      return {
        ...detailsFormPartAttrs('field'),
        'data-field': name,
        'data-control': field.control,
        'data-invalid': field.isInvalid ? '' : undefined,
        'data-required': field.isRequired ? '' : undefined,
      };
    },
    getLabelProps: (name) => ({ id: id(name, '-label'), htmlFor: id(name), ...states(name), ...detailsFormPartAttrs('label') }),
    getControlProps: (name, hasDescription) => ({
      ...detailsControlProps({
        name,
        id: id(name),
        field: getFieldState(name),
        describedBy: [hasDescription && id(name, '-description'), errorKey(name) !== null && id(name, '-error')],
        registration: form.register(name),
        isSubmitting,
        today: state.today,
        onFocus: onFocus(name),
        onBlur: onBlur(name),
      }),
      ...states(name),
    }),
    getTextFieldOptions: (name, hasDescription) =>
      detailsTextFieldOptions({
        name,
        id: id(name),
        field: getFieldState(name),
        hasDescription,
        isSubmitting,
        isDisabled: state.isDisabled,
        today: state.today,
        onFocus: onFocus(name),
        onBlur: onBlur(name),
      }),
    getDescriptionProps: (name) => ({ id: id(name, '-description'), ...states(name), ...detailsFormPartAttrs('description') }),
    getErrorProps: (name) => ({ id: id(name, '-error'), 'data-field': name, ...states(name), ...detailsFormPartAttrs('error') }),
    // Focusable by script only, so an app can move focus to it after a server-side rejection.
    errorSummaryProps: { role: 'alert', tabIndex: -1, ...detailsFormPartAttrs('error-summary') },
    getErrorSummaryLinkProps: (name) => ({
      href: `#${id(name)}`,
      onClick: (event) => {
        event.preventDefault();
        form.setFocus(name);
      },
    }),
    submitProps: {
      type: 'submit',
      disabled: state.isDisabled,
      // aria-disabled, not disabled: the button keeps focus while the booking is on its way.
      ...(isSubmitting && { 'aria-busy': true as const, 'aria-disabled': true as const }),
      onClick: (event) => {
        if (isSubmitting) event.preventDefault();
      },
      ...detailsFormPartAttrs('submit'),
    },
  };
}
