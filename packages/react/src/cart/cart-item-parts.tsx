import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { cartPartAttrs as attrs, cartAnatomy as parts } from './cart.anatomy';
import { useCartContext, useCartItem } from './cart-context';

/** Props of the item's text parts. */
export type CartItemTextProps = ComponentPropsWithRef<'span'>;

/**
 * The service's name.
 * @selector [data-scope="cart"][data-part="item-name"]
 */
export function CartItemName({ children, ...props }: CartItemTextProps) {
  const item = useCartItem();
  return <span {...mergePartProps(attrs(parts.itemName), props)}>{children ?? item.service.name}</span>;
}

/**
 * With whom: 'with Anna de Vries', or 'Any available staff'.
 * @selector [data-scope="cart"][data-part="item-staff"][data-any]
 */
export function CartItemStaff({ children, ...props }: CartItemTextProps) {
  const api = useCartContext();
  const item = useCartItem();
  const any = item.staff ? {} : { 'data-any': '' };
  return <span {...mergePartProps({ ...attrs(parts.itemStaff), ...any }, props)}>{children ?? api.staff(item)}</span>;
}

/** Props of {@link CartItemTime}. */
export type CartItemTimeProps = ComponentPropsWithRef<'time'>;

/**
 * When, in the visitor's locale and zone: 'Tue, Mar 10, 10:00 AM GMT+1', on a `<time>` element.
 * @selector [data-scope="cart"][data-part="item-time"]
 */
export function CartItemTime({ children, ...props }: CartItemTimeProps) {
  const api = useCartContext();
  const item = useCartItem();
  return <time {...mergePartProps({ ...attrs(parts.itemTime), dateTime: item.start }, props)}>{children ?? api.when(item)}</time>;
}

/**
 * How long, '60 min'.
 * @selector [data-scope="cart"][data-part="item-duration"]
 */
export function CartItemDuration({ children, ...props }: CartItemTextProps) {
  const api = useCartContext();
  const item = useCartItem();
  return <span {...mergePartProps(attrs(parts.itemDuration), props)}>{children ?? api.duration(item)}</span>;
}

/**
 * '3 seats' for an item that takes more than one; nothing otherwise.
 * @selector [data-scope="cart"][data-part="item-seats"]
 */
export function CartItemSeats({ children, ...props }: CartItemTextProps) {
  const api = useCartContext();
  const item = useCartItem();
  const text = api.seatsText(item);
  if (text === null && children === undefined) return null;
  return <span {...mergePartProps(attrs(parts.itemSeats), props)}>{children ?? text}</span>;
}

/**
 * Whom the item is for, 'For you and Grace Hopper', when the cart knows their names (`people`);
 * nothing otherwise.
 * @selector [data-scope="cart"][data-part="item-attendees"]
 */
export function CartItemAttendees({ children, ...props }: CartItemTextProps) {
  const api = useCartContext();
  const item = useCartItem();
  const text = api.attendees(item);
  if (text === null && children === undefined) return null;
  return <span {...mergePartProps(attrs(parts.itemAttendees), props)}>{children ?? text}</span>;
}

/**
 * The item's price for all its seats, '€45.00', or 'Free'.
 * @selector [data-scope="cart"][data-part="item-price"]
 */
export function CartItemPrice({ children, ...props }: CartItemTextProps) {
  const api = useCartContext();
  const item = useCartItem();
  return <span {...mergePartProps(attrs(parts.itemPrice), props)}>{children ?? api.price(item)}</span>;
}

/** Props of {@link CartItemError}. */
export type CartItemErrorProps = ComponentPropsWithRef<'p'>;

/**
 * The item's SEAT_LIMIT message ('You can reserve up to 4 slots for this service…') while the
 * cart shows its problems; it describes the item's remove button.
 * @selector [data-scope="cart"][data-part="item-error"]
 */
export function CartItemError(props: CartItemErrorProps) {
  const api = useCartContext();
  const item = useCartItem();
  const text = api.getItemErrorText(item);
  if (text === null) return null;
  return <p {...mergePartProps(api.getItemErrorProps(item), props)}>{text}</p>;
}

/** Props of {@link CartRemove}. */
export interface CartRemoveProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Removes the item ('Remove Massage, Tue, Mar 10, 10:00 AM GMT+1') and moves focus to the next
 * item's remove button, else the previous one's, else the empty-cart text.
 * @selector [data-scope="cart"][data-part="remove"]
 */
export function CartRemove(props: CartRemoveProps) {
  const api = useCartContext();
  const item = useCartItem();
  return <ActionPart own={api.getRemoveProps(item)} content="×" {...props} />;
}
