import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useCartContext } from './cart-context';

/** Props of {@link CartTitle}. */
export interface CartTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The cart's heading, 'Your cart', which names its group.
 * @selector [data-scope="cart"][data-part="title"]
 * @example <Cart.Title asChild><h3 /></Cart.Title>
 */
export function CartTitle(props: CartTitleProps) {
  const api = useCartContext();
  return <HeadingPart own={api.titleProps} content={api.title} {...props} />;
}

/** Props of {@link CartCount}. */
export type CartCountProps = ComponentPropsWithRef<'p'>;

/**
 * The number of items, '2 services in your cart', announced politely as it changes.
 * @selector [data-scope="cart"][data-part="count"]
 */
export function CartCount(props: CartCountProps) {
  const api = useCartContext();
  return <p {...mergePartProps(api.countProps, props)}>{api.countText}</p>;
}
