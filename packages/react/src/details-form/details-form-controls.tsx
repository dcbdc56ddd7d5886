import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { isDisabledPart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { type InteractionAttrsOptions, useInteractionAttrs } from '../utils/use-interaction-attrs';
import { detailsFormAnatomy } from './details-form.anatomy';
import { useDetailsFormContext, useDetailsFormField, useDetailsFormTextField } from './details-form-context';

type Managed = 'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'type';

/**
 * A text field or a select: its focus shows however it was reached (as the browser's
 * `:focus-visible` does for them), and it has no press of its own, since react-aria's press
 * responder would take Space and Enter from a select (which open it) and stop the mouse selecting
 * text in a field.
 */
const textLike: InteractionAttrsOptions = { isTextInput: true, isPressed: false };

/**
 * A control's merged props with its interaction state: the hover and focus handlers (and press,
 * for the checkbox) of {@link useInteractionAttrs} after the part's own, and `data-hovered`,
 * `data-pressed`, `data-focus-visible`, `data-disabled`. The checkbox's click stays on the element:
 * a checkbox is clicked by the browser on Space, and a busy form's `preventDefault` must reach it.
 */
function useInteraction<P extends object>(merged: P, options: InteractionAttrsOptions) {
  const interaction = useInteractionAttrs({ ...options, isDisabled: isDisabledPart(merged) });
  return { ...(mergeProps(merged, interaction.props) as P), ...interaction.attrs };
}

/** The field's control props merged with the consumer's, keeping both refs (react-hook-form needs its own). */
function useControl<P extends { ref?: unknown }>(props: P, options: InteractionAttrsOptions) {
  const api = useDetailsFormContext();
  const field = useDetailsFormField();
  const control = api.getControlProps(field.name, field.hasDescription);
  return useInteraction(mergePartProps(control, props), options);
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
  return useInteraction(mergePartProps(own, props), textLike);
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
  const { type: _type, ...select } = useControl(props, textLike);
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
  return <input {...useControl(props, {})} type="checkbox" {...detailsFormAnatomy.attrs('checkbox')} />;
}
