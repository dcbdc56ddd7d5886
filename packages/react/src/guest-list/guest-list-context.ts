import { createContext, useContext } from 'react';
import type { GuestListApi } from './use-guest-list';
import type { GuestDraft } from './use-guest-list-state';

/** @internal The API of the nearest `<GuestList.Root>`; `null` outside one. */
export const GuestListContext = createContext<GuestListApi | null>(null);

/** @internal The guest of the nearest `<GuestList.Item>`; `null` outside one. */
export const GuestListItemContext = createContext<{ guest: GuestDraft; index: number } | null>(null);

/**
 * The state, validation and prop bags of the nearest `<GuestList.Root>`, for custom parts.
 * @throws when used outside `<GuestList.Root>`.
 */
export function useGuestListContext(): GuestListApi {
  const context = useContext(GuestListContext);
  if (!context) throw new Error('`useGuestListContext` must be used within `<GuestList.Root>`');
  return context;
}

/**
 * The guest of the nearest `<GuestList.Item>`.
 * @throws when used outside `<GuestList.Item>`.
 */
export function useGuestListItem(): { guest: GuestDraft; index: number } {
  const context = useContext(GuestListItemContext);
  if (!context) throw new Error('`useGuestListItem` must be used within `<GuestList.Item>`');
  return context;
}
