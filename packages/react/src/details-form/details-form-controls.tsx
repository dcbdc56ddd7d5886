import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { detailsFormAnatomy } from './details-form.anatomy';
import { useDetailsFormContext, useDetailsFormField, useDetailsFormTextField } from './details-form-context';

type Managed = 'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'type';

/** The field's control props merged with the consumer's, keeping both refs (react-hook-form needs its own). */
function useControl<P extends { ref?: unknown }>(props: P) {
  const api = useDetailsFormContext();
  const field = useDetailsFormField();
  const control = api.getControlProps(field.name, field.hasDescription);
  return mergePartProps(control, props);
}

/**
 * A text field's input or textarea props from react-aria's `useTextField` (value from
 * react-hook-form's controller), merged with the consumer's; refs merged, never replaced. Outside a
 * text field (an Input in a select's field), the form's registered control props instead.
 */
function useTextControl<P extends { ref?: unknown }>(props: P) {
  const api = useDetailsFormContext();
  const field = useDetailsFormField();
  const text = useDetailsFormTextField();
  // Only outside a text field: registering it as well would give react-hook-form two owners.
  const own = text ? text.inputProps : api.getControlProps(field.name, field.hasDescription);
  return mergePartProps(own, props);
}

/** Props of {@link DetailsFormInput}. */
export type DetailsFormInputProps = Omit<ComponentPropsWithRef<'input'>, Managed>;

/**
 * A text-like field's input with its type and autofill token (`given-name`, `family-name`,
 * `email`, `tel`, `bday` as a date input bounded by today), described by its error once shown,
 * on react-aria's `useTextField` (`aria-invalid`, `aria-required`, `data-invalid`, `data-required`).
 * @selector [data-scope="details-form"][data-part="input"][data-invalid][data-required]
 */
export function DetailsFormInput(props: DetailsFormInputProps) {
  return <input {...useTextControl(props)} {...detailsFormAnatomy.attrs('input')} />;
}

/** Props of {@link DetailsFormTextarea}. */
export type DetailsFormTextareaProps = Omit<ComponentPropsWithRef<'textarea'>, Managed>;

/**
 * The additional information's text area; its length limit is told by the description and the
 * error, never by cutting off what the visitor pasted. On react-aria's `useTextField` like the inputs.
 * @selector [data-scope="details-form"][data-part="textarea"][data-invalid][data-required]
 */
export function DetailsFormTextarea(props: DetailsFormTextareaProps) {
  const { type: _type, ...textarea } = useTextControl(props);
  return <textarea {...textarea} {...detailsFormAnatomy.attrs('textarea')} />;
}

/** Props of {@link DetailsFormSelect}. */
export type DetailsFormSelectProps = Omit<ComponentPropsWithRef<'select'>, Managed>;

/**
 * The location as a choice among the service's locations, after a 'Choose a location' option.
 * @selector [data-scope="details-form"][data-part="select"][data-invalid][data-required]
 */
export function DetailsFormSelect({ children, ...props }: DetailsFormSelectProps) {
  const api = useDetailsFormContext();
  const { type: _type, ...select } = useControl(props);
  return (
    <select {...select} {...detailsFormAnatomy.attrs('select')}>
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
 * @selector [data-scope="details-form"][data-part="checkbox"][data-invalid][data-required]
 */
export function DetailsFormCheckbox(props: DetailsFormCheckboxProps) {
  return <input {...useControl(props)} type="checkbox" {...detailsFormAnatomy.attrs('checkbox')} />;
}
