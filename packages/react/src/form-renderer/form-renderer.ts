/** The form-renderer parts as a namespace: `<FormRenderer.Root>`, `<FormRenderer.Field>`, ... */
export { FormRendererBack as Back, FormRendererNext as Next, FormRendererSubmit as Submit } from './form-renderer-actions';
export { FormRendererChoice as Choice } from './form-renderer-choice';
export {
  FormRendererConfirmation as Confirmation,
  FormRendererConfirmationText as ConfirmationText,
  FormRendererConfirmationTitle as ConfirmationTitle,
} from './form-renderer-confirmation';
export {
  FormRendererErrorSummary as ErrorSummary,
  FormRendererStatus as Status,
  FormRendererSubmitError as SubmitError,
} from './form-renderer-feedback';
export { FormRendererField as Field, FormRendererFields as Fields } from './form-renderer-field';
export {
  FormRendererError as Error,
  FormRendererHelp as Help,
  FormRendererInput as Input,
  FormRendererLabel as Label,
} from './form-renderer-field-parts';
export {
  FormRendererDescription as Description,
  FormRendererRequiredHint as RequiredHint,
  FormRendererTitle as Title,
} from './form-renderer-header';
export { FormRendererHiddenInputs as HiddenInputs } from './form-renderer-hidden-inputs';
export {
  FormRendererProgress as Progress,
  FormRendererStepList as StepList,
  FormRendererStepTitle as StepTitle,
} from './form-renderer-progress';
export { FormRendererRoot as Root } from './form-renderer-root';
