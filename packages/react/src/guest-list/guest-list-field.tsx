import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { isDisabledPart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { guestListAnatomy } from './guest-list.anatomy';
import { useGuestListContext, useGuestListItem, useGuestListTextField } from './guest-list-context';
import type { GuestField } from './use-guest-list';

/** Props of {@link GuestListLabel}. */
export interface GuestListLabelProps extends ComponentPropsWithRef<'label'> {
  field: GuestField;
}

/**
 * The label of a guest's name or email, 'Name' / 'Email' in the active locale; it names the input
 * through react-aria's `useTextField`.
 * @selector [data-scope="guest-list"][data-part="label"][data-field="name|email"][data-invalid][data-required]
 */
export function GuestListLabel({ field, children, ...props }: GuestListLabelProps) {
  const api = useGuestListContext();
  const { guest } = useGuestListItem();
  const { labelProps } = useGuestListTextField(field);
  const { htmlFor, ...merged } = mergePartProps(
    { ...labelProps, ...guestListAnatomy.attrs('label'), 'data-field': field },
    props,
  );
  return (
    <label {...merged} htmlFor={htmlFor}>
      {children ?? api.getLabelProps(guest, field).children}
    </label>
  );
}

/** Props of {@link GuestListInput}. */
export interface GuestListInputProps extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'type'> {
  field: GuestField;
}

/**
 * A guest's name or email input on react-aria's `useTextField`, described by its error once it
 * shows; refs are merged with the part's own, never replaced. It carries `data-hovered`,
 * `data-focus-visible` (whenever focused, as a text field) and `data-disabled`.
 * @selector [data-scope="guest-list"][data-part="input"][data-field="name|email"][data-invalid][data-required][data-focus-visible]
 */
export function GuestListInput({ field, ...props }: GuestListInputProps) {
  const { inputProps } = useGuestListTextField(field);
  const merged = mergePartProps({ ...inputProps, ...guestListAnatomy.attrs('input'), 'data-field': field }, props);
  // A text field: its focus shows however it was reached, and it takes no press (react-aria's
  // press responder would stop the mouse selecting the text typed).
  const interaction = useInteractionAttrs({ isDisabled: isDisabledPart(merged), isTextInput: true, isPressed: false });
  return <input {...mergeProps(merged, interaction.props)} {...interaction.attrs} />;
}

/** Props of {@link GuestListError}. */
export interface GuestListErrorProps extends ComponentPropsWithRef<'p'> {
  field: GuestField;
}

/**
 * A field's error in the spec's words ('Email ID must be unique for guests.'); rendered only
 * while there is one to show.
 * @selector [data-scope="guest-list"][data-part="error"][data-field="name|email"][data-invalid]
 */
export function GuestListError({ field, ...props }: GuestListErrorProps) {
  const api = useGuestListContext();
  const { guest } = useGuestListItem();
  const { errorMessageProps } = useGuestListTextField(field);
  const text = api.getErrorText(guest, field);
  if (text === null) return null;
  const merged = mergePartProps({ ...errorMessageProps, ...guestListAnatomy.attrs('error'), 'data-field': field }, props);
  return <p {...merged}>{text}</p>;
}
