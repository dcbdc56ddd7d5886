import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useGuestListContext, useGuestListItem } from './guest-list-context';

/** Props of {@link GuestListAdd}. */
export type GuestListAddProps = ComponentPropsWithRef<'button'>;

/**
 * Adds an empty guest and moves focus to its name; disabled, and described by the limit, at 100.
 * @selector [data-scope="guest-list"][data-part="add"][disabled]
 */
export function GuestListAdd({ children, ...props }: GuestListAddProps) {
  const api = useGuestListContext();
  const merged = mergePartProps({ ...api.addProps, 'data-scope': 'guest-list', 'data-part': 'add' }, props);
  return <button {...merged}>{children ?? api.addLabel}</button>;
}

/** Props of {@link GuestListRemove}. */
export type GuestListRemoveProps = ComponentPropsWithRef<'button'>;

/**
 * Removes the item's guest ('Remove guest 2') and moves focus to "Add guest".
 * @selector [data-scope="guest-list"][data-part="remove"]
 */
export function GuestListRemove({ children, ...props }: GuestListRemoveProps) {
  const api = useGuestListContext();
  const { guest, index } = useGuestListItem();
  const merged = mergePartProps(
    { ...api.getRemoveProps(guest, index), 'data-scope': 'guest-list', 'data-part': 'remove' },
    props,
  );
  return <button {...merged}>{children ?? '×'}</button>;
}

/** Props of {@link GuestListCount}. */
export type GuestListCountProps = ComponentPropsWithRef<'p'>;

/**
 * The number of guests ('2 guests'), announced politely as it changes, and the limit once reached.
 * @selector [data-scope="guest-list"][data-part="count"]
 */
export function GuestListCount(props: GuestListCountProps) {
  const api = useGuestListContext();
  const merged = mergePartProps({ ...api.countProps, 'data-scope': 'guest-list', 'data-part': 'count' }, props);
  return (
    <p {...merged}>
      {api.countText}
      {api.maxText ? (
        <>
          {' '}
          <span {...api.maxProps}>{api.maxText}</span>
        </>
      ) : null}
    </p>
  );
}

/** Props of {@link GuestListTitle}. */
export type GuestListTitleProps = ComponentPropsWithRef<'h3'>;

/**
 * The list's heading, 'Guests', which names its group.
 * @selector [data-scope="guest-list"][data-part="title"]
 */
export function GuestListTitle({ children, ...props }: GuestListTitleProps) {
  const api = useGuestListContext();
  const merged = mergePartProps({ ...api.titleProps, 'data-scope': 'guest-list', 'data-part': 'title' }, props);
  return <h3 {...merged}>{children ?? api.title}</h3>;
}
