import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useDetailsFormContext, useDetailsFormField } from './details-form-context';

type Managed = 'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'type';

/** The field's control props merged with the consumer's, keeping both refs (react-hook-form needs its own). */
function useControl<P extends { ref?: unknown }>(props: P) {
  const api = useDetailsFormContext();
  const field = useDetailsFormField();
  const control = api.getControlProps(field.name, field.hasDescription);
  return mergePartProps(control, props);
}

/** Props of {@link DetailsFormInput}. */
export type DetailsFormInputProps = Omit<ComponentPropsWithRef<'input'>, Managed>;

/**
 * A text-like field's input with its type and autofill token (`given-name`, `family-name`,
 * `email`, `tel`, `bday` as a date input bounded by today), described by its error once shown.
 * @selector [data-scope="details-form"][data-part="input"][aria-invalid="true"]
 */
export function DetailsFormInput(props: DetailsFormInputProps) {
  return <input {...useControl(props)} data-scope="details-form" data-part="input" />;
}

/** Props of {@link DetailsFormTextarea}. */
export type DetailsFormTextareaProps = Omit<ComponentPropsWithRef<'textarea'>, Managed>;

/**
 * The additional information's text area; its length limit is told by the description and the
 * error, never by cutting off what the visitor pasted.
 * @selector [data-scope="details-form"][data-part="textarea"][aria-invalid="true"]
 */
export function DetailsFormTextarea(props: DetailsFormTextareaProps) {
  const { type: _type, ...textarea } = useControl(props);
  return <textarea {...textarea} data-scope="details-form" data-part="textarea" />;
}

/** Props of {@link DetailsFormSelect}. */
export type DetailsFormSelectProps = Omit<ComponentPropsWithRef<'select'>, Managed>;

/**
 * The location as a choice among the service's locations, after a 'Choose a location' option.
 * @selector [data-scope="details-form"][data-part="select"][aria-invalid="true"]
 */
export function DetailsFormSelect({ children, ...props }: DetailsFormSelectProps) {
  const api = useDetailsFormContext();
  const { type: _type, ...select } = useControl(props);
  return (
    <select {...select} data-scope="details-form" data-part="select">
      {children ?? (
        <>
          <option value="">{api.locationPlaceholder}</option>
          {api.state.locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </>
      )}
    </select>
  );
}

/** Props of {@link DetailsFormCheckbox}. */
export type DetailsFormCheckboxProps = Omit<ComponentPropsWithRef<'input'>, Managed>;

/**
 * The consent box, labelled by the service's consent text; it must be ticked to book.
 * @selector [data-scope="details-form"][data-part="checkbox"][aria-invalid="true"]
 */
export function DetailsFormCheckbox(props: DetailsFormCheckboxProps) {
  return <input {...useControl(props)} type="checkbox" data-scope="details-form" data-part="checkbox" />;
}
