import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { guestListAnatomy } from './guest-list.anatomy';
import { GuestListProvider } from './guest-list-context';
import { type GuestListApi, type GuestListOptions, useGuestList } from './use-guest-list';
import { type GuestListStateOptions, useGuestListState } from './use-guest-list-state';

/** Props of {@link GuestListRoot}. */
export interface GuestListRootProps
  extends GuestListStateOptions,
    GuestListOptions,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the list's API (to map over `api.state.guests`). */
  children?: ReactNode | ((api: GuestListApi) => ReactNode);
}

/**
 * The guests a visitor brings, as a labelled group; provides the list to its parts.
 * @selector [data-scope="guest-list"][data-part="root"][data-invalid]
 * @example
 * <GuestList.Root defaultValue={[]} onValueChange={setGuests}>
 *   {(api) => api.state.guests.map((guest, index) => <GuestList.Item key={guest.id} guest={guest} index={index}>…</GuestList.Item>)}
 * </GuestList.Root>
 */
export function GuestListRoot({ value, defaultValue, onValueChange, max, showErrors, children, ...props }: GuestListRootProps) {
  const state = useGuestListState({
    ...(value !== undefined && { value }),
    ...(defaultValue !== undefined && { defaultValue }),
    ...(onValueChange !== undefined && { onValueChange }),
    ...(max !== undefined && { max }),
  });
  const api = useGuestList({ ...(showErrors !== undefined && { showErrors }) }, state);
  const merged = mergePartProps(
    { ...api.rootProps, ...guestListAnatomy.attrs('root'), ...(!api.isValid && { 'data-invalid': '' }) },
    props,
  );
  return (
    <GuestListProvider value={api}>
      <div {...merged}>{typeof children === 'function' ? children(api) : children}</div>
    </GuestListProvider>
  );
}
