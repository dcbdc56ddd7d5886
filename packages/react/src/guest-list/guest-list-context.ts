import { createContext } from '@radix-ui/react-context';
import type { TextFieldParts } from '../utils/text-field/use-text-field-parts';
import type { GuestField, GuestListApi } from './use-guest-list';
import type { GuestDraft } from './use-guest-list-state';

/** @internal The API of the nearest `<GuestList.Root>`. */
const [GuestListProvider, useGuestListValue] = createContext<{ value: GuestListApi }>('<GuestList.Root>');

export { GuestListItemFieldsProvider, GuestListItemProvider, GuestListProvider };

/** @internal The guest of the nearest `<GuestList.Item>`. */
const [GuestListItemProvider, useGuestListItemValue] = createContext<{ value: { guest: GuestDraft; index: number } }>(
  '<GuestList.Item>',
);

/**
 * The state, validation and prop bags of the nearest `<GuestList.Root>`, for custom parts.
 * @throws when used outside `<GuestList.Root>`.
 */
export function useGuestListContext(): GuestListApi {
  return useGuestListValue('useGuestListContext').value;
}

/**
 * The guest of the nearest `<GuestList.Item>`.
 * @throws when used outside `<GuestList.Item>`.
 */
export function useGuestListItem(): { guest: GuestDraft; index: number } {
  return useGuestListItemValue('useGuestListItem').value;
}

/** @internal The name and email fields of the nearest `<GuestList.Item>`, on react-aria's `useTextField`. */
const [GuestListItemFieldsProvider, useGuestListItemFieldsValue] = createContext<{ value: Record<GuestField, TextFieldParts> }>(
  '<GuestList.Item>',
);

/** @internal The prop bags of one field of the nearest `<GuestList.Item>`. */
export function useGuestListTextField(field: GuestField): TextFieldParts {
  return useGuestListItemFieldsValue('useGuestListTextField').value[field];
}
