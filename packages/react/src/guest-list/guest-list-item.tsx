import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from '../utils/merge-props';
import { GuestListItemContext, useGuestListContext } from './guest-list-context';
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
  const merged = mergeProps({ ...api.getItemProps(guest, index), 'data-scope': 'guest-list', 'data-part': 'item' }, props);
  return (
    <GuestListItemContext value={{ guest, index }}>
      <div {...merged}>{children}</div>
    </GuestListItemContext>
  );
}
