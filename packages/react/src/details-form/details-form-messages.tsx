import { type ComponentPropsWithRef, useEffect } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useDetailsFormContext, useDetailsFormField } from './details-form-context';

/** Props of {@link DetailsFormDescription}. */
export type DetailsFormDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * A hint read after the field's label ('Up to 1000 characters.' for additional information, or
 * your own text); rendered only when there is one.
 * @selector [data-scope="details-form"][data-part="description"]
 */
export function DetailsFormDescription({ children, ...props }: DetailsFormDescriptionProps) {
  const api = useDetailsFormContext();
  const { name, setHasDescription } = useDetailsFormField();
  const text = children ?? api.getFieldState(name).description;
  const present = text !== null && text !== undefined && text !== false;
  // The control is described by this part only while it is mounted.
  useEffect(() => {
    if (!present) return;
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [present, setHasDescription]);
  if (!present) return null;
  return <p {...mergePartProps(api.getDescriptionProps(name), props)}>{text}</p>;
}

/** Props of {@link DetailsFormError}. */
export type DetailsFormErrorProps = ComponentPropsWithRef<'p'>;

/**
 * The field's error in the spec's words ('This field is required', 'Email is invalid!',
 * 'Location is required'), linked to the control; rendered only while there is one.
 * @selector [data-scope="details-form"][data-part="error"][data-field]
 */
export function DetailsFormError({ children, ...props }: DetailsFormErrorProps) {
  const api = useDetailsFormContext();
  const { name } = useDetailsFormField();
  const error = api.getFieldState(name).error;
  if (error === null) return null;
  return <p {...mergePartProps(api.getErrorProps(name), props)}>{children ?? error}</p>;
}
