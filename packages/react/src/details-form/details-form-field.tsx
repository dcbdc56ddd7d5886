import type { DetailsFieldName } from '@booking-kit/core';
import { type ComponentPropsWithRef, useState } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { detailsFormPartAttrs } from './details-form.anatomy';
import {
  DetailsFormFieldProvider,
  useDetailsFormContext,
  useDetailsFormField,
  useDetailsFormTextField,
} from './details-form-context';
import { DetailsFormTextField } from './details-form-text-field';

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
  const field = api.getFieldState(name);
  if (!field.isShown) return null;
  const merged = mergePartProps(api.getFieldProps(name), props);
  const element = asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{children}</div>;
  const isText = field.control === 'input' || field.control === 'textarea';
  return (
    <DetailsFormFieldProvider value={{ name, hasDescription, setHasDescription }}>
      {isText ? (
        <DetailsFormTextField name={name} hasDescription={hasDescription}>
          {element}
        </DetailsFormTextField>
      ) : (
        element
      )}
    </DetailsFormFieldProvider>
  );
}

/** Props of {@link DetailsFormLabel}. */
export type DetailsFormLabelProps = ComponentPropsWithRef<'label'>;

/**
 * The field's label in the active locale ('First name'); the consent's label is the consent text.
 * A text field's label names its input through react-aria's `useTextField` and carries the
 * field's state.
 * @selector [data-scope="details-form"][data-part="label"][data-invalid][data-required]
 */
export function DetailsFormLabel({ children, ...props }: DetailsFormLabelProps) {
  const api = useDetailsFormContext();
  const { name } = useDetailsFormField();
  const text = useDetailsFormTextField();
  const own = text ? { ...text.labelProps, ...detailsFormPartAttrs('label') } : api.getLabelProps(name);
  const { htmlFor, ...labelProps } = mergePartProps(own, props);
  return (
    <label {...labelProps} htmlFor={htmlFor}>
      {children ?? api.getFieldState(name).label}
    </label>
  );
}
