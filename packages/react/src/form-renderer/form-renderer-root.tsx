import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { formRendererPartAttrs } from './form-renderer.anatomy';
import type { FormRendererApi, FormRendererOptions } from './form-renderer.types';
import { FormRendererProvider } from './form-renderer-context';
import { useFormRenderer } from './use-form-renderer';
import { type FormRendererStateOptions, useFormRendererState } from './use-form-renderer-state';

/** Props of {@link FormRendererRoot}. */
export interface FormRendererRootProps
  extends FormRendererStateOptions,
    FormRendererOptions,
    Omit<ComponentPropsWithRef<'form'>, 'defaultValue' | 'children' | 'onSubmit'> {
  /** The parts, or a function of the renderer's API. */
  children?: ReactNode | ((api: FormRendererApi) => ReactNode);
}

/**
 * A form or survey as a `<form>` (the browser's own validation bubbles are off; core's messages
 * show instead). Enter in a field goes to the next step, or submits on the last one. Give it
 * `method="post"` (and `<FormRenderer.HiddenInputs />` for a survey) to post the browser's way
 * before scripts load; once hydrated, `onSubmit` takes over.
 * @selector [data-scope="form-renderer"][data-part="root"][data-state="idle|submitting|submitted|error"]
 * @example
 * <FormRenderer.Root definition={survey} onSubmit={(answers) => api.sendResponse(survey.id, answers)}>
 *   <FormRenderer.Title /><FormRenderer.Progress /><FormRenderer.Fields />
 *   <FormRenderer.Back /><FormRenderer.Next /><FormRenderer.Submit />
 * </FormRenderer.Root>
 */
export function FormRendererRoot({
  definition,
  value,
  defaultValue,
  onValueChange,
  step,
  defaultStep,
  onStepChange,
  onSubmit,
  formatSubmitError,
  validationErrors,
  isSubmitted,
  children,
  ...props
}: FormRendererRootProps) {
  const state = useFormRendererState({ definition, value, defaultValue, onValueChange, step, defaultStep, onStepChange });
  const api = useFormRenderer({ onSubmit, formatSubmitError, validationErrors, isSubmitted }, state);
  const merged = mergePartProps({ ...api.rootProps, ...formRendererPartAttrs('root') }, props);
  return (
    <FormRendererProvider value={api}>
      <form {...merged}>{typeof children === 'function' ? children(api) : children}</form>
    </FormRendererProvider>
  );
}
