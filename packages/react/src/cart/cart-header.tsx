import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { useCartContext } from './cart-context';

/** Props of {@link CartTitle}. */
export interface CartTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The cart's heading, 'Your cart', which names its group.
 * @selector [data-scope="cart"][data-part="title"]
 * @example <Cart.Title asChild><h3 /></Cart.Title>
 */
export function CartTitle({ asChild, children, ...props }: CartTitleProps) {
  const api = useCartContext();
  const merged = mergeProps(api.titleProps, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.title}>
        {children}
      </Slottable>
    );
  return <h2 {...merged}>{children ?? api.title}</h2>;
}

/** Props of {@link CartCount}. */
export type CartCountProps = ComponentPropsWithRef<'p'>;

/**
 * The number of items, '2 services in your cart', announced politely as it changes.
 * @selector [data-scope="cart"][data-part="count"]
 */
export function CartCount(props: CartCountProps) {
  const api = useCartContext();
  return <p {...mergeProps(api.countProps, props)}>{api.countText}</p>;
}
