import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { guestListAnatomy } from './guest-list.anatomy';
import { useGuestListContext, useGuestListItem } from './guest-list-context';

/** Props of {@link GuestListAdd}. */
export interface GuestListAddProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Adds an empty guest and moves focus to its name; disabled, and described by the limit, at 100.
 * Use `asChild` to make it the app's own button.
 * @selector [data-scope="guest-list"][data-part="add"][disabled]
 * @example <GuestList.Add asChild><Button variant="secondary" /></GuestList.Add>
 */
export function GuestListAdd(props: GuestListAddProps) {
  const api = useGuestListContext();
  return <ActionPart own={{ ...api.addProps, ...guestListAnatomy.attrs('add') }} content={api.addLabel} {...props} />;
}

/** Props of {@link GuestListRemove}. */
export interface GuestListRemoveProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Removes the item's guest ('Remove guest 2') and moves focus to "Add guest". Use `asChild` to
 * make it the app's own button (it keeps the accessible name 'Remove guest 2').
 * @selector [data-scope="guest-list"][data-part="remove"]
 */
export function GuestListRemove(props: GuestListRemoveProps) {
  const api = useGuestListContext();
  const { guest, index } = useGuestListItem();
  return <ActionPart own={{ ...api.getRemoveProps(guest, index), ...guestListAnatomy.attrs('remove') }} content="×" {...props} />;
}

/** Props of {@link GuestListCount}. */
export type GuestListCountProps = ComponentPropsWithRef<'p'>;

/**
 * The number of guests ('2 guests'), announced politely as it changes, and the limit once reached.
 * @selector [data-scope="guest-list"][data-part="count"]
 */
export function GuestListCount(props: GuestListCountProps) {
  const api = useGuestListContext();
  const merged = mergePartProps({ ...api.countProps, ...guestListAnatomy.attrs('count') }, props);
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
export interface GuestListTitleProps extends AsChildProps, ComponentPropsWithRef<'h3'> {}

/**
 * The list's heading, 'Guests', an `<h3>` which names its group. Use `asChild` for another level.
 * @selector [data-scope="guest-list"][data-part="title"]
 * @example <GuestList.Title asChild><h2 /></GuestList.Title>
 */
export function GuestListTitle(props: GuestListTitleProps) {
  const api = useGuestListContext();
  return (
    <HeadingPart level="h3" own={{ ...api.titleProps, ...guestListAnatomy.attrs('title') }} content={api.title} {...props} />
  );
}
