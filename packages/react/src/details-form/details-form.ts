/** The details-form parts as a namespace: `<DetailsForm.Root>`, `<DetailsForm.Field>`, ... */
export {
  DetailsFormCheckbox as Checkbox,
  DetailsFormInput as Input,
  DetailsFormSelect as Select,
  DetailsFormTextarea as Textarea,
} from './details-form-controls';
export { DetailsFormErrorSummary as ErrorSummary } from './details-form-error-summary';
export { DetailsFormField as Field, DetailsFormLabel as Label } from './details-form-field';
export { DetailsFormDescription as Description, DetailsFormError as Error } from './details-form-messages';
export { DetailsFormRoot as Root } from './details-form-root';
export { DetailsFormSubmit as Submit } from './details-form-submit';
