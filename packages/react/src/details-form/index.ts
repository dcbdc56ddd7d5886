/**
 * The details-form parts as a namespace (`<DetailsForm.Root>`, `<DetailsForm.Field>`, ...).
 * @example <DetailsForm.Root onSubmit={book}><DetailsForm.Field name="email"><DetailsForm.Label /><DetailsForm.Input /></DetailsForm.Field></DetailsForm.Root>
 */
export * as DetailsForm from './details-form';
export { type DetailsFormPart, detailsFormAnatomy } from './details-form.anatomy';
export {
  type DetailsFormFieldContextValue,
  useDetailsFormContext,
  useDetailsFormField,
} from './details-form-context';
export {
  DetailsFormCheckbox,
  type DetailsFormCheckboxProps,
  DetailsFormInput,
  type DetailsFormInputProps,
  DetailsFormSelect,
  type DetailsFormSelectProps,
  DetailsFormTextarea,
  type DetailsFormTextareaProps,
} from './details-form-controls';
export { DetailsFormErrorSummary, type DetailsFormErrorSummaryProps } from './details-form-error-summary';
export { DetailsFormField, type DetailsFormFieldProps, DetailsFormLabel, type DetailsFormLabelProps } from './details-form-field';
export { type DetailsFieldControl, type DetailsFieldState, detailsFieldLabelKey } from './details-form-fields';
export {
  DetailsFormDescription,
  type DetailsFormDescriptionProps,
  DetailsFormError,
  type DetailsFormErrorProps,
} from './details-form-messages';
export type { ControlProps as DetailsFormControlProps, DetailsTextFieldOptions } from './details-form-props';
export { DetailsFormRoot, type DetailsFormRootProps } from './details-form-root';
export { DetailsFormSubmit, type DetailsFormSubmitProps } from './details-form-submit';
export { type DetailsFormApi, type DetailsFormOptions, useDetailsForm } from './use-details-form';
export { type DetailsFormState, type DetailsFormStateOptions, useDetailsFormState } from './use-details-form-state';
