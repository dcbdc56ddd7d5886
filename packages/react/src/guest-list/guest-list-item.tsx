import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { type TextFieldParts, useTextFieldParts } from '../utils/text-field/use-text-field-parts';
import { guestListAnatomy } from './guest-list.anatomy';
import { GuestListItemFieldsProvider, GuestListItemProvider, useGuestListContext } from './guest-list-context';
import type { GuestField, GuestListApi } from './use-guest-list';
import type { GuestDraft } from './use-guest-list-state';

/**
 * One guest field on react-aria's `useTextField` through the shared text-field block: the list's
 * state owns the value, core's `validateGuests` the error; ids stay the behaviour hook's, which
 * moves focus to a new guest's name by id.
 */
function useGuestTextField(api: GuestListApi, guest: GuestDraft, field: GuestField): TextFieldParts {
  const input = api.getInputProps(guest, field);
  return useTextFieldParts({
    id: input.id,
    ids: { error: api.getErrorProps(guest, field).id },
    name: input.name,
    value: input.value,
    onChange: (value) => api.state.update(guest.id, field, value),
    onBlur: input.onBlur,
    type: input.type,
    autoComplete: input.autoComplete,
    isRequired: input.required,
    isInvalid: input['aria-invalid'],
    statesValid: true,
  });
}

/** Props of {@link GuestListItem}. */
export interface GuestListItemProps extends ComponentPropsWithRef<'div'> {
  guest: GuestDraft;
  index: number;
}

/**
 * One guest's fields, a group named 'Guest 2'; its parts read the guest from it.
 * @selector [data-scope="guest-list"][data-part="item"][data-invalid]
 */
export function GuestListItem({ guest, index, children, ...props }: GuestListItemProps) {
  const api = useGuestListContext();
  // Every item has exactly these two fields, so their hooks run in the same order on every render.
  const name = useGuestTextField(api, guest, 'name');
  const email = useGuestTextField(api, guest, 'email');
  const merged = mergePartProps({ ...api.getItemProps(guest, index), ...guestListAnatomy.attrs('item') }, props);
  return (
    <GuestListItemProvider value={{ guest, index }}>
      <GuestListItemFieldsProvider value={{ name, email }}>
        <div {...merged}>{children}</div>
      </GuestListItemFieldsProvider>
    </GuestListItemProvider>
  );
}
