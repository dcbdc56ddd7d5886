import type { DetailsFieldName } from '@booking-kit/core';
import { type ComponentPropsWithRef, useState } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { DetailsFormFieldProvider, useDetailsFormContext, useDetailsFormField } from './details-form-context';

/** Props of {@link DetailsFormField}. */
export interface DetailsFormFieldProps extends AsChildProps, ComponentPropsWithRef<'div'> {
  name: DetailsFieldName;
}

/**
 * One field: its label, control, description and error read the field from it. Renders nothing
 * when the service does not ask for the field, so a form can list every field.
 * @selector [data-scope="details-form"][data-part="field"][data-field][data-control="input|textarea|select|checkbox"][data-invalid][data-required]
 * @example <DetailsForm.Field name="email"><DetailsForm.Label /><DetailsForm.Input /><DetailsForm.Error /></DetailsForm.Field>
 */
export function DetailsFormField({ name, asChild, children, ...props }: DetailsFormFieldProps) {
  const api = useDetailsFormContext();
  const [hasDescription, setHasDescription] = useState(false);
  if (!api.getFieldState(name).isShown) return null;
  const merged = mergePartProps(api.getFieldProps(name), props);
  return (
    <DetailsFormFieldProvider value={{ name, hasDescription, setHasDescription }}>
      {asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{children}</div>}
    </DetailsFormFieldProvider>
  );
}

/** Props of {@link DetailsFormLabel}. */
export type DetailsFormLabelProps = ComponentPropsWithRef<'label'>;

/**
 * The field's label in the active locale ('First name'); the consent's label is the consent text.
 * @selector [data-scope="details-form"][data-part="label"]
 */
export function DetailsFormLabel({ children, ...props }: DetailsFormLabelProps) {
  const api = useDetailsFormContext();
  const { name } = useDetailsFormField();
  const { htmlFor, ...labelProps } = mergePartProps(api.getLabelProps(name), props);
  return (
    <label {...labelProps} htmlFor={htmlFor}>
      {children ?? api.getFieldState(name).label}
    </label>
  );
}
