/**
 * The form-renderer parts as a namespace (`<FormRenderer.Root>`, `<FormRenderer.Field>`, ...).
 * @example <FormRenderer.Root definition={form} onSubmit={send}><FormRenderer.Fields /><FormRenderer.Submit /></FormRenderer.Root>
 */
export * as FormRenderer from './form-renderer';
export { type FormRendererPart, formRendererAnatomy } from './form-renderer.anatomy';
export type {
  FormRendererApi,
  FormRendererFieldBag,
  FormRendererHiddenInput,
  FormRendererInputBag,
  FormRendererOptionBag,
  FormRendererOptions,
  FormRendererSubmitStatus,
  FormRendererSummaryItem,
} from './form-renderer.types';
export {
  FormRendererBack,
  type FormRendererButtonProps,
  FormRendererNext,
  FormRendererSubmit,
} from './form-renderer-actions';
export { FormRendererChoice, type FormRendererChoiceProps } from './form-renderer-choice';
export {
  FormRendererConfirmation,
  type FormRendererConfirmationProps,
  FormRendererConfirmationText,
  type FormRendererConfirmationTextProps,
  FormRendererConfirmationTitle,
  type FormRendererConfirmationTitleProps,
} from './form-renderer-confirmation';
export { useFormRendererContext, useFormRendererField } from './form-renderer-context';
export {
  FormRendererErrorSummary,
  type FormRendererErrorSummaryProps,
  FormRendererStatus,
  type FormRendererStatusProps,
  FormRendererSubmitError,
  type FormRendererSubmitErrorProps,
} from './form-renderer-feedback';
export {
  FormRendererField,
  type FormRendererFieldProps,
  FormRendererFields,
  type FormRendererFieldsProps,
} from './form-renderer-field';
export {
  FormRendererError,
  type FormRendererErrorProps,
  FormRendererHelp,
  type FormRendererHelpProps,
  FormRendererInput,
  type FormRendererInputProps,
  FormRendererLabel,
  type FormRendererLabelProps,
} from './form-renderer-field-parts';
export {
  FormRendererDescription,
  type FormRendererDescriptionProps,
  FormRendererRequiredHint,
  type FormRendererRequiredHintProps,
  FormRendererTitle,
  type FormRendererTitleProps,
} from './form-renderer-header';
export { FormRendererHiddenInputs } from './form-renderer-hidden-inputs';
export {
  type FormChoiceField,
  type FormFieldOption,
  isChoiceField,
} from './form-renderer-hints';
export {
  FormRendererProgress,
  type FormRendererProgressProps,
  FormRendererStepList,
  type FormRendererStepListProps,
  FormRendererStepTitle,
  type FormRendererStepTitleProps,
} from './form-renderer-progress';
export { FormRendererRoot, type FormRendererRootProps } from './form-renderer-root';
export { useFormRenderer } from './use-form-renderer';
export {
  type FormAnswers,
  type FormDefinition,
  type FormRendererState,
  type FormRendererStateOptions,
  type FormStep,
  useFormRendererState,
} from './use-form-renderer-state';
