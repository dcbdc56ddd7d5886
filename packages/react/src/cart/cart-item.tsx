import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { cartPartAttrs as attrs, cartAnatomy as parts } from './cart.anatomy';
import type { CartEntry, CartItemState } from './cart.types';
import { CartItemProvider, useCartContext } from './cart-context';
import {
  CartItemDuration,
  CartItemError,
  CartItemName,
  CartItemPrice,
  CartItemSeats,
  CartItemStaff,
  CartItemTime,
  CartRemove,
} from './cart-item-parts';

/** Props of {@link CartList}. */
export type CartListProps = ComponentPropsWithRef<'ul'>;

/**
 * The items as a list, so screen readers say how many there are; rendered only when there are some.
 * @selector [data-scope="cart"][data-part="list"]
 */
export function CartList(props: CartListProps) {
  const api = useCartContext();
  if (api.state.items.length === 0) return null;
  return <ul {...mergePartProps(attrs(parts.list), props)} />;
}

/** Props of {@link CartItem}. */
export interface CartItemProps extends Omit<ComponentPropsWithRef<'li'>, 'className'> {
  item: CartEntry;
  /** A class name, or a function of the row's state (e.g. a cva variant). */
  className?: string | ((state: CartItemState) => string);
}

/**
 * One service in the cart; its parts read the item from it. Without children it shows the name,
 * staff, time, length, seats, price, its error and the remove button.
 * @selector [data-scope="cart"][data-part="item"][data-invalid]
 */
export function CartItem({ item, className, children, ...props }: CartItemProps) {
  const api = useCartContext();
  const resolvedClassName = typeof className === 'function' ? className(api.getItemState(item)) : className;
  return (
    <CartItemProvider value={item}>
      <li {...mergePartProps(api.getItemProps(item), { ...props, className: resolvedClassName })}>
        {children ?? (
          <>
            <CartItemName />
            <CartItemStaff />
            <CartItemTime />
            <CartItemDuration />
            <CartItemSeats />
            <CartItemPrice />
            <CartItemError />
            <CartRemove />
          </>
        )}
      </li>
    </CartItemProvider>
  );
}
