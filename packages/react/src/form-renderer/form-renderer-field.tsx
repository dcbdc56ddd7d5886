import type { FormField } from '@booking-kit/core';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { formRendererPartAttrs } from './form-renderer.anatomy';
import { FormRendererFieldProvider, useFormRendererContext } from './form-renderer-context';
import { FormRendererError, FormRendererHelp, FormRendererInput, FormRendererLabel } from './form-renderer-field-parts';
import { isChoiceField } from './form-renderer-hints';
import { FormRendererTextField, isTextKind } from './form-renderer-text-field';

/** Props of {@link FormRendererField}: a `<div>`, or a `<fieldset>` for choice fields. */
export interface FormRendererFieldProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  ref?: Ref<HTMLElement>;
  /** The question to render. */
  field: FormField;
  /** Custom parts (`Label`, `Help`, `Input`, `Error`); by default all of them, in the order of its kind. */
  children?: ReactNode;
}

/** The default anatomy: a consent's box comes before its label; other kinds label, help, input, error. */
function DefaultParts({ field }: { field: FormField }) {
  if (field.kind === 'consent')
    return (
      <>
        <FormRendererInput />
        <FormRendererLabel />
        <FormRendererHelp />
        <FormRendererError />
      </>
    );
  return (
    <>
      <FormRendererLabel />
      <FormRendererHelp />
      <FormRendererInput />
      <FormRendererError />
    </>
  );
}

/**
 * One question, rendered by its kind: a text, email, phone, number or date input, a textarea, a
 * consent checkbox, or, for single and multiple choice, a fieldset whose legend names a group of
 * radios or checkboxes. Its parts read the field from it.
 * @selector [data-scope="form-renderer"][data-part="field"][data-kind][data-invalid][data-required]
 * @example <FormRenderer.Field field={field} />
 */
export function FormRendererField({ field, children, ...props }: FormRendererFieldProps) {
  const api = useFormRendererContext();
  const merged = mergePartProps({ ...api.getFieldProps(field), ...formRendererPartAttrs('field') }, props);
  // A fieldset and its legend name the group of options; their prop types match a div's here.
  const Element = (isChoiceField(field) ? 'fieldset' : 'div') as 'div';
  const element = <Element {...(merged as HTMLAttributes<HTMLDivElement>)}>{children ?? <DefaultParts field={field} />}</Element>;
  return (
    <FormRendererFieldProvider value={field}>
      {isTextKind(field) ? <FormRendererTextField field={field}>{element}</FormRendererTextField> : element}
    </FormRendererFieldProvider>
  );
}

/** Props of {@link FormRendererFields}. */
export interface FormRendererFieldsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  ref?: Ref<HTMLDivElement>;
  /** Renders one field; by default `<FormRenderer.Field field={field} />`. */
  children?: (field: FormField) => ReactNode;
}

/**
 * The current step's fields (every field of a form).
 * @selector [data-scope="form-renderer"][data-part="fields"]
 * @example <FormRenderer.Fields>{(field) => <FormRenderer.Field key={field.name} field={field} className="field" />}</FormRenderer.Fields>
 */
export function FormRendererFields({ children, ...props }: FormRendererFieldsProps) {
  const api = useFormRendererContext();
  return (
    <div {...mergePartProps(formRendererPartAttrs('fields'), props)}>
      {api.state.currentStep.fields.map((field) =>
        children ? children(field) : <FormRendererField key={field.name} field={field} />,
      )}
    </div>
  );
}
