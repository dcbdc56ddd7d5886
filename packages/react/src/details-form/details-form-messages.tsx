import { type ComponentPropsWithRef, useEffect } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { detailsFormPartAttrs } from './details-form.anatomy';
import { useDetailsFormContext, useDetailsFormField, useDetailsFormTextField } from './details-form-context';

/** Props of {@link DetailsFormDescription}. */
export type DetailsFormDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * A hint read after the field's label ('Up to 1000 characters.' for additional information, or
 * your own text); rendered only when there is one.
 * @selector [data-scope="details-form"][data-part="description"][data-invalid][data-required]
 */
export function DetailsFormDescription({ children, ...props }: DetailsFormDescriptionProps) {
  const api = useDetailsFormContext();
  const { name, setHasDescription } = useDetailsFormField();
  const textField = useDetailsFormTextField();
  const text = children ?? api.getFieldState(name).description;
  const present = text !== null && text !== undefined && text !== false;
  // The control is described by this part only while it is mounted.
  useEffect(() => {
    if (!present) return;
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [present, setHasDescription]);
  if (!present) return null;
  const own = textField
    ? { ...textField.descriptionProps, ...detailsFormPartAttrs('description') }
    : api.getDescriptionProps(name);
  return <p {...mergePartProps(own, props)}>{text}</p>;
}

/** Props of {@link DetailsFormError}. */
export type DetailsFormErrorProps = ComponentPropsWithRef<'p'>;

/**
 * The field's error in the spec's words ('This field is required', 'Email is invalid!',
 * 'Location is required'), linked to the control; rendered only while there is one.
 * @selector [data-scope="details-form"][data-part="error"][data-field][data-invalid][data-required]
 */
export function DetailsFormError({ children, ...props }: DetailsFormErrorProps) {
  const api = useDetailsFormContext();
  const { name } = useDetailsFormField();
  const textField = useDetailsFormTextField();
  const error = api.getFieldState(name).error;
  if (error === null) return null;
  const own = textField ? { ...api.getErrorProps(name), ...textField.errorMessageProps } : api.getErrorProps(name);
  return <p {...mergePartProps(own, props)}>{children ?? error}</p>;
}
