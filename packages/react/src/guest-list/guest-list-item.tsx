import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { GuestListItemProvider, useGuestListContext } from './guest-list-context';
import type { GuestDraft } from './use-guest-list-state';

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
  const merged = mergePartProps({ ...api.getItemProps(guest, index), 'data-scope': 'guest-list', 'data-part': 'item' }, props);
  return (
    <GuestListItemProvider value={{ guest, index }}>
      <div {...merged}>{children}</div>
    </GuestListItemProvider>
  );
}
