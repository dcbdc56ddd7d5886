import { createContext } from '@radix-ui/react-context';
import type { GuestListApi } from './use-guest-list';
import type { GuestDraft } from './use-guest-list-state';

/** @internal The API of the nearest `<GuestList.Root>`. */
const [GuestListProvider, useGuestListValue] = createContext<{ value: GuestListApi }>('<GuestList.Root>');

export { GuestListItemProvider, GuestListProvider };

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
